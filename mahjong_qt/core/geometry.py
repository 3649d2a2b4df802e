"""Which tile covers which, and which tiles block a tile's sides (PRODUCT §2).

Positions are ``(x, y, z)`` integers: ``x`` in half-tile widths, ``y`` in half-tile heights, ``z``
the level. A tile covers the cells ``x..x+1`` and ``y..y+1``. The relations are computed once per
layout and kept as tuples of position indices, so the board and the solver only look things up.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

Position = tuple[int, int, int]

__all__ = ["Position", "Geometry", "canonical_order"]

_NEAR = (-1, 0, 1)


def canonical_order(positions: Iterable[Position]) -> list[Position]:
    """Positions sorted bottom level first, then top to bottom, then left to right."""
    return sorted((tuple(p) for p in positions), key=lambda p: (p[2], p[1], p[0]))  # type: ignore[misc]


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

        def near(x: int, y: int, z: int, dxs: Iterable[int]) -> tuple[int, ...]:
            found = []
            for dx in dxs:
                for dy in _NEAR:
                    j = index.get((x + dx, y + dy, z))
                    if j is not None:
                        found.append(j)
            return tuple(sorted(found))

        above, below, left, right = [], [], [], []
        for x, y, z in pos:
            above.append(near(x, y, z + 1, _NEAR))
            below.append(near(x, y, z - 1, _NEAR) if z > 0 else ())
            left.append(near(x, y, z, (-2,)))
            right.append(near(x, y, z, (2,)))
        return cls(pos, tuple(above), tuple(below), tuple(left), tuple(right), index)

    def __len__(self) -> int:
        return len(self.positions)

    def overlapping_pairs(self) -> list[tuple[int, int]]:
        """Pairs of tiles on one level that overlap (``|dx| < 2 and |dy| < 2``), i < j."""
        pairs = []
        for i, (x, y, z) in enumerate(self.positions):
            for dx in _NEAR:
                for dy in _NEAR:
                    if dx == dy == 0:
                        continue
                    j = self.index.get((x + dx, y + dy, z))
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
