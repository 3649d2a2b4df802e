"""Layouts already on the player's machine, read where they lie (issue 17).

Three sources, all read by our importers (:mod:`.formats`) and never copied:

- **KMahjongg**: ``<data dir>/kmahjongg/layouts/*.layout``, named by the ``.desktop`` file beside
  each (``Name``, ``Name[fr]``);
- **GNOME Mahjongg**: ``<data dir>/gnome-mahjongg/maps/*.map``, one layout per ``<map>``, French
  names from GNOME Mahjongg's own translation catalogue when it is installed;
- **a folder chosen by the player** (an unpacked archive of ``.lay``, ``.layout`` and ``.map``
  files), searched with its sub-folders.

:func:`source_files` lists those files after the game's own (bundled and the player's JSON
layouts), and :func:`read_source_file` reads any of them, so a catalog can be built (or brought
up to date) file by file.

The data dirs are the XDG ones (:mod:`.xdg`). A file that does not read gives one
:class:`Unreadable` with the reason; nothing here raises for a bad file.
"""

from __future__ import annotations

import gettext
import io
import os
import struct
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from ..resources import bundled_layout_files
from .desktop_entry import DesktopEntry, read_desktop_entry
from .formats.errors import FormatError
from .formats.gnome_map import parse_gnome_map, parse_gnome_maps
from .formats.imported import ImportedLayout, layout_id_from, to_layout
from .formats.importer import import_bytes, read_foreign
from .layout import Layout, LayoutError, load_layout
from .layout_library import user_layout_files
from .regular_file import read_regular_file
from .xdg import find_data_files

__all__ = [
    "SourceKind",
    "FOREIGN_SUFFIXES",
    "MAX_FOLDER_FILES",
    "FoundLayout",
    "Unreadable",
    "Discovery",
    "discover",
    "kmahjongg_layouts",
    "gnome_layouts",
    "folder_layouts",
    "read_layout_file",
    "source_files",
    "missing_folder",
    "read_source_file",
]

SourceKind = Literal["bundled", "user", "kmahjongg", "gnome", "folder"]
FOREIGN_SUFFIXES = (".lay", ".layout", ".map")
_MAX_MO_BYTES = 5_000_000  # GNOME Mahjongg's French catalogue is about 10 kB
MAX_FOLDER_FILES = 5000  # a chosen folder is searched for at most this many layout files
_GNOME_CONTEXT = "mahjongg map name"  # GNOME Mahjongg's gettext context for map names


@dataclass(frozen=True, slots=True)
class FoundLayout:
    """A usable layout found on the machine. ``key`` tells it apart from every other one (its
    source, its file and, in a GNOME file of several maps, the map's number)."""

    key: str
    source: SourceKind
    path: Path
    layout: Layout = field(repr=False, compare=False)
    names: dict[str, str] = field(hash=False, compare=False)
    author: str = ""

    @property
    def id(self) -> str:
        return self.layout.id

    @property
    def tile_count(self) -> int:
        return self.layout.tile_count

    def name(self, lang: str) -> str:
        return self.names.get(lang) or self.names.get("en") or self.id


@dataclass(frozen=True, slots=True)
class Unreadable:
    """A file (or one map of a GNOME file) that could not be read: ``reason`` in English, and
    ``error`` for a translated text (``FormatError`` or ``LayoutError``)."""

    source: SourceKind
    path: Path
    reason: str
    error: FormatError | LayoutError | None = field(default=None, compare=False, repr=False)
    part: str = ""  # the map's name in a file of several maps

    @property
    def code(self) -> str:
        if isinstance(self.error, FormatError):
            return self.error.code
        if isinstance(self.error, LayoutError) and self.error.issues:
            return self.error.issues[0].code
        return "unreadable"


@dataclass(frozen=True, slots=True)
class Discovery:
    layouts: tuple[FoundLayout, ...] = ()
    unreadable: tuple[Unreadable, ...] = ()

    def __add__(self, other: Discovery) -> Discovery:
        return Discovery(self.layouts + other.layouts, self.unreadable + other.unreadable)


def discover(
    folder: str | os.PathLike[str] | None = None, environ: Mapping[str, str] | None = None
) -> Discovery:
    """Every layout of KMahjongg, GNOME Mahjongg and the player's ``folder``, and the files that
    could not be read."""
    found = kmahjongg_layouts(environ) + gnome_layouts(environ)
    if folder is not None:
        found += folder_layouts(folder)
    return found


def missing_folder(folder: str | os.PathLike[str] | None) -> Unreadable | None:
    """The "could not read" line of a chosen folder that is gone (``None`` when it is there)."""
    if folder is None or Path(folder).is_dir():
        return None
    error = FormatError("unreadable", "the folder does not exist or cannot be opened")
    return Unreadable("folder", Path(folder), error.message, error)


def kmahjongg_layouts(environ: Mapping[str, str] | None = None) -> Discovery:
    files = find_data_files("kmahjongg/layouts", ".layout", environ)
    return _collect(read_layout_file(p, "kmahjongg") for p in files)


def gnome_layouts(environ: Mapping[str, str] | None = None) -> Discovery:
    files = find_data_files("gnome-mahjongg/maps", ".map", environ)
    return _collect(read_layout_file(p, "gnome") for p in files)


def folder_layouts(folder: str | os.PathLike[str]) -> Discovery:
    """The foreign layout files in ``folder`` and its sub-folders (sorted by path)."""
    gone = missing_folder(folder)
    if gone is not None:
        return Discovery((), (gone,))
    root = Path(folder)
    return _collect(read_layout_file(p, "folder") for p in _foreign_files(root))


def source_files(
    user_dir: str | os.PathLike[str] | None,
    folder: str | os.PathLike[str] | None = None,
    environ: Mapping[str, str] | None = None,
) -> list[tuple[str, Path]]:
    """Every layout file the game offers, with its source, in the order they are listed:
    bundled, the player's own (``"user"``), KMahjongg's, GNOME Mahjongg's, the chosen folder's."""
    files = [("bundled", p) for p in bundled_layout_files()]
    files += [("user", p) for p in user_layout_files(user_dir)]
    files += [("kmahjongg", p) for p in find_data_files("kmahjongg/layouts", ".layout", environ)]
    files += [("gnome", p) for p in find_data_files("gnome-mahjongg/maps", ".map", environ)]
    if folder is not None and Path(folder).is_dir():
        files += [("folder", p) for p in _foreign_files(Path(folder))]
    return files


def read_source_file(source: str, path: Path) -> Discovery:
    """The layouts of one file of :func:`source_files` (our JSON for "bundled" and "user")."""
    if source not in ("bundled", "user"):
        return read_layout_file(path, source)  # type: ignore[arg-type]
    try:
        layout = load_layout(path)
    except LayoutError as e:
        return Discovery((), (Unreadable(source, path, _reason(e), e),))  # type: ignore[arg-type]  # "bundled" or "user"
    key = f"bundled:{layout.id}" if source == "bundled" else f"user:{path}"
    names = {"en": layout.name("en"), "fr": layout.name("fr")}
    found = FoundLayout(key, source, path, layout, names, layout.data.author)  # type: ignore[arg-type]
    return Discovery((found,), ())


def _foreign_files(root: Path) -> list[Path]:
    found: list[Path] = []
    for dirpath, dirnames, filenames in os.walk(root, onerror=None):
        dirnames.sort()
        for name in sorted(filenames):
            if name.lower().endswith(FOREIGN_SUFFIXES):
                found.append(Path(dirpath) / name)
                if len(found) >= MAX_FOLDER_FILES:
                    return sorted(found)
    return sorted(found)


def _collect(parts: Iterator[Discovery]) -> Discovery:
    total = Discovery()
    for part in parts:
        total += part
    return total


def read_layout_file(path: Path, source: SourceKind = "folder") -> Discovery:
    """The layouts of one foreign file (several for a GNOME file of several maps), or why not."""
    try:
        data = read_foreign(path)
        if path.suffix.lower() == ".map" or data.lstrip()[:1] == b"<":
            return _gnome_file(path, source, data)
        imported = import_bytes(data, path.name)
        layout = to_layout(imported, str(path), _id_for(source, path))
    except (FormatError, LayoutError) as e:
        return Discovery((), (Unreadable(source, path, _reason(e), e),))
    names = _names(path, imported)
    found = FoundLayout(f"{source}:{path}", source, path, layout, names, imported.author)
    return Discovery((found,), ())


def _id_for(source: SourceKind, path: Path, hint: str = "") -> str:
    """``kmahjongg-<file>``, ``gnome-<map>``; a folder's files keep their own name (as when the
    editor imports them)."""
    if source == "gnome":
        return layout_id_from(f"gnome-{hint or path.stem}")
    stem = f"{path.stem}-{hint}" if hint else path.stem
    return layout_id_from(stem if source == "folder" else f"{source}-{stem}")


def _gnome_file(path: Path, source: SourceKind, data: bytes) -> Discovery:
    maps, _notes = parse_gnome_maps(data)
    french = _gnome_french(path) if source == "gnome" else None
    layouts: list[FoundLayout] = []
    bad: list[Unreadable] = []
    for i, m in enumerate(maps):
        try:
            imported = parse_gnome_map(data, i)
            hint = imported.id_hint or ""
            layout = to_layout(imported, str(path), _id_for(source, path, hint))
        except (FormatError, LayoutError) as e:
            bad.append(Unreadable(source, path, _reason(e), e, part=m.title))
            continue
        name = imported.name.strip() or layout.name("en")
        fr = french.pgettext(_GNOME_CONTEXT, name) if french and imported.name else name
        key = f"{source}:{path}#{i}" if len(maps) > 1 else f"{source}:{path}"
        layouts.append(FoundLayout(key, source, path, layout, {"en": name, "fr": fr}))
    return Discovery(tuple(layouts), tuple(bad))


def _gnome_french(path: Path) -> gettext.GNUTranslations | None:
    """GNOME Mahjongg's French catalogue beside its maps (``<data dir>/locale/fr/...``)."""
    if len(path.parents) < 3:
        return None
    catalogue = path.parents[2] / "locale" / "fr" / "LC_MESSAGES" / "gnome-mahjongg.mo"
    try:
        return gettext.GNUTranslations(io.BytesIO(read_regular_file(catalogue, _MAX_MO_BYTES)))
    except (OSError, ValueError, struct.error, UnicodeError):
        return None


def _names(path: Path, imported: ImportedLayout) -> dict[str, str]:
    """The ``.desktop`` names beside a KMahjongg file, else the file's own name, else its stem."""
    entry = _desktop_beside(path)
    fallback = imported.name.strip() or path.stem.replace("_", " ")
    en = entry.localized("Name", "en") or fallback
    return {"en": en, "fr": entry.localized("Name", "fr") or en}


def _desktop_beside(path: Path) -> DesktopEntry:
    desktop = path.with_suffix(".desktop")
    try:
        return read_desktop_entry(desktop) if desktop.is_file() else DesktopEntry()
    except OSError:
        return DesktopEntry()


def _reason(error: FormatError | LayoutError) -> str:
    if isinstance(error, LayoutError):
        return "; ".join(i.message for i in error.issues) or str(error)
    return str(error)
