"""The game clock: time played, which stops while the game is paused.

The time source is injected (``now``, default :func:`time.monotonic`) so tests drive it by hand
and a wall-clock change never makes the clock jump. ``limit`` (seconds) is for timed modes.
"""

from __future__ import annotations

import time
from collections.abc import Callable

__all__ = ["GameClock"]


class GameClock:
    """Counts the seconds a game is played.

    A clock is *started* once (:meth:`start`); :meth:`pause` and :meth:`resume` stop and restart
    it, and may be called at any time (pausing a clock that has not started keeps it stopped when
    it starts). :meth:`set_elapsed` restores the time of a saved game.
    """

    def __init__(self, now: Callable[[], float] = time.monotonic, limit: float | None = None):
        if limit is not None and limit < 0:
            raise ValueError("a time limit cannot be negative")
        self._now = now
        self.limit = limit
        self._accumulated = 0.0
        self._since: float | None = None  # when the current running stretch began
        self._started = False
        self._paused = False

    @property
    def started(self) -> bool:
        return self._started

    @property
    def paused(self) -> bool:
        return self._paused

    @property
    def running(self) -> bool:
        """Started, not paused: the seconds are counting."""
        return self._since is not None

    def start(self) -> None:
        """Start counting (from the current elapsed time, normally 0). Idempotent."""
        self._started = True
        if not self._paused and self._since is None:
            self._since = self._now()

    def pause(self) -> None:
        """Stop counting until :meth:`resume`. Idempotent."""
        self._paused = True
        self._stop()

    def resume(self) -> None:
        """Count again after :meth:`pause` (only once started). Idempotent."""
        self._paused = False
        if self._started and self._since is None:
            self._since = self._now()

    def elapsed(self) -> float:
        """Seconds played so far."""
        if self._since is None:
            return self._accumulated
        return self._accumulated + max(0.0, self._now() - self._since)

    def set_elapsed(self, seconds: float) -> None:
        """Set the seconds played (restoring a saved game); a running clock goes on from there."""
        if seconds < 0:
            raise ValueError("elapsed time cannot be negative")
        self._accumulated = float(seconds)
        if self._since is not None:
            self._since = self._now()

    def remaining(self) -> float | None:
        """Seconds left before the limit (never below 0), or ``None`` without a limit."""
        if self.limit is None:
            return None
        return max(0.0, self.limit - self.elapsed())

    @property
    def expired(self) -> bool:
        """Whether a time limit is set and reached."""
        return self.limit is not None and self.elapsed() >= self.limit

    def _stop(self) -> None:
        if self._since is not None:
            self._accumulated += max(0.0, self._now() - self._since)
            self._since = None
