"""Foreign files written by the tests themselves (never by the code under test), and checks that
these writers are faithful to the formats as published: the Turtle's KMahjongg rows as in
KMahjongg's ``default.layout``, and a Kyodai grid of exactly 3,400 digits.

The format tests import the writers from here.
"""

from __future__ import annotations

from fractions import Fraction

from mahjong_qt.core.layout import load_layout
from mahjong_qt.resources import layouts_dir

TURTLE_LEVELS = [87, 36, 16, 4, 1]


def turtle_positions() -> list[tuple[int, int, int]]:
    """The Turtle, from ``layouts/turtle.json``, in canonical (z, y, x) order."""
    return list(load_layout(layouts_dir() / "turtle.json").positions)


def kmahjongg_grid(positions, w: int, h: int, d: int, left: int = 1, top: int = 0) -> list[str]:
    """Grid rows, level after level: each tile drawn ``12`` over ``43`` from column x + left."""
    cells = [[["."] * w for _ in range(h)] for _ in range(d)]
    for x, y, z in positions:
        for dx, dy, c in ((0, 0, "1"), (1, 0, "2"), (1, 1, "3"), (0, 1, "4")):
            cells[z][y + top + dy][x + left + dx] = c
    return ["".join(row) for level in cells for row in level]


def kmahjongg_v11(positions, w=32, h=16, d=5, left=1, top=0) -> str:
    rows = kmahjongg_grid(positions, w, h, d, left, top)
    body = []
    for z in range(d):
        body.append(f"# Level {z} ----")
        body += rows[z * h : (z + 1) * h]
    return (
        "\n".join(
            ["kmahjongg-layout-v1.1", "# a comment", f"w{w}", f"h{h}", "# depth", f"d{d}", *body]
        )
        + "\n"
    )


def kmahjongg_v10(positions, left=1, top=0) -> str:
    rows = kmahjongg_grid(positions, 32, 16, 5, left, top)
    return "kmahjongg-layout-v1.0\n# Board\n" + "\n".join(rows) + "\n"


def kyodai_text(
    positions, title="Turtle by Someone :: Classic", left=3, top=2, version="3.0"
) -> str:
    grid = [["0"] * 34 for _ in range(5 * 20)]
    for x, y, z in positions:
        grid[z * 20 + y + top][x + left] = "1"
    return f"Kyodai {version}\r\n{title}\r\n" + "".join("".join(r) for r in grid) + "\r\n"


def half(v: int) -> str:
    """Half-tile units to GNOME's whole tiles: 7 → "3.5", 6 → "3"."""
    f = Fraction(v, 2)
    return str(f.numerator) if f.denominator == 1 else f"{float(f)}"


def gnome_tiles(positions, use_layers: bool = True) -> str:
    """The ``<layer>``/``<tile>`` elements of a map holding exactly these positions."""
    out = []
    for z in sorted({p[2] for p in positions}):
        tiles = [p for p in positions if p[2] == z]
        if use_layers:
            out.append(f'    <layer z="{z}">')
            out += [f'      <tile x="{half(x)}" y="{half(y)}"/>' for x, y, _ in tiles]
            out.append("    </layer>")
        else:
            out += [f'    <tile x="{half(x)}" y="{half(y)}" z="{z}"/>' for x, y, _ in tiles]
    return "\n".join(out)


def gnome_file(*maps: tuple[str, str, str]) -> str:
    """A ``.map`` file: each map given as (name, scorename, inner elements)."""
    body = "\n".join(
        f'  <map name="{name}" scorename="{score}">\n{inner}\n  </map>'
        for name, score, inner in maps
    )
    return f"<!-- written by the tests -->\n<mahjongg>\n{body}\n</mahjongg>\n"


def test_turtle_rows_match_kmahjongg_default_layout():
    rows = kmahjongg_grid(turtle_positions(), 32, 16, 5)
    # Rows 0, 7, 8 of level 0 and the top tile, as in KMahjongg's layouts/default.layout.
    assert rows[0] == "...121212121212121212121212....."
    assert rows[7] == ".124343434343434343434343431212."
    assert rows[8] == ".431212121212121212121212124343."
    assert rows[4 * 16 + 7] == "..............12................"


def test_kyodai_writer_makes_3400_digits():
    lines = kyodai_text(turtle_positions()).split("\r\n")
    assert len(lines[2]) == 3400 and lines[2].count("1") == 144
