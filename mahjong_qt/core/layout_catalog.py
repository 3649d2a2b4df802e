"""Every layout the browser shows, from every source, read now (issue 17).

The game's own layouts (bundled and the player's) and the ones already on the machine
(:mod:`.layout_sources`), in one list of :class:`~.layout_sources.FoundLayout`, plus the files that
could not be read. ``mahjong-qt --list-layouts`` prints exactly this; the browser keeps the same
rows in an index (:mod:`.catalog_index`) so that it need not read every file each time.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .layout_sources import (
    FoundLayout,
    Unreadable,
    missing_folder,
    read_source_file,
    source_files,
)

__all__ = ["Catalog", "build_catalog", "catalog_json", "row_json"]


@dataclass(frozen=True, slots=True)
class Catalog:
    rows: tuple[FoundLayout, ...]
    unreadable: tuple[Unreadable, ...]

    def find(self, key: str) -> FoundLayout | None:
        return next((r for r in self.rows if r.key == key), None)


def build_catalog(
    user_dir: str | os.PathLike[str] | None,
    folder: str | os.PathLike[str] | None = None,
    environ: Mapping[str, str] | None = None,
) -> Catalog:
    """The bundled layouts, the player's, KMahjongg's, GNOME Mahjongg's and the folder's."""
    rows: list[FoundLayout] = []
    bad: list[Unreadable] = []
    for source, path in source_files(user_dir, folder, environ):
        found = read_source_file(source, path)
        rows += found.layouts
        bad += found.unreadable
    gone = missing_folder(folder)
    return Catalog(tuple(rows), tuple(bad) + ((gone,) if gone else ()))


def row_json(row: FoundLayout) -> dict[str, Any]:
    return {
        "key": row.key,
        "id": row.id,
        "name": dict(row.names),
        "tiles": row.tile_count,
        "levels": row.layout.level_counts(),
        "source": row.source,
        "path": str(row.path),
    }


def catalog_json(catalog: Catalog) -> dict[str, Any]:
    return {
        "layouts": [row_json(r) for r in catalog.rows],
        "unreadable": [
            {"source": u.source, "path": str(u.path), "part": u.part, "reason": u.reason}
            for u in catalog.unreadable
        ],
    }
