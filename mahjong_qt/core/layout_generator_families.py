"""The shapes the layout generator draws from: families of designs with a few size knobs.

Each :class:`Family` has English and French names and a ``designs(levels)`` function that
enumerates, in a fixed order, every design of the family for a given height: a small tuple of
knob values (for the record) and the :class:`~.layout_generator_blocks.Block` list to assemble.
The generator then picks, among all designs of a family, the ones whose tile count is near the
target (see :mod:`mahjong_qt.core.layout_generator`). The knobs are what a designer would vary by
hand: width, number of rows, step style, towers, gaps; every design is mirror-symmetric.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from itertools import product

from .layout_generator_blocks import Block, Row, Step, mound

__all__ = ["Design", "Family", "FAMILIES", "family_by_id"]

Design = tuple[tuple[object, ...], list[Block]]
# How a mound rises: the step style and how many rings in the first upper level starts.
# Terraces set well in (inset 2-3) keep random deals winnable on large layouts; slopes
# straight from the edge make small layouts look like pyramids.
_RISES = (
    (Step.ALIGNED, 1),
    (Step.ALIGNED, 2),
    (Step.ALIGNED, 3),
    (Step.MIXED, 2),
    (Step.STRADDLE, 1),
    (Step.STRADDLE, 2),
)


@dataclass(frozen=True)
class Family:
    """A kind of shape: ``id`` (stable, used in layout ids), names, and its designs."""

    id: str
    name_en: str
    name_fr: str
    designs: Callable[[int], Iterator[Design]]


def _tower(x: int, y: int, z0: int, height: int, width: int = 1) -> list[Block]:
    """A column of ``width``×``width`` tiles on levels ``z0 .. z0+height-1``, top-left corner
    of its footprint at ``(x, y)``, capped by one tile straddling the top when 2 wide."""
    rows: tuple[Row, ...] = ((width, 0),) * width
    cx = x + width
    blocks = [Block(z0 + k, cx, y, rows) for k in range(height)]
    if width == 2 and height > 0:
        blocks.append(Block(z0 + height, cx, y + 1, ((1, 0),)))
    return blocks


def _hex_rows(width: int, rise: int, flat: int) -> tuple[Row, ...]:
    """Rows growing by one tile from ``width`` over ``rise`` rows, ``flat`` widest rows, then
    shrinking back: a hexagon in brick bond."""
    up = [(width + k, 0) for k in range(rise)]
    return (*up, *([(width + rise, 0)] * flat), *reversed(up))


# --- the families ------------------------------------------------------------------------------
def _terraces(levels: int) -> Iterator[Design]:
    """A rectangle, corners maybe cut, ends maybe capped Turtle-like, stepped up in a mound."""
    for width, height, notch, caps, (step, inset) in product(
        range(4, 15), range(3, 9), (0, 1), (0, 1), _RISES
    ):
        rows: list[Row] = [(width, 0)] * height
        if notch:
            rows[0] = rows[-1] = (width - 2, 0)
        blocks = mound(Block(0, 0, 0, tuple(rows)), levels, step, inset)
        if caps:
            if height % 2:
                continue
            blocks.append(Block(0, 0, height - 1, ((width + 2, width),)))
        yield (width, height, notch, caps, step.value, inset), blocks


def _hexagon(levels: int) -> Iterator[Design]:
    for width, rise, flat, (step, inset) in product(range(2, 12), range(1, 6), range(1, 5), _RISES):
        yield (
            (width, rise, flat, step.value, inset),
            mound(Block(0, 0, 0, _hex_rows(width, rise, flat)), levels, step, inset),
        )


def _diamond(levels: int) -> Iterator[Design]:
    """Rows 1, 1+g, 1+2g ... up to the widest, and back: a lozenge."""
    for half, grow, flat, (step, inset) in product(range(2, 9), (2, 3, 4), (1, 2, 3, 4), _RISES):
        up = [(1 + grow * k, 0) for k in range(half)]
        rows = (*up, *([(1 + grow * half, 0)] * flat), *reversed(up))
        yield (
            (half, grow, flat, step.value, inset),
            mound(Block(0, 0, 0, rows), levels, step, inset),
        )


def _twin_peaks(levels: int) -> Iterator[Design]:
    """Two mounds joined by a bridge one or two rows thick, half a row off when it can."""
    for width, rise, flat, span, bridge, (step, inset) in product(
        range(3, 9), range(0, 3), range(2, 7), range(1, 4), (1, 2), _RISES[1:5]
    ):
        rows = _hex_rows(width, rise, flat) if rise else ((width, 0),) * flat
        widest = width + rise
        d = widest + span  # the mounds' axes (half-units); the bridge is ``span`` tiles long
        blocks = mound(Block(0, -d, 0, rows), levels, step, inset)
        blocks += mound(Block(0, d, 0, rows), levels, step, inset)
        mid = len(rows) - 1  # y of the middle of the mounds, half a row down if even count
        y0 = mid - (bridge - 1)
        blocks.append(Block(0, 0, y0, ((span, 0),) * bridge))
        yield (width, rise, flat, span, bridge, step.value, inset), blocks


def _three_peaks(levels: int) -> Iterator[Design]:
    """A wider mound between two smaller ones, maybe joined by one-row bridges."""
    for width, rise, flat, bigger, span, bridges, (step, inset) in product(
        range(2, 7), range(0, 3), range(2, 6), (1, 2), (1, 2), (0, 1), _RISES[1:5]
    ):
        side_rows = _hex_rows(width, rise, flat) if rise else ((width, 0),) * flat
        centre_rows = tuple((length + bigger, gap) for length, gap in side_rows)
        side_w, centre_w = width + rise, width + rise + bigger
        d = centre_w + side_w + 2 * span  # the side mounds' axes, ``span`` tiles of gap
        blocks = mound(Block(0, 0, 0, centre_rows), levels, step, inset)
        for cx in (-d, d):
            blocks += mound(Block(0, cx, 0, side_rows), levels, step, inset)
        if bridges:
            mid = len(side_rows) - 1
            for cx in (-(centre_w + span), centre_w + span):
                blocks.append(Block(0, cx, mid, ((span, 0),)))
        yield (width, rise, flat, bigger, span, bridges, step.value, inset), blocks


def _citadel(levels: int) -> Iterator[Design]:
    """Walls round a courtyard, towers at the corners, a keep in the middle."""
    for width, height, wall, keep in product(range(7, 15), range(6, 11), (1, 2), (0, 1, 2)):
        rows: list[Row] = []
        for r in range(height):
            inner = wall <= r < height - wall
            rows.append((width, width - 2 * wall) if inner else (width, 0))
        blocks = [Block(0, 0, 0, tuple(rows))]
        # Towers stay low (tall narrow stacks make most random deals unwinnable); a 2-wide
        # tower gets a straddling cap, one level more than its columns.
        tower_h = min(2, levels - 1 - (wall - 1))
        for tx in (-width, width - 2 * wall):
            for ty in (0, 2 * (height - wall)):
                blocks += _tower(tx, ty, 1, tower_h, wall)
        if not keep and wall == 1:
            continue  # a thin empty ring looks unfinished
        if keep:
            kw = width - 2 * wall - 2 - 2 * (keep - 1)
            kh = height - 2 * wall - 2
            if kw < 2 or kh < 1:
                continue
            kblock = Block(0, 0, 2 * (wall + 1), ((kw, 0),) * kh)
            blocks += mound(kblock, levels, Step.ALIGNED)
        yield (width, height, wall, keep), blocks


def _cross(levels: int) -> Iterator[Design]:
    """A plus sign: arms ``arm`` tiles thick, the bar ``reach`` tiles longer each side."""
    for arm, reach, up, middle, (step, inset) in product(
        range(2, 6), range(1, 6), range(1, 4), range(2, 5), _RISES
    ):
        rows = (*((arm, 0),) * up, *((arm + 2 * reach, 0),) * middle, *((arm, 0),) * up)
        yield (
            (arm, reach, up, middle, step.value, inset),
            mound(Block(0, 0, 0, rows), levels, step, inset),
        )


def _wings(levels: int) -> Iterator[Design]:
    """Two wings (wide at the top and bottom, narrow at the waist) round a body column."""
    for outer, waist, gap, (step, inset) in product(range(3, 11), range(1, 5), (1, 3), _RISES):
        if waist >= outer:
            continue
        segs = [*range(outer, waist, -1), waist, *range(waist + 1, outer + 1)]
        rows = tuple((gap + 2 * s, gap) for s in segs)
        blocks = mound(Block(0, 0, 0, rows), levels, step, inset)
        body_rows = len(rows) - 2
        blocks.append(Block(0, 0, 2, ((gap, 0),) * body_rows))
        head = 2 + 2 * (body_rows // 2)
        blocks += [Block(z, 0, head, ((1, 0),)) for z in range(1, min(levels, 3))]
        yield (outer, waist, gap, step.value, inset), blocks


def _islands(levels: int) -> Iterator[Design]:
    """Four islands round a central one, each a small mound."""
    for width, rows_n, sea, centre, (step, inset) in product(
        range(2, 8), range(2, 6), range(1, 3), range(2, 8), _RISES[:5]
    ):
        rows = ((width, 0),) * rows_n
        d = width + 1 + sea  # axis of the side islands: 1 + sea tiles of water between them
        blocks: list[Block] = []
        for cx in (-d, d):
            for y0 in (0, 2 * rows_n + 2 * sea):
                blocks += mound(Block(0, cx, y0, rows), levels, step, inset)
        cy = 2 * rows_n + sea - (centre + 1)  # centred between the rows of islands
        centre_block = Block(0, 0, cy, _hex_rows(centre - 1, 1, centre - 1))
        blocks += mound(centre_block, levels, step, inset)
        yield (width, rows_n, sea, centre, step.value, inset), blocks


def _pagoda(levels: int) -> Iterator[Design]:
    """Roofs one under another, each wider than the one above, on a short trunk."""
    for tiers, top, per_tier, grow, (step, inset) in product(
        range(2, 4), range(1, 8), (2, 3), (2, 3), _RISES
    ):
        rows: list[Row] = []
        for t in range(tiers):
            start = top + t * grow
            rows += [(start + grow * k, 0) for k in range(per_tier)]
        rows += [(2, 0), (2, 0)] if top % 2 == 0 else [(1, 0), (1, 0)]
        yield (
            (tiers, top, per_tier, grow, step.value, inset),
            mound(Block(0, 0, 0, tuple(rows)), levels, step, inset),
        )


FAMILIES: tuple[Family, ...] = (
    Family("terraces", "Terraces", "Terrasses", _terraces),
    Family("hexagon", "Honeycomb", "Nid d'abeille", _hexagon),
    Family("diamond", "Diamond", "Losange", _diamond),
    Family("twin-peaks", "Twin peaks", "Pics jumeaux", _twin_peaks),
    Family("three-peaks", "Three peaks", "Trois pics", _three_peaks),
    Family("citadel", "Citadel", "Citadelle", _citadel),
    Family("cross", "Lantern cross", "Croix de lanternes", _cross),
    Family("wings", "Moth", "Phalène", _wings),
    Family("islands", "Islands", "Îles", _islands),
    Family("pagoda", "Pagoda", "Pagode", _pagoda),
)

_BY_ID = {f.id: f for f in FAMILIES}


def family_by_id(family_id: str) -> Family:
    """The family with this id (``KeyError`` if none)."""
    return _BY_ID[family_id]
