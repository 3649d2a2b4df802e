"""``mahjong-layout validate FILE...``: OK, or each error and warning, per file."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from ..core.layout import LayoutError, load_layout

NAME = "validate"
HELP = "check layout files; exit status 1 if any is invalid"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("files", nargs="+", metavar="FILE", help="layout files (.json)")


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


def run(args: argparse.Namespace) -> int:
    status = 0
    for path in args.files:
        if is_json_schema(path):
            print(f"{path}: skipped (the JSON Schema of layout files, not a layout)")
            continue
        try:
            layout = load_layout(path)
        except LayoutError as e:
            status = 1
            print(f"{path}: INVALID")
            for issue in e.issues:
                print(f"  error: {issue.message}")
            continue
        print(f"{path}: OK ({layout.tile_count} tiles)")
        for issue in layout.warnings:
            print(f"  warning: {issue.message}")
    return status
