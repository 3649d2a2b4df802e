"""The command line of ``mahjong-qt``: its options, and the checks that refuse what the game
cannot do (argparse style: the usage and the reason on stderr, exit status 2), before any
window is made. Pure Python: no Qt is imported here.

    mahjong-qt [--layout ID | --layout-file PATH] [--number N] [--lang system|en|fr]
    mahjong-qt --screenshot FILE [--layout ID] [--number N] [--lang system|en|fr] [--size WxH|screen]
               [--screen start|race|campaign|daily|statistics|lost] [--theme light|dark]
               [--view-angle top_left|flat]
    mahjong-qt --list-layouts [--json]
    mahjong-qt --install-desktop | --uninstall-desktop | --self-test | --version
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Sequence
from pathlib import Path

from mahjong_qt.help_defaults import show_defaults
from mahjong_qt.identity import version_text

__all__ = ["DEFAULT_SIZE", "SCREEN_SIZE", "build_parser", "parse_args", "screenshot_size"]

DEFAULT_SIZE = (1280, 860)
SCREEN_SIZE = "screen"  # --size screen: the size the window opens at on this screen

# The options that do one thing and exit, and the options of a game (played or rendered):
# the two never go together.
ONE_OFF = ("install_desktop", "uninstall_desktop", "self_test", "list_layouts")
GAME_OPTIONS = (
    "layout",
    "layout_file",
    "number",
    "lang",
    "theme",
    "view_angle",
    "screenshot",
    "screen",
    "size",
)
# An option that only means something with another: (option, the one it needs).
NEEDS = (("json", "list_layouts"), ("screen", "screenshot"), ("size", "screenshot"))


def _size(text: str) -> tuple[int, int] | str:
    if text == SCREEN_SIZE:
        return SCREEN_SIZE
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT, e.g. 1280x800: {text}") from None
    if not (200 <= w <= 8000 and 200 <= h <= 8000):
        raise argparse.ArgumentTypeError(f"size out of range (200..8000): {text}")
    return w, h


def _number(text: str) -> int:
    from mahjong_qt.core.deal import (
        MAX_GAME_NUMBER,  # (not for --version or --help: the deals' module)
    )

    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if not 1 <= value <= MAX_GAME_NUMBER:
        raise argparse.ArgumentTypeError(f"must be from 1 to {MAX_GAME_NUMBER}: {text}")
    return value


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="mahjong-qt", description="Mahjong solitaire.")
    parser.add_argument("--version", action="version", version=version_text("mahjong-qt"))
    one_off = parser.add_mutually_exclusive_group()  # do this and exit
    one_off.add_argument(
        "--install-desktop",
        action="store_true",
        help="add the game and the editor to the desktop's menus, icons and file types, and exit",
    )
    one_off.add_argument(
        "--uninstall-desktop", action="store_true", help="remove what --install-desktop added"
    )
    one_off.add_argument(
        "--self-test",
        action="store_true",
        help="deal and hint in a worker process, print the outcome as JSON, and exit",
    )
    one_off.add_argument(
        "--list-layouts",
        action="store_true",
        help="print every layout the game offers (and the files it could not read), then exit",
    )
    parser.add_argument("--json", action="store_true", help="with --list-layouts: print JSON")
    where = parser.add_mutually_exclusive_group()
    where.add_argument(
        "--layout", metavar="ID", help="play this layout (e.g. turtle; see --list-layouts)"
    )
    where.add_argument(
        "--layout-file", metavar="PATH", type=Path, help="play the layout in this JSON file"
    )
    parser.add_argument(
        "--number", metavar="N", type=_number, help="game number (same deal everywhere)"
    )
    parser.add_argument(
        "--lang",
        choices=("system", "en", "fr"),
        help="language of this run (default: the one chosen in the game)",
    )
    parser.add_argument(
        "--theme", choices=("system", "light", "dark"), help="window theme of this run"
    )
    parser.add_argument(
        "--view-angle", choices=("top_left", "flat"), help="viewing angle of this run"
    )
    parser.add_argument(
        "--screenshot", metavar="FILE", type=Path, help="render the window to a PNG and exit"
    )
    parser.add_argument(
        "--screen",
        choices=("start", "race", "campaign", "daily", "statistics", "lost"),
        help="with --screenshot: show this mode screen (sample progress), or a lost game",
    )
    parser.add_argument(
        "--size",
        metavar="WxH",
        type=_size,
        help="with --screenshot: its size, or 'screen' for the size the window first opens at "
        "on this screen (default: 1280x860)",
    )
    return show_defaults(parser)


def _flag(dest: str) -> str:
    return "--" + dest.replace("_", "-")


def _given(args: argparse.Namespace, dest: str) -> bool:
    value = getattr(args, dest)
    return value is not None and value is not False


def _check(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """Refuse the combinations and the values the game cannot do (``parser.error``: exit 2)."""
    for option, needed in NEEDS:
        if _given(args, option) and not _given(args, needed):
            parser.error(f"{_flag(option)} needs {_flag(needed)}")
    for one in ONE_OFF:
        if _given(args, one):
            for other in GAME_OPTIONS:
                if _given(args, other):
                    parser.error(f"{_flag(other)} cannot be used with {_flag(one)}")
    if args.screenshot is not None:
        reason = _unwritable(args.screenshot)
        if reason is not None:
            parser.error(f"--screenshot: {reason}")
    if args.layout_file is not None:
        reason = _unplayable_file(args.layout_file)
        if reason is not None:
            parser.error(f"--layout-file: {reason}")
    if args.layout is not None and not _known_layout(args.layout):
        parser.error(
            f"--layout: there is no layout named {args.layout!r} among the bundled ones and "
            f"yours in {user_layouts()} (mahjong-qt --list-layouts shows them; other games' "
            "layouts are played from the game's layout browser)"
        )


def _unwritable(path: Path) -> str | None:
    """Why the screenshot cannot be written at ``path`` (English), or None. Its missing
    folders are made when it is written."""
    if path.is_dir():
        return f"{path} is a folder; give the PNG file to write"
    folder = path.absolute().parent
    while not folder.exists() and folder.parent != folder:
        folder = folder.parent
    if not folder.is_dir():
        return f"cannot write {path}: {folder} is not a folder"
    if not os.access(folder, os.W_OK | os.X_OK):
        return f"cannot write {path}: the folder {folder} is not writable"
    return None


def _unplayable_file(path: Path) -> str | None:
    """Why the layout file cannot be played (English), or None."""
    from mahjong_qt.core.layout import LayoutError, load_layout

    try:
        load_layout(path)
    except LayoutError as error:
        return str(error)
    return None


def user_layouts() -> Path:
    from mahjong_qt.core.paths import user_paths

    return user_paths().layouts_dir


def _known_layout(layout_id: str) -> bool:
    """Whether the game can play ``--layout layout_id`` (a bundled or the player's layout)."""
    from mahjong_qt.core.layout_library import LayoutShelf

    entry = LayoutShelf(user_layouts()).entry(layout_id)
    return entry is not None and entry.layout is not None


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    """The options, checked (a refusal exits with status 2 and says why on stderr)."""
    parser = build_parser()
    args = parser.parse_args(argv)
    _check(parser, args)
    return args


def screenshot_size(args: argparse.Namespace) -> tuple[int, int] | None:
    """The size of the screenshot asked for (``None``: as the window opens on this screen)."""
    if args.size == SCREEN_SIZE:
        return None
    return args.size if args.size is not None else DEFAULT_SIZE
