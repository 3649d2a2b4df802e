"""Aids a regular player asks for, computed from the board (pure, no Qt).

* :func:`census`: how many tiles of each face remain, how many of them are free now and how many
  still lie under other tiles (a panel of "what is left");
* :func:`removed_faces`: the faces of the pairs taken so far, oldest first (a tray of removed
  tiles, as KMahjongg's "show removed tiles");
* :func:`finishing_pairs`: when every remaining tile is free, the pairs that clear the board
  (taking a tile never blocks another, so any order works): the game may finish by itself.
"""

from __future__ import annotations

from dataclasses import dataclass

from .board import Board
from .tiles import match_key

__all__ = ["KindCount", "census", "removed_faces", "finishing_pairs"]


@dataclass(frozen=True, slots=True)
class KindCount:
    """The remaining tiles of one face: ``left`` in all, ``free`` now, ``covered`` under others."""

    kind: int
    left: int
    free: int
    covered: int


def census(board: Board) -> list[KindCount]:
    """One entry per face still on the board, in face order."""
    counts: dict[int, list[int]] = {}
    geometry = board.geometry
    present = board.present
    for i, here in enumerate(present):
        if not here:
            continue
        entry = counts.setdefault(board.face(i), [0, 0, 0])
        entry[0] += 1
        if board.is_free(i):
            entry[1] += 1
        if any(present[j] for j in geometry.above[i]):
            entry[2] += 1
    return [KindCount(kind, *counts[kind]) for kind in sorted(counts)]


def removed_faces(board: Board) -> list[tuple[int, int]]:
    """The two faces of each pair removed, oldest first (a shuffle never changes removed tiles,
    so these are the faces they had when taken)."""
    return [(board.face(a), board.face(b)) for a, b in board.removed_pairs()]


def finishing_pairs(board: Board) -> list[tuple[int, int]] | None:
    """The pairs that clear the board when every remaining tile is free; None otherwise (or when
    the board is already empty)."""
    remaining = [i for i, here in enumerate(board.present) if here]
    if not remaining or any(not board.is_free(i) for i in remaining):
        return None
    by_key: dict[int, list[int]] = {}
    for i in remaining:
        by_key.setdefault(match_key(board.face(i)), []).append(i)
    if any(len(tiles) % 2 for tiles in by_key.values()):
        return None
    pairs = [(tiles[n], tiles[n + 1]) for tiles in by_key.values() for n in range(0, len(tiles), 2)]
    return sorted(pairs)
