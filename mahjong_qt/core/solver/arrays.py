"""Flat integer arrays of a layout's neighbour lists, and what the relaxed replay takes from a
problem's shape, built once per shape.

:func:`flat_lists` makes neighbour lists one array (``flat[at[t]:at[t + 1]]``, which the compiled
modules read as typed memory views). :func:`shape_arrays` is what a
:class:`~.problem.Problem` gives the replay that depends on the layout and the present tiles
alone (not the faces): the counters of the full board as arrays (each replay copies them), and
per tile what its going does to its neighbours' numbers. Kept for the last few shapes, keyed by
the problem's ``below``, which :class:`~.problem.Problem` shares between the problems of one
shape (every candidate deal of a layout).
"""

from __future__ import annotations

from array import array
from collections.abc import Sequence
from dataclasses import dataclass

from .problem import Problem

__all__ = ["AT_LEFT", "FREE", "GONE", "ON", "ShapeArrays", "flat_lists", "shape_arrays"]

# A tile's three counters (tiles on it, at its left, at its right) as one number: on * ON +
# left * AT_LEFT + right (a tile has nine cells above it, three at a side: at most 159). Under
# 257, so a live tile's number is one of the interpreter's cached small ints: counting it down
# makes no new object
ON, AT_LEFT = 16, 4
_SPAN = 16 * ON  # more than any tile's number
# A number no tile has, far enough from the others that the tiles that go later count it down
# to no less than GONE - _SPAN: the play-outs give it to a tile once it is free
GONE = 2 * _SPAN
# FREE[c]: whether a tile whose number is c is free (nothing on it, nothing at one side at
# least); bools, whose truth the interpreter tests without a call (an int's takes one)
FREE = (*[c < AT_LEFT or not c % AT_LEFT for c in range(ON)], *[False] * (GONE + 1 - ON))


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
    number0: array[int]  # the full board's counters, one number per tile (see ON)
    # per tile, what its going does to the numbers: (u, d) for each tile u under it, then at
    # its left, then at its right, whose number goes down by d
    downs: tuple[tuple[tuple[int, int], ...], ...]


_KEPT: dict[int, tuple[tuple[tuple[int, ...], ...], ShapeArrays]] = {}


def shape_arrays(p: Problem) -> ShapeArrays:
    """The arrays of ``p``'s shape (made once per shape, for the last 16)."""
    kept = _KEPT.get(id(p.below))
    if kept is not None and kept[0] is p.below:
        return kept[1]
    if max(p.cover0, default=0) >= ON or max((*p.lc0, *p.rc0), default=0) >= AT_LEFT:
        raise ValueError("a tile has more than 15 tiles on it or 3 at a side")  # no geometry does
    downs = tuple(
        tuple(
            [(u, ON) for u in p.below[t]]
            + [(u, 1) for u in p.left_of[t]]
            + [(u, AT_LEFT) for u in p.right_of[t]]
        )
        for t in range(p.n)
    )
    number0 = array("i", [c * ON + lc * AT_LEFT + rc for c, lc, rc in zip(p.cover0, p.lc0, p.rc0)])
    value = ShapeArrays(number0, downs)
    if len(_KEPT) >= 16:
        _KEPT.clear()  # (one atomic step: deals are also made in worker threads)
    _KEPT[id(p.below)] = (p.below, value)
    return value
