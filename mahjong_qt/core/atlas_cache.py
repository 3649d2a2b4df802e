"""The difficulty atlas on disk: one small JSON file per layout content hash, in the cache dir.

``<cache>/atlas/<hash>.json`` holds every measure made of that layout (by deal count, random
games per deal and solver cap). A missing, damaged or older-version file is simply a miss: the
cache can always be rebuilt, so nothing here raises for a bad file; writes are atomic.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from .atomic_io import atomic_write_text
from .difficulty_atlas import ATLAS_VERSION, DEAL_NODES, AtlasEntry
from .json_text import read_versioned_field

__all__ = ["AtlasCache"]

_MAX_BYTES = 1_000_000
_HASH = re.compile(r"^[0-9a-f]{8,64}$")


def _slot(deals: int, playouts: int, nodes: int | None) -> str:
    return f"{deals}-{playouts}-{'exact' if nodes is None else nodes}"


class AtlasCache:
    """Measures kept in ``folder`` (created on the first write). ``fallback``: measures by
    content hash read when the folder has none of a layout (the shipped ones of the bundled
    layouts, :mod:`.shipped_atlas`, measured under the solver budget ``DEAL_NODES``); never
    written."""

    def __init__(
        self, folder: str | os.PathLike[str], fallback: Mapping[str, AtlasEntry] | None = None
    ):
        self.folder = Path(folder)
        self.fallback: Mapping[str, AtlasEntry] = fallback or {}

    def _file(self, key: str) -> Path:
        if not _HASH.match(key):
            raise ValueError(f"not a content hash: {key!r}")
        return self.folder / f"{key}.json"

    def _entries(self, key: str) -> dict[str, dict[str, Any]]:
        entries = read_versioned_field(
            self._file(key), max_bytes=_MAX_BYTES, version=ATLAS_VERSION, field="entries"
        )
        return entries if isinstance(entries, dict) else {}

    def get(
        self, key: str, deals: int, playouts: int, nodes: int | None = None
    ) -> AtlasEntry | None:
        """The measure made with exactly these settings, if kept."""
        found = _valid(self._entries(key).get(_slot(deals, playouts, nodes)), key)
        if found is None and (shipped := self.fallback.get(key)) is not None:
            if (shipped.deals, shipped.playouts, DEAL_NODES) == (deals, playouts, nodes):
                return shipped
        return found

    def best(self, key: str) -> AtlasEntry | None:
        """The kept measure of this layout with the most decided deals (for a browser)."""
        found = [e for v in self._entries(key).values() if (e := _valid(v, key)) is not None]
        return max(found, key=lambda e: (e.decided, e.deals), default=self.fallback.get(key))

    def best_of(self, keys: Iterable[str]) -> dict[str, AtlasEntry]:
        """:meth:`best` for many layouts at once, reading only the files that exist (one
        listing of the folder instead of a failed open per unmeasured layout)."""
        try:
            with os.scandir(self.folder) as entries:
                present = {e.name[:-5] for e in entries if e.name.endswith(".json")}
        except OSError:
            present = set()
        found = {}
        for key in set(keys):
            if key in present and _HASH.match(key) and (entry := self.best(key)) is not None:
                found[key] = entry
            elif key in self.fallback:
                found[key] = self.fallback[key]
        return found

    def put(self, entry: AtlasEntry, nodes: int | None = None) -> None:
        entries = self._entries(entry.content_hash)
        entries[_slot(entry.deals, entry.playouts, nodes)] = entry.as_json()
        text = json.dumps({"version": ATLAS_VERSION, "entries": entries}, indent=1)
        atomic_write_text(self._file(entry.content_hash), text + "\n", private=True)


def _valid(data: object, key: str) -> AtlasEntry | None:
    if not isinstance(data, dict):
        return None
    try:
        entry = AtlasEntry.from_stored(data)
    except (KeyError, TypeError, ValueError):
        return None
    return entry if entry.content_hash == key and entry.version == ATLAS_VERSION else None
