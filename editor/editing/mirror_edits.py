"""Symmetry as a tool: the mirror setting as a value, and the edits that follow it beyond place,
fill and erase (:mod:`editor.editing.commands`): paste, move and delete, and the symmetry check.

A :class:`Symmetry` is a :class:`~editor.editing.commands.Mirror` (left–right, top–bottom, both or none)
and its axes (``center``: twice the axes' coordinates in half-tile units, so the image of a tile
at ``x`` is at ``center[0] - x - 2``). Pure Python: no Qt.

A mirrored move keeps a symmetric design symmetric: the tiles on the dragged tile's side of an
axis move as asked, their images on the other side move the mirror way, and tiles centred on
the axis stay on it (they move only along it).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from mahjong_qt.core.geometry import Position, overlap_cells
from mahjong_qt.core.layout_limits import MAX_XY, MAX_Z

from .commands import EditKind, Mirror, TilesEdit, erase, mirror_images, paste
from .document import LayoutDocument

__all__ = [
    "Symmetry",
    "NO_SYMMETRY",
    "layout_center",
    "mirrored_paste",
    "mirrored_move",
    "mirrored_delete",
    "asymmetric_tiles",
]


@dataclass(frozen=True, slots=True)
class Symmetry:
    """Mirror drawing: which mirror, about which axes."""

    mirror: Mirror = Mirror.NONE
    center: tuple[int, int] = (0, 0)

    @property
    def on(self) -> bool:
        return self.mirror is not Mirror.NONE

    def images(self, p: Position) -> list[Position]:
        """``p`` and its mirror images (``p`` alone when mirror drawing is off)."""
        return mirror_images(p, self.mirror, self.center)

    def side(self, p: Position) -> tuple[int, int]:
        """On which side of each axis the tile's centre is: -1 (left, above), 0 (on the axis,
        or no such axis), 1 (right, below)."""
        x, y, _z = p
        vertical = self.mirror in (Mirror.VERTICAL, Mirror.BOTH)
        horizontal = self.mirror in (Mirror.HORIZONTAL, Mirror.BOTH)
        sx = _sign(2 * x + 2 - self.center[0]) if vertical else 0
        sy = _sign(2 * y + 2 - self.center[1]) if horizontal else 0
        return sx, sy


NO_SYMMETRY = Symmetry()


def _sign(n: int) -> int:
    return (n > 0) - (n < 0)


def layout_center(tiles: Iterable[Position], default: tuple[int, int]) -> tuple[int, int]:
    """The axes through the middle of the tiles' extent (``default`` without tiles)."""
    tiles = list(tiles)
    if not tiles:
        return default
    xs = [p[0] for p in tiles]
    ys = [p[1] for p in tiles]
    return (min(xs) + max(xs) + 2, min(ys) + max(ys) + 2)


def _free(p: Position, taken: set[Position]) -> bool:
    x, y, z = p
    if not (0 <= x <= MAX_XY and 0 <= y <= MAX_XY and 0 <= z <= MAX_Z):
        return False
    return not any(c in taken for c in overlap_cells(x, y, z))


def mirrored_paste(
    doc: LayoutDocument, clip: Iterable[Position], dx: int, dy: int, z: int, symmetry: Symmetry
) -> TilesEdit | None:
    """Paste ``clip`` (as :func:`~editor.editing.commands.paste`) and its mirror images; an image that
    would overlap a tile (or the pasted copy) is left out, the copy itself must fit."""
    pasted = paste(doc, clip, dx, dy, z)
    if pasted is None or not symmetry.on:
        return pasted
    taken = set(doc.tiles) | set(pasted.added)
    added = set(pasted.added)
    for p in sorted(pasted.added):
        for q in symmetry.images(p)[1:]:
            if q not in added and _free(q, taken):
                added.add(q)
                taken.add(q)
    levels = max(doc.levels, max(p[2] for p in added) + 1)
    return TilesEdit(EditKind.PASTE, frozenset(), frozenset(added), doc.levels, levels, True)


def _moving(doc: LayoutDocument, tiles: frozenset[Position], symmetry: Symmetry) -> frozenset:
    """The selected tiles and the mirror images of them that the layout has."""
    return frozenset(q for p in tiles for q in symmetry.images(p) if q in doc.tiles)


def mirrored_move(
    doc: LayoutDocument,
    tiles: Iterable[Position],
    dx: int,
    dy: int,
    symmetry: Symmetry,
    lead: Position | None = None,
    dz: int = 0,
) -> TilesEdit | None:
    """Move the tiles by ``dx, dy`` (and ``dz`` levels) and their images the mirror way; the
    side of ``lead`` (the dragged tile; the first selected one by default) moves as asked.
    None when a tile would overlap one that stays, or each other, or leave the limits."""
    old = frozenset(tiles) & doc.tiles
    if not old or (dx, dy, dz) == (0, 0, 0):
        return None
    moving = _moving(doc, old, symmetry) if symmetry.on else old
    lead_side = symmetry.side(lead if lead in old else min(old))
    new = {}
    for p in moving:
        side = symmetry.side(p)
        fx = _factor(side[0], lead_side[0])
        fy = _factor(side[1], lead_side[1])
        new[p] = (p[0] + fx * dx, p[1] + fy * dy, p[2] + dz)
    added = frozenset(new.values())
    if len(added) != len(new) or added == moving:
        return None
    staying = doc.tiles - moving
    taken: set[Position] = set(staying)
    for q in sorted(added):
        if not _free(q, taken):
            return None
        taken.add(q)
    levels = max(doc.levels, max(p[2] for p in added) + 1)
    keep = moving & added
    return TilesEdit(EditKind.MOVE, moving - keep, added - keep, doc.levels, levels, True)


def _factor(side: int, lead_side: int) -> int:
    """How a tile on ``side`` of an axis moves along the offset across it: as the lead's side
    (1), the mirror way (-1), or not at all across the axis it sits on (0). With the lead on
    the axis (or no axis), everything moves as asked."""
    if lead_side == 0:
        return 1
    if side == 0:
        return 0
    return 1 if side == lead_side else -1


def mirrored_delete(
    doc: LayoutDocument, tiles: Iterable[Position], symmetry: Symmetry
) -> TilesEdit | None:
    """Delete the tiles and their mirror images."""
    return erase(doc, tiles, symmetry.mirror, symmetry.center, kind=EditKind.DELETE)


def asymmetric_tiles(tiles: Iterable[Position], symmetry: Symmetry) -> list[Position]:
    """The tiles whose mirror image is missing from ``tiles`` (none when the mirror is off)."""
    have = frozenset(tiles)
    if not symmetry.on:
        return []
    return sorted(p for p in have if any(q not in have for q in symmetry.images(p)))
