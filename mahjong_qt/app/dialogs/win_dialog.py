"""The board is cleared: time, score, stars, and which personal records were beaten (only what
the mode shows: Zen promises no clock and no score, so its dialog has neither, nor stars)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from mahjong_qt.app.board.status_panel import format_clock
from mahjong_qt.app.session.records_book import GameResult
from mahjong_qt.core.game import Game
from mahjong_qt.core.modes.definitions import mode_of
from mahjong_qt.ui.theme import accents

from .end_dialog import EndDialog
from .stars_widget import StarsWidget

__all__ = ["WinDialog"]


class WinDialog(EndDialog):
    """After closing, ``wants`` is "new", "replay", "next" (the campaign's next level) or None.
    ``news`` are the mode's own lines (a daily done, a level opened)."""

    def __init__(
        self,
        result: GameResult,
        game: Game | None,
        parent: QWidget | None = None,
        next_level: int | None = None,
        news: Sequence[str] = (),
    ):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Board cleared!"))
        title = QLabel(self.tr("You cleared the board!"), self)
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        title.setStyleSheet("font-size: 18pt; font-weight: 600;")
        rules = mode_of(game.mode) if game is not None else None
        shows_clock = rules is None or rules.shows_clock
        shows_score = rules is None or rules.shows_score
        self.stars = StarsWidget(result.stars, self)
        self.stars.setToolTip(self.tr("Stars: %n of 3", "", result.stars))
        self.stars.setVisible(shows_clock and shows_score)  # stars reward time and help
        form = QFormLayout()
        form.setLabelAlignment(Qt.AlignmentFlag.AlignRight)
        form.setFormAlignment(Qt.AlignmentFlag.AlignHCenter)
        form.setHorizontalSpacing(18)
        score = f"{result.score:,}".replace(",", "\u202f")
        if shows_clock:
            form.addRow(self.tr("Time:"), self._value(format_clock(result.elapsed)))
        if shows_score:
            form.addRow(self.tr("Score:"), self._value(score))
        change = result.change
        if change is not None:
            after = change.after
            if after.best_time is not None:
                form.addRow(self.tr("Best time:"), self._value(format_clock(after.best_time)))
            form.addRow(
                self.tr("Games won:"),
                self._value(
                    self.tr("%1 of %2")
                    .replace("%1", str(after.won))
                    .replace("%2", str(after.played))
                ),
            )
        news = list(news)
        if change is not None:
            if change.first_win:
                news.append(self.tr("Your first win on this layout!"))
            else:
                if change.best_time:
                    news.append(self.tr("New personal record: best time!"))
                if change.best_score:
                    news.append(self.tr("New personal record: best score!"))
        record = QLabel("<br>".join(news), self)
        record.setAlignment(Qt.AlignmentFlag.AlignCenter)
        record.setStyleSheet(f"color: {accents(self.palette()).news}; font-weight: 600;")
        record.setVisible(bool(news))
        buttons = QDialogButtonBox(self)
        new = buttons.addButton(self.tr("New Game"), QDialogButtonBox.ButtonRole.AcceptRole)
        replay = buttons.addButton(self.tr("Replay"), QDialogButtonBox.ButtonRole.ActionRole)
        close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        if next_level is not None:
            following = buttons.addButton(
                self.tr("Next Level (%1)").replace("%1", str(next_level)),
                QDialogButtonBox.ButtonRole.AcceptRole,
            )
            following.clicked.connect(lambda: self.choose("next"))
            following.setDefault(True)
        else:
            new.setDefault(True)
        new.clicked.connect(lambda: self.choose("new"))
        replay.clicked.connect(lambda: self.choose("replay"))
        close.clicked.connect(lambda: self.choose(None))
        column = QVBoxLayout(self)
        column.setContentsMargins(24, 18, 24, 14)
        column.setSpacing(10)
        column.addWidget(title)
        column.addWidget(self.stars, 0, Qt.AlignmentFlag.AlignCenter)
        column.addLayout(form)
        column.addWidget(record)
        column.addSpacing(6)
        column.addWidget(buttons)

    def _value(self, text: str) -> QLabel:
        label = QLabel(text, self)
        label.setStyleSheet("font-size: 12pt; font-weight: 600;")
        return label
