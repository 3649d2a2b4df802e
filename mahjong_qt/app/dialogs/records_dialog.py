"""Personal records kept on this machine: per layout, games played and won, best time, best
score, best streak and stars (the classic mode; other modes are listed the same way)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...core.records import Records
from ..status_panel import format_clock

__all__ = ["RecordsDialog"]


class RecordsDialog(QDialog):
    """A table of the records; ``layout_name(id)`` gives a layout's name in the UI language."""

    def __init__(
        self,
        records: Records,
        layout_name: Callable[[str], str],
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Personal Records"))
        self.resize(720, 360)
        headers = [
            self.tr("Layout"),
            self.tr("Played"),
            self.tr("Won"),
            self.tr("Best time"),
            self.tr("Best score"),
            self.tr("Best streak"),
            self.tr("Stars"),
        ]
        rows = [
            (layout_name(layout_id), record)
            for layouts in records.by_mode.values()
            for layout_id, record in layouts.items()
        ]
        rows.sort(key=lambda row: row[0].casefold())
        self.table = QTableWidget(len(rows), len(headers), self)
        self.table.setHorizontalHeaderLabels(headers)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for r, (name, record) in enumerate(rows):
            cells = [
                name,
                str(record.played),
                str(record.won),
                format_clock(record.best_time) if record.best_time is not None else "—",
                f"{record.best_score:,}".replace(",", "\u202f")
                if record.best_score is not None
                else "—",
                str(record.best_streak),
                "★" * record.best_stars or "—",
            ]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(r, c, item)
        column = QVBoxLayout(self)
        if rows:
            column.addWidget(self.table)
        else:
            empty = QLabel(self.tr("No game finished yet: your records will appear here."), self)
            empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
            column.addWidget(empty, 1)
            self.table.hide()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        column.addWidget(buttons)
