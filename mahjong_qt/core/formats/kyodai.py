"""Kyodai Mahjongg ``.lay`` files.

The format (Kyodai 3.0 and 6.0, as ffalt/mah and xmahjongg read it)::

    Kyodai 3.0
    Name by Author :: Category
    0000...   3,400 digits: 5 levels × 20 rows × 34 columns of half-tile cells

A ``1`` is a tile's top-left cell; levels come bottom first, then rows top to bottom, then
columns left to right. Later lines, if any, are ignored.
"""

from __future__ import annotations

from .errors import FormatError, shortened
from .grid import tiles_in_grid
from .imported import ImportedLayout, check_tile_count, normalise
from .text import decode_lines, quoted

__all__ = ["MAGICS", "LEVELS", "ROWS", "COLUMNS", "parse_kyodai"]

MAGICS = ("Kyodai 3.0", "Kyodai 6.0")
LEVELS, ROWS, COLUMNS = 5, 20, 34
_CELLS = LEVELS * ROWS * COLUMNS


def _split_title(line: str) -> tuple[str, str, str]:
    """``"Name by Author :: Category"`` → (name, author, category); parts may be missing."""
    head, _, category = line.partition("::")
    name, by, author = head.rpartition(" by ")
    if not by:
        name, author = head, ""
    return name.strip(), author.strip(), category.strip()


def _where(i: int) -> dict[str, int]:
    """Where the ``i``-th character of the grid is, all counted from 1."""
    level, rest = divmod(i, ROWS * COLUMNS)
    row, column = divmod(rest, COLUMNS)
    return {"position": i + 1, "level": level + 1, "row": row + 1, "column": column + 1}


def parse_kyodai(data: bytes) -> ImportedLayout:
    """Read a Kyodai ``.lay`` file. Raises :class:`FormatError` only."""
    lines = decode_lines(data)
    magic = lines[0].strip()
    if magic not in MAGICS:
        raise FormatError(
            "bad_header",
            f"not a Kyodai layout: the first line must be {MAGICS[0]!r} or {MAGICS[1]!r},"
            f" found {quoted(magic)}",
            1,
            format="Kyodai",
            expected=list(MAGICS),
            found=shortened(magic),
        )
    if len(lines) < 3 or not lines[2].strip():
        raise FormatError(
            "ends_early",
            f"the file ends early: line 2 is the name and line 3 the grid of {_CELLS:,} digits",
            2 if len(lines) < 2 else 3,
            cells=_CELLS,
        )
    grid = lines[2].strip()
    if len(grid) != _CELLS:
        raise FormatError(
            "grid_length",
            f"expected {_CELLS:,} digits ({LEVELS} levels × {ROWS} rows × {COLUMNS} columns),"
            f" found {len(grid):,} characters",
            3,
            cells=_CELLS,
            found=len(grid),
            levels=LEVELS,
            rows=ROWS,
            columns=COLUMNS,
        )
    if not (grid.isascii() and grid.isdigit()):
        bad = next(i for i, c in enumerate(grid) if not ("0" <= c <= "9"))
        where = _where(bad)
        raise FormatError(
            "bad_character",
            f"character {where['position']} (level {where['level']}, row {where['row']}, column"
            f" {where['column']}) is {grid[bad]!r}; the grid holds only digits",
            3,
            character=grid[bad],
            **where,
        )
    check_tile_count(grid.count("1"), 3)
    name, author, category = _split_title(lines[1])
    positions = normalise(tiles_in_grid(grid, COLUMNS, ROWS))
    return ImportedLayout("kyodai", positions, name, author, category)
