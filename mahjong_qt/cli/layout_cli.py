"""``mahjong-layout``: check, inspect, solve and convert layout files from the command line.

Each sub-command is a module ``mahjong_qt/cli/cmd_<name>.py`` that defines ``NAME``, ``HELP``,
``add_arguments(parser)`` and ``run(args) -> int``; they are found automatically.
"""

from __future__ import annotations

import argparse
import importlib
import multiprocessing
import pkgutil
import sys
from collections.abc import Sequence

from .. import cli
from ..help_defaults import show_defaults
from ..identity import version_text

__all__ = ["main", "build_parser"]


def _commands() -> list:
    mods = []
    for info in sorted(pkgutil.iter_modules(cli.__path__), key=lambda m: m.name):
        if info.name.startswith("cmd_"):
            mods.append(importlib.import_module(f"{cli.__name__}.{info.name}"))
    return mods


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="mahjong-layout",
        description="Check, inspect, solve and convert Mahjong Qt layout files.",
    )
    parser.add_argument("--version", action="version", version=version_text("mahjong-layout"))
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for mod in _commands():
        p = sub.add_parser(mod.NAME, help=mod.HELP, description=mod.HELP)
        mod.add_arguments(p)
        p.set_defaults(_run=mod.run)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    multiprocessing.freeze_support()  # a frozen build's worker processes start here
    args = show_defaults(build_parser()).parse_args(argv)
    try:
        return int(args._run(args))
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 1


if __name__ == "__main__":
    sys.exit(main())
