"""Export to a GNOME Mahjongg ``.map`` file: one ``<map>`` with a ``<layer>`` per level.

Each tile is a ``<tile x y/>`` in whole tiles with halves (our half-tile units divided by 2), so
reading the file back with :func:`~.gnome_map.parse_gnome_map` gives the same positions (from
0, 0), the name, the author and the category (GNOME Mahjongg ignores the last two attributes).
"""

from __future__ import annotations

from collections.abc import Iterable

from ..geometry import Position
from .errors import FormatError
from .imported import layout_id_from, normalise
from .layout_texts import LayoutTexts

__all__ = ["export_gnome_map"]


def _whole(v: int) -> str:
    """Half-tile units as GNOME's whole tiles: 7 → "3.5", 6 → "3"."""
    return str(v // 2) if v % 2 == 0 else f"{v // 2}.5"


def export_gnome_map(
    positions: Iterable[Position], texts: LayoutTexts | None = None, scorename: str = ""
) -> str:
    """The text of a GNOME Mahjongg ``.map`` file for valid positions. ``scorename`` (GNOME's
    key for the scores) defaults to one made from the name."""
    from xml.sax.saxutils import quoteattr  # imports urllib, http and ssl: only when exporting

    pos = normalise(positions)
    if not pos:
        raise FormatError("nothing_to_export", "nothing to export: the layout has no tiles")
    texts = texts or LayoutTexts()
    name = " ".join(texts.name.split())
    score = layout_id_from(scorename or name or "layout")
    extra = "".join(
        f" {key}={quoteattr(' '.join(value.split()))}"
        for key, value in (("author", texts.author), ("category", texts.category))
        if value.strip()
    )
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        "<!-- Exported by Mahjong Qt -->",
        "<mahjongg>",
        f"  <map name={quoteattr(name)} scorename={quoteattr(score)}{extra}>",
    ]
    for z in sorted({p[2] for p in pos}):
        out.append(f'    <layer z="{z}">')
        out += [f'      <tile x="{_whole(x)}" y="{_whole(y)}"/>' for x, y, c in pos if c == z]
        out.append("    </layer>")
    out += ["  </map>", "</mahjongg>"]
    return "\n".join(out) + "\n"
