"""Foreign layout formats: import KMahjongg ``.layout``, GNOME Mahjongg ``.map`` and Kyodai
``.lay`` files; export to all three. Pure Python, no Qt.

Typical use::

    imported = import_file("turtle.layout")          # FormatError if the file is unreadable
    layout = to_layout(imported, "turtle.layout")     # LayoutError if it is not a valid layout
    layout = load_any_layout("castle.layout")          # any format: LayoutError/FormatError
    write_export("castle.map", layout.positions, texts_of_layout(layout))  # format by extension
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .detect import EXTENSIONS, Format, detect_format
    from .errors import FORMAT_ERROR_CODES, FormatError
    from .export import (
        EXPORT_SUFFIXES,
        export_format_for,
        export_text,
        exported_files,
        kmahjongg_desktop_text,
        write_export,
    )
    from .gnome_export import export_gnome_map
    from .gnome_map import GnomeMap, choose_map, parse_gnome_map, parse_gnome_maps
    from .imported import ImportedLayout, layout_data, layout_id_from, normalise, to_layout
    from .importer import desktop_texts, import_bytes, import_file, map_titles, read_foreign
    from .kmahjongg import export_kmahjongg, parse_kmahjongg
    from .kyodai import export_kyodai, parse_kyodai
    from .layout_file import (
        LayoutPart,
        is_foreign_file,
        load_any_layout,
        load_layout_parts,
        map_choice,
    )
    from .layout_texts import LayoutTexts, parse_desktop_entry, texts_of_layout
    from .text import MAX_FOREIGN_BYTES

#: Where each name lives: a module is imported when one of its names is first asked for (the
#: game starts with only ``errors`` and ``detect``: the readers come with a foreign file).
_HOMES = {
    "detect": ("EXTENSIONS", "Format", "detect_format"),
    "errors": ("FORMAT_ERROR_CODES", "FormatError"),
    "export": (
        "EXPORT_SUFFIXES",
        "export_format_for",
        "export_text",
        "exported_files",
        "kmahjongg_desktop_text",
        "write_export",
    ),
    "gnome_export": ("export_gnome_map",),
    "gnome_map": ("GnomeMap", "choose_map", "parse_gnome_map", "parse_gnome_maps"),
    "imported": ("ImportedLayout", "layout_data", "layout_id_from", "normalise", "to_layout"),
    "importer": ("desktop_texts", "import_bytes", "import_file", "map_titles", "read_foreign"),
    "kmahjongg": ("export_kmahjongg", "parse_kmahjongg"),
    "kyodai": ("export_kyodai", "parse_kyodai"),
    "layout_file": (
        "LayoutPart",
        "is_foreign_file",
        "load_any_layout",
        "load_layout_parts",
        "map_choice",
    ),
    "layout_texts": ("LayoutTexts", "parse_desktop_entry", "texts_of_layout"),
    "text": ("MAX_FOREIGN_BYTES",),
}
_HOME_OF = {name: module for module, names in _HOMES.items() for name in names}


def __getattr__(name: str) -> Any:
    module = _HOME_OF.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *_HOME_OF])


__all__ = [
    "EXPORT_SUFFIXES",
    "EXTENSIONS",
    "FORMAT_ERROR_CODES",
    "MAX_FOREIGN_BYTES",
    "Format",
    "FormatError",
    "GnomeMap",
    "ImportedLayout",
    "LayoutPart",
    "LayoutTexts",
    "choose_map",
    "desktop_texts",
    "detect_format",
    "export_format_for",
    "export_gnome_map",
    "export_kmahjongg",
    "export_kyodai",
    "export_text",
    "exported_files",
    "import_bytes",
    "import_file",
    "is_foreign_file",
    "kmahjongg_desktop_text",
    "layout_data",
    "layout_id_from",
    "load_any_layout",
    "load_layout_parts",
    "map_choice",
    "map_titles",
    "normalise",
    "parse_gnome_map",
    "parse_gnome_maps",
    "parse_desktop_entry",
    "parse_kmahjongg",
    "parse_kyodai",
    "read_foreign",
    "texts_of_layout",
    "to_layout",
    "write_export",
]
