"""``mahjong-qt --list-layouts [--json]``: every layout the browser shows, and the files that
could not be read (printed without starting Qt)."""

from __future__ import annotations

import json
import sys
from typing import TextIO

from mahjong_qt.core.layout_catalog import build_catalog, catalog_json
from mahjong_qt.core.library_state import load_library_state
from mahjong_qt.core.paths import user_paths

__all__ = ["print_layouts"]


def print_layouts(as_json: bool, out: TextIO | None = None) -> int:
    try:
        _print(as_json, out or sys.stdout)
    except BrokenPipeError:  # e.g. piped into head
        return 1
    return 0


def _print(as_json: bool, out: TextIO) -> None:
    paths = user_paths()
    folder = load_library_state(paths.library_file).folder
    catalog = build_catalog(paths.layouts_dir, folder)
    if as_json:
        print(json.dumps(catalog_json(catalog), ensure_ascii=False, indent=2), file=out)
        return
    for row in catalog.rows:
        names = (
            row.names["en"]
            if row.names["en"] == row.name("fr")
            else (f"{row.names['en']} / {row.name('fr')}")
        )
        print(f"{row.id}\t{names}\t{row.tile_count} tiles\t{row.source}\t{row.path}", file=out)
    if catalog.unreadable:
        print(f"\ncould not read ({len(catalog.unreadable)}):", file=out)
        for u in catalog.unreadable:
            part = f" [{u.part}]" if u.part else ""
            print(f"{u.path}{part}: {u.reason}", file=out)
