"""Can a layout be cleared at all, faces ignored? (PRODUCT §5, "a removal order exists").

A layout is *clearable* when some order of removing two free tiles at a time empties it, any two
free tiles counting as a pair. A layout that is not clearable can never give a winnable deal, so
the editor warns about it and the deal generator refuses it.

The search is a depth-first search over sets of remaining tiles (bit masks) with a memo of the
sets proven dead. Moves are tried top level first, then tiles that sit on many others, with random
tie-breaks; short restarts with fresh tie-breaks find an order quickly on real layouts. A search
that runs to the end without finding one proves the layout is not clearable; one that runs out of
``budget`` (nodes visited) answers UNKNOWN.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .geometry import Geometry
from .rng import Rng

__all__ = [
    "Clearability",
    "ClearabilityResult",
    "is_clearable",
    "random_removal_order",
    "DEFAULT_BUDGET",
]

DEFAULT_BUDGET = 200_000
_FIRST_RESTART = 200


class Clearability(StrEnum):
    CLEARABLE = "clearable"
    NOT_CLEARABLE = "not_clearable"
    UNKNOWN = "unknown"


@dataclass(frozen=True, slots=True)
class ClearabilityResult:
    """The verdict; with CLEARABLE, ``order`` is a removal order of position-index pairs.

    Otherwise ``stuck`` is the smallest set of tiles (position indices) the search was left
    with at a dead end, fewer than two of them free: with NOT_CLEARABLE, the fewest tiles that
    any removal order must leave (what blocks the layout).
    """

    verdict: Clearability
    order: tuple[tuple[int, int], ...] = ()
    nodes: int = 0
    stuck: tuple[int, ...] = ()

    @property
    def clearable(self) -> bool:
        return self.verdict is Clearability.CLEARABLE


class _BudgetSpent(Exception):
    pass


class _Search:
    """One clearability search on one geometry: bit masks, the dead-set memo and the budget."""

    def __init__(self, geometry: Geometry, budget: int, seed: int, weighted: bool = True):
        n = len(geometry)
        self.n = n
        self.above = [_mask(geometry.above[i]) for i in range(n)]
        self.left = [_mask(geometry.left[i]) for i in range(n)]
        self.right = [_mask(geometry.right[i]) for i in range(n)]
        # Tiles whose freedom can change when tile i goes: those under it and beside it.
        self.touch = [
            tuple(set(geometry.below[i]) | set(geometry.left[i]) | set(geometry.right[i]))
            for i in range(n)
        ]
        self.weight = _weights(geometry) if weighted else [0] * n
        self.budget = budget
        self.nodes = 0
        self.dead: set[int] = set()
        self.stuck = 0  # the smallest dead end met (a mask), 0 before any
        self.rng = Rng(seed)

    def free(self, i: int, mask: int) -> bool:
        if mask & self.above[i]:
            return False
        return not (mask & self.left[i]) or not (mask & self.right[i])

    def run(self) -> ClearabilityResult:
        full = (1 << self.n) - 1
        free = {i for i in range(self.n) if self.free(i, full)}
        limit = _FIRST_RESTART
        while True:
            last = limit >= self.budget - self.nodes
            self.limit = self.nodes + (self.budget - self.nodes if last else limit)
            self.order: list[tuple[int, int]] = []
            self.tie = {i: self.rng.random() for i in range(self.n)}
            try:
                if self.dfs(full, free):
                    return ClearabilityResult(Clearability.CLEARABLE, tuple(self.order), self.nodes)
                return self._stuck_result(Clearability.NOT_CLEARABLE)
            except _BudgetSpent:
                if last:
                    return self._stuck_result(Clearability.UNKNOWN)
            limit *= 2

    def _stuck_result(self, verdict: Clearability) -> ClearabilityResult:
        stuck = tuple(i for i in range(self.n) if (self.stuck >> i) & 1)
        return ClearabilityResult(verdict, (), self.nodes, stuck)

    def dfs(self, mask: int, free: set[int]) -> bool:
        if not mask:
            return True
        if len(free) < 2:
            if not self.stuck or mask.bit_count() < self.stuck.bit_count():
                self.stuck = mask
            return False
        if mask in self.dead:
            return False
        self.nodes += 1
        if self.nodes > self.limit:
            raise _BudgetSpent
        ranked = sorted(free, key=lambda i: (-self.weight[i], self.tie[i]))
        for x, a in enumerate(ranked):
            for b in ranked[x + 1 :]:
                rest = mask & ~(1 << a) & ~(1 << b)
                if rest in self.dead:
                    continue
                new_free = free - {a, b}
                for t in (*self.touch[a], *self.touch[b]):
                    if (rest >> t) & 1 and t not in new_free and self.free(t, rest):
                        new_free.add(t)
                self.order.append((a, b))
                if self.dfs(rest, new_free):
                    return True
                self.order.pop()
        self.dead.add(mask)
        return False


def _mask(indices: tuple[int, ...]) -> int:
    m = 0
    for i in indices:
        m |= 1 << i
    return m


def _weights(geometry: Geometry) -> list[int]:
    """How urgent taking a tile is: its level, then how many tiles lie under it (transitively)
    and how many it blocks at its sides."""
    n = len(geometry)
    order = sorted(range(n), key=lambda i: geometry.positions[i][2])
    under: list[set[int]] = [set() for _ in range(n)]
    for i in order:
        for j in geometry.below[i]:
            under[i] |= under[j] | {j}
    return [
        geometry.positions[i][2] * 10_000
        + len(under[i]) * 10
        + len(geometry.left[i])
        + len(geometry.right[i])
        for i in range(n)
    ]


def is_clearable(
    geometry: Geometry, budget: int = DEFAULT_BUDGET, seed: int = 0
) -> ClearabilityResult:
    """Whether some order of removing pairs of free tiles empties the layout (faces ignored).

    ``budget`` caps the nodes searched (UNKNOWN when spent); ``seed`` only changes tie-breaks.
    Never wrong: CLEARABLE comes with an order that was checked as it was built, NOT_CLEARABLE
    only after an exhaustive search. The same answer every time: kept for the last few
    geometries.
    """
    key = (geometry, budget, seed)
    result = _KNOWN.get(key)
    if result is None:
        n = len(geometry)
        if n == 0:
            result = ClearabilityResult(Clearability.CLEARABLE)
        elif n % 2:
            result = ClearabilityResult(Clearability.NOT_CLEARABLE)
        else:
            result = _Search(geometry, max(1, budget), seed).run()
        if len(_KNOWN) >= _KNOWN_KEPT:
            _KNOWN.clear()  # (one atomic step: deals are also made in worker threads)
        _KNOWN[key] = result
    return result


# the answers for the last few geometries (a geometry is immutable and compared by identity;
# every deal of a layout asks again about the same one)
_KNOWN: dict[tuple[Geometry, int, int], ClearabilityResult] = {}
_KNOWN_KEPT = 16


def random_removal_order(
    geometry: Geometry, seed: int, budget: int = DEFAULT_BUDGET
) -> ClearabilityResult:
    """Like :func:`is_clearable`, but the order is drawn at random from ``seed`` (no preference
    for high tiles): the skeleton of a "reverse removal" deal or of a solvable shuffle."""
    n = len(geometry)
    if n == 0:
        return ClearabilityResult(Clearability.CLEARABLE)
    if n % 2:
        return ClearabilityResult(Clearability.NOT_CLEARABLE)
    return _Search(geometry, max(1, budget), seed, weighted=False).run()
