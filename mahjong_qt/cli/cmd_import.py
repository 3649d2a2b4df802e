"""``mahjong-layout import FILE -o OUT.json``: a KMahjongg, GNOME Mahjongg or Kyodai layout to ours.

The result is checked with the layout schema before anything is written: an invalid layout (an
overlap, an odd count...) is refused with every reason; warnings are printed and the file is
written. A GNOME file may hold several maps: ``--list-maps`` shows them, ``--map`` picks one by name
or by its number in that list. The file is imported as the editor imports it
(:func:`~mahjong_qt.core.formats.import_file`): a KMahjongg layout takes its names, description
and author from the ``.desktop`` file beside it.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..core.atomic_io import atomic_write_text
from ..core.formats import (
    Format,
    FormatError,
    detect_format,
    import_file,
    map_choice,
    parse_gnome_maps,
    read_foreign,
    to_layout,
)
from ..core.layout import LayoutError, layout_to_json

NAME = "import"
HELP = "convert a KMahjongg .layout, GNOME Mahjongg .map or Kyodai .lay file to a layout (.json)"

_FORMAT_NAMES = {
    Format.KMAHJONGG: "KMahjongg",
    Format.GNOME: "GNOME Mahjongg",
    Format.KYODAI: "Kyodai",
}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE", help="the foreign layout file")
    parser.add_argument("-o", "--output", metavar="OUT.json", help="the layout file to write")
    parser.add_argument(
        "--map", metavar="NAME_OR_NUMBER", help="which map of a GNOME file (name, or number from 1)"
    )
    parser.add_argument("--list-maps", action="store_true", help="list a GNOME file's maps")
    parser.add_argument("--id", dest="layout_id", metavar="ID", help="the new layout's id")
    parser.add_argument(
        "--format",
        choices=[f.value for f in Format],
        help="the file's format (default: detected from its content, then its extension)",
    )
    parser.add_argument("--force", action="store_true", help="replace OUT.json if it exists")


def _fail(source: str, message: str) -> int:
    print(f"{source}: {message}", file=sys.stderr)
    return 1


def run(args: argparse.Namespace) -> int:
    source = args.file
    try:
        data = read_foreign(source)
        fmt = Format(args.format) if args.format else detect_format(data, source)
        if args.list_maps:
            if fmt is not Format.GNOME:
                return _fail(source, f"not a GNOME Mahjongg map file ({_FORMAT_NAMES[fmt]})")
            maps, _ = parse_gnome_maps(data)
            for i, m in enumerate(maps, start=1):
                print(f"{i}: {m.title} ({len(m.positions)} tiles)")
            return 0
        choice = None
        if args.map is not None:
            if fmt is Format.GNOME:
                choice = map_choice(source, args.map)
            else:
                print(f"warning: --map ignored: {source} is not a GNOME map file", file=sys.stderr)
        imported = import_file(source, map_choice=choice, fmt=fmt)
    except FormatError as e:
        return _fail(source, str(e))
    if not args.output:
        return _fail(source, "say where to write the layout with -o OUT.json")
    try:
        layout = to_layout(imported, source, args.layout_id)
    except LayoutError as e:
        reasons = "; ".join(i.message for i in e.issues)
        return _fail(source, f"not imported, the result is not a valid layout: {reasons}")
    out = Path(args.output)
    if out.exists() and not args.force:
        return _fail(str(out), "already exists; use --force to replace it")
    for note in imported.notes:
        print(f"warning: {note}", file=sys.stderr)
    for issue in layout.warnings:
        print(f"warning: {issue.message}", file=sys.stderr)
    try:
        atomic_write_text(out, layout_to_json(layout.model))
    except OSError as e:
        return _fail(str(out), f"cannot write: {e.strerror or e}")
    levels = ", ".join(str(n) for n in layout.level_counts())
    print(
        f"{out}: {layout.tile_count} tiles (per level: {levels}), id {layout.id!r},"
        f" from the {_FORMAT_NAMES[fmt]} file {source}"
    )
    return 0
