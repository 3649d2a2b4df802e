"""Hints proven to keep the game winnable, cycling, and the "still winnable?" check (PRODUCT §3).

The game keeps a *solution*: pairs that clear the board when removed in order. What matters is
its *pairing* (which tile goes with which): with every pair fixed the removal order no longer
matters, and removing any pair of the pairing that is free now keeps the rest clearable (removals
never block). So, as long as the player only removes pairs of the kept pairing, every free pair of
it is a proven-safe hint, found without search. When the player leaves the pairing, or undoes
past it, the position is solved again.

A free pair the kept pairing does not hold is often safe too: pairing its two tiles together
and their two former partners together gives another pairing, and if that one still clears the
board (a replay with every pair fixed: no search) the pair is proven safe and the kept solution
can follow the player there (:func:`swap_partners`).
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
    "clearing_order",
    "swap_partners",
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


def clearing_order(board: Board, pairs: Sequence[Pair]) -> list[Pair] | None:
    """An order in which ``pairs`` (covering the present tiles) clear the board, or None.

    With every pair fixed a removal never spoils another one, so taking any pair whose two
    tiles are free, again and again, finds an order whenever there is one. (Whole passes over
    the pairs: an incremental queue was measured slower in Python, 215 ms against 121 ms for
    the slowest hint on a 576-tile layout.)"""
    geometry = board.geometry
    present = list(board.present)
    left = list(pairs)
    order: list[Pair] = []
    while left:
        rest = []
        for a, b in left:
            if geometry.is_free(a, present) and geometry.is_free(b, present):
                present[a] = present[b] = False
                order.append((a, b))
            else:
                rest.append((a, b))
        if len(rest) == len(left):
            return None
        left = rest
    return order


def swap_partners(
    board: Board, solution: Sequence[Pair], a: int, b: int
) -> tuple[Pair, ...] | None:
    """``solution`` changed so that ``a`` pairs with ``b`` and their former partners with each
    other, if the pairs of it still on ``board`` then clear it (``a`` and ``b`` may be on the
    board, or just removed together); else None. The pairs already taken come first, in their
    order, then the rest in an order that clears the board."""
    partner: dict[int, int] = {}
    for x, y in solution:
        partner[x], partner[y] = y, x
    pa, pb = partner.get(a), partner.get(b)
    if pa is None or pb is None or pa == b or not board.matches(pa, pb):
        return None
    swapped = [p for p in solution if a not in p and b not in p] + [
        (min(a, b), max(a, b)),
        (min(pa, pb), max(pa, pb)),
    ]
    present = board.present
    taken = [
        p for p in solution if not present[p[0]] and not present[p[1]] and a not in p and b not in p
    ]
    on_board = remaining_pairing(board, swapped)
    if on_board is None:
        return None
    order = clearing_order(board, on_board)
    if order is None:
        return None
    gone = [] if present[a] else [(min(a, b), max(a, b))]
    if not present[pa]:
        gone.append((min(pa, pb), max(pa, pb)))
    return (*taken, *gone, *order)


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
    others = [p for p in free_pairs if p not in safe_set]
    swapped = set()
    if verdict is Verdict.WINNABLE:  # proven safe by a change of partners, no search
        swapped = {p for p in others if swap_partners(board, kept, *p) is not None}
    hints = [Hint(a, b, True) for a, b in safe]
    hints += [Hint(a, b, True) for a, b in others if (a, b) in swapped]
    hints += [Hint(a, b, False) for a, b in others if (a, b) not in swapped]
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
