"""Every layout the game can offer: the bundled ones and the user's own (PRODUCT §4, §5).

:func:`list_layouts` reads the bundled layouts and every ``*.json`` in the user's layout folder
(where the editor saves). A user file that cannot be used is still listed, with its error, so the
chooser can show it as unusable; nothing here raises for a bad file. A user layout may reuse the id
of a bundled one: both are listed, told apart by ``source`` and ``path``.

Each file is read and checked once: its entry is kept, keyed by its path, size and modification
time, so listing again only looks at the folder (a file the editor saves is read anew).
:class:`LayoutShelf` is the game's view of the library: the entries, a bundled layout by id, a
saved game's layout by id and source.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from ..resources import bundled_layout_files, layouts_dir
from .layout import Layout, LayoutError, load_layout
from .layout_issues import LayoutIssue

__all__ = [
    "Source",
    "LayoutEntry",
    "LayoutShelf",
    "list_layouts",
    "find_layout",
    "user_layout_files",
]

Source = Literal["bundled", "user"]


@dataclass(frozen=True, slots=True)
class LayoutEntry:
    """One layout file. ``layout`` is ``None`` and ``error`` says why (in English) when it cannot
    be used; ``issues`` are the reasons with their codes and parameters (for a translated text),
    ``error_code`` is the first issue's code. ``names`` maps "en"/"fr" to the name (the file name
    for an unusable file)."""

    id: str
    path: Path
    source: str  # a Source, or a foreign one (core.layout_sources.SourceKind)
    layout: Layout | None = field(repr=False)
    error: str | None
    tile_count: int
    names: dict[str, str] = field(hash=False, compare=False)
    error_code: str | None = None
    issues: tuple[LayoutIssue, ...] = field(default=(), hash=False, compare=False)

    @property
    def usable(self) -> bool:
        return self.layout is not None

    @property
    def game_source(self) -> str:
        """Where a game keeps saying its layout comes from: "bundled", or the user file's path."""
        return "bundled" if self.source == "bundled" else str(self.path)

    def name(self, lang: str) -> str:
        return self.names.get(lang) or self.names.get("en") or self.id


_CACHE: dict[tuple[Path, Source], tuple[tuple[int, int], LayoutEntry]] = {}


def _entry(path: Path, source: Source) -> LayoutEntry:
    """The entry of ``path``, read once per version of the file."""
    try:
        stat = path.stat()
        stamp = (stat.st_mtime_ns, stat.st_size)
    except OSError:
        return _read_entry(path, source)
    kept = _CACHE.get((path, source))
    if kept is not None and kept[0] == stamp:
        return kept[1]
    entry = _read_entry(path, source)
    _CACHE[(path, source)] = (stamp, entry)
    return entry


def _read_entry(path: Path, source: Source) -> LayoutEntry:
    try:
        layout = load_layout(path)
    except LayoutError as e:
        message = "; ".join(i.message for i in e.issues) or str(e)
        code = e.issues[0].code if e.issues else "invalid"
        names = {"en": path.stem, "fr": path.stem}
        return LayoutEntry(path.stem, path, source, None, message, 0, names, code, tuple(e.issues))
    names = {"en": layout.name("en"), "fr": layout.name("fr")}
    return LayoutEntry(layout.id, path, source, layout, None, layout.tile_count, names)


def user_layout_files(user_dir: str | os.PathLike[str] | None) -> list[Path]:
    """The ``*.json`` files in the user's layout folder, sorted by name (none if no folder)."""
    if user_dir is None:
        return []
    folder = Path(user_dir)
    try:
        return sorted(p for p in folder.glob("*.json") if not p.is_dir())
    except OSError:
        return []


def list_layouts(user_dir: str | os.PathLike[str] | None) -> list[LayoutEntry]:
    """The bundled layouts (by file name), then the user's (by file name)."""
    entries = [_entry(p, "bundled") for p in bundled_layout_files()]
    entries += [_entry(p, "user") for p in user_layout_files(user_dir)]
    return entries


def find_layout(
    entries: list[LayoutEntry], layout_id: str, source: str | None = None
) -> LayoutEntry | None:
    """The usable entry with this id.

    ``source`` narrows the search: ``"bundled"`` or ``"user"``; or a file path (as saved games
    keep it), which matches that file first, then any user layout with the id. Without
    ``source`` a bundled layout wins over a user one.
    """
    usable = [e for e in entries if e.usable and e.id == layout_id]
    if source in ("bundled", "user"):
        return next((e for e in usable if e.source == source), None)
    if source is not None:
        target = _resolved(Path(source))
        same_file = [e for e in usable if _resolved(e.path) == target]
        if same_file:
            return same_file[0]
        return next((e for e in usable if e.source == "user"), None)
    usable.sort(key=lambda e: e.source != "bundled")
    return usable[0] if usable else None


def _resolved(path: Path) -> Path:
    try:
        return path.resolve()
    except OSError:
        return path.absolute()


class LayoutShelf:
    """The layouts a game can be played on: the bundled ones and those in ``user_dir``, and,
    through ``elsewhere(layout_id, source)``, any other a game's source names (the layouts of
    other games on the machine, read from their files: ``core.foreign_entries``)."""

    def __init__(
        self,
        user_dir: str | os.PathLike[str] | None,
        elsewhere: Callable[[str, str], Layout | None] | None = None,
    ):
        self.user_dir = user_dir
        self._elsewhere = elsewhere

    def entries(self) -> list[LayoutEntry]:
        return list_layouts(self.user_dir)

    def bundled(self, layout_id: str) -> Layout | None:
        """A layout shipped with the game (the modes' fixed layouts)."""
        return self.find(layout_id, "bundled")

    def find(self, layout_id: str, source: str | None = None) -> Layout | None:
        """The usable layout with this id (``source`` as in :func:`find_layout`, or the file of
        a layout found elsewhere)."""
        entry = self.entry(layout_id, source)
        if entry is None and source is not None and self._elsewhere is not None:
            return self._elsewhere(layout_id, source)
        return entry.layout if entry is not None else None

    def entry(self, layout_id: str, source: str | None = None) -> LayoutEntry | None:
        """:func:`find_layout` over :meth:`entries`, reading only the file it names when that
        settles it (a bundled ``<id>.json``, a saved game's file): a start reads one layout."""
        if source in (None, "bundled"):
            path = layouts_dir() / f"{layout_id}.json"
            if path.is_file():
                quick = _entry(path, "bundled")
                if quick.usable and quick.id == layout_id:
                    return quick  # a bundled layout wins over a user one
        elif source != "user":
            quick = _entry(Path(source), "user")
            if quick.usable and quick.id == layout_id:
                return quick
        return find_layout(self.entries(), layout_id, source)
