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
from pathlib import Path

from pydantic import TypeAdapter, ValidationError

from mahjong_qt.core.formats import (
    EXPORT_SUFFIXES,
    Format,
    FormatError,
    LayoutTexts,
    detect_format,
    import_file,
    is_foreign_file,
    layout_data,
    layout_id_from,
    parse_gnome_maps,
    read_foreign,
    write_export,
)
from mahjong_qt.core.formats import (
    export_text as export_positions,
)
from mahjong_qt.core.layout import MAX_FILE_BYTES, LayoutError, load_layout, save_layout
from mahjong_qt.core.layout_issues import LayoutIssue
from mahjong_qt.core.layout_library import LayoutEntry, list_layouts
from mahjong_qt.core.layout_schema import XY, LayoutModel, Z
from mahjong_qt.core.paths import user_paths
from mahjong_qt.core.regular_file import read_regular_file
from mahjong_qt.desktop import layout_file_name
from mahjong_qt.resources import layouts_dir

from ..checking.validation import Issue, validate
from ..editing.document import LayoutDocument, Metadata

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


#: Whether a file is one of the imported formats (the command line's test too).
is_foreign = is_foreign_file


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
            doc = _open_for_repair(path, e)
            if doc is not None:
                return doc
        raise OpenError(str(path), e) from None


_TILES = TypeAdapter(list[tuple[XY, XY, Z]])  # the schema's tiles, without its count limit


def _open_for_repair(path: str | os.PathLike[str], error: LayoutError) -> LayoutDocument | None:
    """The tiles and metadata of a layout file that failed only its geometry checks. Raises
    :class:`OpenError` when a tile is not three whole numbers in range (a file over the tile
    limit is not checked tile by tile by the schema)."""
    try:
        obj = json.loads(read_regular_file(path, MAX_FILE_BYTES))
        tiles = obj["tiles"]
        # The metadata is checked as in any layout file, with two harmless tiles in place.
        model = LayoutModel.model_validate({**obj, "tiles": [[0, 0, 0], [2, 0, 0]]})
    except (OSError, ValueError, KeyError, TypeError):
        return None
    try:
        positions = _TILES.validate_python(tiles)
    except ValidationError as e:
        index = next((loc[0] for loc in (err["loc"] for err in e.errors()) if loc), 0)
        raise OpenError(str(path), _with_bad_tile(error, tiles, index)) from None
    return LayoutDocument.from_positions(positions, Metadata.from_model(model))


def _with_bad_tile(error: LayoutError, tiles: list[object], index: object) -> LayoutError:
    """``error`` with the first tile that is not [x, y, z] said too (as the schema says it)."""
    i = index if isinstance(index, int) else 0
    raw = json.dumps(tiles[i]) if 0 <= i < len(tiles) else "?"
    issue = LayoutIssue(
        "error",
        "coordinate",
        f"tiles[{i}] = {raw}: a tile is [x, y, z], three whole numbers",
        (i,),
        {"index": i},
    )
    return LayoutError(error.source, [*error.issues, issue])


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
    data = layout_data(imported, str(path))
    metadata = Metadata(
        id=data["id"],
        name_en=data["name"]["en"],
        name_fr=data["name"]["fr"],
        description_en=data["description"]["en"],
        description_fr=data["description"]["fr"],
        author=data["author"],
        category=data["category"],
    )
    return LayoutDocument.from_positions(imported.positions, metadata)


def save_document(doc: LayoutDocument, path: str | os.PathLike[str]) -> None:
    """Write the layout as our JSON (atomically). Raises :class:`SaveRefused` on errors."""
    report = validate(doc.tiles, doc.levels)
    if report.errors:
        raise SaveRefused(report.errors)
    save_layout(doc.to_model(), path)


def export_text(doc: LayoutDocument, fmt: Format) -> str:
    """The layout as a file of another game (the command line's export). Raises
    :class:`FormatError` when it has no tiles or does not fit the format."""
    return export_positions(doc.positions(), layout_texts(doc.metadata), fmt, doc.metadata.id)


def export_document(
    doc: LayoutDocument, path: str | os.PathLike[str], fmt: Format | None = None
) -> list[Path]:
    """Write the layout as a KMahjongg ``.layout`` (with its ``.desktop`` beside it), GNOME
    ``.map`` or Kyodai ``.lay`` file, atomically, as ``mahjong-layout export`` does (the format
    from ``fmt``, else from the file's extension, else KMahjongg); the files written. Raises
    :class:`FormatError` or ``OSError``."""
    return write_export(path, doc.positions(), layout_texts(doc.metadata), fmt, doc.metadata.id)


def layout_texts(m: Metadata) -> LayoutTexts:
    """The document's texts as a foreign file keeps them."""
    return LayoutTexts(
        m.name_en, m.name_fr, m.author, m.description_en, m.description_fr, m.category
    )


def default_save_path(doc: LayoutDocument) -> Path:
    """Where "save" puts a new layout: the user's layout folder, where the game lists it."""
    folder = user_paths().layouts_dir
    folder.mkdir(parents=True, exist_ok=True)
    return folder / layout_file_name(doc.metadata.id)


def game_command(layout_file: str | os.PathLike[str]) -> tuple[str, list[str]]:
    """The program and arguments that start the game on a layout file, in a new process."""
    script = Path(sys.executable).with_name("mahjong-qt")
    if script.exists():
        return str(script), ["--layout-file", str(layout_file)]
    found = shutil.which("mahjong-qt")
    if found:
        return found, ["--layout-file", str(layout_file)]
    return sys.executable, ["-m", "mahjong_qt", "--layout-file", str(layout_file)]
