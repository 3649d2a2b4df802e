"""The board is cleared: time, score, stars, and which personal records were beaten."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from ...core.game import Game
from ..game_session import GameResult
from ..status_panel import format_clock
from .stars_widget import StarsWidget

__all__ = ["WinDialog"]


class WinDialog(QDialog):
    """After closing, ``wants`` is "new", "replay" or None."""

    def __init__(self, result: GameResult, game: Game | None, parent: QWidget | None = None):
        super().__init__(parent)
        self.wants: str | None = None
        self.setWindowTitle(self.tr("Board cleared!"))
        title = QLabel(self.tr("You cleared the board!"), self)
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        title.setStyleSheet("font-size: 18pt; font-weight: 600;")
        stars = StarsWidget(result.stars, self)
        lines = [
            self.tr("Time: %1").replace("%1", format_clock(result.elapsed)),
            self.tr("Score: %1").replace("%1", f"{result.score:,}".replace(",", "\u202f")),
            self.tr("Stars: %n of 3", "", result.stars),
        ]
        change = result.change
        if change is not None:
            if change.first_win:
                lines.append(self.tr("Your first win on this layout!"))
            else:
                if change.best_time:
                    lines.append(self.tr("New personal record: best time!"))
                if change.best_score:
                    lines.append(self.tr("New personal record: best score!"))
            if change.after.best_time is not None and not change.best_time:
                best = format_clock(change.after.best_time)
                lines.append(self.tr("Best time on this layout: %1").replace("%1", best))
            lines.append(
                self.tr("Games won on this layout: %1 of %2")
                .replace("%1", str(change.after.won))
                .replace("%2", str(change.after.played))
            )
        body = QLabel("<br>".join(lines), self)
        body.setAlignment(Qt.AlignmentFlag.AlignCenter)
        body.setTextFormat(Qt.TextFormat.RichText)
        buttons = QDialogButtonBox(self)
        new = buttons.addButton(self.tr("New Game"), QDialogButtonBox.ButtonRole.AcceptRole)
        replay = buttons.addButton(self.tr("Replay"), QDialogButtonBox.ButtonRole.ActionRole)
        close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        new.clicked.connect(lambda: self._done("new"))
        replay.clicked.connect(lambda: self._done("replay"))
        close.clicked.connect(lambda: self._done(None))
        new.setDefault(True)
        column = QVBoxLayout(self)
        column.addWidget(title)
        column.addWidget(stars, 0, Qt.AlignmentFlag.AlignCenter)
        column.addWidget(body)
        column.addWidget(buttons)

    def _done(self, wants: str | None) -> None:
        self.wants = wants
        self.accept()
