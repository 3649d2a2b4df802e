"""Foreign layout formats: import KMahjongg ``.layout``, GNOME Mahjongg ``.map`` and Kyodai
``.lay`` files; export to all three. Pure Python, no Qt.

Typical use::

    imported = import_file("turtle.layout")          # FormatError if the file is unreadable
    layout = to_layout(imported, "turtle.layout")     # LayoutError if it is not a valid layout
    text = export_kmahjongg(layout.positions, layout.name("en"))
"""

from __future__ import annotations

from .detect import EXTENSIONS, Format, detect_format
from .errors import FORMAT_ERROR_CODES, FormatError
from .gnome_export import export_gnome_map
from .gnome_map import GnomeMap, choose_map, parse_gnome_map, parse_gnome_maps
from .imported import ImportedLayout, layout_id_from, normalise, to_layout
from .importer import desktop_texts, import_bytes, import_file, map_titles, read_foreign
from .kmahjongg import export_kmahjongg, parse_kmahjongg
from .kyodai import export_kyodai, parse_kyodai
from .layout_texts import LayoutTexts, parse_desktop_entry
from .text import MAX_FOREIGN_BYTES

__all__ = [
    "EXTENSIONS",
    "FORMAT_ERROR_CODES",
    "MAX_FOREIGN_BYTES",
    "Format",
    "FormatError",
    "GnomeMap",
    "ImportedLayout",
    "LayoutTexts",
    "choose_map",
    "desktop_texts",
    "detect_format",
    "export_gnome_map",
    "export_kmahjongg",
    "export_kyodai",
    "import_bytes",
    "import_file",
    "layout_id_from",
    "map_titles",
    "normalise",
    "parse_gnome_map",
    "parse_gnome_maps",
    "parse_desktop_entry",
    "parse_kmahjongg",
    "parse_kyodai",
    "read_foreign",
    "to_layout",
]
