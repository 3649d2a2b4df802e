"""The daily challenges played: a calendar with each day's result (days won in bold, with their
stars), and a list of the days with time, stars and score. A past day can be played again."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QDate, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QTextCharFormat
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCalendarWidget,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mahjong_qt.core.modes.progress import DailyResult, Progress
from mahjong_qt.ui.theme import accents

from .mode_texts import date_text, stars_text, time_text

__all__ = ["DailyCalendar"]


class DailyCalendar(QDialog):
    """``day_chosen(date)`` when the player plays a day (today or a past one)."""

    day_chosen = Signal(object)

    def __init__(self, progress: Progress, today: dt.date, parent: QWidget | None = None):
        super().__init__(parent)
        self.today = today
        self.results: dict[dt.date, DailyResult] = {
            dt.date.fromisoformat(k): v for k, v in progress.daily.items()
        }
        self.setWindowTitle(self.tr("Daily Challenges"))
        self.resize(760, 420)
        self.calendar = QCalendarWidget(self)
        self.calendar.setMaximumDate(QDate(today.year, today.month, today.day))
        self.calendar.setSelectedDate(QDate(today.year, today.month, today.day))
        self.calendar.setVerticalHeaderFormat(QCalendarWidget.VerticalHeaderFormat.NoVerticalHeader)
        colours = accents(self.palette())
        for day, result in self.results.items():
            fmt = QTextCharFormat()
            if result.won:
                fmt.setFontWeight(QFont.Weight.Bold)
                fmt.setBackground(QBrush(QColor(colours.won_day)))
            else:
                fmt.setBackground(QBrush(QColor(colours.lost_day)))
            fmt.setForeground(QBrush(QColor(colours.day_text)))
            fmt.setToolTip(self._summary(result))
            self.calendar.setDateTextFormat(QDate(day.year, day.month, day.day), fmt)
        # The days to come cannot be played yet: greyed, so that they do not look clickable
        # (the grid shows up to six weeks: the rest of this month and the start of the next).
        later = QTextCharFormat()
        later.setForeground(QBrush(QColor(colours.muted)))
        later.setToolTip(self.tr("Not yet: each day's challenge opens at midnight"))
        for ahead in range(1, 43):
            day = today + dt.timedelta(days=ahead)
            self.calendar.setDateTextFormat(QDate(day.year, day.month, day.day), later)
        self.table = QTableWidget(0, 4, self)
        self.table.setHorizontalHeaderLabels(
            [self.tr("Day"), self.tr("Result"), self.tr("Time"), self.tr("Score")]
        )
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        days = sorted(self.results, reverse=True)
        self.table.setRowCount(len(days))
        for r, day in enumerate(days):
            result = self.results[day]
            cells = [
                date_text(day),
                stars_text(result.stars) if result.won else self.tr("not cleared"),
                time_text(result.time),
                f"{result.score:,}".replace(",", "\u202f"),
            ]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, day)
                if c:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(r, c, item)
        self.table.cellDoubleClicked.connect(lambda r, _c: self._play(days[r]))
        self.info = QLabel(self)
        self.calendar.selectionChanged.connect(self._selected)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.play = box.addButton(self.tr("Play This Day"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.play.clicked.connect(lambda: self._play(self.selected_day()))
        box.rejected.connect(self.reject)
        row = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(self.calendar)
        left.addWidget(self.info)
        row.addLayout(left)
        row.addWidget(self.table, 1)
        column = QVBoxLayout(self)
        column.addLayout(row, 1)
        column.addWidget(box)
        self._selected()

    def selected_day(self) -> dt.date:
        d = self.calendar.selectedDate()
        return dt.date(d.year(), d.month(), d.day())

    def _summary(self, result: DailyResult) -> str:
        if not result.won:
            return self.tr("Not cleared")
        return (
            self.tr("Cleared in %1, %2 of 3 stars")
            .replace("%1", time_text(result.time))
            .replace("%2", str(result.stars))
        )

    def _selected(self) -> None:
        day = self.selected_day()
        result = self.results.get(day)
        text = date_text(day, long=True) + " — "
        text += self._summary(result) if result is not None else self.tr("Not played")
        self.info.setText(text)

    def _play(self, day: dt.date) -> None:
        self.accept()
        self.day_chosen.emit(day)
