"""Layouts of other games as the game's layout entries, so that they can be played and a game on
one of them can be saved and restored (issue 17).

A game keeps where its layout comes from (``LayoutEntry.game_source``): for a foreign layout, the
path of its file. :func:`find_foreign` reads that file again and picks the layout with the
game's id (a GNOME file holds several maps, each with its own id).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from .formats.detect import EXTENSIONS
from .layout import Layout
from .layout_library import LayoutEntry

if TYPE_CHECKING:  # the browser's index and the foreign readers: not needed to start a game
    from .catalog_index import IndexedLayout
    from .layout_sources import FoundLayout, SourceKind

__all__ = [
    "FOREIGN_SOURCES",
    "foreign_entry",
    "entry_of_indexed",
    "find_foreign",
    "is_foreign_source",
    "source_kind",
]

FOREIGN_SOURCES: tuple[SourceKind, ...] = ("kmahjongg", "gnome", "folder")


def foreign_entry(found: FoundLayout) -> LayoutEntry:
    """A layout entry for a layout found on the machine (its ``game_source`` is its file)."""
    return LayoutEntry(
        found.id,
        found.path,
        found.source,  # a foreign source: played from its path
        found.layout,
        None,
        found.tile_count,
        dict(found.names),
    )


def is_foreign_source(source: str | None) -> bool:
    """Whether a game's layout source is the path of a foreign layout file."""
    return bool(source) and Path(str(source)).suffix.lower() in EXTENSIONS


def _source_kind(path: Path) -> SourceKind:
    parts = path.parts
    if len(parts) >= 3 and parts[-3:-1] == ("kmahjongg", "layouts"):
        return "kmahjongg"
    if len(parts) >= 3 and parts[-3:-1] == ("gnome-mahjongg", "maps"):
        return "gnome"
    return "folder"


def source_kind(game_source: str) -> str:
    """The kind of source a game's layout comes from (as the layout browser lists it):
    "bundled", "user" (the player's file), or the other game's or folder's of a foreign file."""
    if game_source == "bundled":
        return "bundled"
    return _source_kind(Path(game_source)) if is_foreign_source(game_source) else "user"


def find_foreign(layout_id: str, source: str) -> LayoutEntry | None:
    """The layout ``layout_id`` of the foreign file ``source`` (read now), if it still holds it."""
    if not is_foreign_source(source):
        return None
    from .layout_sources import read_layout_file

    path = Path(source)
    found = read_layout_file(path, _source_kind(path))
    match = next((f for f in found.layouts if f.id == layout_id), None)
    return foreign_entry(match) if match is not None else None


def foreign_layout(layout_id: str, source: str) -> Layout | None:
    """:func:`find_foreign`'s layout (for ``LayoutShelf``: a saved game on a foreign layout)."""
    entry = find_foreign(layout_id, source)
    return entry.layout if entry is not None else None


def entry_of_indexed(item: IndexedLayout) -> LayoutEntry | None:
    """The layout entry of a foreign layout of the browser's index, read from its file now
    (``None`` when the file no longer holds that layout)."""
    from .catalog_index import load_indexed

    layout = load_indexed(item)
    if layout is None:
        return None
    path = Path(item.path)
    return LayoutEntry(
        item.id, path, item.source, layout, None, layout.tile_count, dict(item.names)
    )
