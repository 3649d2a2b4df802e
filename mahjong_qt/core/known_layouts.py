"""The layout files the game ships, checked before release: read at start without the schema.

Checking a layout file takes the schema (:mod:`.layout_schema`, pydantic), which costs about
0.2 s to import: on a first start (no value kept by :mod:`.checked_values` yet) a quarter of the
time before the board is on the screen, spent on a file that comes with the game. The bundled
files change only with the game, so each is checked through the schema when the game is made
and the SHA-256 of its bytes is kept in ``known_layouts.json`` beside this module. A file whose
bytes have one of those digests is read as the plain values the schema gives for it (a test
compares them on every bundled file); any other file, a bundled one edited since included, is
checked as before (:func:`.layout.parse_layout`).

``python -m mahjong_qt.core.known_layouts`` checks every bundled layout through the schema and
writes the digests (a test fails until it is run after a bundled layout changes); ``--check``
only says whether the file is up to date.
"""

from __future__ import annotations

import argparse
import hashlib
import json
from collections.abc import Mapping
from functools import cache
from pathlib import Path

from .atomic_io import atomic_write_text
from .json_text import parse_json
from .layout_data import LayoutData, LayoutText
from .layout_limits import MAX_FILE_BYTES
from .regular_file import read_regular_file

__all__ = ["KNOWN_LAYOUTS_FILE", "known_layout_data", "bundled_digests", "main"]

KNOWN_LAYOUTS_FILE = Path(__file__).with_name("known_layouts.json")
_MAX_BYTES = 100_000  # the list (more: cut short, not JSON, so it vouches for no file)


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


@cache
def _known() -> frozenset[str]:
    """The digests of the checked files (none when the list cannot be read: all are checked)."""
    try:
        kept = json.loads(read_regular_file(KNOWN_LAYOUTS_FILE, _MAX_BYTES)[:_MAX_BYTES])["digests"]
        return frozenset(d for d in kept.values() if isinstance(d, str))
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return frozenset()


def known_layout_data(data: bytes) -> LayoutData | None:
    """The contents of a layout file the game ships, as the schema gives them (checked before
    release); None for any other bytes."""
    if _digest(data) not in _known():
        return None
    obj = parse_json(data.decode("utf-8-sig"))
    description = obj.get("description", {})
    return LayoutData(
        obj["id"],
        LayoutText(obj["name"]["en"], obj["name"]["fr"]),
        LayoutText(description.get("en", ""), description.get("fr", "")),
        obj.get("author", ""),
        obj.get("category", ""),
        tuple((x, y, z) for x, y, z in obj["tiles"]),
    )


def bundled_digests() -> dict[str, str]:
    """Each bundled layout file's name and digest, every one checked through the schema now
    (pydantic's ``ValidationError`` for one that does not pass)."""
    from ..resources import bundled_layout_files
    from .layout_schema import LayoutModel

    digests = {}
    for path in bundled_layout_files():
        data = read_regular_file(path, MAX_FILE_BYTES)[:MAX_FILE_BYTES]
        LayoutModel.model_validate(parse_json(data.decode("utf-8-sig")))
        digests[path.name] = _digest(data)
    return digests


def _text(digests: Mapping[str, str]) -> str:
    return json.dumps({"digests": dict(sorted(digests.items()))}, indent=1) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m mahjong_qt.core.known_layouts",
        description="Check the bundled layouts through the schema and write their digests.",
    )
    parser.add_argument("--check", action="store_true", help="only say whether it is up to date")
    args = parser.parse_args(argv)
    wanted = _text(bundled_digests())
    try:
        current = read_regular_file(KNOWN_LAYOUTS_FILE, _MAX_BYTES).decode("utf-8")
    except (OSError, UnicodeDecodeError):
        current = ""
    if args.check:
        up_to_date = current == wanted
        print(
            "up to date"
            if up_to_date
            else "out of date: run python -m mahjong_qt.core.known_layouts"
        )
        return 0 if up_to_date else 1
    atomic_write_text(KNOWN_LAYOUTS_FILE, wanted)
    print(f"wrote {KNOWN_LAYOUTS_FILE}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
