"""``mahjong-layout export FILE -o OUT [--format kmahjongg|gnome|kyodai]``: a layout as another
game's file.

FILE is any layout the editor reads; the format is ``--format``, else OUT's extension (``.layout``,
``.map``, ``.lay``). A KMahjongg export also writes the ``.desktop`` file beside OUT that KMahjongg
lists its layouts by. The export is the editor's (*File ▸ Export*):
:func:`mahjong_qt.core.formats.write_export`. The old order, ``export OUT.layout FILE``, still
works (KMahjongg by default) with a deprecation warning.
"""

from __future__ import annotations

import argparse
import sys

from ..core.formats import (
    EXPORT_SUFFIXES,
    Format,
    FormatError,
    export_format_for,
    exported_files,
    texts_of_layout,
    write_export,
)
from .common import FILE_HELP, add_map_argument, load_or_report

NAME = "export"
HELP = "write a layout as a KMahjongg .layout, GNOME Mahjongg .map or Kyodai .lay file"

_FORMAT_NAMES = {
    Format.KMAHJONGG: "a KMahjongg layout (v1.1)",
    Format.GNOME: "a GNOME Mahjongg map",
    Format.KYODAI: "a Kyodai layout (3.0)",
}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE", help=FILE_HELP)
    parser.add_argument("legacy", metavar="[FILE]", nargs="?", help=argparse.SUPPRESS)
    parser.add_argument(
        "-o", "--output", metavar="OUT", help="the file to write (.layout, .map or .lay)"
    )
    parser.add_argument(
        "--format",
        choices=[f.value for f in Format],
        help="the format to write (default: from OUT's extension)",
    )
    add_map_argument(parser)
    parser.add_argument("--force", action="store_true", help="replace OUT if it exists")


def _source_and_output(args: argparse.Namespace) -> tuple[str, str, Format | None] | None:
    """FILE, OUT and the default format, from either order (None after saying what is wrong)."""
    if args.legacy is not None:
        if args.output is not None:
            print("give FILE once: export FILE -o OUT", file=sys.stderr)
            return None
        print(
            "warning: 'mahjong-layout export OUT FILE' is deprecated;"
            " use 'mahjong-layout export FILE -o OUT'",
            file=sys.stderr,
        )
        out, source = args.file, args.legacy
        return source, out, export_format_for(out) or Format.KMAHJONGG
    if args.output is None:
        print("say where to write the layout with -o OUT", file=sys.stderr)
        return None
    return args.file, args.output, export_format_for(args.output)


def run(args: argparse.Namespace) -> int:
    found = _source_and_output(args)
    if found is None:
        return 2
    source, out, by_extension = found
    fmt = Format(args.format) if args.format else by_extension
    if fmt is None:
        suffixes = ", ".join(EXPORT_SUFFIXES.values())
        print(
            f"{out}: the format is not known from this extension: give --format, or name the"
            f" file with {suffixes}",
            file=sys.stderr,
        )
        return 2
    layout = load_or_report(source, args.map)
    if layout is None:
        return 1
    files = exported_files(out, fmt)
    existing = [str(f) for f in files if f.exists()]
    if existing and not args.force:
        print(f"{', '.join(existing)}: already exists; use --force to replace it", file=sys.stderr)
        return 1
    try:
        written = write_export(out, layout.positions, texts_of_layout(layout), fmt, layout.id)
    except FormatError as e:
        print(f"{source}: {e}", file=sys.stderr)
        return 1
    except OSError as e:
        print(f"{out}: cannot write: {e.strerror or e}", file=sys.stderr)
        return 1
    beside = f", with {written[1]}" if len(written) > 1 else ""
    print(f"{out}: {layout.tile_count} tiles written as {_FORMAT_NAMES[fmt]}{beside}")
    return 0
