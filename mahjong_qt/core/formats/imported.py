"""What an importer returns, and how it becomes a checked Mahjong Qt layout.

Every importer turns a foreign file into an :class:`ImportedLayout`: positions in our units
(half-tile cells, ``(x, y)`` the top-left corner, ``z`` the level) translated so that the smallest
``x`` and ``y`` are 0, plus the name and author when the file has them. :func:`to_layout` then adds
an id and names and checks the result with the shared schema, exactly as a layout file is checked.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass, replace
from pathlib import PurePath
from typing import Any

from ..geometry import Position, canonical_order
from ..layout import Layout, parse_layout
from ..layout_data import SCHEMA_VERSION
from ..layout_limits import MAX_TILES, MAX_XY, MAX_Z
from .errors import FormatError
from .layout_texts import LayoutTexts

__all__ = [
    "ImportedLayout",
    "normalise",
    "check_tile_count",
    "layout_data",
    "to_layout",
    "layout_id_from",
]

_NAME_MAX = 200  # LayoutModel's ShortText
_TEXT_MAX = 4000  # and its LongText


@dataclass(frozen=True)
class ImportedLayout:
    """A layout read from a foreign file, before it gets an id and is checked.

    ``format`` is the format's short name (``"kmahjongg"``, ``"gnome"``, ``"kyodai"``);
    ``id_hint`` is a name the file gives for use in ids (a GNOME map's ``scorename``);
    ``notes`` are harmless oddities worth telling the user (elements ignored, ...).
    """

    format: str
    positions: tuple[Position, ...]
    name: str = ""
    author: str = ""
    category: str = ""
    id_hint: str = ""
    notes: tuple[str, ...] = ()
    name_fr: str = ""
    description: str = ""
    description_fr: str = ""

    @property
    def texts(self) -> LayoutTexts:
        """The names, author, description and category the file gives."""
        return LayoutTexts(
            self.name,
            self.name_fr,
            self.author,
            self.description,
            self.description_fr,
            self.category,
        )

    def with_texts(self, texts: LayoutTexts) -> ImportedLayout:
        """The same layout with these texts (a ``.desktop`` file's, a comment header's)."""
        return replace(
            self,
            name=texts.name,
            name_fr=texts.name_fr,
            author=texts.author,
            description=texts.description,
            description_fr=texts.description_fr,
            category=texts.category,
        )


def check_tile_count(count: int, line: int | None = None, element: str | None = None) -> None:
    """Stop reading early when a file holds more tiles than any layout may have."""
    if count > MAX_TILES:
        raise FormatError(
            "too_many_tiles",
            f"too many tiles (more than {MAX_TILES}, the most a layout may have)",
            line,
            element,
            max=MAX_TILES,
        )


def normalise(positions: Iterable[Position]) -> tuple[Position, ...]:
    """Positions translated so that the smallest x and y are 0, in canonical (z, y, x) order.

    Raises :class:`FormatError` when the layout is wider, taller or deeper than a layout may be.
    """
    pos = list(positions)
    if not pos:
        return ()
    min_x = min(p[0] for p in pos)
    min_y = min(p[1] for p in pos)
    moved = [(x - min_x, y - min_y, z) for x, y, z in pos]
    width = max(p[0] for p in moved)
    height = max(p[1] for p in moved)
    depth = max(p[2] for p in moved)
    if width > MAX_XY or height > MAX_XY:
        across, down, most = width // 2 + 1, height // 2 + 1, MAX_XY // 2 + 1
        raise FormatError(
            "too_wide",
            f"the layout is too large: it spans {across} tiles across and {down} down; at most"
            f" {most} each way",
            across=across,
            down=down,
            max=most,
        )
    if depth > MAX_Z or min(p[2] for p in moved) < 0:
        raise FormatError("bad_levels", f"the layout has levels outside 0 to {MAX_Z}", max=MAX_Z)
    return tuple(canonical_order(moved))


def layout_id_from(text: str) -> str:
    """A valid layout id made from a file name or a map name (``"4_Winds"`` → ``"4_winds"``)."""
    slug = re.sub(r"[^a-z0-9_-]+", "-", text.lower())
    slug = re.sub(r"-{2,}", "-", slug).strip("-_")
    return slug[:64].rstrip("-_") or "imported"


def _display_name(stem: str) -> str:
    """A readable name from a file name: ``"4_winds"`` → ``"4 winds"``, ``"default"`` → ``"Default"``."""
    name = " ".join(stem.replace("_", " ").split()) or "Imported layout"
    return name[:1].upper() + name[1:]


def layout_data(
    imported: ImportedLayout, source: str, layout_id: str | None = None
) -> dict[str, Any]:
    """The layout file's object (not yet checked) for an imported layout; ``source`` is the
    file's path or name. The one way an import becomes our layout, for the command line and
    the editor alike (the editor opens it unchecked, to repair it).

    The id is ``layout_id`` if given, else derived from the file name (and the GNOME map's
    ``scorename`` when the file holds several maps, through ``id_hint``); the names are the
    file's own name for the layout (the French one, else the English one), else the file name;
    description, author and category come as the file gives them.
    """
    stem = PurePath(source).stem
    if layout_id is None:
        layout_id = layout_id_from(f"{stem}-{imported.id_hint}" if imported.id_hint else stem)
    name = (imported.name.strip() or _display_name(stem))[:_NAME_MAX]
    name_fr = imported.name_fr.strip()[:_NAME_MAX] or name
    return {
        "schema_version": SCHEMA_VERSION,
        "id": layout_id,
        "name": {"en": name, "fr": name_fr},
        "description": {
            "en": imported.description[:_TEXT_MAX],
            "fr": imported.description_fr[:_TEXT_MAX],
        },
        "author": imported.author.strip()[:_NAME_MAX],
        "category": imported.category.strip()[:_NAME_MAX],
        "tiles": [list(p) for p in imported.positions],
    }


def to_layout(imported: ImportedLayout, source: str, layout_id: str | None = None) -> Layout:
    """A checked :class:`Layout` from an imported one (:func:`layout_data`, then the schema).

    Raises :class:`~mahjong_qt.core.layout.LayoutError` (with every reason) when the result is not
    a valid layout: overlaps, an odd count, no tiles, a bad ``layout_id``.
    """
    data = layout_data(imported, source, layout_id)
    return parse_layout(json.dumps(data, ensure_ascii=False).encode("utf-8"), source)
