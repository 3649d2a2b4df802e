"""Exploring every tile of a board from the keyboard, level by level (pure, no Qt).

A player who cannot see the screen needs to reach *every* tile, not only the free ones, to learn
the board: arrows move to the nearest tile of the current level in that direction, Page Up / Page
Down change level, Home / End go to the ends of the row, and a key jumps to the next free tile.

Positions are layout positions ``(x, y, z)`` in half-tile units (a tile is 2 x 2). Half offsets
are ordinary here: two tiles whose rows overlap (``|dy| < 2``) are on the same row for left and
right, two whose columns overlap (``|dx| < 2``) on the same column for up and down, so the
Turtle's end tile half a row down is "left" of both middle rows. Only when nothing lies on the
row (or column) does a move go to the nearest tile off it, further off the axis costing more.
"""

from __future__ import annotations

from collections.abc import Sequence

from .geometry import Position

__all__ = ["DIRECTIONS", "TileExplorer"]

#: Unit steps in layout units (y grows downwards, as on screen).
DIRECTIONS: dict[str, tuple[int, int]] = {
    "left": (-1, 0),
    "right": (1, 0),
    "up": (0, -1),
    "down": (0, 1),
}

_OFF_AXIS_COST = 2  # a step sideways counts as two steps along the direction


class TileExplorer:
    """Moves between the present tiles of one layout. ``present[i]`` says tile ``i`` is there."""

    def __init__(self, positions: Sequence[Position]):
        self.positions: tuple[Position, ...] = tuple((x, y, z) for x, y, z in positions)
        self._levels: dict[int, tuple[int, ...]] = {}
        for i, (_, _, z) in enumerate(self.positions):
            self._levels.setdefault(z, ())
            self._levels[z] += (i,)

    # -- what is there ----------------------------------------------------------------------
    def _on_level(self, z: int, present: Sequence[bool]) -> list[int]:
        return [i for i in self._levels.get(z, ()) if present[i]]

    def levels(self, present: Sequence[bool]) -> list[int]:
        """The levels that still hold a tile, lowest first."""
        return sorted(z for z, tiles in self._levels.items() if any(present[i] for i in tiles))

    def reading_order(self, tiles: Sequence[int]) -> list[int]:
        """``tiles`` top to bottom, left to right, the upper level first where two share a place."""
        return sorted(tiles, key=self._reading_key)

    def first(self, present: Sequence[bool], free: Sequence[bool] | None = None) -> int | None:
        """Where exploring starts: the first free tile in reading order (or the first tile)."""
        tiles = [i for i, p in enumerate(present) if p]
        if free is not None:
            tiles = [i for i in tiles if free[i]] or tiles
        ordered = self.reading_order(tiles)
        return ordered[0] if ordered else None

    # -- moves -------------------------------------------------------------------------------
    def step(self, current: int, direction: str, present: Sequence[bool]) -> int:
        """The nearest tile of ``current``'s level in ``direction``; ``current`` when none."""
        dx, dy = DIRECTIONS[direction]
        cx, cy, cz = self.positions[current]
        on_axis: tuple[int, int] | None = None  # (distance, index)
        off_axis: tuple[int, int, int] | None = None  # (cost, distance, index)
        for i in self._on_level(cz, present):
            if i == current:
                continue
            x, y, _ = self.positions[i]
            along = (x - cx) * dx + (y - cy) * dy
            if along <= 0:
                continue
            across = abs((x - cx) * dy + (y - cy) * dx)
            if across < 2:
                key = (along, across, i)
                if on_axis is None or key < on_axis:
                    on_axis = key  # type: ignore[assignment]
            else:
                key3 = (along + _OFF_AXIS_COST * across, along, i)
                if off_axis is None or key3 < off_axis:
                    off_axis = key3
        if on_axis is not None:
            return on_axis[-1]
        return current if off_axis is None else off_axis[-1]

    def change_level(self, current: int, delta: int, present: Sequence[bool]) -> int:
        """The tile nearest ``current``'s place on the next level up (``delta`` 1) or down (-1)
        that still holds tiles; ``current`` when there is no such level."""
        cx, cy, cz = self.positions[current]
        for z in sorted(self.levels(present), reverse=delta < 0):
            if (z - cz) * delta <= 0:
                continue
            tiles = self._on_level(z, present)
            return min(tiles, key=lambda i: self._distance(i, cx, cy))
        return current

    def row_end(self, current: int, end: str, present: Sequence[bool]) -> int:
        """The first (``end`` "start") or last ("end") tile of ``current``'s row on its level."""
        cx, cy, cz = self.positions[current]
        row = [i for i in self._on_level(cz, present) if abs(self.positions[i][1] - cy) < 2]
        row.append(current)
        sign = -1 if end == "start" else 1
        return min(
            row, key=lambda i: (-sign * self.positions[i][0], abs(self.positions[i][1] - cy), i)
        )

    def next_free(
        self, current: int | None, free: Sequence[bool], backwards: bool = False
    ) -> int | None:
        """The free tile after ``current`` in reading order, wrapping round; None when none."""
        ordered = self.reading_order([i for i, f in enumerate(free) if f])
        if not ordered:
            return None
        if current is None:
            return ordered[-1] if backwards else ordered[0]
        key = self._reading_key(current)
        if backwards:
            before = [i for i in ordered if self._reading_key(i) < key]
            return before[-1] if before else ordered[-1]
        after = [i for i in ordered if self._reading_key(i) > key]
        return after[0] if after else ordered[0]

    def refocus(self, current: int | None, present: Sequence[bool]) -> int | None:
        """Where the focus goes when ``current`` left the board: the nearest tile on its level,
        else the nearest on the levels below, then above; None when the board is empty."""
        if current is None or present[current]:
            return current
        cx, cy, cz = self.positions[current]
        levels = self.levels(present)
        if not levels:
            return None
        order = sorted(levels, key=lambda z: (z != cz, z > cz, abs(z - cz)))
        tiles = self._on_level(order[0], present)
        return min(tiles, key=lambda i: self._distance(i, cx, cy))

    # -- helpers -----------------------------------------------------------------------------
    def _distance(self, i: int, cx: int, cy: int) -> tuple[int, int, int]:
        x, y, _ = self.positions[i]
        return (abs(x - cx) + abs(y - cy), abs(y - cy), i)

    def _reading_key(self, i: int) -> tuple[int, int, int, int]:
        x, y, z = self.positions[i]
        return (y, x, -z, i)
