"""The layout browser's own memory (issue 17): the folder of foreign layouts the player chose,
the layouts they hid, and when they last started each one.

One small JSON file in the data dir (``layout-library.json``), keyed like the catalog
(``bundled:turtle``, ``kmahjongg:/usr/share/...``). A missing or damaged file is an empty state
(nothing in it is precious: an order, a few hidden marks, a folder to choose again); it is written
atomically.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass, field, replace

from .user_files import UserFileError, read_json_object, write_json_object

__all__ = ["LibraryState", "load_library_state", "save_library_state", "MAX_ENTRIES"]

MAX_ENTRIES = 20_000
_MAX_BYTES = 5_000_000


@dataclass(frozen=True, slots=True)
class LibraryState:
    folder: str | None = None
    hidden: frozenset[str] = frozenset()
    last_played: dict[str, float] = field(default_factory=dict, hash=False)

    def played_now(self, key: str, when: float | None = None) -> LibraryState:
        table = dict(self.last_played)
        table[key] = time.time() if when is None else when
        if len(table) > MAX_ENTRIES:
            table = dict(sorted(table.items(), key=lambda kv: kv[1])[-MAX_ENTRIES:])
        return replace(self, last_played=table)

    def with_hidden(self, key: str, hidden: bool) -> LibraryState:
        keys = set(self.hidden)
        (keys.add if hidden else keys.discard)(key)
        return replace(self, hidden=frozenset(keys))


def load_library_state(path: str | os.PathLike[str]) -> LibraryState:
    try:
        obj = read_json_object(path, max_bytes=_MAX_BYTES)
    except UserFileError:
        return LibraryState()
    if obj is None or obj.get("schema_version") != 1:
        return LibraryState()
    folder = obj.get("folder")
    hidden = obj.get("hidden")
    table = obj.get("last_played")
    return LibraryState(
        folder=folder if isinstance(folder, str) and folder else None,
        hidden=frozenset(k for k in hidden if isinstance(k, str))
        if isinstance(hidden, list)
        else frozenset(),
        last_played={
            k: float(v)
            for k, v in table.items()
            if isinstance(k, str) and isinstance(v, int | float) and not isinstance(v, bool)
        }
        if isinstance(table, dict)
        else {},
    )


def save_library_state(path: str | os.PathLike[str], state: LibraryState) -> None:
    obj = {
        "schema_version": 1,
        "folder": state.folder,
        "hidden": sorted(state.hidden),
        "last_played": state.last_played,
    }
    write_json_object(path, obj, compact=True)
