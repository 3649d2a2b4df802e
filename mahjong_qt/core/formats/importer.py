"""The front door for foreign layouts: read a file, detect its format, import it.

:func:`read_foreign` and :func:`import_bytes` raise only :class:`FormatError`; turning the result
into a checked layout (:func:`~.imported.to_layout`) raises only ``LayoutError``.
"""

from __future__ import annotations

import os
from pathlib import Path

from ..regular_file import NotRegularFileError, read_regular_file
from .detect import Format, detect_format
from .errors import FormatError
from .gnome_map import parse_gnome_map, parse_gnome_maps
from .imported import ImportedLayout
from .kmahjongg import parse_kmahjongg
from .kyodai import parse_kyodai
from .layout_texts import LayoutTexts, parse_desktop_entry
from .text import MAX_FOREIGN_BYTES, check_size, decode_lines

__all__ = ["read_foreign", "import_bytes", "import_file", "map_titles", "desktop_texts"]

_MAX_DESKTOP_BYTES = 200_000  # KMahjongg's, with every language, are about 6 kB


def read_foreign(path: str | os.PathLike[str]) -> bytes:
    """The bytes of a foreign file, refusing folders, unreadable and oversized files."""
    try:
        data = read_regular_file(path, MAX_FOREIGN_BYTES)
    except IsADirectoryError:
        raise FormatError("folder", "this is a folder, not a layout file") from None
    except NotRegularFileError:  # a pipe or a device would block or never end
        raise FormatError("unreadable", "this is not a regular file", errno=None) from None
    except OSError as e:
        raise FormatError(
            "unreadable", f"cannot read the file: {e.strerror or e}", errno=e.errno
        ) from None
    check_size(data)
    return data


def import_bytes(
    data: bytes,
    filename: str | None = None,
    *,
    map_choice: int | str | None = None,
    fmt: Format | None = None,
) -> ImportedLayout:
    """Import a foreign layout from its bytes (format detected unless ``fmt`` is given).

    ``map_choice`` picks one map of a GNOME file holding several (0-based index, or name).
    """
    fmt = fmt or detect_format(data, filename)
    if fmt is Format.KMAHJONGG:
        return parse_kmahjongg(data)
    if fmt is Format.KYODAI:
        return parse_kyodai(data)
    return parse_gnome_map(data, map_choice)


def import_file(
    path: str | os.PathLike[str],
    *,
    map_choice: int | str | None = None,
    fmt: Format | None = None,
) -> ImportedLayout:
    """Import a foreign layout file. Raises :class:`FormatError` only.

    A KMahjongg layout takes its names, author and description from the ``.desktop`` file
    beside it, when there is one (KMahjongg keeps them there).
    """
    imported = import_bytes(read_foreign(path), str(path), map_choice=map_choice, fmt=fmt)
    if imported.format == Format.KMAHJONGG:
        beside = desktop_texts(Path(path).with_suffix(".desktop"))
        if beside is not None:
            imported = imported.with_texts(beside.merged_over(imported.texts))
    return imported


def desktop_texts(path: str | os.PathLike[str]) -> LayoutTexts | None:
    """The texts of a KMahjongg ``.desktop`` file; None when it is missing, unreadable, too
    large or binary (the layout is imported without them)."""
    try:
        data = read_regular_file(path, _MAX_DESKTOP_BYTES)
    except OSError:
        return None
    if len(data) > _MAX_DESKTOP_BYTES:
        return None
    try:
        lines = decode_lines(data)
    except FormatError:
        return None
    return parse_desktop_entry("\n".join(lines))


def map_titles(data: bytes) -> list[str]:
    """The names of the maps in a GNOME Mahjongg file, in order (for a chooser)."""
    maps, _ = parse_gnome_maps(data)
    return [m.title for m in maps]
