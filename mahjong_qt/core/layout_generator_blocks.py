"""Building blocks of generated layouts: symmetric rows of tiles, stacked into mounds.

Everything is in the layout units of PRODUCT §2 (half-tile widths and heights). A :class:`Block`
is a patch of rows on one level, every row centred on the block's vertical axis ``cx``, so the
block is mirror-symmetric by construction. Rows of different lengths sit half a tile apart, as
bricks do, which is what gives generated layouts their "half offset" look.

A *mound* is a block with shrunken copies of itself stacked on top (:func:`mound`):

* an *aligned* step (:func:`step_aligned`) keeps every inner tile of the level below and drops
  the outer ring (a terrace, as in the Turtle);
* a *straddling* step (:func:`step_straddle`) puts each tile half a tile down and half a tile
  right, across the four tiles under it (a slope, as in a pyramid; a 2×2 top becomes one tile
  straddling four).

:func:`assemble` lays the blocks, drops any tile not fully supported by the level below (a
design choice: generated layouts never have overhangs or floating tiles) and normalises the
coordinates so that the smallest ``x`` and ``y`` are 0.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum

from .geometry import Position, overlap_cells

__all__ = ["Row", "Block", "Step", "row_xs", "step_aligned", "step_straddle", "mound", "assemble"]

Row = tuple[int, int]  # (length in tiles, central gap in tiles; 0 = no gap)


class Step(StrEnum):
    """How a mound rises from one level to the next."""

    ALIGNED = "aligned"  # terraces
    STRADDLE = "straddle"  # slopes
    MIXED = "mixed"  # aligned, then straddling, alternately (starts aligned)


@dataclass(frozen=True, slots=True)
class Block:
    """Rows of tiles on level ``z``: row ``i`` lies at ``y0 + 2*i`` and is centred on ``cx``.

    A row ``(length, gap)`` has ``length`` tiles, or with ``gap > 0`` two equal segments of
    ``(length - gap) // 2`` tiles each side of a hole ``gap`` tiles wide. ``rows`` may hold empty
    rows (length 0) to leave a line free.
    """

    z: int
    cx: int
    y0: int
    rows: tuple[Row, ...]

    def positions(self) -> list[Position]:
        out: list[Position] = []
        for i, (length, gap) in enumerate(self.rows):
            y = self.y0 + 2 * i
            out.extend((x, y, self.z) for x in row_xs(self.cx, length, gap))
        return out

    def moved(self, dx: int = 0, dy: int = 0, dz: int = 0) -> Block:
        return replace(self, cx=self.cx + dx, y0=self.y0 + dy, z=self.z + dz)

    @property
    def empty(self) -> bool:
        return not any(_segment(length, gap) > 0 for length, gap in self.rows)


def _segment(length: int, gap: int) -> int:
    """Tiles in one segment of a row (the whole row when there is no gap)."""
    if length <= 0:
        return 0
    if gap <= 0:
        return length
    return max(0, (length - gap) // 2)


def row_xs(cx: int, length: int, gap: int = 0) -> list[int]:
    """The ``x`` of each tile of a row centred on ``cx`` (see :class:`Block`)."""
    seg = _segment(length, gap)
    if seg <= 0:
        return []
    if gap <= 0:
        return [cx - length + 2 * k for k in range(length)]
    left = [cx - length + 2 * k for k in range(seg)]
    right = [cx + length - 2 - 2 * k for k in range(seg)]
    return left + sorted(right)


def _trim(rows: Sequence[Row]) -> tuple[int, tuple[Row, ...]]:
    """Drop empty rows at both ends; returns how many were dropped at the start, and the rest."""
    keep = [i for i, (length, gap) in enumerate(rows) if _segment(length, gap) > 0]
    if not keep:
        return 0, ()
    return keep[0], tuple(rows[keep[0] : keep[-1] + 1])


def _widest(block: Block) -> int:
    """The most tiles in one segment of a row of ``block``."""
    return max((_segment(length, gap) for length, gap in block.rows), default=0)


def step_aligned(block: Block, trim: int = 1) -> Block:
    """The next level of a terrace: each row loses ``trim`` tiles at both ends of each segment,
    and the first and last rows go."""
    inner = [
        (length - 2 * trim, gap + 2 * trim if gap > 0 else 0)
        if _segment(length, gap) > 2 * trim
        else (0, 0)
        for length, gap in block.rows[1:-1]
    ]
    skipped, rows = _trim(inner)
    return Block(block.z + 1, block.cx, block.y0 + 2 + 2 * skipped, rows)


def step_straddle(block: Block) -> Block:
    """The next level of a slope: a row between each two rows of the level below, one tile
    shorter than the shorter of the two, half a tile down (so it straddles both)."""
    between: list[Row] = []
    for (l1, g1), (l2, g2) in zip(block.rows, block.rows[1:], strict=False):
        if _segment(l1, g1) <= 0 or _segment(l2, g2) <= 0:
            between.append((0, 0))
            continue
        length = min(l1, l2) - 1
        gap = max(g1, g2) + 1 if (g1 > 0 or g2 > 0) else 0
        between.append((length, gap) if _segment(length, gap) > 0 else (0, 0))
    skipped, rows = _trim(between)
    return Block(block.z + 1, block.cx, block.y0 + 1 + 2 * skipped, rows)


def mound(base: Block, levels: int, step: Step, inset: int = 1) -> list[Block]:
    """``base`` and up to ``levels - 1`` blocks stacked on it, rising by ``step``.

    ``inset`` > 1 starts the first upper level ``inset`` tiles in from each row's ends (one row
    in from the top and bottom, as the Turtle's 6×6 sits on rows of 12): the base stays wide
    and the stack narrow, which keeps random deals winnable.
    """
    blocks = [base]
    current = base
    for k in range(levels - 1):
        aligned = step is Step.ALIGNED or (step is Step.MIXED and k % 2 == 0)
        if k == 0 and inset > 1:
            # Set in, but never down to a spine one tile wide.
            trim = inset
            while trim > 1 and _widest(step_aligned(current, trim)) < 2:
                trim -= 1
            current = step_aligned(current, trim=trim)
            if step is Step.STRADDLE:
                current = replace(step_straddle(current), z=current.z)
        elif aligned:
            current = step_aligned(current)
        else:
            current = step_straddle(current)
        if current.empty:
            # A terrace ending on a 2×2 gets one tile straddling it, as the Turtle's top.
            last = blocks[-1]
            if last.rows == ((2, 0), (2, 0)) and last.z - base.z < levels - 1:
                blocks.append(step_straddle(last))
            break
        blocks.append(current)
    return blocks


def assemble(blocks: Iterable[Block]) -> list[Position] | None:
    """The positions of all ``blocks``, keeping only tiles fully supported by the level below;
    ``None`` when two tiles of one level overlap (the blocks do not fit together). The result
    is normalised (smallest ``x`` and ``y`` are 0) and sorted in canonical order."""
    by_level: dict[int, set[tuple[int, int]]] = {}
    for block in blocks:
        for x, y, z in block.positions():
            by_level.setdefault(z, set()).add((x, y))
    kept: list[Position] = []
    below_cells: set[tuple[int, int]] | None = None
    for z in range(max(by_level, default=-1) + 1):
        tiles = by_level.get(z, set())
        if below_cells is not None:
            tiles = {
                (x, y)
                for x, y in tiles
                if all((x + dx, y + dy) in below_cells for dx in (0, 1) for dy in (0, 1))
            }
        if not tiles:
            break
        if _overlaps(tiles):
            return None
        kept.extend((x, y, z) for x, y in tiles)
        below_cells = {(x + dx, y + dy) for x, y in tiles for dx in (0, 1) for dy in (0, 1)}
    if not kept:
        return []
    min_x = min(p[0] for p in kept)
    min_y = min(p[1] for p in kept)
    return sorted(((x - min_x, y - min_y, z) for x, y, z in kept), key=lambda p: (p[2], p[1], p[0]))


def _overlaps(tiles: set[tuple[int, int]]) -> bool:
    return any(
        (q[0], q[1]) in tiles and q[:2] != (x, y) for x, y in tiles for q in overlap_cells(x, y, 0)
    )
