"""KMahjongg's tile sets and backgrounds already on the machine (issue 17), described, not read.

libkmahjongg installs them as ``<data dir>/kmahjongglib/tilesets/<name>.desktop`` (group
``KMahjonggTileset``) beside an SVG (``FileName``, usually ``.svgz``), and
``.../backgrounds/<name>.desktop`` (group ``KMahjonggBackground``). The description gives the
names (``Name``, ``Name[fr]``), the author, and for a tile set the metrics of its art: the whole
tile (``TileWidth``, ``TileHeight``) and its face (``TileFaceWidth``, ``TileFaceHeight``). We only
point at their files: nothing is copied.

The SVG has one element per face (``CHARACTER_1``..``9``, ``BAMBOO_1``..``9``, ``ROD_1``..``9``
for the dots, ``WIND_1``..``4``, ``DRAGON_1``..``3``, ``FLOWER_1``..``4``, ``SEASON_1``..``4``)
and the tile bodies ``TILE_1``..``4`` (one per light direction) with ``TILE_n_SEL`` for a selected
tile; :func:`face_element` maps our kinds onto them.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from .desktop_entry import DesktopEntry, read_desktop_entry
from .regular_file import read_regular_file
from .xdg import find_data_files

__all__ = [
    "TILESET_PREFIX",
    "BACKGROUND_PREFIX",
    "TileSetInfo",
    "BackgroundInfo",
    "face_element",
    "BODY_ELEMENT",
    "SELECTED_BODY_ELEMENT",
    "find_tilesets",
    "find_backgrounds",
    "copyright_lines",
]

TILESET_PREFIX = "kmahjongg-"  # our tile style id of a KMahjongg tile set: kmahjongg-<name>
BACKGROUND_PREFIX = "kmahjongg-"
# KMahjongg draws TILE_1..4 for the light from the north-west, north-east, south-east and
# south-west; ours shows the tile's thickness on the right and bottom with the face top-left,
# which is its "NE" tile (TILE_2), the face drawn at the body's top-left corner.
BODY_ELEMENT = "TILE_2"
SELECTED_BODY_ELEMENT = "TILE_2_SEL"
_MAX_FILES = 200

# Our kinds (core.tiles) in order: bamboo 1-9, characters 1-9, dots 1-9, winds E S W N, dragons
# red green white, flowers, seasons. KMahjongg numbers its winds N S E W and its dragons white,
# green, red (as its default tile set draws them).
_WINDS = ("WIND_3", "WIND_2", "WIND_4", "WIND_1")
_DRAGONS = ("DRAGON_3", "DRAGON_2", "DRAGON_1")


def face_element(kind: int) -> str:
    """The SVG element id of our tile kind ``kind`` (0..41) in a KMahjongg tile set."""
    if not 0 <= kind <= 41:
        raise ValueError(f"no such tile kind: {kind}")
    if kind < 27:
        suit = ("BAMBOO", "CHARACTER", "ROD")[kind // 9]
        return f"{suit}_{kind % 9 + 1}"
    if kind < 31:
        return _WINDS[kind - 27]
    if kind < 34:
        return _DRAGONS[kind - 31]
    if kind < 38:
        return f"FLOWER_{kind - 33}"
    return f"SEASON_{kind - 37}"


@dataclass(frozen=True, slots=True)
class TileSetInfo:
    """A KMahjongg tile set: ``id`` is our style id for it; sizes are in its SVG's units."""

    id: str
    names: dict[str, str] = field(hash=False, compare=False)
    author: str
    svg: Path
    tile_size: tuple[int, int]
    face_size: tuple[int, int]
    description: str = ""

    def name(self, lang: str) -> str:
        return self.names.get(lang) or self.names.get("en") or self.id


@dataclass(frozen=True, slots=True)
class BackgroundInfo:
    """A KMahjongg background: an SVG drawn tiled (``tile_size``) or stretched; ``plain`` ones
    (no picture) are not listed."""

    id: str
    names: dict[str, str] = field(hash=False, compare=False)
    author: str
    svg: Path
    tiled: bool
    tile_size: tuple[int, int]

    def name(self, lang: str) -> str:
        return self.names.get(lang) or self.names.get("en") or self.id


def _names(entry: DesktopEntry, fallback: str) -> dict[str, str]:
    en = entry.localized("Name", "en") or fallback
    return {"en": en, "fr": entry.localized("Name", "fr") or en}


def _picture(desktop: Path, entry: DesktopEntry) -> Path | None:
    name = entry.get("FileName").strip()
    if not name or "/" in name or "\\" in name or name.startswith("."):
        return None
    svg = desktop.with_name(name)
    return svg if svg.is_file() else None


def _entries(
    subdir: str, group: str, environ: Mapping[str, str] | None
) -> Iterator[tuple[Path, DesktopEntry, Path]]:
    for desktop in find_data_files(f"kmahjongglib/{subdir}", ".desktop", environ)[:_MAX_FILES]:
        try:
            entry = read_desktop_entry(desktop)
        except OSError:
            continue
        if entry.group != group or entry.number("VersionFormat", 1) > 1:
            continue
        svg = _picture(desktop, entry)
        if svg is not None:
            yield desktop, entry, svg


def find_tilesets(environ: Mapping[str, str] | None = None) -> list[TileSetInfo]:
    """The usable tile sets (a description, a picture file and sane metrics), by file name."""
    found = []
    for desktop, entry, svg in _entries("tilesets", "KMahjonggTileset", environ):
        tile = (entry.number("TileWidth", 30), entry.number("TileHeight", 50))
        face = (entry.number("TileFaceWidth", 30), entry.number("TileFaceHeight", 50))
        if not (0 < face[0] <= tile[0] <= 10_000 and 0 < face[1] <= tile[1] <= 10_000):
            continue
        found.append(
            TileSetInfo(
                id=TILESET_PREFIX + _slug(desktop.stem),
                names=_names(entry, desktop.stem),
                author=entry.get("Author").strip(),
                svg=svg,
                tile_size=tile,
                face_size=face,
                description=entry.localized("Description", "en"),
            )
        )
    return found


def find_backgrounds(environ: Mapping[str, str] | None = None) -> list[BackgroundInfo]:
    """The backgrounds with a picture (plain-colour ones are left to our own colour choice)."""
    found = []
    for desktop, entry, svg in _entries("backgrounds", "KMahjonggBackground", environ):
        size = (max(1, entry.number("Width", 100)), max(1, entry.number("Height", 100)))
        found.append(
            BackgroundInfo(
                id=BACKGROUND_PREFIX + _slug(desktop.stem),
                names=_names(entry, desktop.stem),
                author=entry.get("Author").strip(),
                svg=svg,
                tiled=entry.get("Tiled", "1").strip() != "0",
                tile_size=size,
            )
        )
    return found


def _slug(stem: str) -> str:
    """A style id part: lower case letters, digits, ``-`` and ``_`` (at most 29 characters)."""
    out = "".join(c if c.isascii() and (c.isalnum() or c in "-_") else "-" for c in stem.lower())
    return out.strip("-_")[:29] or "set"


_MAX_COPYRIGHT_BYTES = 20_000


def copyright_lines(svg: Path) -> tuple[str, ...]:
    """The "Copyright ..." lines of the ``.copyright`` file libkmahjongg ships beside a tile set
    or background (``egypt.copyright`` beside ``egypt.svgz``); none when there is no such file."""
    path = svg.with_name(svg.name.split(".")[0] + ".copyright")
    try:
        text = read_regular_file(path, _MAX_COPYRIGHT_BYTES)[:_MAX_COPYRIGHT_BYTES]
    except OSError:
        return ()
    lines = text.decode("utf-8", "replace").splitlines()
    return tuple(line.strip() for line in lines if line.strip().lower().startswith("copyright"))[:8]
