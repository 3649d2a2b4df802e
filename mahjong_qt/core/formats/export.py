"""A layout written as another game's file: the one export of each format, for the command line
(``mahjong-layout export``) and the editor (*File ▸ Export*) alike.

:func:`export_text` is the file's text in a format; :func:`write_export` writes it (atomically),
and for KMahjongg also the ``.desktop`` file beside it that KMahjongg lists its layouts by (its
own layouts all have one: ``Name``, ``Name[fr]``, ``Description``, ``Author``, ``FileName``).
Name, author and category survive an export then an import in all three formats.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path, PurePath

from ..atomic_io import atomic_write_text
from ..geometry import Position
from .detect import EXTENSIONS, Format
from .gnome_export import export_gnome_map
from .kmahjongg import export_kmahjongg
from .kyodai import export_kyodai
from .layout_texts import LayoutTexts

__all__ = [
    "EXPORT_SUFFIXES",
    "export_format_for",
    "export_text",
    "kmahjongg_desktop_text",
    "exported_files",
    "write_export",
]

#: The file extension each format's files have.
EXPORT_SUFFIXES = {Format.KMAHJONGG: ".layout", Format.GNOME: ".map", Format.KYODAI: ".lay"}

_DESKTOP_KEYS = (  # .desktop key, LayoutTexts field, in KMahjongg's own order
    ("Name", "name"),
    ("Name[fr]", "name_fr"),
    ("Description", "description"),
    ("Description[fr]", "description_fr"),
    ("Author", "author"),
    ("Category", "category"),
)


def export_format_for(path: str | os.PathLike[str]) -> Format | None:
    """The format an export to ``path`` takes from its extension (None for another one)."""
    return EXTENSIONS.get(PurePath(path).suffix.lower())


def export_text(
    positions: Iterable[Position], texts: LayoutTexts, fmt: Format, scorename: str = ""
) -> str:
    """The text of the file of format ``fmt`` for valid positions. ``scorename`` is the key GNOME
    Mahjongg keeps its scores by (the layout's id; made from the name when empty). Raises
    :class:`~.errors.FormatError` when there are no tiles or the layout does not fit the
    format."""
    if fmt is Format.GNOME:
        return export_gnome_map(positions, texts, scorename)
    if fmt is Format.KYODAI:
        return export_kyodai(positions, texts)
    return export_kmahjongg(positions, texts=texts)


def _value(text: str) -> str:
    """A key file value on one line (KConfig reads ``\\n`` and ``\\\\`` as escapes)."""
    return " ".join(text.split()).replace("\\", "\\\\")


def kmahjongg_desktop_text(texts: LayoutTexts, layout_file: str) -> str:
    """The ``.desktop`` file KMahjongg describes the layout file ``layout_file`` (a file name,
    no folder) by."""
    lines = ["[KMahjonggLayout]"]
    for key, field in _DESKTOP_KEYS:
        value = getattr(texts, field)
        if key == "Name" and not value.strip():
            value = PurePath(layout_file).stem
        if value.strip():
            lines.append(f"{key}={_value(value)}")
    lines += ["VersionFormat=1", f"FileName={layout_file}"]
    return "\n".join(lines) + "\n"


def exported_files(path: str | os.PathLike[str], fmt: Format) -> list[Path]:
    """Every file an export to ``path`` writes: the file itself, and for KMahjongg the
    ``.desktop`` beside it."""
    out = Path(path)
    return [out, out.with_suffix(".desktop")] if fmt is Format.KMAHJONGG else [out]


def write_export(
    path: str | os.PathLike[str],
    positions: Iterable[Position],
    texts: LayoutTexts,
    fmt: Format | None = None,
    scorename: str = "",
) -> list[Path]:
    """Export to ``path`` (the format ``fmt``, else taken from the extension, else KMahjongg)
    and return the files written. Each file is written atomically; nothing is written when the
    layout cannot be exported. Raises :class:`~.errors.FormatError` or ``OSError``."""
    fmt = fmt or export_format_for(path) or Format.KMAHJONGG
    text = export_text(positions, texts, fmt, scorename)
    files = exported_files(path, fmt)
    atomic_write_text(files[0], text)
    if fmt is Format.KMAHJONGG:
        atomic_write_text(files[1], kmahjongg_desktop_text(texts, files[0].name))
    return files
