"""Uniformly random deals made from a game number, the same on every machine.

These deals are *not* checked for winnability; :mod:`mahjong_qt.core.deals` (the solver-backed
generator) builds on them.
"""

from __future__ import annotations

from collections.abc import Callable

from .rng import Rng
from .tiles import TileSetVariant, faces_for_count

__all__ = ["MAX_GAME_NUMBER", "random_faces", "uniform_faces"]

MAX_GAME_NUMBER = 999_999_999


def random_faces(
    tile_count: int,
    variant: TileSetVariant,
    rng: Rng,
    shuffle: Callable[[list[int], Rng], None] | None = None,
) -> list[int]:
    """The faces of a random deal: which groups are used (when the layout is smaller than the
    set) and where each face goes are both drawn from ``rng``. ``shuffle(faces, rng)`` may
    stand in for ``rng.shuffle`` if it draws exactly as it does (the solver's compiled one)."""
    faces = faces_for_count(tile_count, variant, pick=rng.sample)
    if shuffle is None:
        rng.shuffle(faces)
    else:
        shuffle(faces, rng)
    return faces


def uniform_faces(
    layout_id: str, tile_count: int, number: int, variant: TileSetVariant
) -> list[int]:
    """A uniformly random deal for game ``number`` on a layout (faces in position order)."""
    if not 1 <= number <= MAX_GAME_NUMBER:
        raise ValueError(f"a game number is from 1 to {MAX_GAME_NUMBER}")
    rng = Rng.from_key("uniform-deal", layout_id, tile_count, number, TileSetVariant(variant).value)
    return random_faces(tile_count, variant, rng)
