"""The layout browser's index: what every layout file held when it was last read (issue 17).

Reading 1,500 foreign files takes seconds; looking at their sizes and dates takes milliseconds.
:func:`indexed_catalog` lists the files (:func:`~.layout_sources.source_files`), reuses the index
entry of every file whose size and modification time have not changed, and reads only the others
(new or changed files). The index lives in the cache dir and is rewritten atomically when
something changed; a missing or damaged index only means every file is read again.

An :class:`IndexedLayout` is a plain value (names, counts, the content hash that keys the
difficulty atlas and the thumbnails) without the :class:`~.layout.Layout`: :func:`load_indexed`
reads that one file when the player picks it.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from .atomic_io import atomic_write_text
from .difficulty_atlas import content_hash
from .json_text import read_versioned_field
from .layout import Layout
from .layout_sources import FoundLayout, missing_folder, read_source_file, source_files

__all__ = [
    "INDEX_VERSION",
    "IndexedLayout",
    "IndexedUnreadable",
    "IndexedCatalog",
    "indexed_catalog",
    "load_indexed",
]

INDEX_VERSION = 1
_MAX_INDEX_BYTES = 50_000_000


@dataclass(frozen=True, slots=True)
class IndexedLayout:
    key: str
    id: str
    names: dict[str, str] = field(hash=False, compare=False)
    tiles: int = 0
    levels: int = 0
    source: str = "bundled"
    path: str = ""
    content_hash: str = ""
    author: str = ""

    def name(self, lang: str) -> str:
        return self.names.get(lang) or self.names.get("en") or self.id

    @classmethod
    def of(cls, found: FoundLayout) -> IndexedLayout:
        layout = found.layout
        return cls(
            key=found.key,
            id=layout.id,
            names=dict(found.names),
            tiles=layout.tile_count,
            levels=len(layout.level_counts()),
            source=found.source,
            path=str(found.path),
            content_hash=content_hash(layout.positions),
            author=found.author,
        )


@dataclass(frozen=True, slots=True)
class IndexedUnreadable:
    source: str
    path: str
    reason: str
    part: str = ""


@dataclass(frozen=True, slots=True)
class IndexedCatalog:
    layouts: tuple[IndexedLayout, ...]
    unreadable: tuple[IndexedUnreadable, ...]
    files_read: int  # files read now (the others came from the index)
    files_reused: int


def _stamp(path: Path) -> list[int] | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return [st.st_mtime_ns, st.st_size]


def _read_index(index_file: Path) -> dict[str, dict[str, Any]]:
    files = read_versioned_field(
        index_file, max_bytes=_MAX_INDEX_BYTES, version=INDEX_VERSION, field="files"
    )
    return files if isinstance(files, dict) else {}


def _from_entry(
    entry: dict[str, Any],
) -> tuple[list[IndexedLayout], list[IndexedUnreadable]] | None:
    try:
        layouts = [IndexedLayout(**d) for d in entry["layouts"]]
        bad = [IndexedUnreadable(**d) for d in entry["unreadable"]]
    except (KeyError, TypeError):
        return None
    return layouts, bad


def indexed_catalog(
    user_dir: str | os.PathLike[str] | None,
    folder: str | os.PathLike[str] | None,
    index_file: str | os.PathLike[str],
    environ: Mapping[str, str] | None = None,
) -> IndexedCatalog:
    """Every layout and every unreadable file, from the index where it is up to date."""
    index_path = Path(index_file)
    old = _read_index(index_path)
    new: dict[str, dict[str, Any]] = {}
    layouts: list[IndexedLayout] = []
    bad: list[IndexedUnreadable] = []
    read = reused = 0
    for source, path in source_files(user_dir, folder, environ):
        file_key = f"{source}|{path}"
        stamp = _stamp(path)
        entry = old.get(file_key)
        parts = _from_entry(entry) if entry and entry.get("stamp") == stamp else None
        if parts is None:
            found = read_source_file(source, path)
            parts = (
                [IndexedLayout.of(f) for f in found.layouts],
                [
                    IndexedUnreadable(u.source, str(u.path), u.reason, u.part)
                    for u in found.unreadable
                ],
            )
            entry = {
                "stamp": stamp,
                "layouts": [asdict(x) for x in parts[0]],
                "unreadable": [asdict(x) for x in parts[1]],
            }
            read += 1
        else:
            assert entry is not None  # the parts came from it
            reused += 1
        new[file_key] = entry
        layouts += parts[0]
        bad += parts[1]
    gone = missing_folder(folder)
    if gone is not None:
        bad.append(IndexedUnreadable(gone.source, str(gone.path), gone.reason))
    if read or len(new) != len(old):
        try:
            atomic_write_text(
                index_path, json.dumps({"version": INDEX_VERSION, "files": new}), private=True
            )
        except OSError:
            pass  # a cache: the next start reads the files again
    return IndexedCatalog(tuple(layouts), tuple(bad), read, reused)


def load_indexed(item: IndexedLayout) -> Layout | None:
    """The layout of an index entry, read from its file now (``None`` if it no longer reads or
    is no longer the same layout)."""
    found = read_source_file(item.source, Path(item.path))
    for layout in found.layouts:
        if layout.key == item.key and content_hash(layout.layout.positions) == item.content_hash:
            return layout.layout
    return None
