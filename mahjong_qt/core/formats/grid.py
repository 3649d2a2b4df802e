"""Cell grids of the line-based formats: where the tiles' top-left ``1`` cells are."""

from __future__ import annotations

from ..geometry import Position

__all__ = ["tiles_in_grid"]


def tiles_in_grid(grid: str, width: int, height: int) -> list[Position]:
    """``(column, row, level)`` of every ``1`` in a grid stored level by level, row by row."""
    level_size = width * height
    found: list[Position] = []
    i = grid.find("1")
    while i >= 0:
        z, rest = divmod(i, level_size)
        y, x = divmod(rest, width)
        found.append((x, y, z))
        i = grid.find("1", i + 1)
    return found
