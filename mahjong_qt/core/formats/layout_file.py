"""Any layout file the editor reads, as checked layouts: our JSON, or a KMahjongg ``.layout``,
GNOME Mahjongg ``.map`` or Kyodai ``.lay`` imported the way the editor imports it
(:func:`~.importer.import_file`: a KMahjongg file with the ``.desktop`` beside it, then
:func:`~.imported.to_layout`). Every ``mahjong-layout`` sub-command reads its files here.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path, PurePath

from ..layout import Layout, LayoutError, load_layout
from .detect import EXTENSIONS, Format, detect_format
from .errors import FormatError
from .gnome_map import parse_gnome_maps
from .imported import to_layout
from .importer import import_file, read_foreign

__all__ = ["LayoutPart", "is_foreign_file", "load_any_layout", "load_layout_parts", "map_choice"]


@dataclass(frozen=True)
class LayoutPart:
    """One layout of a file (a GNOME file may hold several maps): ``part`` names it (the map's
    title, empty for a file of one layout); ``layout`` is None when it is not a valid layout,
    and ``error`` says why."""

    part: str
    layout: Layout | None
    error: LayoutError | FormatError | None = None


def is_foreign_file(path: str | os.PathLike[str]) -> bool:
    """Whether a file is one of the imported formats (by extension, then by its first bytes)."""
    suffix = PurePath(path).suffix.lower()
    if suffix == ".json":
        return False
    if suffix in EXTENSIONS:
        return True
    try:
        detect_format(read_foreign(path), str(path))
    except FormatError:
        return False
    return True


def map_choice(path: str | os.PathLike[str], wanted: str | None) -> int | str | None:
    """A map asked for by the user (``--map``): a name if a map of the file has that name, else
    a number counted from 1 (returned 0-based)."""
    if wanted is None:
        return None
    text = wanted.strip()
    if not text.isdigit():
        return wanted
    try:
        maps, _ = parse_gnome_maps(read_foreign(path))
    except FormatError:
        return int(text) - 1
    names = {n.strip().casefold() for m in maps for n in (m.name, m.scorename)}
    return wanted if text.casefold() in names else int(text) - 1


def load_any_layout(
    path: str | os.PathLike[str],
    *,
    map_choice: int | str | None = None,
    layout_id: str | None = None,
) -> Layout:
    """The checked layout of a file of any format the editor reads. ``map_choice`` picks a map of
    a GNOME file holding several (0-based index or name; without it such a file is refused with
    the list of its maps). Raises :class:`LayoutError` or :class:`FormatError`."""
    if not is_foreign_file(path):
        return load_layout(path)
    return to_layout(import_file(path, map_choice=map_choice), str(path), layout_id)


def load_layout_parts(path: str | os.PathLike[str]) -> list[LayoutPart]:
    """Every layout of a file, each checked on its own (every map of a GNOME file). Never
    raises: a file that cannot be read at all is one part with its error."""
    try:
        if is_foreign_file(path) and _is_gnome(path):
            maps, _notes = parse_gnome_maps(read_foreign(path))
            if len(maps) > 1:
                return [_part(path, m.title, i) for i, m in enumerate(maps)]
        return [_part(path, "", None)]
    except FormatError as e:
        return [LayoutPart("", None, e)]


def _is_gnome(path: str | os.PathLike[str]) -> bool:
    return detect_format(read_foreign(path), str(path)) is Format.GNOME


def _part(path: str | os.PathLike[str], title: str, index: int | None) -> LayoutPart:
    try:
        return LayoutPart(title, load_any_layout(Path(path), map_choice=index))
    except (LayoutError, FormatError) as e:
        return LayoutPart(title, None, e)
