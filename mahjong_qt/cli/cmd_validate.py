"""``mahjong-layout validate FILE...``: OK, or each error and warning, per file (per map of a GNOME
file of several); any format the editor reads."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from ..core.formats import FormatError, LayoutPart, load_layout_parts

NAME = "validate"
HELP = "check layout files; exit status 1 if any is invalid"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "files", nargs="+", metavar="FILE", help="layout files (.json, .layout, .map, .lay)"
    )


def is_json_schema(path: str) -> bool:
    """Whether a file is a JSON Schema (such as ``layouts/layout.schema.json``), not a layout."""
    p = Path(path)
    if not p.name.endswith(".schema.json"):
        return False
    try:
        obj = json.loads(p.read_bytes()[:2_000_000])
    except (OSError, ValueError, RecursionError):
        return False
    return isinstance(obj, dict) and "$schema" in obj and "tiles" not in obj


def _report(path: str, part: LayoutPart) -> bool:
    """Print one layout's verdict; whether it is valid."""
    where = f"{path} [{part.part}]" if part.part else path
    if part.layout is None:
        print(f"{where}: INVALID")
        if isinstance(part.error, FormatError):
            print(f"  error: {part.error}")
        elif part.error is not None:
            for issue in part.error.issues:
                print(f"  error: {issue.message}")
        return False
    print(f"{where}: OK ({part.layout.tile_count} tiles)")
    for issue in part.layout.warnings:
        print(f"  warning: {issue.message}")
    return True


def run(args: argparse.Namespace) -> int:
    status = 0
    for path in args.files:
        if is_json_schema(path):
            print(f"{path}: skipped (the JSON Schema of layout files, not a layout)")
            continue
        for part in load_layout_parts(path):
            if not _report(path, part):
                status = 1
    return status
