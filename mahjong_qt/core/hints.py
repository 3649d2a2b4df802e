"""Hints proven to keep the game winnable, cycling, and the "still winnable?" check (PRODUCT §3).

The game keeps a *solution*: pairs that clear the board when removed in order. What matters is
its *pairing* (which tile goes with which): with every pair fixed the removal order no longer
matters, and removing any pair of the pairing that is free now keeps the rest clearable (removals
never block). So, as long as the player only removes pairs of the kept pairing, every free pair of
it is a proven-safe hint, found without search. When the player leaves the pairing, or undoes
past it, the position is solved again.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from .board import Board
from .solver import Pair, Verdict, solve

__all__ = [
    "Hint",
    "HintStatus",
    "HintResult",
    "HintCycle",
    "remaining_pairing",
    "is_still_winnable",
    "find_hints",
    "DEFAULT_HINT_SECONDS",
]

DEFAULT_HINT_SECONDS = 2.0


class HintStatus(StrEnum):
    WINNABLE = "winnable"  # safe hints come first
    LOST = "lost"  # proven: no way to clear the board from here
    UNKNOWN = "unknown"  # the solver ran out of time: hints are only legal moves
    WON = "won"  # nothing left


@dataclass(frozen=True, slots=True)
class Hint:
    """A free matching pair; ``safe`` when it is proven to keep the game winnable."""

    a: int
    b: int
    safe: bool


@dataclass(frozen=True, slots=True)
class HintResult:
    """The hints in cycling order (safe ones first) and the solution to keep for next time."""

    status: HintStatus
    hints: tuple[Hint, ...]
    solution: tuple[Pair, ...]

    def hint(self, k: int) -> Hint | None:
        """The ``k``-th hint, cycling; None when there is no free pair at all."""
        return self.hints[k % len(self.hints)] if self.hints else None


def remaining_pairing(board: Board, solution: Sequence[Pair]) -> list[Pair] | None:
    """The pairs of ``solution`` still on the board, if they cover exactly the present tiles
    with matching faces (then they are a winning pairing); else None."""
    present = board.present
    covered = 0
    pairs = []
    for a, b in solution:
        pa, pb = present[a], present[b]
        if pa != pb:
            return None
        if pa:
            if not board.matches(a, b):
                return None
            pairs.append((a, b))
            covered += 2
    return pairs if covered == board.tiles_left else None


def is_still_winnable(
    board: Board, solution: Sequence[Pair] = (), seconds: float | None = DEFAULT_HINT_SECONDS
) -> tuple[Verdict, tuple[Pair, ...]]:
    """Whether the board can still be cleared, and a solution to keep. Instant while the player
    stays within the kept solution's pairing; otherwise a solver run (UNKNOWN past ``seconds``)."""
    if board.is_won:
        return Verdict.WINNABLE, ()
    pairs = remaining_pairing(board, solution)
    if pairs is not None:
        return Verdict.WINNABLE, tuple(pairs)
    result = solve(board.geometry, board.faces, board.present, seconds=seconds)
    return result.verdict, result.solution


def find_hints(
    board: Board, solution: Sequence[Pair] = (), seconds: float | None = DEFAULT_HINT_SECONDS
) -> HintResult:
    """All free matching pairs, those proven safe first (flagged), with the solution to keep."""
    if board.is_won:
        return HintResult(HintStatus.WON, (), ())
    verdict, kept = is_still_winnable(board, solution, seconds)
    free_pairs = board.free_pairs()
    safe: list[Pair] = []
    if verdict is Verdict.WINNABLE:
        free = set(board.free_tiles())
        safe = sorted((min(a, b), max(a, b)) for a, b in kept if a in free and b in free)
    safe_set = set(safe)
    hints = [Hint(a, b, True) for a, b in safe]
    hints += [Hint(a, b, False) for a, b in free_pairs if (a, b) not in safe_set]
    status = {
        Verdict.WINNABLE: HintStatus.WINNABLE,
        Verdict.NOT_WINNABLE: HintStatus.LOST,
        Verdict.UNKNOWN: HintStatus.UNKNOWN,
    }[verdict]
    return HintResult(status, tuple(hints), kept)


class HintCycle:
    """Successive hints for one position: call :meth:`next` on each press of the hint button;
    make a new cycle after every move (pass it the last result's ``solution``)."""

    def __init__(
        self,
        board: Board,
        solution: Sequence[Pair] = (),
        seconds: float | None = DEFAULT_HINT_SECONDS,
    ):
        self.result = find_hints(board, solution, seconds)
        self._k = 0

    @property
    def status(self) -> HintStatus:
        return self.result.status

    @property
    def solution(self) -> tuple[Pair, ...]:
        return self.result.solution

    def next(self) -> Hint | None:
        hint = self.result.hint(self._k)
        self._k += 1
        return hint
