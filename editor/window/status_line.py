"""The permanent part of the editor's status bar: the layout's extents, the current level and
the half-tile cell under the pointer (in the coordinates the extents use)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QLabel, QStatusBar

from ..checking.validation import ValidationReport
from ..editing.session import EditSession

__all__ = ["StatusLine"]


class StatusLine(QObject):
    """Two labels at the right of a status bar, kept current by the window's signals."""

    def __init__(self, bar: QStatusBar, session: EditSession):
        super().__init__(bar)
        self._session = session
        self._report: ValidationReport | None = None
        self._cell: tuple[int, ...] | None = None
        self.extents = QLabel(bar)
        self.extents.setObjectName("extents")
        self.pointer = QLabel(bar)
        self.pointer.setObjectName("pointer")
        bar.addPermanentWidget(self.extents)
        bar.addPermanentWidget(self.pointer)
        bar.installEventFilter(self)

    def show_pointer(self, cell) -> None:
        """The current level, and the cell under the pointer (None once it left)."""
        self._cell = cell
        text = self.tr("Level %1").replace("%1", str(self._session.current_level + 1))
        if cell is not None:
            where = self.tr("x %1, y %2").replace("%1", str(cell[0])).replace("%2", str(cell[1]))
            text += "   " + where
        self.pointer.setText(text)

    def show_extents(self, report: ValidationReport) -> None:
        """The cells the layout covers, as the pointer's coordinates say them, and its levels."""
        self._report = report
        x, y, w, h, levels = report.extents
        if not report.total:
            self.extents.setText(self.tr("Empty layout"))
            return
        self.extents.setText(
            self.tr("x %1–%2, y %3–%4, levels 1–%5")
            .replace("%1", str(x))
            .replace("%2", str(x + w - 1))
            .replace("%3", str(y))
            .replace("%4", str(y + h - 1))
            .replace("%5", str(levels))
        )

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.show_pointer(self._cell)
            if self._report is not None:
                self.show_extents(self._report)
        return super().eventFilter(watched, event)
