"""A limit on solver work: a node count (machine-independent, so deal generation gives the same
deals everywhere) and/or a wall-clock time."""

from __future__ import annotations

import time

__all__ = ["Budget", "BudgetSpent"]


class BudgetSpent(Exception):
    """Raised inside the solver when its budget runs out; the caller answers UNKNOWN."""


class Budget:
    """Counts work; :meth:`tick` raises :class:`BudgetSpent` past ``nodes`` or ``seconds``."""

    __slots__ = ("nodes", "seconds", "used", "_deadline", "_start")

    def __init__(self, nodes: int | None = None, seconds: float | None = None):
        self.nodes = nodes
        self.seconds = seconds
        self.used = 0
        self._start = time.perf_counter()
        self._deadline = None if seconds is None else self._start + seconds

    def tick(self, amount: int = 1) -> None:
        self.used += amount
        if self.nodes is not None and self.used > self.nodes:
            raise BudgetSpent
        if self._deadline is not None and (self.used & 15) == 0:
            if time.perf_counter() > self._deadline:
                raise BudgetSpent

    def elapsed(self) -> float:
        return time.perf_counter() - self._start
