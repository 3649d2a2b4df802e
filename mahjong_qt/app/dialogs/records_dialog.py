"""Personal records kept on this machine: per mode and layout, games played and won, best time,
best score, best streak and stars. Layouts and modes are shown by their names in the UI language
(a campaign level as "Campaign level 1", a race level as "Race: Initiation"), never by id."""

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

from mahjong_qt.app.board.status_panel import format_clock
from mahjong_qt.app.modes.mode_texts import generated_layout_name, mode_name
from mahjong_qt.core.modes.definitions import ModeId
from mahjong_qt.core.records import Records

__all__ = ["RecordsDialog"]


class RecordsDialog(QDialog):
    """A table of the records; ``layout_name(id)`` gives a layout file's name in the UI language
    ``lang`` (the layouts the game generates are named here)."""

    def __init__(
        self,
        records: Records,
        layout_name: Callable[[str], str],
        parent: QWidget | None = None,
        *,
        lang: str = "en",
    ):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Personal Records"))
        self.resize(820, 360)

        def shown_name(layout_id: str) -> str:
            generated = generated_layout_name(layout_id, lang)
            return generated if generated != layout_id else layout_name(layout_id)

        headers = [
            self.tr("Mode"),
            self.tr("Layout"),
            self.tr("Played"),
            self.tr("Won"),
            self.tr("Best time"),
            self.tr("Best score"),
            self.tr("Best streak"),
            self.tr("Stars"),
        ]
        order = {m.value: k for k, m in enumerate(ModeId)}
        rows = [
            (
                order.get(mode_id, len(order)),
                mode_name(mode_id, lang),
                shown_name(layout_id),
                record,
            )
            for mode_id, layouts in records.by_mode.items()
            for layout_id, record in layouts.items()
        ]
        rows.sort(key=lambda row: (row[0], row[2].casefold()))
        self.table = QTableWidget(len(rows), len(headers), self)
        self.table.setHorizontalHeaderLabels(headers)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        for r, (_order, mode_text, name, record) in enumerate(rows):
            cells = [
                mode_text,
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
                if c > 1:
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
