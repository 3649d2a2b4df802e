"""A limit on solver work: a node count (machine-independent, so deal generation gives the same
deals everywhere) and/or a wall-clock time; and a way to give the whole question up from outside
(``stop``, asked as often as the clock)."""

from __future__ import annotations

import time
from collections.abc import Callable

__all__ = ["Budget", "BudgetSpent", "Stopped"]


class BudgetSpent(Exception):
    """Raised inside the solver when its budget runs out; the caller answers UNKNOWN."""


class Stopped(Exception):
    """Raised inside the solver when the budget's ``stop`` says so: the caller gave the
    question up (not an answer, not even UNKNOWN), so :func:`~.api.solve_problem` lets it
    through."""


class Budget:
    """Counts work; :meth:`tick` raises :class:`BudgetSpent` past ``nodes`` or ``seconds``, and
    :class:`Stopped` when ``stop()`` is true (asked every 16 ticks, a few times a millisecond)."""

    __slots__ = ("nodes", "seconds", "used", "_deadline", "_start", "_stop")

    def __init__(
        self,
        nodes: int | None = None,
        seconds: float | None = None,
        stop: Callable[[], bool] | None = None,
    ):
        self.nodes = nodes
        self.seconds = seconds
        self.used = 0
        self._start = time.perf_counter()
        self._deadline = None if seconds is None else self._start + seconds
        self._stop = stop

    def tick(self, amount: int = 1) -> None:
        self.used += amount
        if self.nodes is not None and self.used > self.nodes:
            raise BudgetSpent
        if (self.used & 15) == 0:
            if self._deadline is not None and time.perf_counter() > self._deadline:
                raise BudgetSpent
            if self._stop is not None and self._stop():
                raise Stopped

    def elapsed(self) -> float:
        return time.perf_counter() - self._start
