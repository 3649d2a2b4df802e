"""The difficulty of the bundled layouts, measured before release and shipped (issue 26 item 6).

Measuring a layout takes seconds to minutes (:mod:`.difficulty_atlas`), so a fresh install
would call every layout "not measured" and sorting by difficulty would be useless. The bundled
layouts' measures are made once, with the settings the game measures with (:data:`APP_DEALS`
deals, the default random games and solver budget), kept in ``shipped_atlas.json`` beside this
module, and read as the measures of last resort: a layout's own measure in the cache comes
first, and a layout whose shape changed has a new content hash, so an old figure is never shown
for it (a test fails until the file is written again).

``python -m mahjong_qt.core.shipped_atlas`` measures the bundled layouts not measured yet (a new
or reshaped one) and writes the file; ``--all`` measures every one again (about ten minutes on
one core), ``--check`` only says which are missing.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterable, Mapping
from functools import cache
from pathlib import Path
from typing import Any

from .atlas_cache import AtlasCache
from .atlas_job import APP_DEALS
from .atomic_io import atomic_write_text
from .difficulty_atlas import ATLAS_VERSION, DEAL_NODES, DEFAULT_PLAYOUTS, AtlasEntry, content_hash
from .regular_file import read_regular_file

__all__ = [
    "SHIPPED_ATLAS_FILE",
    "shipped_entries",
    "measured_atlas",
    "stale_layouts",
    "write_shipped_atlas",
]

SHIPPED_ATLAS_FILE = Path(__file__).with_name("shipped_atlas.json")
_MAX_BYTES = 2_000_000


@cache
def shipped_entries(path: Path = SHIPPED_ATLAS_FILE) -> Mapping[str, AtlasEntry]:
    """The shipped measures by content hash (empty if the file is missing, of another atlas
    version or solver budget: then every layout is measured again, as without the file)."""
    try:
        data = json.loads(read_regular_file(path, _MAX_BYTES)[:_MAX_BYTES])
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict) or (data.get("version"), data.get("nodes")) != (
        ATLAS_VERSION,
        DEAL_NODES,
    ):
        return {}
    found = {}
    for key, stored in (data.get("entries") or {}).items():
        try:
            entry = AtlasEntry.from_stored(stored)
        except (KeyError, TypeError, ValueError, AttributeError):
            continue
        if entry.content_hash == key and entry.version == ATLAS_VERSION:
            found[key] = entry
    return found


def measured_atlas(cache_folder: str | Path) -> AtlasCache:
    """The measures the game shows: the player's cache (``cache_folder``), then the shipped
    ones for the bundled layouts."""
    return AtlasCache(cache_folder, fallback=shipped_entries())


def _bundled() -> list[tuple[str, str]]:
    """(file name, content hash) of each bundled layout."""
    from ..resources import bundled_layout_files
    from .layout import load_layout

    return [
        (p.name, content_hash(load_layout(str(p)).positions)) for p in bundled_layout_files()
    ]


def stale_layouts(path: Path = SHIPPED_ATLAS_FILE) -> list[str]:
    """The bundled layouts whose shipped measure is missing (a new or reshaped layout)."""
    shipped = shipped_entries.__wrapped__(path)
    return [name for name, key in _bundled() if key not in shipped]


def write_shipped_atlas(
    path: Path = SHIPPED_ATLAS_FILE,
    names: Iterable[str] | None = None,
    log: Callable[[str], object] = print,
) -> None:
    """Measure the bundled layouts (only ``names`` if given; the others keep their measure)
    and write ``path``."""
    from ..resources import layouts_dir
    from .difficulty_atlas import measure_layout
    from .layout import load_layout

    kept = {k: e.as_json() for k, e in shipped_entries.__wrapped__(path).items()}
    wanted = set(names) if names is not None else None
    current = _bundled()
    for name, key in current:
        if wanted is not None and name not in wanted:
            continue
        layout = load_layout(str(layouts_dir() / name))
        entry = measure_layout(layout, APP_DEALS, playouts=DEFAULT_PLAYOUTS)
        kept[key] = entry.as_json()
        log(f"{name}: {entry.winnable}/{entry.deals} winnable, {entry.unknown} undecided,"
            f" {entry.seconds:.0f} s")
        # written after each layout: an interrupted run keeps what it measured
        _write(path, kept, {k for _, k in current})
    shipped_entries.cache_clear()


def _write(path: Path, entries: dict[str, Any], live: set[str]) -> None:
    entries = {k: v for k, v in sorted(entries.items()) if k in live}
    data = {"version": ATLAS_VERSION, "nodes": DEAL_NODES, "entries": entries}
    text = json.dumps(data, indent=1, sort_keys=True)
    atomic_write_text(path, text + "\n")


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    stale = stale_layouts()
    if args[:1] == ["--check"]:
        for name in stale:
            print(f"not measured: {name}")
        return 1 if stale else 0
    write_shipped_atlas(names=None if args[:1] == ["--all"] else stale)
    print(f"wrote {SHIPPED_ATLAS_FILE}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
