"""KMahjongg ``.layout`` files (v1.0 and v1.1): import and export.

The format, as KMahjongg reads and writes it (``src/boardlayout.cpp``):

* line 1 is ``kmahjongg-layout-v1.0`` or ``kmahjongg-layout-v1.1`` (the Mahseum's collection
  writes ``mahjongg-layout-v1.1``, without the k: the same format);
* lines starting with ``#`` are comments (ours keep the layout's names: ``# Name: ...``, see
  :mod:`.layout_texts`);
* v1.1 only: lines ``wN``, ``hN``, ``dN`` give the grid's width, height and depth (v1.0 is fixed at
  32 × 16 × 5);
* all other lines, concatenated, must hold exactly w·h·d characters: level by level (bottom
  first), row by row, column by column. One cell is half a tile; a tile is drawn ``12`` over
  ``43`` and only its top-left ``1`` counts; any other character is an empty cell.

Our ``(x, y, z)`` is the ``1`` cell's (column, row, level), translated so that the smallest x and y
are 0. KMahjongg's own Turtle has its ``1`` cells at column x + 1 and row y of our units; the
exporter writes the same one-column left margin, so it reproduces KMahjongg's ``default.layout``.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..geometry import Position
from .errors import FormatError, shortened
from .grid import tiles_in_grid
from .imported import ImportedLayout, check_tile_count, normalise
from .layout_texts import HeaderReader, LayoutTexts, header_lines
from .text import decode_lines, quoted

__all__ = ["MAGIC_V10", "MAGIC_V11", "parse_kmahjongg", "export_kmahjongg"]

MAGIC_V10 = "kmahjongg-layout-v1.0"
MAGIC_V11 = "kmahjongg-layout-v1.1"
MAHSEUM_V11 = "mahjongg-layout-v1.1"  # the Mahseum's files: v1.1 without the k
V10_SIZE = (32, 16, 5)
_MAX_SIDE = 100_000  # any larger w, h or d cannot fit in a file of at most 2 MB


def _dimension(line: str, number: int) -> int:
    text = line[1:].strip()
    digits = len(str(_MAX_SIDE))  # int() of thousands of digits would raise ValueError
    if not (
        text.isascii() and text.isdigit() and len(text) <= digits and 0 < int(text) <= _MAX_SIDE
    ):
        raise FormatError(
            "bad_dimension",
            f"{quoted(line)}: '{line[0]}' must be followed by a whole number from 1 to"
            f" {_MAX_SIDE:,}",
            number,
            letter=line[0],
            text=shortened(line),
            max=_MAX_SIDE,
        )
    return int(text)


def _size_error(rows: list[tuple[int, str]], w: int, h: int, d: int, total: int) -> FormatError:
    """The one message for a grid of the wrong size, pointing at the first odd line."""
    expected = w * h * d
    summary = f"the grid must hold w×h×d = {w}×{h}×{d} = {expected:,} cells; it holds {total:,}"
    if not rows:
        return FormatError(
            "no_grid", f"no grid found: {summary}", width=w, height=h, depth=d, cells=expected
        )
    for number, text in rows:
        if len(text) != w:
            return FormatError(
                "row_length",
                f"expected {w} characters (one row of the grid), found {len(text)}; {summary}",
                number,
                width=w,
                found=len(text),
                cells=expected,
                total=total,
            )
    return FormatError(
        "row_count",
        f"the grid has {len(rows)} rows of {w}; expected {h * d} ({d} levels of {h} rows);"
        f" {summary}",
        rows[-1][0],
        rows=len(rows),
        expected=h * d,
        depth=d,
        height=h,
    )


def parse_kmahjongg(data: bytes) -> ImportedLayout:
    """Read a KMahjongg ``.layout`` file. Raises :class:`FormatError` only."""
    lines = decode_lines(data)
    magic = lines[0].rstrip()
    if magic == MAGIC_V10:
        sizes: dict[str, int] = dict(zip("whd", V10_SIZE, strict=True))
    elif magic in (MAGIC_V11, MAHSEUM_V11):
        magic = MAGIC_V11
        sizes = {}
    else:
        raise FormatError(
            "bad_header",
            f"not a KMahjongg layout: the first line must be {MAGIC_V10!r} or {MAGIC_V11!r},"
            f" found {quoted(magic)}",
            1,
            format="KMahjongg",
            expected=[MAGIC_V10, MAGIC_V11],
            found=shortened(magic),
        )
    rows: list[tuple[int, str]] = []
    header = HeaderReader()
    for number, line in enumerate(lines[1:], start=2):
        if line.startswith("#"):
            header.read(line)
            continue
        if magic == MAGIC_V11 and line[:1] in ("w", "h", "d"):
            sizes[line[0]] = _dimension(line, number)
            continue
        if line:
            rows.append((number, line))
    missing = [k for k in "whd" if k not in sizes]
    if missing:
        raise FormatError(
            "missing_dimensions",
            f"a {MAGIC_V11} file needs 'w', 'h' and 'd' lines (the grid's width, height and"
            f" depth); missing: {', '.join(repr(k) for k in missing)}",
            1,
            missing=missing,
        )
    w, h, d = sizes["w"], sizes["h"], sizes["d"]
    grid = "".join(text for _, text in rows)
    if len(grid) != w * h * d:
        raise _size_error(rows, w, h, d, len(grid))
    check_tile_count(grid.count("1"))
    positions = normalise(tiles_in_grid(grid, w, h))
    return ImportedLayout("kmahjongg", positions).with_texts(header.texts())


def export_kmahjongg(
    positions: Iterable[Position], name: str = "", texts: LayoutTexts | None = None
) -> str:
    """The text of a KMahjongg v1.1 ``.layout`` file for valid (non-overlapping) positions.

    The grid is just large enough: one empty column on each side (as KMahjongg's own layouts
    have), no empty rows, as many levels as used. The layout's texts (``texts``, or just its
    ``name``) go in comment lines. Reading it back with :func:`parse_kmahjongg` gives the same
    positions, translated so that the smallest x and y are 0, and the same texts.
    """
    pos = normalise(positions)
    if not pos:
        raise FormatError("nothing_to_export", "nothing to export: the layout has no tiles")
    w = max(p[0] for p in pos) + 4  # left margin, the tile's two cells, right margin
    h = max(p[1] for p in pos) + 2
    d = max(p[2] for p in pos) + 1
    cells = [[["."] * w for _ in range(h)] for _ in range(d)]
    for x, y, z in pos:
        level = cells[z]
        level[y][x + 1], level[y][x + 2] = "1", "2"
        level[y + 1][x + 1], level[y + 1][x + 2] = "4", "3"
    out = [MAGIC_V11, *header_lines(texts or LayoutTexts(name=name))]
    out += ["# Exported by Mahjong Qt", "# Board size in half tiles", f"w{w}", f"h{h}"]
    out += ["# Board depth", f"d{d}"]
    for z, level in enumerate(cells):
        out.append(f"# Level {z} " + "-" * 25)
        out += ["".join(row) for row in level]
    return "\n".join(out) + "\n"
