"""``mahjong-layout validate FILE...``: OK, or each error and warning, per file."""

from __future__ import annotations

import argparse

from ..core.layout import LayoutError, load_layout

NAME = "validate"
HELP = "check layout files; exit status 1 if any is invalid"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("files", nargs="+", metavar="FILE", help="layout files (.json)")


def run(args: argparse.Namespace) -> int:
    status = 0
    for path in args.files:
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
