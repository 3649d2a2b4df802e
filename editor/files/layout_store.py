"""The user's layout folder as the layout manager works on it (pure Python, no Qt).

Every change is a file operation that loses nothing: a deleted layout goes to the desktop's Trash
(:mod:`.desktop_trash`), a duplicate or an import gets an id of its own (never over another
file), a rename rewrites the names atomically. A bulk import reads many files (or folders of
them) and says, for each, where it went or why it was refused.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from mahjong_qt.core.formats import (
    EXTENSIONS,
    Format,
    FormatError,
    detect_format,
    import_file,
    layout_id_from,
    parse_gnome_maps,
    read_foreign,
    to_layout,
)
from mahjong_qt.core.layout import Layout, LayoutError, load_layout, parse_layout, save_layout
from mahjong_qt.core.layout_library import LayoutEntry, list_layouts
from mahjong_qt.core.layout_schema import LayoutModel, LocalizedText
from mahjong_qt.desktop import layout_file_name

__all__ = [
    "Refused",
    "ImportSummary",
    "user_entries",
    "free_id",
    "duplicate",
    "rename",
    "bulk_import",
    "import_candidates",
]

IMPORTABLE = (".json", *EXTENSIONS)
MAX_FILES = 5_000  # a bulk import reads at most this many files


@dataclass(frozen=True)
class Refused:
    """A file not imported: ``error`` carries the reasons (a FormatError or LayoutError)."""

    source: Path
    error: FormatError | LayoutError


@dataclass(frozen=True)
class ImportSummary:
    imported: tuple[tuple[Path, Path], ...]  # (source, the new file in the layout folder)
    refused: tuple[Refused, ...]
    skipped: int = 0  # files beyond MAX_FILES, not read


def user_entries(folder: Path) -> list[LayoutEntry]:
    """The layouts of the user's folder (usable or not), by file name."""
    return [e for e in list_layouts(folder) if e.source == "user"]


def free_id(folder: Path, wanted: str) -> str:
    """``wanted``, or ``wanted-2``, ``wanted-3``… the first with no file in ``folder`` (under
    the name it gets, or an older plain ``.json`` one)."""
    base = layout_id_from(wanted)[:60].rstrip("-_") or "layout"
    candidate, n = base, 1
    while any(
        (folder / name).exists() for name in (layout_file_name(candidate), f"{candidate}.json")
    ):
        n += 1
        candidate = f"{base}-{n}"
    return candidate


def _save_as_new(folder: Path, model: LayoutModel) -> Path:
    layout_id = free_id(folder, model.id)
    target = folder / layout_file_name(layout_id)
    save_layout(model.model_copy(update={"id": layout_id}), target)
    return target


def duplicate(path: Path, copy_en: str = "{} (copy)", copy_fr: str = "{} (copie)") -> Path:
    """A copy of a layout file beside it, with its own id and "(copy)" names. Raises
    :class:`LayoutError` or ``OSError``."""
    model = load_layout(path).model
    names = LocalizedText(
        en=copy_en.format(model.name.en)[:200], fr=copy_fr.format(model.name.fr)[:200]
    )
    return _save_as_new(path.parent, model.model_copy(update={"name": names}))


def rename(path: Path, name_en: str, name_fr: str) -> Layout:
    """Give a layout new names (its id and file stay: records follow it). Raises
    :class:`LayoutError` (an empty or too long name) or ``OSError``."""
    model = load_layout(path).model
    data = model.model_dump(mode="json")
    data["name"] = {"en": name_en.strip(), "fr": name_fr.strip() or name_en.strip()}
    layout = _checked(data, str(path))
    save_layout(layout.model, path)
    return layout


def _checked(data: dict, source: str) -> Layout:
    return parse_layout(json.dumps(data, ensure_ascii=False), source)


def import_candidates(paths: Iterable[Path]) -> list[Path]:
    """The files to import: the files given, and the layout files in the folders given (and
    their sub-folders), by name."""
    found: list[Path] = []
    for path in paths:
        if path.is_dir():
            found += sorted(
                p for p in path.rglob("*") if p.suffix.lower() in IMPORTABLE and p.is_file()
            )
        else:
            found.append(path)
    return list(dict.fromkeys(found))


def _read(path: Path) -> list[LayoutModel]:
    """A file as checked layout models: ours, or a KMahjongg or Kyodai one, or every map of a
    GNOME file."""
    if path.suffix.lower() == ".json":
        return [load_layout(path).model]
    data = read_foreign(path)
    if detect_format(data, str(path)) is Format.GNOME:
        maps, _notes = parse_gnome_maps(data)
        choices: list[int | None] = list(range(len(maps))) if len(maps) > 1 else [None]
    else:
        choices = [None]
    return [to_layout(import_file(path, map_choice=c), str(path)).model for c in choices]


def bulk_import(paths: Sequence[Path], folder: Path) -> ImportSummary:
    """Import files and folders of layouts into ``folder``; one refused file stops nothing.
    A GNOME file holding several maps gives one layout per map. Raises ``OSError`` only when
    the folder cannot be written."""
    folder.mkdir(parents=True, exist_ok=True)
    candidates = import_candidates(paths)
    skipped = max(0, len(candidates) - MAX_FILES)
    imported, refused = [], []
    for source in candidates[:MAX_FILES]:
        try:
            models = _read(source)
        except (FormatError, LayoutError) as e:
            refused.append(Refused(source, e))
            continue
        imported += [(source, _save_as_new(folder, model)) for model in models]
    return ImportSummary(tuple(imported), tuple(refused), skipped)
