"""What the layout browser is given: rows for every layout of the library (or for the game's
layout entries), the reader of a layout's tiles for its thumbnail, and the translated "could not
read" lines (issue 17). Nothing here draws."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from mahjong_qt.core.catalog_index import (
    IndexedCatalog,
    IndexedLayout,
    IndexedUnreadable,
    indexed_catalog,
    load_indexed,
)
from mahjong_qt.core.difficulty_atlas import content_hash
from mahjong_qt.core.foreign_entries import FOREIGN_SOURCES
from mahjong_qt.core.formats.errors import FormatError
from mahjong_qt.core.layout import Layout, LayoutError
from mahjong_qt.core.layout_browser import BrowserItem, BrowserRow, browser_rows
from mahjong_qt.core.layout_library import LayoutEntry
from mahjong_qt.core.layout_sources import read_source_file
from mahjong_qt.core.library_state import LibraryState
from mahjong_qt.core.paths import UserPaths
from mahjong_qt.core.records import Records
from mahjong_qt.core.shipped_atlas import measured_atlas
from mahjong_qt.ui.error_texts import error_reasons

__all__ = [
    "EntryItem",
    "library_rows",
    "machine_catalog",
    "machine_rows",
    "entry_rows",
    "layout_of",
    "unreadable_lines",
]


@dataclass(frozen=True, slots=True)
class EntryItem:
    """A game layout entry (bundled or the player's) seen as a browser item."""

    entry: LayoutEntry = field(compare=False)
    key: str
    id: str
    tiles: int
    levels: int
    source: str
    path: str
    content_hash: str

    @classmethod
    def of(cls, entry: LayoutEntry) -> EntryItem:
        assert entry.layout is not None
        key = f"bundled:{entry.id}" if entry.source == "bundled" else f"user:{entry.path}"
        return cls(
            entry,
            key,
            entry.id,
            entry.tile_count,
            len(entry.layout.level_counts()),
            entry.source,
            str(entry.path),
            content_hash(entry.layout.positions),
        )

    def name(self, lang: str) -> str:
        return self.entry.name(lang)


def _atlas(paths: UserPaths, items: Sequence[BrowserItem]):
    measured = measured_atlas(paths.cache_dir / "atlas").best_of(i.content_hash for i in items)
    return measured.get


def library_rows(
    paths: UserPaths,
    records: Records,
    state: LibraryState,
    environ: Mapping[str, str] | None = None,
) -> tuple[IndexedCatalog, list[BrowserRow]]:
    """Every layout of the library (from the index where it is up to date) as browser rows."""
    catalog = machine_catalog(paths, state, environ)
    atlas = _atlas(paths, catalog.layouts)
    rows = browser_rows(catalog.layouts, records, state.last_played, state.hidden, atlas)
    return catalog, rows


def machine_catalog(
    paths: UserPaths, state: LibraryState, environ: Mapping[str, str] | None = None
) -> IndexedCatalog:
    """The library's layouts from its index, the index brought up to date (the files changed
    since are read again)."""
    return indexed_catalog(
        paths.layouts_dir, state.folder, paths.cache_dir / "layout-index.json", environ
    )


def machine_rows(
    paths: UserPaths,
    records: Records,
    state: LibraryState,
    environ: Mapping[str, str] | None = None,
) -> tuple[list[BrowserRow], list[IndexedUnreadable]]:
    """The layouts of other games and of the player's folder (the game's own come as entries),
    and the files of theirs that could not be read."""
    catalog, rows = library_rows(paths, records, state, environ)
    foreign = [r for r in rows if r.item.source in FOREIGN_SOURCES]
    bad = [u for u in catalog.unreadable if u.source in FOREIGN_SOURCES]
    return foreign, bad


def entry_rows(
    entries: Sequence[LayoutEntry], paths: UserPaths, records: Records, state: LibraryState
) -> list[BrowserRow]:
    """The usable game layout entries as browser rows."""
    items = [EntryItem.of(e) for e in entries if e.usable]
    return browser_rows(items, records, state.last_played, state.hidden, _atlas(paths, items))


def layout_of(item: BrowserItem) -> Layout | None:
    """The layout of a browser item (read from its file for an indexed one), for its thumbnail
    or to measure it; ``None`` when it no longer reads."""
    if isinstance(item, EntryItem):
        return item.entry.layout
    if isinstance(item, IndexedLayout):
        return load_indexed(item)
    return None


def unreadable_lines(bad: Sequence[IndexedUnreadable]) -> list[str]:
    """``path [map]: reason`` for each, the reason in the interface language (files are read
    again for it; one that reads now says nothing more)."""
    lines = []
    reread: dict[tuple[str, str], dict[str, FormatError | LayoutError | None]] = {}
    for u in bad:
        found = reread.get((u.source, u.path))
        if found is None:
            found = {x.part: x.error for x in read_source_file(u.source, Path(u.path)).unreadable}
            reread[(u.source, u.path)] = found
        error = found.get(u.part)
        reason = "; ".join(error_reasons(error)) if error is not None else u.reason
        where = f"{u.path} [{u.part}]" if u.part else u.path
        lines.append(f"{where}: {reason}")
    return lines
