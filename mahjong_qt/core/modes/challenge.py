"""The timed challenge: the game ends when the countdown reaches zero.

The window polls :meth:`ChallengeRules.check` (say every 100 ms, and after each move) with the
game; it answers whether the game goes on, is won, or is over because time ran out. The clock
itself is the game's :class:`~mahjong_qt.core.clock.GameClock` with the mode's limit
(``definitions.mode("challenge").new_clock()``), so pausing the game pauses the countdown.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

from ..clock import GameClock
from ..game import Game
from .definitions import ModeId, mode

__all__ = ["ChallengeState", "ChallengeRules", "is_time_up", "CHALLENGE_LAYOUT_ID"]

_CHALLENGE = mode(ModeId.CHALLENGE)
CHALLENGE_LAYOUT_ID: str = _CHALLENGE.layout_id or "fortress"


class ChallengeState(StrEnum):
    PLAYING = "playing"
    WON = "won"  # the board was cleared before the limit
    TIME_UP = "time_up"  # the countdown reached zero first: the game is lost


def is_time_up(clock: GameClock) -> bool:
    """Whether a clock with a limit has reached it (never for a clock without a limit)."""
    return clock.expired


@dataclass(frozen=True, slots=True)
class ChallengeRules:
    """The end rule of a timed game. ``limit`` defaults to the mode's 8 minutes."""

    limit: float = _CHALLENGE.time_limit or 480.0

    def new_clock(self, now: Callable[[], float] = time.monotonic) -> GameClock:
        """A countdown clock for a new challenge game (``now`` injectable for tests)."""
        return GameClock(now, limit=self.limit)

    def remaining(self, clock: GameClock) -> float:
        """Seconds left on the countdown (0 at the end)."""
        left = clock.remaining()
        return self.limit if left is None else left

    def check(self, game: Game) -> ChallengeState:
        """The state of ``game``: a cleared board wins even on the last tick; otherwise the game
        is over once the clock reaches zero (the window then stops the clock and the input, and
        counts a loss)."""
        if game.is_won:
            return ChallengeState.WON
        if is_time_up(game.clock):
            game.clock.pause()
            return ChallengeState.TIME_UP
        return ChallengeState.PLAYING
