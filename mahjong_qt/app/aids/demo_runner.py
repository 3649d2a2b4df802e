"""The demo's pace: a timer that asks the core :class:`~mahjong_qt.core.demo.Demo` for the next
pair, at the speed the player chose, until the board is cleared or the player stops it.

The runner knows nothing of the window: ``stepped(removal)`` after each pair, ``finished`` when the
demo's board is cleared or it was stopped. The game in progress is never touched (the demo plays
its own copy of the board), so nothing is recorded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from mahjong_qt.ui.i18n import QT_TRANSLATE_NOOP

if TYPE_CHECKING:  # the solver's hints: not imported at start-up
    from mahjong_qt.core.demo import Demo

__all__ = ["DEMO_PACES", "DemoRunner"]

# The paces offered: id -> (milliseconds per pair, menu text).
DEMO_PACES: dict[str, tuple[int, str]] = {
    "slow": (1500, QT_TRANSLATE_NOOP("GameActions", "Slow")),
    "normal": (700, QT_TRANSLATE_NOOP("GameActions", "Normal")),
    "fast": (250, QT_TRANSLATE_NOOP("GameActions", "Fast")),
}


class DemoRunner(QObject):
    """Plays ``demo`` one pair every ``pace`` (a :data:`DEMO_PACES` id)."""

    stepped = Signal(object)  # core.board.Removal
    finished = Signal()

    def __init__(self, demo: Demo, pace: str = "normal", parent: QObject | None = None):
        super().__init__(parent)
        self.demo = demo
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._step)
        self.set_pace(pace)

    @property
    def running(self) -> bool:
        return self._timer.isActive()

    def set_pace(self, pace: str) -> None:
        self.pace = pace if pace in DEMO_PACES else "normal"
        self._timer.setInterval(DEMO_PACES[self.pace][0])

    def start(self) -> None:
        self._timer.start()

    def stop(self) -> None:
        """Stop the demo (the board goes back to the game)."""
        if self._timer.isActive():
            self._timer.stop()
            self.finished.emit()

    def _step(self) -> None:
        removal = self.demo.step()
        if removal is not None:
            self.stepped.emit(removal)
        if self.demo.finished:
            self._timer.stop()
            self.finished.emit()
