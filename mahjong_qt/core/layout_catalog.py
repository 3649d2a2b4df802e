"""Every layout the browser shows, from every source, as plain rows (issue 17).

The game's own layouts (bundled and the player's, :mod:`.layout_library`) and the ones already on
the machine (:mod:`.layout_sources`) become one list of :class:`CatalogRow`, plus the files that
could not be read. ``mahjong-qt --list-layouts`` prints exactly this.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from .layout import Layout, LayoutError
from .layout_library import list_layouts
from .layout_sources import Unreadable, discover

__all__ = ["CatalogSource", "CatalogRow", "Catalog", "build_catalog", "catalog_json"]

CatalogSource = Literal["bundled", "user", "kmahjongg", "gnome", "folder"]


@dataclass(frozen=True, slots=True)
class CatalogRow:
    """One usable layout. ``key`` is unique in the catalog: ``bundled:turtle``, ``user:<path>``,
    ``kmahjongg:<path>``, ``gnome:<path>#<map>``, ``folder:<path>``."""

    key: str
    source: CatalogSource
    path: Path
    layout: Layout = field(repr=False, compare=False)
    names: dict[str, str] = field(hash=False, compare=False)

    @property
    def id(self) -> str:
        return self.layout.id

    @property
    def tile_count(self) -> int:
        return self.layout.tile_count

    def name(self, lang: str) -> str:
        return self.names.get(lang) or self.names.get("en") or self.id

    def as_json(self) -> dict:
        return {
            "key": self.key,
            "id": self.id,
            "name": dict(self.names),
            "tiles": self.tile_count,
            "levels": self.layout.level_counts(),
            "source": self.source,
            "path": str(self.path),
        }


@dataclass(frozen=True, slots=True)
class Catalog:
    rows: tuple[CatalogRow, ...]
    unreadable: tuple[Unreadable, ...]

    def find(self, key: str) -> CatalogRow | None:
        return next((r for r in self.rows if r.key == key), None)


def build_catalog(
    user_dir: str | os.PathLike[str] | None,
    folder: str | os.PathLike[str] | None = None,
    environ: Mapping[str, str] | None = None,
) -> Catalog:
    """The bundled layouts, the player's, KMahjongg's, GNOME Mahjongg's and the folder's."""
    rows: list[CatalogRow] = []
    bad: list[Unreadable] = []
    for e in list_layouts(user_dir):
        if e.layout is None:
            error = LayoutError(str(e.path), list(e.issues))
            bad.append(Unreadable("user", e.path, e.error or "", error))
            continue
        key = f"bundled:{e.id}" if e.source == "bundled" else f"user:{e.path}"
        rows.append(CatalogRow(key, e.source, e.path, e.layout, dict(e.names)))
    found = discover(folder, environ)
    rows += [CatalogRow(f.key, f.source, f.path, f.layout, dict(f.names)) for f in found.layouts]
    return Catalog(tuple(rows), tuple(bad) + found.unreadable)


def catalog_json(catalog: Catalog) -> dict:
    return {
        "layouts": [r.as_json() for r in catalog.rows],
        "unreadable": [
            {"source": u.source, "path": str(u.path), "part": u.part, "reason": u.reason}
            for u in catalog.unreadable
        ],
    }
