"""The layout schema: every error names the tile(s) and the rule; warnings still load."""

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mahjong_qt.core.layout import MAX_FILE_BYTES, LayoutError, layout_to_json, parse_layout
from mahjong_qt.core.layout_schema import MAX_TILES, LayoutModel
from mahjong_qt.resources import layouts_dir


def doc(tiles, **extra):
    base = {
        "schema_version": 1,
        "id": "test",
        "name": {"en": "Test", "fr": "Essai"},
        "tiles": tiles,
    }
    base.update(extra)
    return json.dumps(base)


def errors(text) -> list:
    with pytest.raises(LayoutError) as err:
        parse_layout(text, "t.json")
    assert all(i.severity == "error" for i in err.value.issues)
    return err.value.issues


def test_a_valid_layout_loads():
    layout = parse_layout(doc([[0, 0, 0], [2, 0, 0], [4, 0, 0], [6, 0, 0]]))
    assert layout.tile_count == 4 and layout.warnings == ()
    assert layout.name("fr") == "Essai" and layout.level_counts() == [4]


@pytest.mark.parametrize(
    ("tile", "word"),
    [
        ([1.5, 0, 0], "x must be a whole number"),
        ([0, -2, 0], "y must be a whole number"),
        ([0, 0, "1"], "z must be a whole number"),
        ([0, 0, True], "z must be"),
        ([0, 999, 0], "from 0 to 254"),
        ([0, 0, 32], "from 0 to 31"),
        ([0, 0], "three whole numbers"),
        ([0, 0, 0, 0], "three whole numbers"),
        ("abc", "three whole numbers"),
    ],
)
def test_bad_coordinates_name_the_tile(tile, word):
    issues = errors(doc([[4, 4, 0], tile]))
    assert issues[0].code == "coordinate" and issues[0].tiles == (1,)
    assert "tiles[1]" in issues[0].message and word in issues[0].message


def test_duplicate_positions():
    issues = errors(doc([[0, 0, 0], [4, 0, 0], [0, 0, 0], [8, 0, 0]]))
    dup = [i for i in issues if i.code == "duplicate"]
    assert dup and dup[0].tiles == (0, 2) and "tiles[2] = [0, 0, 0]" in dup[0].message


def test_overlap_on_a_level():
    issues = errors(doc([[0, 0, 0], [1, 1, 0]]))
    assert [i.code for i in issues] == ["overlap"]
    assert (
        issues[0].tiles == (0, 1)
        and "overlaps" in issues[0].message
        and "level 0" in issues[0].message
    )


def test_no_overlap_across_levels_or_at_two_units():
    parse_layout(doc([[0, 0, 0], [2, 0, 0], [1, 0, 1], [0, 2, 0]] + [[10, 0, 0], [12, 0, 0]]))


def test_odd_count():
    issues = errors(doc([[0, 0, 0], [2, 0, 0], [4, 0, 0]]))
    assert [i.code for i in issues] == ["odd_count"] and "3 tiles" in issues[0].message


def test_no_tiles():
    assert [i.code for i in errors(doc([]))] == ["no_tiles"]


def test_too_many_tiles():
    tiles = [[x, y, 0] for x in range(0, 250, 2) for y in range(0, 20, 2)]
    assert len(tiles) > MAX_TILES
    issues = errors(doc(tiles))
    assert [i.code for i in issues] == ["too_many_tiles"] and "at most 576" in issues[0].message


def test_missing_and_unknown_fields():
    msgs = [i.message for i in errors(json.dumps({"schema_version": 1, "tiles": [], "colour": 1}))]
    assert any("'id' is missing" in m for m in msgs)
    assert any("'colour' is not a layout field" in m for m in msgs)


def test_wrong_schema_version():
    issues = errors(doc([[0, 0, 0], [2, 0, 0]], schema_version=7))
    assert "schema_version must be 1" in issues[0].message


def test_bad_id():
    issues = errors(doc([[0, 0, 0], [2, 0, 0]], id="Bad Id!"))
    assert issues[0].code == "field" and "id" in issues[0].message


@pytest.mark.parametrize(
    ("data", "code"),
    [
        (b"\x89PNG\r\n\x1a\n\x00\x00", "not_text"),
        (b"\xff\xfe\xfa", "not_text"),
        (b"{not json", "not_json"),
        (b"[1, 2, 3]", "not_layout"),
        (b'"turtle"', "not_layout"),
        (b'{"hello": 1}', "not_layout"),
        (b"[" * 100_000, "not_json"),
        (b" " * (MAX_FILE_BYTES + 1), "too_large"),
    ],
)
def test_junk_gets_one_clear_error(data, code):
    issues = errors(data)
    assert len(issues) == 1 and issues[0].code == code


def test_warnings_floating_and_not_multiple_of_four():
    layout = parse_layout(doc([[0, 0, 0], [2, 0, 0], [10, 0, 0], [12, 0, 0], [0, 8, 2], [4, 8, 0]]))
    codes = sorted(w.code for w in layout.warnings)
    assert codes == ["floating", "not_multiple_of_4"]
    floating = next(w for w in layout.warnings if w.code == "floating")
    assert floating.tiles == (4,) and "tiles[4] = [0, 8, 2]" in floating.message


def test_more_than_one_set_is_a_warning_and_the_layout_deals():
    from mahjong_qt.core.deals import make_deal

    tiles = [[2 * x, 2 * y, 0] for y in range(8) for x in range(25)]  # 200 tiles
    layout = parse_layout(doc(tiles))
    assert [w.code for w in layout.warnings] == ["more_than_one_set"]
    assert layout.warnings[0].params == {"count": 200, "set": 144}
    from collections import Counter

    from mahjong_qt.core.board import Board

    deal = make_deal(layout, 1, "easy")
    assert len(deal.faces) == 200 and max(Counter(deal.faces).values()) == 8
    board = Board(layout.geometry, deal.faces)
    for a, b in deal.solution:
        board.remove_pair(a, b)
    assert board.is_won


def test_straddling_tile_is_not_floating():
    layout = parse_layout(doc([[0, 0, 0], [2, 0, 0], [1, 0, 1], [6, 0, 0]]))
    assert [w.code for w in layout.warnings] == []


def test_many_errors_are_capped():
    tiles = [[x, 0, 0] for x in range(0, 200)]  # every neighbour overlaps
    issues = errors(doc(tiles))
    overlaps = [i for i in issues if i.code == "overlap"]
    assert len(overlaps) == 51 and "more" in overlaps[-1].message


def test_round_trip_through_json_text():
    layout = parse_layout((layouts_dir() / "turtle.json").read_bytes())
    again = parse_layout(layout_to_json(layout.model))
    assert again.model == layout.model


def test_exported_json_schema_is_current():
    """The same schema as the models give (by meaning: pydantic versions spell it differently)."""
    from tools.export_schema import TARGET, is_current

    assert is_current(TARGET.read_text(encoding="utf-8")), "run tools/export_schema.py"


def test_schema_comparison_ignores_spelling_but_not_meaning():
    from tools.export_schema import canonical

    older = {"allOf": [{"$ref": "#/$defs/T"}], "default": {}, "const_v": {"const": 1}}
    newer = {"$ref": "#/$defs/T", "default": {}, "const_v": {"const": 1, "type": "integer"}}
    assert canonical(older) == canonical(newer)
    assert canonical({"const": 1, "type": "string"}) != canonical({"const": 1})
    assert canonical({"maxItems": 576}) != canonical({"maxItems": 144})
    assert canonical({"allOf": [{"$ref": "a"}], "$ref": "b"}) != canonical({"$ref": "a"})


def test_model_rejects_geometry_errors_directly():
    with pytest.raises(ValueError):
        LayoutModel(schema_version=1, id="x", name={"en": "a", "fr": "b"}, tiles=[(0, 0, 0)])


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda children: (
        st.lists(children, max_size=6) | st.dictionaries(st.text(max_size=8), children, max_size=6)
    ),
    max_leaves=30,
)
layoutish = st.fixed_dictionaries(
    {
        "schema_version": st.sampled_from([1, 2, "1", None]),
        "id": st.sampled_from(["a", "", "B"]),
        "name": json_values | st.just({"en": "a", "fr": "b"}),
        "tiles": st.lists(st.lists(st.integers(-2, 40) | json_values, max_size=4), max_size=20),
    },
    optional={"author": json_values, "description": json_values, "extra": json_values},
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(max_size=2000))
def test_random_bytes_only_raise_layout_error(data):
    try:
        parse_layout(data)
    except LayoutError as e:
        assert e.issues and all(i.message for i in e.issues)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(json_values | layoutish)
def test_random_json_only_raises_layout_error(value):
    try:
        layout = parse_layout(json.dumps(value))
    except LayoutError as e:
        assert e.issues and all(i.message for i in e.issues)
    else:
        assert layout.tile_count % 2 == 0 and layout.tile_count > 0
