"""GNOME Mahjongg ``.map`` files: every map in a file, and the chosen one as an import.

The format, as GNOME Mahjongg reads it (``src/map.vala``, GLib markup, a subset of XML)::

    <mahjongg>
      <map name="The Ziggurat" scorename="ziggurat" author="..." category="...">
        <layer z="0">
          <tile x="3" y="0.5"/>                               one tile
          <row y="0" left="3.5" right="10.5"/>               tiles from left to right, one apart
          <column x="0" top="0" bottom="7"/>                  tiles from top to bottom, one apart
          <block left="1" right="3" top="3" bottom="4"/>      a rectangle of tiles
        </layer>
        <block z="3" left="3" right="11" top="3" bottom="4"/> a shape's own z beats its layer's
      </map>
    </mahjongg>

Coordinates are whole tiles with halves (``3.5``), ranges are inclusive and step by one tile; we
multiply by 2 for our half-tile units. GNOME Mahjongg reads only ``name`` and ``scorename`` of a
``<map>`` and ignores other attributes; our export adds ``author`` and ``category``, which we
read back. ``<layer>`` is optional; outside one, z is 0. Element and
attribute names are case-insensitive. Untrusted input: parsed with expat (the parser under
``xml.etree``) directly, so that every message can name the element's line; a DOCTYPE (and so any
entity declaration) is refused before it is read.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any
from xml.parsers import expat

from ..geometry import Position
from ..layout_limits import MAX_Z
from .errors import FormatError, shortened
from .imported import ImportedLayout, check_tile_count, normalise
from .text import check_size, quoted

__all__ = [
    "MAX_MAPS",
    "MAX_FILE_TILES",
    "MAX_ELEMENTS",
    "GnomeMap",
    "parse_gnome_maps",
    "choose_map",
    "parse_gnome_map",
]

_SHAPES = ("tile", "row", "column", "block")
_KNOWN = {"mahjongg", "map", "layer", *_SHAPES}
_MAX_COORD = 10_000.0  # whole tiles; far beyond any real map, small enough to stay cheap
_MAX_TEXT = 200  # an author or a category (the layout's own limit)
_MAX_NOTES = 20  # unknown elements reported one by one; the rest are counted
# A file may hold several maps (GNOME's own has about a dozen). The maps, the tiles over all of
# them and the elements read are capped, so that a hostile file is refused before it costs
# seconds and gigabytes (a map of 576 tiles fits in one <block> element).
MAX_MAPS = 100
MAX_FILE_TILES = 20_000
MAX_ELEMENTS = 100_000
_NUMBER = re.compile(r"\s*[+-]?(?:\d+(?:\.\d*)?|\.\d+)\s*")  # plain decimals: no 1e3, inf, 1_0


@dataclass(frozen=True)
class GnomeMap:
    """One ``<map>`` of a file: its names, its line and its positions (not yet normalised),
    and the author and category our export writes."""

    name: str
    scorename: str
    line: int
    positions: tuple[Position, ...]
    author: str = ""
    category: str = ""

    @property
    def title(self) -> str:
        """The map's name for a list: its name, else its score name, else its line."""
        return self.name or self.scorename or f"map at line {self.line}"


@dataclass
class _Reader:
    """Expat callbacks: builds the maps while checking every element."""

    parser: expat.XMLParserType
    maps: list[GnomeMap] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    more_notes: int = 0
    map_start: dict[str, str] | None = None
    map_line: int = 0
    slots: list[Position] = field(default_factory=list)
    layer_z: int | None = None
    file_tiles: int = 0  # tiles of the maps already read
    elements: int = 0

    def fail(
        self, code: str, message: str, element: str | None = None, **params: Any
    ) -> FormatError:
        return FormatError(code, message, self.parser.CurrentLineNumber, element, **params)

    def number(self, attrs: dict[str, str], name: str, tag: str) -> float:
        raw = attrs.get(name)
        if raw is None:
            raise self.fail("missing_attribute", f"missing attribute '{name}'", tag, attribute=name)
        value = shortened(raw)
        if not _NUMBER.fullmatch(raw):
            raise self.fail(
                "not_a_number",
                f"{name}={quoted(raw)} is not a number",
                tag,
                attribute=name,
                value=value,
            )
        number = float(raw)
        if abs(number) > _MAX_COORD:
            raise self.fail(
                "too_far",
                f"{name}={quoted(raw)} is too far (at most {_MAX_COORD:g})",
                tag,
                attribute=name,
                value=value,
                max=int(_MAX_COORD),
            )
        return number

    def half_units(self, attrs: dict[str, str], name: str, tag: str) -> int:
        value = self.number(attrs, name, tag) * 2
        if not value.is_integer():
            raise self.fail(
                "not_half",
                f"{name}={quoted(attrs[name])} is not a whole or half number (like 3 or 3.5)",
                tag,
                attribute=name,
                value=shortened(attrs[name]),
            )
        return int(value)

    def level(self, attrs: dict[str, str], tag: str) -> int:
        if "z" not in attrs:
            return self.layer_z or 0
        value = self.number(attrs, "z", tag)
        if not value.is_integer() or not 0 <= value <= MAX_Z:
            raise self.fail(
                "bad_level",
                f"z={quoted(attrs['z'])} is not a level from 0 to {MAX_Z}",
                tag,
                value=shortened(attrs["z"]),
                max=MAX_Z,
            )
        return int(value)

    def span(self, attrs: dict[str, str], low: str, high: str, tag: str) -> range:
        a = self.half_units(attrs, low, tag)
        b = self.half_units(attrs, high, tag)
        if a > b:
            raise self.fail(
                "inverted_range",
                f"{low} ({attrs[low]}) is beyond {high} ({attrs[high]})",
                tag,
                low=low,
                high=high,
                low_value=shortened(attrs[low]),
                high_value=shortened(attrs[high]),
            )
        return range(a, b + 1, 2)

    def shape(self, tag: str, attrs: dict[str, str]) -> list[Position]:
        z = self.level(attrs, tag)
        xs: Sequence[int]
        ys: Sequence[int]
        if tag == "tile":
            xs = [self.half_units(attrs, "x", tag)]
            ys = [self.half_units(attrs, "y", tag)]
        elif tag == "row":
            xs, ys = self.span(attrs, "left", "right", tag), [self.half_units(attrs, "y", tag)]
        elif tag == "column":
            xs, ys = [self.half_units(attrs, "x", tag)], self.span(attrs, "top", "bottom", tag)
        else:
            xs, ys = self.span(attrs, "left", "right", tag), self.span(attrs, "top", "bottom", tag)
        count = len(xs) * len(ys)
        check_tile_count(len(self.slots) + count, self.parser.CurrentLineNumber, tag)
        if self.file_tiles + len(self.slots) + count > MAX_FILE_TILES:
            raise self.fail(
                "file_too_many_tiles",
                f"the maps of this file hold too many tiles (more than {MAX_FILE_TILES:,})",
                tag,
                max=MAX_FILE_TILES,
            )
        return [(x, y, z) for x in xs for y in ys]

    def start(self, name: str, raw_attrs: dict[str, str]) -> None:
        tag = name.lower()
        attrs = {k.lower(): v for k, v in raw_attrs.items()}
        line = self.parser.CurrentLineNumber
        self.elements += 1
        if self.elements > MAX_ELEMENTS:
            raise self.fail(
                "too_many_elements",
                f"the file holds too many elements (more than {MAX_ELEMENTS:,})",
                max=MAX_ELEMENTS,
            )
        if tag == "map":
            if self.map_start is not None:
                raise self.fail("nested_map", "a <map> cannot be inside another <map>", tag)
            if len(self.maps) >= MAX_MAPS:
                raise self.fail(
                    "too_many_maps",
                    f"the file holds too many maps (more than {MAX_MAPS})",
                    tag,
                    max=MAX_MAPS,
                )
            self.map_start = attrs
            self.map_line = line
            self.slots = []
        elif tag in ("layer", *_SHAPES) and self.map_start is None:
            raise self.fail("outside_map", "outside a <map>", tag)
        elif tag == "layer":
            if self.layer_z is not None:
                raise self.fail("nested_layer", "a <layer> cannot be inside another <layer>", tag)
            self.layer_z = self.level(attrs, tag)  # no z: level 0
        elif tag in _SHAPES:
            self.slots += self.shape(tag, attrs)
        elif tag not in _KNOWN:
            if len(self.notes) < _MAX_NOTES:
                self.notes.append(f"ignored the unknown element <{name}> at line {line}")
            else:
                self.more_notes += 1

    def end(self, name: str) -> None:
        tag = name.lower()
        if tag == "layer":
            self.layer_z = None
        elif tag == "map" and self.map_start is not None:
            a = self.map_start
            self.maps.append(
                GnomeMap(
                    a.get("name", ""),
                    a.get("scorename", ""),
                    self.map_line,
                    tuple(self.slots),
                    " ".join(a.get("author", "").split())[:_MAX_TEXT],
                    " ".join(a.get("category", "").split())[:_MAX_TEXT],
                )
            )
            self.file_tiles += len(self.slots)
            self.map_start = None

    def refuse_doctype(self, *_args: object) -> None:
        raise self.fail("doctype", "a DOCTYPE is not allowed in a map file (entities are refused)")


def parse_gnome_maps(data: bytes) -> tuple[list[GnomeMap], list[str]]:
    """All maps of a GNOME Mahjongg file, and notes about ignored elements.

    Raises :class:`FormatError` only; a file without any ``<map>`` is an error.
    """
    check_size(data)
    parser = expat.ParserCreate()
    parser.SetParamEntityParsing(expat.XML_PARAM_ENTITY_PARSING_NEVER)
    reader = _Reader(parser)
    parser.StartElementHandler = reader.start
    parser.EndElementHandler = reader.end
    parser.StartDoctypeDeclHandler = reader.refuse_doctype
    parser.EntityDeclHandler = reader.refuse_doctype
    try:
        parser.Parse(data, True)
    except expat.ExpatError as e:
        raise FormatError(
            "not_xml",
            f"not a well-formed map file: {expat.ErrorString(e.code)} (column {e.offset + 1})",
            e.lineno,
            column=e.offset + 1,
        ) from None
    except RecursionError:
        raise FormatError("too_deep", "not a map file: nested too deeply") from None
    if not reader.maps:
        raise FormatError("no_map", "no <map> element found: this is not a GNOME Mahjongg map file")
    if reader.more_notes:
        reader.notes.append(f"... and {reader.more_notes:,} more unknown elements ignored")
    return reader.maps, reader.notes


def choose_map(maps: list[GnomeMap], choice: int | str | None = None) -> GnomeMap:
    """The map asked for: by 0-based index, by name or score name (any case), or the only one."""
    listing = "; ".join(f"{i + 1}: {m.title}" for i, m in enumerate(maps))
    named = [[m.name or m.scorename, m.line] for m in maps]  # a nameless map by its line
    if choice is None:
        if len(maps) == 1:
            return maps[0]
        raise FormatError(
            "choose_map",
            f"this file holds {len(maps)} maps; choose one of them: {listing}",
            maps=named,
        )
    if isinstance(choice, int):
        if 0 <= choice < len(maps):
            return maps[choice]
        raise FormatError(
            "no_map_number",
            f"there is no map number {choice + 1} in this file; its maps: {listing}",
            number=choice + 1,
            maps=named,
        )
    wanted = choice.strip().casefold()
    for m in maps:
        if wanted in (m.name.strip().casefold(), m.scorename.strip().casefold()):
            return m
    raise FormatError(
        "no_map_named",
        f"there is no map named {quoted(choice)} in this file; its maps: {listing}",
        name=shortened(choice),
        maps=named,
    )


def parse_gnome_map(data: bytes, choice: int | str | None = None) -> ImportedLayout:
    """Read the chosen map of a GNOME Mahjongg file. Raises :class:`FormatError` only."""
    maps, notes = parse_gnome_maps(data)
    chosen = choose_map(maps, choice)
    hint = ""
    if len(maps) > 1:  # several layouts in one file: tell their ids apart
        hint = chosen.scorename or chosen.name or f"map-{maps.index(chosen) + 1}"
    return ImportedLayout(
        "gnome",
        normalise(chosen.positions),
        name=chosen.name,
        author=chosen.author,
        category=chosen.category,
        id_hint=hint,
        notes=tuple(notes),
    )
