"""The result of a round: the ranking (time, progress, points, Elo), the player's personal record,
and Play Again (the host starts the next round) or Leave."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...core.text_fill import fill
from ...net import protocol as p
from ..modes.mode_texts import time_text
from .race_texts import level_name, ordinal

__all__ = ["ResultView"]


class ResultView(QWidget):
    """Signals: ``play_again()``, ``leave()``."""

    play_again = Signal()
    leave = Signal()

    def __init__(self, lang: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.lang = lang
        self._result: p.Result | None = None
        self._seat = -1
        self._host = False
        self._record: float | None = None
        self._new_record = False
        column = QVBoxLayout(self)
        column.setContentsMargins(32, 20, 32, 20)
        self.title = QLabel(self)
        self.title.setStyleSheet("font-size: 20pt; font-weight: 700;")
        column.addWidget(self.title)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        column.addWidget(self.summary)
        self.table = QTableWidget(0, 7, self)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        column.addWidget(self.table, 1)
        self.record = QLabel(self)
        column.addWidget(self.record)
        buttons = QHBoxLayout()
        self.waiting = QLabel(self)
        buttons.addWidget(self.waiting)
        buttons.addStretch(1)
        self.leave_button = QPushButton(self)
        self.again_button = QPushButton(self)
        self.again_button.setDefault(True)
        buttons.addWidget(self.leave_button)
        buttons.addWidget(self.again_button)
        column.addLayout(buttons)
        self.again_button.clicked.connect(self.play_again)
        self.leave_button.clicked.connect(self.leave)
        self.retranslate()

    def show_result(
        self, result: p.Result, seat: int, host: bool, record: float | None, new_record: bool
    ) -> None:
        """The round's ``result`` for the player at ``seat``; ``record``: their best time on
        their level on this machine (``new_record`` when this round set it)."""
        self._result, self._seat, self._host = result, seat, host
        self._record, self._new_record = record, new_record
        self.retranslate()

    def _note(self, row: p.ResultRow) -> str:
        if row.gave_up:
            return self.tr("gave up")
        if row.left:
            return self.tr("left (the CPU played)")
        if row.time is None:
            return ""
        return self.tr("within the target") if row.within_target else self.tr("after the target")

    def _fill(self) -> None:
        result = self._result
        rows = [] if result is None else result.lines
        self.table.setRowCount(len(rows))
        bold = QFont()
        bold.setBold(True)
        for r, row in enumerate(rows):
            name = row.name + ("  " + self.tr("(you)") if row.seat == self._seat else "")
            if row.cpu:
                name += "  " + self.tr("(CPU)")
            change = f"{row.rating_change:+.0f}"
            cells = [
                ordinal(row.rank, self.lang),
                name,
                time_text(row.time),
                f"{int(row.progress)}\u00a0%",
                level_name(row.level, self.lang),
                f"{row.points} ({row.total_points})",
                f"{row.rating:.0f} ({change})",
            ]
            note = self._note(row)
            if note:
                cells[2] = f"{cells[2]}  {note}" if row.time is not None else note
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if row.seat == self._seat:
                    item.setFont(bold)
                self.table.setItem(r, c, item)

    def retranslate(self) -> None:
        self.title.setText(self.tr("Result"))
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Rank"),
                self.tr("Player"),
                self.tr("Time"),
                self.tr("Progress"),
                self.tr("Level"),
                self.tr("Points (total)"),
                self.tr("Elo"),
            ]
        )
        self._fill()
        result = self._result
        mine = (
            None
            if result is None
            else next((x for x in result.lines if x.seat == self._seat), None)
        )
        if mine is None:
            self.summary.setText("")
        else:
            text = self.tr("You finished %1 of %2.")
            self.summary.setText(fill(text, ordinal(mine.rank, self.lang), len(result.lines)))
        if self._new_record and self._record is not None:
            self.record.setText(
                self.tr("New personal record on this level: %1").replace(
                    "%1", time_text(self._record)
                )
            )
        elif self._record is not None:
            self.record.setText(
                self.tr("Personal record on this level: %1").replace("%1", time_text(self._record))
            )
        else:
            self.record.setText("")
        self.again_button.setText(self.tr("&Play Again"))
        self.leave_button.setText(self.tr("&Leave"))
        self.again_button.setVisible(self._host)
        self.waiting.setText("" if self._host else self.tr("The host starts the next round."))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
