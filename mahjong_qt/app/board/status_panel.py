"""The status panel above the board: clock, tiles left, free pairs, score and combo, help used.

Each field is a small caption over a large value. The panel only displays a :class:`StatusView`
value handed to it by the window (from the core's ``GameStatus``); it keeps no game state.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

__all__ = ["StatusView", "StatusPanel", "format_clock"]


@dataclass(frozen=True)
class StatusView:
    number: int = 0  # the game number (players share it)
    elapsed: float = 0.0
    tiles_left: int = 0
    free_pairs: int = 0
    score: int = 0
    combo: int = 1
    hints_used: int = 0
    hints_left: int | None = None
    shuffles_used: int = 0
    shuffles_left: int | None = None
    remaining: float | None = None  # a countdown (the challenge): shown instead of the time
    shows_clock: bool = True  # Zen shows neither clock nor score
    shows_score: bool = True


def format_clock(seconds: float) -> str:
    """``m:ss`` under an hour, ``h:mm:ss`` beyond."""
    total = max(0, int(seconds))
    h, rest = divmod(total, 3600)
    m, s = divmod(rest, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m}:{s:02d}"


def _sized(label: QLabel, points: float, weight: QFont.Weight | None = None) -> None:
    """``label``'s font at ``points`` (and ``weight``); the rest of it as its parent's."""
    font = label.font()
    font.setPointSizeF(points)
    if weight is not None:
        font.setWeight(weight)
    label.setFont(font)


class _Field(QFrame):
    """A caption (small, in the palette's placeholder colour) over a value (large, semi-bold).

    Fonts and palette roles, not a style sheet: a sheet is parsed and polished at the start
    (~3 ms for the panel, benchmarks/STARTUP.md, tenth session), and roles follow the theme's
    palette by themselves."""

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setObjectName("statusField")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 4, 14, 4)
        layout.setSpacing(0)
        self.caption = QLabel(self)
        self.caption.setObjectName("statusCaption")
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.caption.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        _sized(self.caption, 8)
        self.value = QLabel(self)
        self.value.setObjectName("statusValue")
        self.value.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.value.setTextFormat(Qt.TextFormat.PlainText)
        _sized(self.value, 13, QFont.Weight.DemiBold)
        layout.addWidget(self.caption)
        layout.addWidget(self.value)


class StatusPanel(QFrame):
    """Shows a :class:`StatusView`."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("statusPanel")
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 2, 8, 2)
        row.setSpacing(2)
        self.game = _Field(self)
        self.time = _Field(self)
        self.tiles = _Field(self)
        self.pairs = _Field(self)
        self.score = _Field(self)
        self.hints = _Field(self)
        self.shuffles = _Field(self)
        row.addStretch(1)
        for f in self.fields():
            row.addWidget(f)
        row.addStretch(1)
        self.setAutoFillBackground(True)  # the palette's window colour
        self._view = StatusView()
        self._urgent = False
        self._reserve_widths()
        self.retranslate()

    def _reserve_widths(self) -> None:
        """Room for the widest usual values, so the panel does not jump as numbers grow."""
        widest = {
            self.game: "8888",
            self.time: "00:00:00",
            self.tiles: "888",
            self.pairs: "88",
            self.score: "88\u202f888  ×88",
            self.hints: "88 / 88",
            self.shuffles: "88 / 88",
        }
        for f, sample in widest.items():
            metrics = f.value.fontMetrics()
            f.value.setMinimumWidth(round(metrics.horizontalAdvance(sample) * 1.1))

    def fields(self) -> list[_Field]:
        return [self.game, self.time, self.tiles, self.pairs, self.score, self.hints, self.shuffles]

    def retranslate(self) -> None:
        self.game.caption.setText(self.tr("Game"))
        countdown = self._view.remaining is not None
        self.time.caption.setText(self.tr("Time left") if countdown else self.tr("Time"))
        self.tiles.caption.setText(self.tr("Tiles left"))
        self.pairs.caption.setText(self.tr("Free pairs"))
        self.score.caption.setText(self.tr("Score"))
        self.hints.caption.setText(self.tr("Hints used"))
        self.shuffles.caption.setText(self.tr("Shuffles used"))
        self.show_status(self._view)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    @staticmethod
    def _help(used: int, left: int | None) -> str:
        """``used / allowed`` (∞ when unlimited)."""
        return f"{used} / {'∞' if left is None else used + left}"

    def show_status(self, view: StatusView) -> None:
        countdown_changed = (view.remaining is None) != (self._view.remaining is None)
        self._view = view
        if countdown_changed:
            self.retranslate()
            return
        self.time.setVisible(view.shows_clock)
        self.score.setVisible(view.shows_score)
        urgent = view.remaining is not None and view.remaining <= 60
        if urgent != self._urgent:  # the last minute of a countdown, in red
            self._urgent = urgent
            self.time.value.setStyleSheet("color: #d23c2a;" if urgent else "")
        clock = format_clock(view.elapsed if view.remaining is None else view.remaining)
        self.game.value.setText(str(view.number) if view.number else "—")
        self.time.value.setText(clock)  # frozen while paused (the board says so)
        self.tiles.value.setText(str(view.tiles_left))
        self.pairs.value.setText(str(view.free_pairs))
        score = f"{view.score:,}".replace(",", "\u202f")
        self.score.value.setText(f"{score}  ×{view.combo}" if view.combo > 1 else score)
        self.hints.value.setText(self._help(view.hints_used, view.hints_left))
        self.shuffles.value.setText(self._help(view.shuffles_used, view.shuffles_left))
