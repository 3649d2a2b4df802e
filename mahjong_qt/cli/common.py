"""Pieces shared by the ``mahjong-layout`` sub-commands (not itself a sub-command)."""

from __future__ import annotations

import argparse
import sys

from ..core.layout import Layout, LayoutError, load_layout
from ..core.tiles import TileSetVariant

__all__ = ["load_or_report", "add_variant_argument"]


def load_or_report(path: str) -> Layout | None:
    """The layout, or None after printing one line to stderr."""
    try:
        return load_layout(path)
    except LayoutError as e:
        print(f"{path}: INVALID: " + "; ".join(i.message for i in e.issues), file=sys.stderr)
        return None


def add_variant_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--variant",
        choices=[v.value for v in TileSetVariant],
        default=TileSetVariant.FULL.value,
        help="tile set",
    )
