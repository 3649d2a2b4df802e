"""The drawing kit of the bundled layouts' designs (``tools/layout_designs.py``).

A design is a list of *patches*. A patch is a drawing of one level in which every ``[]`` is a tile:
one character is half a tile wide, one line is one tile high, so ``" []"`` is a tile shifted right
by half a tile. A patch also has an offset in half-tile units, which is how a row is shifted down by
half a tile or a tile is put on top straddling four. Each drawing line starts with ``|`` so that
leading spaces are visible; a line holding only ``|`` is an empty row. After all patches are laid,
the layout is moved so that its smallest x and y are 0.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from mahjong_qt.core.geometry import Position
from mahjong_qt.core.layout_schema import LayoutModel, LocalizedLongText, LocalizedText

__all__ = ["ROOT", "LAYOUTS", "AUTHOR", "Patch", "Design", "tiles_row", "block", "centered"]

ROOT = Path(__file__).resolve().parent.parent
LAYOUTS = ROOT / "layouts"
AUTHOR = "Mahjong Qt"

_TILE = re.compile(r"\[\]")
_EMPTY = re.compile(r"[ .]*")


@dataclass(frozen=True)
class Patch:
    """Tiles drawn on level ``z``, the drawing's top-left corner at ``(dx, dy)`` half-tile units."""

    z: int
    drawing: str
    dx: int = 0
    dy: int = 0

    def positions(self) -> list[Position]:
        rows = [line for line in self.drawing.splitlines() if line.strip()]
        found: list[Position] = []
        for r, line in enumerate(rows):
            if not line.lstrip().startswith("|"):
                raise ValueError(f"drawing line without a leading '|': {line!r}")
            text = line.lstrip()[1:]
            if not _EMPTY.fullmatch(_TILE.sub("", text)):
                raise ValueError(
                    f"drawing line with something other than [], space or '.': {line!r}"
                )
            found += [(self.dx + m.start(), self.dy + 2 * r, self.z) for m in _TILE.finditer(text)]
        return found


@dataclass(frozen=True)
class Design:
    """A bundled layout: id (the file name), names and descriptions in English and French."""

    id: str
    name_en: str
    name_fr: str
    description_en: str
    description_fr: str
    patches: tuple[Patch, ...]

    def positions(self) -> list[Position]:
        raw = [p for patch in self.patches for p in patch.positions()]
        if len(set(raw)) != len(raw):
            raise ValueError(f"{self.id}: two patches put a tile at the same position")
        min_x = min(x for x, _, _ in raw)
        min_y = min(y for _, y, _ in raw)
        return [(x - min_x, y - min_y, z) for x, y, z in raw]

    def model(self) -> LayoutModel:
        return LayoutModel(
            schema_version=1,
            id=self.id,
            name=LocalizedText(en=self.name_en, fr=self.name_fr),
            description=LocalizedLongText(en=self.description_en, fr=self.description_fr),
            author=AUTHOR,
            tiles=self.positions(),
        )


def tiles_row(count: int, indent: int = 0) -> str:
    """One drawing line: ``count`` adjacent tiles after ``indent`` half-tile widths."""
    return "|" + " " * indent + "[]" * count


def block(cols: int, rows: int, indent: int = 0) -> str:
    """A drawing of a full rectangle of tiles, ``cols`` wide and ``rows`` high."""
    return "\n".join(tiles_row(cols, indent) for _ in range(rows))


def centered(widths: list[int], span: int | None = None) -> str:
    """A drawing of rows of ``widths`` tiles, each centred on the widest (or on ``span`` tiles);
    an odd difference puts the row half a tile to the right."""
    span = max(widths) if span is None else span
    return "\n".join(tiles_row(w, span - w) if w else "|" for w in widths)
