"""Every edit of a layout as a command object with ``do``/``undo`` on a :class:`LayoutDocument`.

There are two kinds of command: :class:`TilesEdit` (remove some positions, add others, maybe change
the number of levels — placing, erasing, moving, pasting, mirroring, shifting and every layer
operation reduce to this) and :class:`MetadataEdit`. The functions below build the right
:class:`TilesEdit` for each editing operation from the document's current state, or return
``None`` when the operation would do nothing or is not allowed (an overlap, a negative coordinate).
Commands know nothing of Qt: the window wraps them in ``QUndoCommand``s.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from enum import StrEnum

from mahjong_qt.core.geometry import Position, overlap_cells
from mahjong_qt.core.layout_schema import MAX_XY, MAX_Z

from .document import LayoutDocument, Metadata

__all__ = [
    "EditKind",
    "TilesEdit",
    "MetadataEdit",
    "Command",
    "Mirror",
    "mirror_images",
    "place",
    "fill",
    "block_between",
    "clear_level",
    "erase",
    "move",
    "fits_after_move",
    "paste",
    "shift_level",
    "shift_all",
    "insert_level",
    "duplicate_level",
    "delete_level",
    "swap_levels",
    "replace_tiles",
    "edit_metadata",
]


class EditKind(StrEnum):
    """What an edit was, so that the user interface can name it in the undo history."""

    PLACE = "place"
    ERASE = "erase"
    MOVE = "move"
    PASTE = "paste"
    CUT = "cut"
    DELETE = "delete"
    SHIFT_LEVEL = "shift_level"
    SHIFT_ALL = "shift_all"
    INSERT_LEVEL = "insert_level"
    DUPLICATE_LEVEL = "duplicate_level"
    DELETE_LEVEL = "delete_level"
    MOVE_LEVEL = "move_level"
    REPLACE = "replace"
    METADATA = "metadata"
    FILL = "fill"
    CLEAR_LEVEL = "clear_level"


@dataclass(frozen=True)
class TilesEdit:
    """Remove ``removed``, add ``added`` and set the level count; ``undo`` does the reverse.

    ``selects`` says that the added tiles should become the selection after ``do`` (a move or a
    paste) and the removed ones after ``undo``. ``levels_named`` are the levels a level operation
    works on (for its name in the history).
    """

    kind: EditKind
    removed: frozenset[Position]
    added: frozenset[Position]
    levels_before: int
    levels_after: int
    selects: bool = False
    levels_named: tuple[int, ...] = ()

    def do(self, doc: LayoutDocument) -> None:
        doc.apply(self.removed, self.added, self.levels_after)

    def undo(self, doc: LayoutDocument) -> None:
        doc.apply(self.added, self.removed, self.levels_before)


@dataclass(frozen=True)
class MetadataEdit:
    """Replace the layout's metadata (id, names, descriptions, author)."""

    before: Metadata
    after: Metadata
    kind: EditKind = EditKind.METADATA
    selects: bool = False

    def do(self, doc: LayoutDocument) -> None:
        doc.set_metadata(self.after)

    def undo(self, doc: LayoutDocument) -> None:
        doc.set_metadata(self.before)


Command = TilesEdit | MetadataEdit


class Mirror(StrEnum):
    """Mirror drawing: each placed tile also goes at its image across these axes."""

    NONE = "none"
    VERTICAL = "vertical"  # left-right mirror image, across the vertical axis
    HORIZONTAL = "horizontal"  # top-bottom mirror image, across the horizontal axis
    BOTH = "both"  # the three images of a tile across both axes


def mirror_images(p: Position, mirror: Mirror, center: tuple[int, int]) -> list[Position]:
    """``p`` and its mirror images. ``center`` is twice the axes' coordinates (half-units × 2),
    so a tile at ``x`` has its image at ``center[0] - x - 2`` (a tile is 2 half-units wide)."""
    x, y, z = p
    mx, my = center[0] - x - 2, center[1] - y - 2
    images = [p]
    if mirror in (Mirror.VERTICAL, Mirror.BOTH):
        images.append((mx, y, z))
    if mirror in (Mirror.HORIZONTAL, Mirror.BOTH):
        images.append((x, my, z))
    if mirror is Mirror.BOTH:
        images.append((mx, my, z))
    return list(dict.fromkeys(images))


def _in_bounds(p: Position) -> bool:
    return 0 <= p[0] <= MAX_XY and 0 <= p[1] <= MAX_XY and 0 <= p[2] <= MAX_Z


def _fits(doc: LayoutDocument, new: Iterable[Position], leaving: frozenset[Position]) -> bool:
    """Whether ``new`` positions overlap neither each other nor the tiles that stay."""
    placed: set[Position] = set()
    for p in new:
        if not _in_bounds(p):
            return False
        x, y, z = p
        for q in overlap_cells(x, y, z):
            if (q in doc.tiles and q not in leaving) or q in placed:
                return False
        placed.add(p)
    return True


def place(
    doc: LayoutDocument,
    positions: Iterable[Position],
    mirror: Mirror = Mirror.NONE,
    center: tuple[int, int] = (0, 0),
) -> TilesEdit | None:
    """Place tiles (and their mirror images); the ones that would overlap are left out."""
    added: set[Position] = set()
    for p in positions:
        for q in mirror_images(p, mirror, center):
            # Only q to check: the tiles already added passed against the same document.
            if _in_bounds(q) and not any(c in doc.tiles or c in added for c in overlap_cells(*q)):
                added.add(q)
    if not added:
        return None
    levels = max(doc.levels, max(p[2] for p in added) + 1)
    return TilesEdit(EditKind.PLACE, frozenset(), frozenset(added), doc.levels, levels)


def block_between(start: Position, end_cell: tuple[int, int]) -> list[Position]:
    """Touching tiles filling the block from ``start`` (a tile's top-left cell) to the tile that
    covers ``end_cell``, on ``start``'s level, in steps of a whole tile: a block that starts on a
    half cell is a half-offset block."""
    x0, y0, z = start

    def steps(origin: int, end: int) -> list[int]:
        n = (end - origin) // 2
        sign = 1 if n >= 0 else -1
        return [origin + 2 * i * sign for i in range(abs(n) + 1)]

    return [(x, y, z) for y in steps(y0, end_cell[1]) for x in steps(x0, end_cell[0])]


def fill(
    doc: LayoutDocument,
    positions: Iterable[Position],
    mirror: Mirror = Mirror.NONE,
    center: tuple[int, int] = (0, 0),
) -> TilesEdit | None:
    """Place a block of tiles (and their mirror images) in one edit; the ones that would
    overlap are left out."""
    placed = place(doc, positions, mirror, center)
    return replace(placed, kind=EditKind.FILL) if placed is not None else None


def clear_level(doc: LayoutDocument, z: int) -> TilesEdit | None:
    """Remove every tile of level ``z`` (the level stays, empty)."""
    gone = frozenset(doc.on_level(z))
    if not gone:
        return None
    return TilesEdit(EditKind.CLEAR_LEVEL, gone, frozenset(), doc.levels, doc.levels, False, (z,))


def erase(
    doc: LayoutDocument,
    positions: Iterable[Position],
    mirror: Mirror = Mirror.NONE,
    center: tuple[int, int] = (0, 0),
    kind: EditKind = EditKind.ERASE,
) -> TilesEdit | None:
    """Remove the tiles at these positions (and at their mirror images) that exist."""
    gone = {q for p in positions for q in mirror_images(p, mirror, center) if q in doc.tiles}
    if not gone:
        return None
    return TilesEdit(kind, frozenset(gone), frozenset(), doc.levels, doc.levels)


def _translated(
    doc: LayoutDocument,
    tiles: Iterable[Position],
    dx: int,
    dy: int,
    kind: EditKind,
    dz: int = 0,
    levels_named: tuple[int, ...] = (),
) -> TilesEdit | None:
    """Move tiles; refused (None) when one would overlap a tile that stays, even in part, or
    leave the coordinate limits."""
    old = frozenset(tiles) & doc.tiles
    if not old or (dx, dy, dz) == (0, 0, 0):
        return None
    new = frozenset((x + dx, y + dy, z + dz) for x, y, z in old)
    if not _fits(doc, new, old):
        return None
    levels = max(doc.levels, max(p[2] for p in new) + 1)
    return TilesEdit(kind, old, new, doc.levels, levels, kind is EditKind.MOVE, levels_named)


def fits_after_move(doc: LayoutDocument, tiles: Iterable[Position], dx: int, dy: int) -> bool:
    """Whether moving ``tiles`` by ``dx, dy`` leaves them overlapping nothing (the move ghost)."""
    old = frozenset(tiles) & doc.tiles
    return _fits(doc, [(x + dx, y + dy, z) for x, y, z in old], old)


def move(
    doc: LayoutDocument, tiles: Iterable[Position], dx: int, dy: int, dz: int = 0
) -> TilesEdit | None:
    """Move tiles by ``dx, dy`` half-units (and ``dz`` levels); None if one would overlap a tile
    that stays or leave the coordinate limits."""
    return _translated(doc, tiles, dx, dy, EditKind.MOVE, dz)


def shift_level(doc: LayoutDocument, z: int, dx: int, dy: int) -> TilesEdit | None:
    """Shift every tile of level ``z``."""
    return _translated(doc, doc.on_level(z), dx, dy, EditKind.SHIFT_LEVEL, levels_named=(z,))


def shift_all(doc: LayoutDocument, dx: int, dy: int) -> TilesEdit | None:
    """Shift the whole layout."""
    return _translated(doc, doc.tiles, dx, dy, EditKind.SHIFT_ALL)


def paste(
    doc: LayoutDocument, clip: Iterable[Position], dx: int, dy: int, z: int
) -> TilesEdit | None:
    """Add a copy of ``clip`` moved by ``dx, dy`` with its lowest level put on level ``z``."""
    clip = list(clip)
    if not clip:
        return None
    dz = z - min(p[2] for p in clip)
    new = frozenset((x + dx, y + dy, c + dz) for x, y, c in clip)
    if not _fits(doc, new, frozenset()):
        return None
    levels = max(doc.levels, max(p[2] for p in new) + 1)
    return TilesEdit(EditKind.PASTE, frozenset(), new, doc.levels, levels, selects=True)


def _restack(
    doc: LayoutDocument,
    kind: EditKind,
    new_level: dict[int, list[int]],
    levels: int,
    levels_named: tuple[int, ...],
) -> TilesEdit | None:
    """Rebuild the layout with the tiles of each old level ``z`` put on ``new_level[z]``
    (a list: a level may be copied to several, or to none to delete it)."""
    removed: set[Position] = set()
    added: set[Position] = set()
    for x, y, z in doc.tiles:
        targets = new_level.get(z, [z])
        if targets != [z]:
            removed.add((x, y, z))
            added.update((x, y, t) for t in targets)
    if not removed and not added and levels == doc.levels:
        return None
    keep = removed & added
    return TilesEdit(
        kind,
        frozenset(removed - keep),
        frozenset(added - keep),
        doc.levels,
        max(levels, 1),
        levels_named=levels_named,
    )


def insert_level(doc: LayoutDocument, at: int) -> TilesEdit | None:
    """Insert an empty level at ``at``: the levels from ``at`` up go one higher."""
    if not 0 <= at <= doc.levels or doc.levels > MAX_Z:
        return None
    mapping = {z: [z + 1] for z in range(at, doc.levels)}
    return _restack(doc, EditKind.INSERT_LEVEL, mapping, doc.levels + 1, (at,))


def duplicate_level(doc: LayoutDocument, z: int) -> TilesEdit | None:
    """Put a copy of level ``z`` right above it; the levels above go one higher."""
    if not 0 <= z < doc.levels or doc.levels > MAX_Z:
        return None
    mapping = {c: [c + 1] for c in range(z + 1, doc.levels)}
    mapping[z] = [z, z + 1]
    return _restack(doc, EditKind.DUPLICATE_LEVEL, mapping, doc.levels + 1, (z,))


def delete_level(doc: LayoutDocument, z: int) -> TilesEdit | None:
    """Delete level ``z`` and its tiles; the levels above come one lower."""
    if not 0 <= z < doc.levels or doc.levels == 1 and not doc.tiles:
        return None
    mapping: dict[int, list[int]] = {z: []}
    mapping.update({c: [c - 1] for c in range(z + 1, doc.levels)})
    return _restack(doc, EditKind.DELETE_LEVEL, mapping, doc.levels - 1, (z,))


def swap_levels(doc: LayoutDocument, z: int, other: int) -> TilesEdit | None:
    """Exchange levels ``z`` and ``other`` (reorder layers)."""
    if z == other or not (0 <= z < doc.levels and 0 <= other < doc.levels):
        return None
    return _restack(doc, EditKind.MOVE_LEVEL, {z: [other], other: [z]}, doc.levels, (z, other))


def replace_tiles(doc: LayoutDocument, positions: Iterable[Position]) -> TilesEdit | None:
    """Make the layout exactly these positions (e.g. a layout recreated programmatically)."""
    new = frozenset(positions)
    old = frozenset(doc.tiles)
    levels = max((p[2] for p in new), default=0) + 1
    if new == old and levels == doc.levels:
        return None
    return TilesEdit(EditKind.REPLACE, old - new, new - old, doc.levels, levels)


def edit_metadata(doc: LayoutDocument, metadata: Metadata) -> MetadataEdit | None:
    if metadata == doc.metadata:
        return None
    return MetadataEdit(doc.metadata, metadata)
