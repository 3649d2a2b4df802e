"""``mahjong-layout export OUT.layout FILE.json``: a layout as a KMahjongg v1.1 ``.layout`` file."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..core.atomic_io import atomic_write_text
from ..core.formats import FormatError, export_kmahjongg
from .common import load_or_report

NAME = "export"
HELP = "write a layout (.json) as a KMahjongg .layout file"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("output", metavar="OUT.layout", help="the KMahjongg file to write")
    parser.add_argument("file", metavar="FILE.json", help="a layout file")
    parser.add_argument("--force", action="store_true", help="replace OUT.layout if it exists")


def run(args: argparse.Namespace) -> int:
    layout = load_or_report(args.file)
    if layout is None:
        return 1
    out = Path(args.output)
    if out.exists() and not args.force:
        print(f"{out}: already exists; use --force to replace it", file=sys.stderr)
        return 1
    try:
        text = export_kmahjongg(layout.positions, layout.name("en"))
        atomic_write_text(out, text)
    except FormatError as e:
        print(f"{args.file}: {e}", file=sys.stderr)
        return 1
    except OSError as e:
        print(f"{out}: cannot write: {e.strerror or e}", file=sys.stderr)
        return 1
    print(f"{out}: {layout.tile_count} tiles written as a KMahjongg layout (v1.1)")
    return 0
