"""GNOME Mahjongg .map: every shape element, halves, layers, several maps, and safe parsing."""

from __future__ import annotations

import pytest
from test_formats_samples import TURTLE_LEVELS, gnome_file, gnome_tiles, turtle_positions

from mahjong_qt.core.formats import (
    FormatError,
    LayoutTexts,
    choose_map,
    export_gnome_map,
    map_titles,
    normalise,
    parse_gnome_map,
    parse_gnome_maps,
    to_layout,
)
from mahjong_qt.core.layout import load_layout
from mahjong_qt.resources import bundled_layout_files

SHAPES = """
    <layer z="0">
      <row y="0" left="0" right="3"/>
      <column x="5.5" top="0" bottom="1"/>
      <block left="0" right="1" top="1.5" bottom="2.5"/>
      <tile x="3" y="2"/>
    </layer>
    <layer z="1">
      <tile x="0.5" y="0"/>
      <BLOCK Z="2" LEFT="0" RIGHT="0" TOP="2" BOTTOM="2"/>
    </layer>
    <tile z="3" x="0" y="2"/>
"""


def one(text: str, choice=None):
    return parse_gnome_map(text.encode(), choice)


def fault(text: str | bytes, choice=None) -> FormatError:
    with pytest.raises(FormatError) as err:
        parse_gnome_map(text.encode() if isinstance(text, str) else text, choice)
    return err.value


@pytest.mark.parametrize("use_layers", [True, False], ids=["layers", "z-attributes"])
def test_the_turtle_tile_by_tile(use_layers):
    text = gnome_file(("Turtle", "easy", gnome_tiles(turtle_positions(), use_layers)))
    result = one(text)
    assert result.format == "gnome" and result.name == "Turtle"
    assert list(result.positions) == turtle_positions()
    layout = to_layout(result, "turtle.map")
    assert layout.tile_count == 144 and layout.level_counts() == TURTLE_LEVELS
    assert layout.id == "turtle" and layout.name("fr") == "Turtle"


def test_rows_columns_blocks_and_tiles_with_halves():
    result = one(gnome_file(("Shapes", "shapes", SHAPES)))
    assert set(result.positions) == {
        (0, 0, 0), (2, 0, 0), (4, 0, 0), (6, 0, 0),  # row: inclusive, one tile apart
        (11, 0, 0), (11, 2, 0),  # column at x = 5.5
        (0, 3, 0), (2, 3, 0), (0, 5, 0), (2, 5, 0),  # block from y = 1.5 to 2.5
        (6, 4, 0),  # tile
        (1, 0, 1),  # a half-offset tile on layer 1
        (0, 4, 2),  # z attribute beats the layer's; names in any case
        (0, 4, 3),  # outside any layer, z given
    }  # fmt: skip


def test_numbers_may_have_signs_spaces_and_bare_points():
    inner = '<tile x=" -1.5 " y="+0"/><tile x=".5" y="2."/>'
    assert one(gnome_file(("A", "a", inner))).positions == ((0, 0, 0), (4, 4, 0))


def test_a_shape_outside_a_layer_is_on_level_0():
    assert one(gnome_file(("A", "a", '<tile x="1" y="1"/><tile x="2" y="1"/>'))).positions == (
        (0, 0, 0),
        (2, 0, 0),
    )


TWO_MAPS = gnome_file(
    ("First Map", "first", '<row y="0" left="0" right="3"/>'),
    ("Second Map", "second", '<layer z="0"><block left="0" right="1" top="0" bottom="1"/></layer>'),
)


def test_a_file_with_two_maps_lists_them_and_imports_the_chosen_one():
    assert map_titles(TWO_MAPS.encode()) == ["First Map", "Second Map"]
    by_index = one(TWO_MAPS, 1)
    by_name = one(TWO_MAPS, "second map")
    by_score = one(TWO_MAPS, "SECOND")
    assert by_index == by_name == by_score
    assert by_index.positions == ((0, 0, 0), (2, 0, 0), (0, 2, 0), (2, 2, 0))
    assert one(TWO_MAPS, 0).name == "First Map"
    assert to_layout(by_index, "/x/mahjongg.map").id == "mahjongg-second"


def test_several_maps_without_a_choice_or_a_wrong_choice():
    assert "holds 2 maps; choose one of them: 1: First Map; 2: Second Map" in str(fault(TWO_MAPS))
    assert "no map number 3" in str(fault(TWO_MAPS, 2))
    assert "no map named 'Third'" in str(fault(TWO_MAPS, "Third"))


def test_choose_map_by_title_helpers():
    maps, notes = parse_gnome_maps(TWO_MAPS.encode())
    assert notes == [] and choose_map(maps, "first").scorename == "first"
    assert maps[0].line == 3


def test_unknown_elements_are_ignored_with_a_note():
    result = one(gnome_file(("A", "a", '<tile x="0" y="0"/><flower x="1"/><tile x="1" y="0"/>')))
    assert len(result.positions) == 2
    assert result.notes == ("ignored the unknown element <flower> at line 4",)


def test_many_unknown_elements_are_counted_not_listed():
    result = one(gnome_file(("A", "a", '<tile x="0" y="0"/><tile x="1" y="0"/>' + "<x/>" * 1000)))
    assert (
        len(result.notes) == 21 and result.notes[-1] == "... and 980 more unknown elements ignored"
    )


@pytest.mark.parametrize(
    ("inner", "element", "words"),
    [
        ('<row y="0" right="3"/>', "row", "missing attribute 'left'"),
        ('<tile x="one" y="0"/>', "tile", "x='one' is not a number"),
        ('<tile x="nan" y="0"/>', "tile", "is not a number"),
        ('<tile x="1e1" y="0"/>', "tile", "is not a number"),
        ('<tile x="0" y="123456"/>', "tile", "y='123456' is too far"),
        ('<tile x="1.25" y="0"/>', "tile", "not a whole or half number"),
        ('<column x="0" top="3" bottom="1"/>', "column", "top (3) is beyond bottom (1)"),
        ('<tile x="0" y="0" z="1.5"/>', "tile", "not a level from 0 to 31"),
        ('<layer z="-1"></layer>', "layer", "not a level"),
        ('<block left="0" right="999" top="0" bottom="999"/>', "block", "too many tiles"),
        ('<map name="inner"></map>', "map", "inside another <map>"),
        ("<layer><layer></layer></layer>", "layer", "inside another <layer>"),
    ],
)
def test_bad_elements_name_the_element_and_its_line(inner, element, words):
    err = fault(gnome_file(("Bad", "bad", inner)))
    assert err.element == element and err.line == 4
    assert str(err).startswith(f"<{element}> at line 4: ") and words in str(err)


def test_a_shape_outside_any_map():
    err = fault('<mahjongg>\n<tile x="0" y="0"/>\n</mahjongg>')
    assert str(err) == "<tile> at line 2: outside a <map>"


def test_not_well_formed_xml_names_the_line():
    err = fault('<mahjongg>\n<map name="a">\n<tile x="0" y="0">\n</map></mahjongg>')
    assert err.line == 4 and "mismatched tag" in str(err)


def test_no_map_at_all():
    assert "no <map> element found" in str(fault("<mahjongg></mahjongg>"))


def test_doctype_and_entities_are_refused():
    bomb = (
        '<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol">'
        '<!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>\n'
        '<mahjongg><map name="&lol2;"/></mahjongg>'
    )
    assert "DOCTYPE is not allowed" in str(fault(bomb))
    external = '<!DOCTYPE m SYSTEM "file:///etc/passwd"><mahjongg/>'
    assert "DOCTYPE is not allowed" in str(fault(external))


def test_binary_and_huge_files():
    assert "well-formed" in str(fault(b"\x00\xff<mahjongg>"))
    assert "too large" in str(fault(b"<mahjongg>" + b" " * 2_000_001))


def test_an_empty_map_gives_no_tiles_which_the_schema_refuses():
    from mahjong_qt.core.layout import LayoutError

    result = one(gnome_file(("Empty", "empty", "")))
    assert result.positions == ()
    with pytest.raises(LayoutError, match="no tiles"):
        to_layout(result, "empty.map")


@pytest.mark.parametrize("path", bundled_layout_files(), ids=lambda p: p.stem)
def test_every_bundled_layout_survives_export_and_import(path):
    layout = load_layout(path)
    text = export_gnome_map(layout.positions, LayoutTexts(layout.name("fr")), layout.model.id)
    back = parse_gnome_map(text.encode())
    assert back.positions == normalise(layout.positions)
    assert back.name == layout.name("fr")


def test_export_escapes_the_name_and_refuses_nothing():
    back = parse_gnome_map(
        export_gnome_map([(0, 0, 0), (3, 1, 1)], LayoutTexts('<"A&B">')).encode()
    )
    assert back.name == '<"A&B">' and back.positions == ((0, 0, 0), (3, 1, 1))
    with pytest.raises(FormatError):
        export_gnome_map([])
