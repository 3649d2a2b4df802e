"""Which tile covers which, and which tiles block a tile's sides (PRODUCT §2).

Positions are ``(x, y, z)`` integers: ``x`` in half-tile widths, ``y`` in half-tile heights, ``z``
the level. A tile covers the cells ``x..x+1`` and ``y..y+1``. The relations are computed once per
layout and kept as tuples of position indices, so the board and the solver only look things up.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

Position = tuple[int, int, int]

__all__ = [
    "Position",
    "Geometry",
    "canonical_order",
    "overlaps",
    "covers",
    "blocked_side",
    "overlap_cells",
    "side_cells",
]

_NEAR = (-1, 0, 1)


def overlaps(a: Sequence[int], b: Sequence[int]) -> bool:
    """Two tiles on one level overlap (an invalid layout): ``|dx| < 2 and |dy| < 2``."""
    return a[2] == b[2] and abs(a[0] - b[0]) < 2 and abs(a[1] - b[1]) < 2


def covers(upper: Sequence[int], lower: Sequence[int]) -> bool:
    """``upper`` lies on ``lower``, even partly: one level up, ``|dx| < 2 and |dy| < 2``."""
    return (
        upper[2] == lower[2] + 1 and abs(upper[0] - lower[0]) < 2 and abs(upper[1] - lower[1]) < 2
    )


def blocked_side(tile: Sequence[int], other: Sequence[int]) -> str | None:
    """Which side of ``tile`` ``other`` blocks: ``"left"`` (at ``dx = -2``), ``"right"``
    (``dx = +2``), on the same level with ``|dy| < 2``; else ``None``."""
    if other[2] != tile[2] or abs(other[1] - tile[1]) >= 2:
        return None
    return {-2: "left", 2: "right"}.get(other[0] - tile[0])


def overlap_cells(x: int, y: int, z: int) -> tuple[Position, ...]:
    """Every position on level ``z`` that overlaps a tile at ``(x, y)`` (itself included): the
    positions :func:`overlaps` is true for, and those a tile on level ``z - 1`` :func:`covers`."""
    return tuple((x + dx, y + dy, z) for dx in _NEAR for dy in _NEAR)


def side_cells(x: int, y: int, z: int, side: str) -> tuple[Position, ...]:
    """The positions whose tile blocks the ``side`` ("left" or "right") of a tile at
    ``(x, y, z)`` (see :func:`blocked_side`)."""
    dx = -2 if side == "left" else 2
    return tuple((x + dx, y + dy, z) for dy in _NEAR)


def canonical_order(positions: Iterable[Position]) -> list[Position]:
    """Positions sorted bottom level first, then top to bottom, then left to right."""
    return sorted(((x, y, z) for x, y, z in positions), key=lambda p: (p[2], p[1], p[0]))


@dataclass(frozen=True, slots=True, eq=False)
class Geometry:
    """The fixed relations between the positions of one layout.

    For position ``i``: ``above[i]`` are the tiles on level ``z+1`` that lie on it (even partly),
    ``below[i]`` the tiles on level ``z-1`` under it, ``left[i]``/``right[i]`` the tiles on the same
    level that touch its left/right side. All are tuples of indices into ``positions``.
    """

    positions: tuple[Position, ...]
    above: tuple[tuple[int, ...], ...]
    below: tuple[tuple[int, ...], ...]
    left: tuple[tuple[int, ...], ...]
    right: tuple[tuple[int, ...], ...]
    index: dict[Position, int]

    @classmethod
    def from_positions(cls, positions: Sequence[Position]) -> Geometry:
        """Build the relations. ``positions`` keep their order; duplicates are a ``ValueError``."""
        pos = tuple((int(x), int(y), int(z)) for x, y, z in positions)
        index: dict[Position, int] = {}
        for i, p in enumerate(pos):
            if p in index:
                raise ValueError(f"duplicate position {list(p)}")
            index[p] = i

        def found(cells: Iterable[Position]) -> tuple[int, ...]:
            return tuple(sorted(j for c in cells if (j := index.get(c)) is not None))

        above, below, left, right = [], [], [], []
        for x, y, z in pos:
            above.append(found(overlap_cells(x, y, z + 1)))
            below.append(found(overlap_cells(x, y, z - 1)) if z > 0 else ())
            left.append(found(side_cells(x, y, z, "left")))
            right.append(found(side_cells(x, y, z, "right")))
        return cls(pos, tuple(above), tuple(below), tuple(left), tuple(right), index)

    def __len__(self) -> int:
        return len(self.positions)

    def overlapping_pairs(self) -> list[tuple[int, int]]:
        """Pairs of tiles on one level that overlap (``|dx| < 2 and |dy| < 2``), i < j."""
        pairs = []
        for i, (x, y, z) in enumerate(self.positions):
            for cell in overlap_cells(x, y, z):
                j = self.index.get(cell)
                if j is not None and i < j:
                    pairs.append((i, j))
        return pairs

    def is_free(self, i: int, present: Sequence[bool]) -> bool:
        """Whether tile ``i`` may be taken when ``present[j]`` says which tiles are still there."""
        if any(present[j] for j in self.above[i]):
            return False
        return not any(present[j] for j in self.left[i]) or not any(
            present[j] for j in self.right[i]
        )

    def free_indices(self, present: Sequence[bool]) -> list[int]:
        return [i for i in range(len(self.positions)) if present[i] and self.is_free(i, present)]

    def extents(self) -> tuple[int, int, int, int, int]:
        """``(min_x, min_y, width, height, levels)`` in half-tile units, a tile being 2×2."""
        if not self.positions:
            return (0, 0, 0, 0, 0)
        xs = [p[0] for p in self.positions]
        ys = [p[1] for p in self.positions]
        zs = [p[2] for p in self.positions]
        return (min(xs), min(ys), max(xs) - min(xs) + 2, max(ys) - min(ys) + 2, max(zs) + 1)
