"""The validation panel: errors and warnings of the layout, counts, extents and the slow checks.

It shows a :class:`~editor.checking.validation.ValidationReport` (recomputed by the window after every
edit) with each issue in the user's language; clicking an issue emits ``issueActivated`` with the
positions involved so the canvas can highlight them. Below the list: tile counts per level and in
total, the extents, whether the layout can be cleared at all, and the deals
(:class:`~editor.panels.deal_panel.DealPanel`: the deal test and the live winnability estimate), all
computed in the background and handed in by the window.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QLocale, Qt, Signal
from PySide6.QtGui import QAction, QBrush, QColor
from PySide6.QtWidgets import (
    QLabel,
    QListWidget,
    QListWidgetItem,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from mahjong_qt.core.geometry import Position

from ..checking.analysis import ClearState
from ..checking.issue_text import describe_issue
from ..checking.symmetry_check import SymmetryReport
from ..checking.validation import ValidationReport
from ..editing.commands import Mirror
from .deal_panel import DealPanel

__all__ = ["ValidationPanel", "ClearState", "describe_issue"]


#: The colour of an issue's text, by severity (readable on light and dark list backgrounds).
SEVERITY_COLOURS = {
    "error": QColor("#d84343"),
    "warning": QColor("#c27c0e"),
    "info": QColor("#3f8f4f"),
}
_ICONS = {
    "error": QStyle.StandardPixmap.SP_MessageBoxCritical,
    "warning": QStyle.StandardPixmap.SP_MessageBoxWarning,
    "info": QStyle.StandardPixmap.SP_MessageBoxInformation,
}


class ValidationPanel(QWidget):
    """Issues list, statistics and the background checks' results.

    A layout that cannot be cleared is an issue of the list too, once the check says so; the
    window hands it the tiles that block (:meth:`show_blockers`).
    """

    issueActivated = Signal(object)  # tuple of positions
    clearStateChanged = Signal(str)  # a ClearState

    def __init__(self, test_deals_action: QAction, parent: QWidget | None = None):
        super().__init__(parent)
        self.issues = QListWidget(self)
        self.issues.setObjectName("issueList")
        self.issues.setWordWrap(True)
        self.issues.itemClicked.connect(self._on_item)
        self.issues.currentItemChanged.connect(lambda item, _old: self._on_item(item))
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.clear_label = QLabel(self)
        self.clear_label.setWordWrap(True)
        self.deals = DealPanel(test_deals_action, self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.issues, 1)
        layout.addWidget(self.summary)
        layout.addWidget(self.clear_label)
        layout.addWidget(self.deals)
        self.report: ValidationReport | None = None
        self.blockers: tuple[Position, ...] | None = None  # None: no "cannot be cleared" issue
        self.clear_state = ClearState.NOT_CHECKED
        self.symmetry = SymmetryReport()
        #: The last play-test's line (severity, text, tiles), until the layout changes.
        self.play_result: tuple[str, str, tuple[Position, ...]] | None = None
        self._refresh_checks()

    # -- content ------------------------------------------------------------------------------
    def show_report(self, report: ValidationReport) -> None:
        self.report = report
        self._fill_issues()
        self.summary.setText(self._summary(report))

    def show_blockers(self, tiles: tuple[Position, ...]) -> None:
        """The layout cannot be cleared: list it as an issue that highlights ``tiles``."""
        self.blockers = tuple(tiles)
        self._fill_issues()

    def show_symmetry(self, report: SymmetryReport) -> None:
        """The symmetry check: the tiles that break the mirror drawn are an issue of the list;
        the symmetries the layout has about its centre, a line of the summary."""
        self.symmetry = report
        self._fill_issues()
        if self.report is not None:
            self.summary.setText(self._summary(self.report))

    def _symmetry_text(self) -> str:
        s = self.symmetry
        names = {
            Mirror.VERTICAL: self.tr("left–right"),
            Mirror.HORIZONTAL: self.tr("top–bottom"),
            Mirror.BOTH: self.tr("both ways"),
        }
        return self.tr(
            "Not symmetric %1 about the mirror axes: %n tile(s) without their mirror image",
            "",
            len(s.breaking),
        ).replace("%1", names.get(s.mirror, ""))

    def _own_symmetry_text(self) -> str:
        texts = {
            Mirror.NONE: self.tr("Symmetry about its centre: none"),
            Mirror.VERTICAL: self.tr("Symmetry about its centre: left–right"),
            Mirror.HORIZONTAL: self.tr("Symmetry about its centre: top–bottom"),
            Mirror.BOTH: self.tr("Symmetry about its centre: both ways"),
        }
        return texts[self.symmetry.own]

    def show_play_result(self, line: tuple[str, str, tuple[Position, ...]] | None) -> None:
        """A play-test came back (its line first in the list), or its result went (None)."""
        self.play_result = line
        self._fill_issues()

    def _add_issue(self, severity: str, text: str, tiles: tuple[Position, ...]) -> None:
        item = QListWidgetItem(self.style().standardIcon(_ICONS[severity]), text)
        item.setForeground(QBrush(SEVERITY_COLOURS[severity]))
        item.setData(Qt.ItemDataRole.UserRole, tiles)
        self.issues.addItem(item)

    def _blockers_text(self) -> str:
        if not self.blockers:
            return self.tr("Cannot be cleared: no order of removals empties it")
        return self.tr(
            "Cannot be cleared: every order of removals gets stuck, at best with these %n"
            " tile(s) left (fewer than two of them free)",
            "",
            len(self.blockers),
        )

    def _fill_issues(self) -> None:
        report = self.report
        self.issues.clear()
        if report is None:
            return
        if self.play_result is not None:
            self._add_issue(*self.play_result)
        for issue in report.errors:
            self._add_issue("error", describe_issue(issue), issue.tiles)
        if self.blockers is not None:
            self._add_issue("error", self._blockers_text(), self.blockers)
        for issue in report.warnings:
            self._add_issue("warning", describe_issue(issue), issue.tiles)
        if self.symmetry.breaking:
            self._add_issue("warning", self._symmetry_text(), self.symmetry.breaking)
        if self.issues.count() == (self.play_result is not None):
            style = self.style()
            item = QListWidgetItem(
                style.standardIcon(QStyle.StandardPixmap.SP_DialogApplyButton),
                self.tr("No problems found"),
            )
            self.issues.addItem(item)

    def issue_texts(self) -> list[str]:
        return [self.issues.item(i).text() for i in range(self.issues.count())]

    def _summary(self, report: ValidationReport) -> str:
        per_level = ", ".join(
            self.tr("L%1: %2").replace("%1", str(z + 1)).replace("%2", str(n))
            for z, n in enumerate(report.level_counts)
        )
        _x, _y, w, h, levels = report.extents
        lines = [
            "<b>" + self.tr("%n tile(s)", "", report.total) + "</b>",
            self.tr("Per level: %1").replace("%1", per_level or "—"),
            self.tr("Size: %1 × %2 tiles, %n level(s)", "", levels)
            .replace("%1", _halves(w))
            .replace("%2", _halves(h)),
        ]
        if report.total:
            lines.append(self._own_symmetry_text())
        return "<br>".join(lines)

    # -- background checks --------------------------------------------------------------------
    def set_clear_state(self, state: str) -> None:
        self.clear_state = state
        if state != ClearState.NOT_CLEARABLE and self.blockers is not None:
            self.blockers = None
            self._fill_issues()
        self._refresh_checks()
        self.clearStateChanged.emit(state)

    def _refresh_checks(self) -> None:
        texts = {
            ClearState.CHECKING: self.tr("Can it be cleared? Checking…"),
            ClearState.CLEARABLE: self.tr("Can it be cleared? Yes: a removal order exists."),
            ClearState.NOT_CLEARABLE: self.tr(
                "Can it be cleared? No: no order of removals empties it."
            ),
            ClearState.UNKNOWN: self.tr("Can it be cleared? Unknown (the search gave up)."),
            ClearState.NOT_CHECKED: self.tr("Can it be cleared? Not checked (fix the errors)."),
        }
        self.clear_label.setText(texts[self.clear_state])

    def _on_item(self, item: QListWidgetItem | None) -> None:
        if item is None:
            return
        tiles = item.data(Qt.ItemDataRole.UserRole)
        self.issueActivated.emit(tuple(tiles or ()))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            if self.report is not None:
                self.show_report(self.report)  # with the "cannot be cleared" issue, if any
            self._refresh_checks()
        super().changeEvent(event)


def _halves(n: int) -> str:
    """Half-tile units as tiles in the user's language: 31 → "15.5" (English), "15,5" (French)."""
    return str(n // 2) if n % 2 == 0 else QLocale().toString(n / 2, "f", 1)
