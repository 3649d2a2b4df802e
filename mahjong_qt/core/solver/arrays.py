"""Flat integer arrays of a layout's neighbour lists, and what the relaxed replay takes from a
problem's shape, built once per shape.

:func:`flat_lists` makes neighbour lists one array (``flat[at[t]:at[t + 1]]``, which the compiled
modules read as typed memory views). :func:`shape_arrays` is what a
:class:`~.problem.Problem` gives the replay that depends on the layout and the present tiles
alone (not the faces): the counters of the full board as arrays (each replay copies them), and
per tile the tiles whose freedom can change when it goes. Kept for the last few shapes, keyed by
the problem's ``below``, which :class:`~.problem.Problem` shares between the problems of one
shape (every candidate deal of a layout).
"""

from __future__ import annotations

from array import array
from collections.abc import Sequence
from dataclasses import dataclass

from .problem import Problem

__all__ = ["ShapeArrays", "flat_lists", "shape_arrays"]


def flat_lists(lists: Sequence[Sequence[int]]) -> tuple[array[int], array[int]]:
    """Neighbour lists as one array and the offset of each tile's list in it (n + 1 offsets):
    tile t's list is ``flat[at[t]:at[t + 1]]``."""
    at = array("i", [0])
    flat = array("i")
    for items in lists:
        flat.extend(items)
        at.append(len(flat))
    return at, flat


@dataclass(frozen=True, slots=True, eq=False)
class ShapeArrays:
    cover0: array[int]  # the full board's counters: tiles on each tile, at its left, its right
    lc0: array[int]
    rc0: array[int]
    touch: tuple[tuple[int, ...], ...]  # the tiles under it and beside it, ascending


_KEPT: dict[int, tuple[tuple[tuple[int, ...], ...], ShapeArrays]] = {}


def shape_arrays(p: Problem) -> ShapeArrays:
    """The arrays of ``p``'s shape (made once per shape, for the last 16)."""
    kept = _KEPT.get(id(p.below))
    if kept is not None and kept[0] is p.below:
        return kept[1]
    touch = tuple(
        tuple(sorted(set(p.below[t]) | set(p.left_of[t]) | set(p.right_of[t]))) for t in range(p.n)
    )
    value = ShapeArrays(array("i", p.cover0), array("i", p.lc0), array("i", p.rc0), touch)
    if len(_KEPT) >= 16:
        _KEPT.clear()  # (one atomic step: deals are also made in worker threads)
    _KEPT[id(p.below)] = (p.below, value)
    return value
