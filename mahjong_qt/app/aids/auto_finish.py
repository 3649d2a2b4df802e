"""Finishing the board by itself: when every tile left is free, no choice is left to make
(taking a tile never blocks another), so the game may take the last pairs for the player, one
by one, as GNOME Mahjongg does. Optional (a preference) and off where the mode is a contest.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QObject, QTimer, Signal

from mahjong_qt.core.game import Game
from mahjong_qt.core.player_aids import finishing_pairs

__all__ = ["FinishingSession", "AutoFinish", "STEP_MS"]

STEP_MS = 260  # between two pairs (0 under reduced motion)


class FinishingSession(Protocol):
    """What auto-finish uses of the game session."""

    @property
    def game(self) -> Game | None: ...

    @property
    def blocked(self) -> bool: ...

    def click(self, tile: int): ...

    def clear_selection(self) -> None: ...


class AutoFinish(QObject):
    """Call :meth:`check` after each change; ``started`` when it begins to finish a board."""

    started = Signal()

    def __init__(
        self,
        session: FinishingSession,
        enabled: Callable[[], bool],
        step_ms: Callable[[], int],
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self._session = session
        self._enabled = enabled
        self._step_ms = step_ms
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._step)
        self.finishing = False

    def _pairs(self) -> list[tuple[int, int]] | None:
        game = self._session.game
        if game is None or self._session.blocked or not self._enabled():
            return None
        return finishing_pairs(game.board)

    def check(self) -> None:
        """Start (or go on) finishing when every tile left is free."""
        if self._timer.isActive():
            return
        if not self._pairs():
            self.finishing = False
            return
        if not self.finishing:
            self.finishing = True
            self.started.emit()
        self._timer.start(self._step_ms())

    def _step(self) -> None:
        pairs = self._pairs()
        if not pairs:
            self.finishing = False
            return
        a, b = pairs[0]
        self._session.clear_selection()
        self._session.click(a)
        self._session.click(b)  # the session's "changed" comes back to check()

    def stop(self) -> None:
        self._timer.stop()
        self.finishing = False
