"""What the solver answers: a verdict, and for WINNABLE a solution that replays on the board."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

__all__ = ["Verdict", "SolveResult", "Pair"]

Pair = tuple[int, int]


class Verdict(StrEnum):
    WINNABLE = "winnable"
    NOT_WINNABLE = "not_winnable"
    UNKNOWN = "unknown"  # the time or node budget ran out first


@dataclass(frozen=True, slots=True)
class SolveResult:
    """A verdict with, for WINNABLE, ``solution``: position-index pairs in a legal removal order
    (each pair ``(a, b)`` with ``a < b``). ``replays`` counts relaxed replays and play-outs, a
    machine-independent measure of the work done."""

    verdict: Verdict
    solution: tuple[Pair, ...] = ()
    replays: int = 0
    seconds: float = 0.0

    @property
    def winnable(self) -> bool:
        return self.verdict is Verdict.WINNABLE
