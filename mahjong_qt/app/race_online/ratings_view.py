"""The ratings of a race server, asked from a server room: your rating and rated games, and the
server's top 20 (the leaderboard ``mahjong-race-server ratings`` lists)."""

from __future__ import annotations

from PySide6.QtCore import QEvent
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

from mahjong_qt.core.text_fill import fill
from mahjong_qt.net import protocol as p

__all__ = ["RatingsDialog"]


class RatingsDialog(QDialog):
    """``asking()`` while the server is asked, ``show_ratings(answer)`` with its answer."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._ratings: p.Ratings | None = None
        column = QVBoxLayout(self)
        self.mine = QLabel(self)
        self.mine.setWordWrap(True)
        self.mine.setStyleSheet("font-size: 13pt; font-weight: 600;")
        column.addWidget(self.mine)
        self.top_label = QLabel(self)
        column.addWidget(self.top_label)
        self.table = QTableWidget(0, 4, self)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.top_label.setBuddy(self.table)
        column.addWidget(self.table, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        column.addWidget(buttons)
        self.resize(460, 560)
        self.retranslate()

    def asking(self) -> None:
        self._ratings = None
        self.retranslate()

    def show_ratings(self, ratings: p.Ratings) -> None:
        self._ratings = ratings
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Ratings on This Server"))
        self.top_label.setText(self.tr("The &best players:"))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Rank"), self.tr("Player"), self.tr("Rating"), self.tr("Rated games")]
        )
        ratings = self._ratings
        if ratings is None:
            self.mine.setText(self.tr("Asking the server…"))
        elif ratings.you is None:
            self.mine.setText(self.tr("You have no rated round on this server yet."))
        else:
            text = self.tr("Your rating: %1 (%n rated game(s))", "", ratings.you.games)
            self.mine.setText(fill(text, f"{ratings.you.rating:.0f}"))
        lines = [] if ratings is None else ratings.top
        self.table.setRowCount(len(lines))
        for row, line in enumerate(lines):
            cells = [str(row + 1), line.name, f"{line.rating:.0f}", str(line.games)]
            for col, text in enumerate(cells):
                self.table.setItem(row, col, QTableWidgetItem(text))
        if ratings is not None and not lines:
            self.top_label.setText(self.tr("No round has been rated on this server yet."))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
