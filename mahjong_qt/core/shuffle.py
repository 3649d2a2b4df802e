"""A shuffle that keeps the game winnable (PRODUCT §3).

The remaining faces are redistributed over the occupied positions along a random removal order of
those positions (faces ignored, found with backtracking): each pair of the order gets two matching
faces, so the order is a solution of the new arrangement. When the occupied positions cannot be
emptied in any order (e.g. the last two tiles are stacked), no arrangement is winnable: the result
says IMPOSSIBLE and nothing changes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from .clearability import Clearability, random_removal_order
from .deals import pair_faces
from .geometry import Geometry
from .rng import Rng, seed_from

__all__ = ["ShuffleStatus", "ShuffleResult", "solvable_shuffle", "SHUFFLE_BUDGET"]

SHUFFLE_BUDGET = 200_000


class ShuffleStatus(StrEnum):
    DONE = "done"
    IMPOSSIBLE = "impossible"  # proven: no arrangement of these faces is winnable
    UNKNOWN = "unknown"  # the search budget ran out (only on huge, odd layouts)


@dataclass(frozen=True, slots=True)
class ShuffleResult:
    """With DONE: ``faces`` for every position (for ``Board.reshuffle``) and the new solution."""

    status: ShuffleStatus
    faces: tuple[int, ...] | None = None
    solution: tuple[tuple[int, int], ...] = ()


def solvable_shuffle(
    geometry: Geometry,
    faces: Sequence[int],
    present: Sequence[bool],
    seed: int,
    budget: int = SHUFFLE_BUDGET,
) -> ShuffleResult:
    """New faces for the present tiles such that the board can be cleared, from ``seed``."""
    occupied = [i for i, p in enumerate(present) if p]
    if not occupied:
        return ShuffleResult(ShuffleStatus.DONE, tuple(faces), ())
    sub = Geometry.from_positions([geometry.positions[i] for i in occupied])
    key = seed_from("shuffle", seed, len(occupied))
    order = random_removal_order(sub, key, budget)
    if order.verdict is Clearability.NOT_CLEARABLE:
        return ShuffleResult(ShuffleStatus.IMPOSSIBLE)
    if order.verdict is Clearability.UNKNOWN:
        return ShuffleResult(ShuffleStatus.UNKNOWN)
    pairs = pair_faces([faces[i] for i in occupied], Rng(key))
    new = list(faces)
    solution = []
    for (a, b), (fa, fb) in zip(order.order, pairs, strict=True):
        x, y = occupied[a], occupied[b]
        new[x], new[y] = fa, fb
        solution.append((min(x, y), max(x, y)))
    return ShuffleResult(ShuffleStatus.DONE, tuple(new), tuple(solution))
