"""Pieces shared by the ``mahjong-layout`` sub-commands (not itself a sub-command).

Every sub-command reads its files through :func:`load_or_report` (one layout) or
:func:`~mahjong_qt.core.formats.load_layout_parts` (every map of a file): our ``.json`` and every
foreign format the editor reads, imported the way the editor imports them.
"""

from __future__ import annotations

import argparse
import math
import sys

from ..core.formats import FormatError, load_any_layout, map_choice
from ..core.layout import Layout, LayoutError
from ..core.tiles import TileSetVariant

__all__ = [
    "load_or_report",
    "report_error",
    "error_text",
    "add_map_argument",
    "add_variant_argument",
    "positive_int",
    "positive_seconds",
]

FILE_HELP = "a layout file (.json, or a KMahjongg .layout, GNOME .map or Kyodai .lay)"


def error_text(error: LayoutError | FormatError) -> str:
    """One line saying why a file is not a usable layout."""
    if isinstance(error, LayoutError):
        return "INVALID: " + "; ".join(i.message for i in error.issues)
    return str(error)


def report_error(path: str, error: LayoutError | FormatError) -> None:
    print(f"{path}: {error_text(error)}", file=sys.stderr)


def load_or_report(path: str, map_wanted: str | None = None) -> Layout | None:
    """The layout of a file of any format (``map_wanted``: which map of a GNOME file), or None
    after printing one line to stderr."""
    try:
        return load_any_layout(path, map_choice=map_choice(path, map_wanted))
    except (LayoutError, FormatError) as e:
        report_error(path, e)
        return None


def add_map_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--map",
        metavar="NAME_OR_NUMBER",
        help="which map of a GNOME file holding several (name, or number from 1)",
    )


def add_variant_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--variant",
        choices=[v.value for v in TileSetVariant],
        default=TileSetVariant.FULL.value,
        help="tile set",
    )


def positive_int(text: str) -> int:
    """An argparse type: a whole number from 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def positive_seconds(text: str) -> float:
    """An argparse type: a number of seconds above 0 (not infinite, not NaN)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not (math.isfinite(value) and value > 0):
        raise argparse.ArgumentTypeError("must be a number of seconds above 0")
    return value
