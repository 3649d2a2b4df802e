"""Kyodai Mahjongg ``.lay`` files.

The format (Kyodai 3.0 and 6.0, as ffalt/mah and xmahjongg read it)::

    Kyodai 3.0
    Name by Author :: Category
    0000...   3,400 digits: 5 levels × 20 rows × 34 columns of half-tile cells

A ``1`` is a tile's top-left cell; levels come bottom first, then rows top to bottom, then
columns left to right. Later lines, if any, are ignored. The exporter writes a ``0`` in every
other cell and the layout centred in the grid.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TypedDict

from ..geometry import Position
from .errors import FormatError, shortened
from .grid import tiles_in_grid
from .imported import ImportedLayout, check_tile_count, normalise
from .layout_texts import LayoutTexts
from .text import decode_lines, quoted

__all__ = ["MAGICS", "LEVELS", "ROWS", "COLUMNS", "parse_kyodai", "export_kyodai"]

MAGICS = ("Kyodai 3.0", "Kyodai 6.0")
_BY_WORD = re.compile(r"(^|\s)by(?=\s)")
LEVELS, ROWS, COLUMNS = 5, 20, 34
_CELLS = LEVELS * ROWS * COLUMNS


def _split_title(line: str) -> tuple[str, str, str]:
    """``"Name by Author :: Category"`` → (name, author, category); parts may be missing."""
    head, sep, category = line.partition("::")
    if sep and head.endswith(" "):
        head = head[:-1]  # the space before "::" is the separator's, not the author's
    name, by, author = head.rpartition(" by ")
    if not by:
        name, author = head, ""
    return name.strip(), author.strip(), category.strip()


class _Where(TypedDict):
    position: int
    level: int
    row: int
    column: int


def _where(i: int) -> _Where:
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
            None,
            character=grid[bad],
            **where,
        )
    check_tile_count(grid.count("1"), 3)
    name, author, category = _split_title(lines[1])
    positions = normalise(tiles_in_grid(grid, COLUMNS, ROWS))
    return ImportedLayout("kyodai", positions, name, author, category)


def _title(texts: LayoutTexts) -> str:
    """Line 2, ``"Name by Author :: Category"``, written so :func:`_split_title` reads it back
    (what the line cannot hold is changed: "::" to ":", an author's own " by " to " & ")."""

    def clean(text: str) -> str:
        return " ".join(text.replace("::", ":").split())

    name, author, category = clean(texts.name), clean(texts.author), clean(texts.category)
    author = _BY_WORD.sub(r"\1&", author)  # the line's last " by " must be the one before it
    head = f"{name} by {author}" if author else (f"{name} by " if " by " in name else name)
    return f"{head} :: {category}" if category else head


def export_kyodai(positions: Iterable[Position], texts: LayoutTexts | None = None) -> str:
    """The text of a Kyodai 3.0 ``.lay`` file for valid positions, centred in its fixed grid.

    Raises :class:`FormatError` ``too_large_for_format`` when the layout does not fit the
    5 levels × 20 rows × 34 columns of half-tile cells the format has. Reading it back with
    :func:`parse_kyodai` gives the same positions and the name, author and category.
    """
    pos = normalise(positions)
    if not pos:
        raise FormatError("nothing_to_export", "nothing to export: the layout has no tiles")
    width = max(p[0] for p in pos) + 2
    height = max(p[1] for p in pos) + 2
    depth = max(p[2] for p in pos) + 1
    if width > COLUMNS or height > ROWS or depth > LEVELS:
        raise FormatError(
            "too_large_for_format",
            f"too large for a Kyodai layout: it spans {width} × {height} half tiles on {depth}"
            f" levels; the format holds at most {COLUMNS} × {ROWS} on {LEVELS}",
            format="Kyodai",
            width=width,
            height=height,
            depth=depth,
            max_width=COLUMNS,
            max_height=ROWS,
            max_depth=LEVELS,
        )
    left, top = (COLUMNS - width) // 2, (ROWS - height) // 2
    grid = [["0"] * COLUMNS for _ in range(LEVELS * ROWS)]
    for x, y, z in pos:
        grid[z * ROWS + y + top][x + left] = "1"
    digits = "".join("".join(row) for row in grid)
    return f"{MAGICS[0]}\r\n{_title(texts or LayoutTexts())}\r\n{digits}\r\n"
