"""Kyodai .lay: the 3,400-digit grid, the title line, and one clear message per fault."""

from __future__ import annotations

import pytest
from test_formats_samples import TURTLE_LEVELS, kyodai_text, turtle_positions

from mahjong_qt.core.formats import (
    FormatError,
    LayoutTexts,
    export_kyodai,
    normalise,
    parse_kyodai,
    to_layout,
)
from mahjong_qt.core.layout import load_layout
from mahjong_qt.resources import bundled_layout_files


def imported(text: str):
    return parse_kyodai(text.encode("cp1252"))


def fault(text: str | bytes) -> FormatError:
    with pytest.raises(FormatError) as err:
        parse_kyodai(text.encode() if isinstance(text, str) else text)
    return err.value


@pytest.mark.parametrize("version", ["3.0", "6.0"])
def test_the_turtle(version):
    result = imported(kyodai_text(turtle_positions(), version=version))
    assert result.format == "kyodai"
    assert list(result.positions) == turtle_positions()
    assert (result.name, result.author, result.category) == ("Turtle", "Someone", "Classic")
    layout = to_layout(result, "C:/Kyodai/Layouts/TURTLE.LAY")
    assert layout.tile_count == 144 and layout.level_counts() == TURTLE_LEVELS
    assert layout.name("en") == layout.name("fr") == "Turtle"
    assert layout.model.author == "Someone" and layout.id == "turtle"


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        ("Big Bird by Ann Other :: Animals", ("Big Bird", "Ann Other", "Animals")),
        ("Standby by Me", ("Standby", "Me", "")),
        ("Just a name", ("Just a name", "", "")),
        (":: Only a category", ("", "", "Only a category")),
        ("Café by Zoë", ("Café", "Zoë", "")),
    ],
)
def test_the_title_line(title, expected):
    result = imported(kyodai_text([(0, 0, 0), (2, 0, 0)], title=title))
    assert (result.name, result.author, result.category) == expected


def test_a_layout_without_a_name_is_named_after_its_file():
    result = imported(kyodai_text([(0, 0, 0), (2, 0, 0)], title=""))
    layout = to_layout(result, "my_pyramid.lay")
    assert layout.name("en") == "My pyramid" and layout.id == "my_pyramid"


def test_utf8_titles_are_read_as_utf8():
    result = parse_kyodai(kyodai_text([(0, 0, 0), (2, 0, 0)], title="Été by Zoë").encode())
    assert (result.name, result.author) == ("Été", "Zoë")


GRID = "0" * 3400


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        ("Kyodai 7.0\nx\n" + GRID, 1, "first line must be 'Kyodai 3.0' or 'Kyodai 6.0'"),
        ("Kyodai 3.0", 2, "the file ends early"),
        ("Kyodai 3.0\nName\n", 3, "the file ends early"),
        ("Kyodai 3.0\nName\n" + GRID[:-1], 3, "expected 3,400 digits (5 levels × 20 rows × 34"),
        ("Kyodai 3.0\nName\n" + GRID[:700] + "x" + GRID[701:], 3, "character 701 (level 2, row 1,"),
    ],
)
def test_malformed_files_name_the_line(text, line, words):
    err = fault(text)
    assert err.line == line and words in str(err) and str(err).startswith(f"line {line}: ")


def test_binary_and_huge_files():
    assert "binary" in str(fault(b"Kyodai 3.0\n\x00"))
    assert "too large" in str(fault(b"Kyodai 3.0\n" + b"0" * 2_000_001))


def test_an_overlapping_grid_is_refused_by_the_schema_with_reasons():
    from mahjong_qt.core.layout import LayoutError

    result = imported(kyodai_text([(0, 0, 0), (1, 1, 0)]))
    with pytest.raises(LayoutError) as err:
        to_layout(result, "bad.lay")
    assert [i.code for i in err.value.issues] == ["overlap"]


def test_export_keeps_name_author_and_category_and_refuses_what_does_not_fit():
    texts = LayoutTexts(name="Stand by Me", author="Ann", category="Classic :: old")
    back = parse_kyodai(export_kyodai(turtle_positions(), texts).encode())
    assert back.positions == normalise(turtle_positions())
    assert (back.name, back.author, back.category) == ("Stand by Me", "Ann", "Classic : old")
    nameless = parse_kyodai(export_kyodai(turtle_positions(), LayoutTexts("Stand by Me")).encode())
    assert (nameless.name, nameless.author) == ("Stand by Me", "")
    with pytest.raises(FormatError) as err:
        export_kyodai([(0, 0, z) for z in range(6)])  # six levels: Kyodai has five
    assert err.value.code == "too_large_for_format" and err.value.params["depth"] == 6


@pytest.mark.parametrize("path", bundled_layout_files(), ids=lambda p: p.stem)
def test_every_bundled_layout_that_fits_survives_export_and_import(path):
    layout = load_layout(path)
    pos = normalise(layout.positions)
    fits = max(p[0] for p in pos) + 2 <= 34 and max(p[1] for p in pos) + 2 <= 20
    if not fits or max(p[2] for p in pos) >= 5:
        with pytest.raises(FormatError):
            export_kyodai(layout.positions)
        return
    back = parse_kyodai(export_kyodai(layout.positions, LayoutTexts(layout.name("en"))).encode())
    assert back.positions == pos and back.name == layout.name("en")
