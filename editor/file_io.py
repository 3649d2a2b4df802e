"""Opening, saving, importing and exporting layouts for the editor (no Qt).

Our own JSON goes through :mod:`mahjong_qt.core.layout` (the same checks as the game); foreign
files through :mod:`mahjong_qt.core.formats`. A foreign layout is opened as it is, even with
overlaps or an odd count, so that the editor can be used to repair it: the validation panel then
lists what is wrong. Saving refuses a layout with errors and says why.
"""

from __future__ import annotations

import functools
import json
import os
import shutil
import sys
from dataclasses import dataclass, replace
from pathlib import Path, PurePath

from mahjong_qt.core.atomic_io import atomic_write_text
from mahjong_qt.core.formats import (
    EXTENSIONS,
    Format,
    FormatError,
    LayoutTexts,
    detect_format,
    export_gnome_map,
    export_kmahjongg,
    export_kyodai,
    import_file,
    layout_id_from,
    parse_gnome_maps,
    read_foreign,
)
from mahjong_qt.core.layout import LayoutError, load_layout, save_layout
from mahjong_qt.core.layout_library import LayoutEntry, list_layouts
from mahjong_qt.core.layout_schema import LayoutModel
from mahjong_qt.core.paths import user_paths
from mahjong_qt.resources import layouts_dir

from .document import LayoutDocument, Metadata
from .validation import Issue, validate

__all__ = [
    "OpenError",
    "SaveRefused",
    "is_foreign",
    "gnome_maps",
    "open_layout",
    "is_bundled",
    "bundled_entries",
    "bundled_ids",
    "copy_of_bundled",
    "import_layout",
    "save_document",
    "export_document",
    "export_text",
    "EXPORT_SUFFIXES",
    "default_save_path",
    "game_command",
]


class OpenError(Exception):
    """A file that cannot be opened. ``error`` is the core's error, whose codes and parameters
    give the reasons in the user's language (:func:`mahjong_qt.ui.error_texts.error_reasons`);
    ``detail`` is the same in English, for logs."""

    def __init__(self, path: str, error: LayoutError | FormatError):
        self.path = path
        self.error = error
        if isinstance(error, LayoutError):
            self.detail = "; ".join(i.message for i in error.issues[:5])
        else:
            self.detail = str(error)
        super().__init__(f"{path}: {self.detail}")


@dataclass(frozen=True)
class SaveRefused(Exception):
    """The layout has errors and is not saved; ``errors`` say why."""

    errors: tuple[Issue, ...]


def is_foreign(path: str | os.PathLike[str]) -> bool:
    """Whether a file is one of the imported formats (by extension, then by its first bytes)."""
    suffix = PurePath(path).suffix.lower()
    if suffix == ".json":
        return False
    if suffix in (".layout", ".map", ".lay"):
        return True
    try:
        detect_format(read_foreign(path), str(path))
    except FormatError:
        return False
    return True


def gnome_maps(path: str | os.PathLike[str]) -> list[tuple[str, int]]:
    """The maps of a GNOME Mahjongg file as (name, line), the name empty when the map has none
    (empty for other formats). Raises :class:`OpenError`."""
    try:
        data = read_foreign(path)
        if detect_format(data, str(path)) is not Format.GNOME:
            return []
        maps, _notes = parse_gnome_maps(data)
    except FormatError as e:
        raise OpenError(str(path), e) from None
    return [(m.name or m.scorename, m.line) for m in maps]


# Errors of the tiles' arrangement only: such a file is opened so the editor can repair it.
_REPAIRABLE = {"overlap", "odd_count", "too_many_tiles", "duplicate", "no_tiles"}


def open_layout(path: str | os.PathLike[str]) -> LayoutDocument:
    """A Mahjong Qt layout file as a document. Raises :class:`OpenError`.

    A file whose only faults are in the arrangement of its tiles (overlaps, an odd count, ...)
    is opened anyway, for repair: the validation panel lists the faults and saving waits until
    they are fixed. Any other fault (not JSON, bad fields, bad coordinates) refuses the file.
    """
    try:
        return LayoutDocument.from_layout(load_layout(path))
    except LayoutError as e:
        if e.issues and all(i.code in _REPAIRABLE for i in e.issues):
            doc = _open_for_repair(path)
            if doc is not None:
                return doc
        raise OpenError(str(path), e) from None


def _open_for_repair(path: str | os.PathLike[str]) -> LayoutDocument | None:
    """The tiles and metadata of a layout file that failed only its geometry checks."""
    try:
        obj = json.loads(Path(path).read_bytes())
        tiles = [tuple(t) for t in obj["tiles"]]
        # The metadata is checked as in any layout file, with two harmless tiles in place.
        model = LayoutModel.model_validate({**obj, "tiles": [[0, 0, 0], [2, 0, 0]]})
    except (OSError, ValueError, KeyError, TypeError):
        return None
    return LayoutDocument.from_positions(tiles, Metadata.from_model(model))


def is_bundled(path: str | os.PathLike[str]) -> bool:
    """Whether ``path`` is one of the game's own layout files (never saved over: they belong to
    the installation, and an update would replace them)."""
    try:
        return Path(path).resolve().parent == layouts_dir().resolve()
    except OSError:
        return False


@functools.cache
def bundled_entries() -> tuple[LayoutEntry, ...]:
    """The game's own layouts (read once per run: they come with the installation)."""
    return tuple(list_layouts(None))


def bundled_ids() -> frozenset[str]:
    """The ids of the game's own layouts, which a user layout must not take (the game would
    mix their records and pick the game's by id)."""
    return frozenset(e.id for e in bundled_entries())


def copy_of_bundled(path: str | os.PathLike[str]) -> LayoutDocument:
    """A new document from one of the game's layouts, to design from: same tiles and texts,
    its own id and names (a copy sharing the original's id would share its records in the
    game). Raises :class:`OpenError`."""
    original = open_layout(path)
    m = original.metadata
    metadata = replace(
        m,
        id=layout_id_from(f"my-{m.id}"),
        name_en=f"{m.name_en} (copy)"[:200],
        name_fr=f"{m.name_fr} (copie)"[:200],
    )
    return LayoutDocument.from_positions(original.tiles, metadata)


def import_layout(
    path: str | os.PathLike[str], map_choice: int | str | None = None
) -> LayoutDocument:
    """A KMahjongg, GNOME Mahjongg or Kyodai file as a document. Raises :class:`OpenError`."""
    try:
        imported = import_file(path, map_choice=map_choice)
    except FormatError as e:
        raise OpenError(str(path), e) from None
    stem = PurePath(path).stem
    layout_id = layout_id_from(f"{stem}-{imported.id_hint}" if imported.id_hint else stem)
    name = (imported.name.strip() or " ".join(stem.replace("_", " ").split()) or layout_id)[:200]
    metadata = Metadata(
        id=layout_id,
        name_en=name,
        name_fr=imported.name_fr.strip()[:200] or name,
        description_en=imported.description[:4000],
        description_fr=imported.description_fr[:4000],
        author=imported.author.strip()[:200],
        category=imported.category.strip()[:200],
    )
    return LayoutDocument.from_positions(imported.positions, metadata)


def save_document(doc: LayoutDocument, path: str | os.PathLike[str]) -> None:
    """Write the layout as our JSON (atomically). Raises :class:`SaveRefused` on errors."""
    report = validate(doc.tiles, doc.levels)
    if report.errors:
        raise SaveRefused(report.errors)
    save_layout(doc.to_model(), path)


EXPORT_SUFFIXES = {Format.KMAHJONGG: ".layout", Format.GNOME: ".map", Format.KYODAI: ".lay"}


def export_text(doc: LayoutDocument, fmt: Format) -> str:
    """The layout as a file of another game. Raises :class:`FormatError` when it has no tiles
    or does not fit the format."""
    texts = layout_texts(doc.metadata)
    if fmt is Format.GNOME:
        return export_gnome_map(doc.positions(), texts, doc.metadata.id)
    if fmt is Format.KYODAI:
        return export_kyodai(doc.positions(), texts)
    return export_kmahjongg(doc.positions(), texts=texts)


def export_document(
    doc: LayoutDocument, path: str | os.PathLike[str], fmt: Format | None = None
) -> None:
    """Write the layout as a KMahjongg ``.layout``, GNOME ``.map`` or Kyodai ``.lay`` file
    (atomically; the format from ``fmt``, else from the file's extension, else KMahjongg).
    Raises :class:`FormatError` or ``OSError``."""
    if fmt is None:
        fmt = EXTENSIONS.get(PurePath(path).suffix.lower(), Format.KMAHJONGG)
    atomic_write_text(path, export_text(doc, fmt))


def layout_texts(m: Metadata) -> LayoutTexts:
    """The document's texts as a foreign file keeps them."""
    return LayoutTexts(
        m.name_en, m.name_fr, m.author, m.description_en, m.description_fr, m.category
    )


def default_save_path(doc: LayoutDocument) -> Path:
    """Where "save" puts a new layout: the user's layout folder, where the game lists it."""
    folder = user_paths().layouts_dir
    folder.mkdir(parents=True, exist_ok=True)
    return folder / f"{doc.metadata.id}.json"


def game_command(layout_file: str | os.PathLike[str]) -> tuple[str, list[str]]:
    """The program and arguments that start the game on a layout file, in a new process."""
    script = Path(sys.executable).with_name("mahjong-qt")
    if script.exists():
        return str(script), ["--layout-file", str(layout_file)]
    found = shutil.which("mahjong-qt")
    if found:
        return found, ["--layout-file", str(layout_file)]
    return sys.executable, ["-m", "mahjong_qt", "--layout-file", str(layout_file)]
