#!/usr/bin/env python3
"""Write a man page per program, made from its own argparse parser (argparse-manpage).

    python tools/make_man_pages.py OUT_DIR      # OUT_DIR/mahjong-qt.1, mahjong-editor.1, ...

Each program's parser is taken from its entry point as it runs (``main(["--help"])`` stopped at
the parse), so the page says exactly what ``--help`` says, sub-commands included
(``mahjong-layout``). The wheel gets them under ``share/man/man1`` (``tools/make_share.py``, run
by ``hatch_build.py``). The date is ``SOURCE_DATE_EPOCH``'s when set, else the newest release
in the game's metainfo: the pages, like the wheel, are the same at every build. English only:
the programs' ``--help`` texts are not translated.
"""

from __future__ import annotations

import argparse
import datetime
import importlib
import os
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from mahjong_qt import __version__  # noqa: E402
from mahjong_qt.desktop import data_dir  # noqa: E402
from mahjong_qt.identity import GAME, HOME_URL, ORGANISATION  # noqa: E402

__all__ = ["PAGES", "ManPage", "man_page_text", "write_man_pages"]


@dataclass(frozen=True)
class ManPage:
    """One program's page: its command, the module of its ``main``, a one-line summary."""

    command: str
    modules: tuple[str, ...]  # the first that imports (the editor is ``editor`` in a checkout)
    summary: str


PAGES = (
    ManPage("mahjong-qt", ("mahjong_qt.app.main",), "Mahjong solitaire where every deal can be won"),
    ManPage(
        "mahjong-editor",
        ("mahjong_qt_editor.main", "editor.main"),
        "design Mahjong solitaire layouts, or import KMahjongg, GNOME and Kyodai ones",
    ),
    ManPage(
        "mahjong-layout",
        ("mahjong_qt.cli.layout_cli",),
        "check, inspect, solve and convert Mahjong Qt layout files",
    ),
    ManPage(
        "mahjong-race",
        ("mahjong_qt.app.race_online.race_window",),
        "race other people at Mahjong Qt over the network",
    ),
    ManPage(
        "mahjong-race-server",
        ("mahjong_qt.race_server.cli",),
        "the race server players of Mahjong Qt join rooms on",
    ),
)


class _Parsed(Exception):
    def __init__(self, parser: argparse.ArgumentParser):
        super().__init__(parser.prog)
        self.parser = parser


def parser_of(main: Callable[[list[str]], object]) -> argparse.ArgumentParser:
    """The parser ``main`` builds, taken when it first parses (nothing else of it runs)."""

    def stop(self, args=None, namespace=None):
        raise _Parsed(self)

    original = argparse.ArgumentParser.parse_known_args
    argparse.ArgumentParser.parse_known_args = stop
    try:
        main(["--help"])
    except _Parsed as parsed:
        return parsed.parser
    finally:
        argparse.ArgumentParser.parse_known_args = original
    raise RuntimeError(f"{main.__module__}.main never parsed its command line")


def _main_of(page: ManPage) -> Callable[[list[str]], object]:
    for name in page.modules:
        try:
            return importlib.import_module(name).main
        except ModuleNotFoundError as error:
            if error.name is None or not name.startswith(error.name):
                raise
    raise ModuleNotFoundError(f"none of {page.modules} imports")


def build_date() -> str:
    """``SOURCE_DATE_EPOCH``'s day, else the newest release's in the metainfo (YYYY-MM-DD)."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH", "").strip()
    if epoch.isdigit():
        day = datetime.datetime.fromtimestamp(int(epoch), datetime.UTC).date()
        return day.isoformat()
    root = ET.parse(data_dir() / GAME.metainfo_file).getroot()
    return root.find("releases/release").get("date")


def _see_also(command: str) -> str:
    others = [p.command for p in PAGES if p.command != command]
    return ",\n".join(rf"\fB{_roff(c)}\fR(1)" for c in others)


def _roff(word: str) -> str:
    """A word as roff prints it: a hyphen, not a minus sign."""
    return word.replace("-", "\\-")


def man_page_text(page: ManPage, date: str | None = None) -> str:
    """The roff text of one program's page."""
    from argparse_manpage.manpage import Manpage

    man = Manpage(parser_of(_main_of(page)))
    man.description = page.summary
    man.date = date or build_date()
    man.source = f"{ORGANISATION} {__version__}"
    man.manual = f"{ORGANISATION} manual"
    man.add_section("see also", "=", _see_also(page.command))
    man.add_section("bugs", "=", f"Report bugs at {HOME_URL}/issues")
    return str(man)


def write_man_pages(out: Path) -> list[Path]:
    """Write ``COMMAND.1`` for every program into ``out``; the files written."""
    out.mkdir(parents=True, exist_ok=True)
    date = build_date()
    written = []
    for page in PAGES:
        target = out / f"{page.command}.1"
        target.write_text(man_page_text(page, date), encoding="utf-8")
        written.append(target)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="folder for the pages (man1)")
    args = parser.parse_args(argv)
    for path in write_man_pages(args.out):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
