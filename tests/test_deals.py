"""Generated deals: deterministic, winnable with their solution, on every bundled layout."""

from __future__ import annotations

import json

import pytest

from mahjong_qt.core.board import Board
from mahjong_qt.core.deal import uniform_faces
from mahjong_qt.core.deals import Deal, Difficulty, NoDealError, make_deal
from mahjong_qt.core.layout import Layout, load_layout, parse_layout
from mahjong_qt.core.tiles import TileSetVariant, faces_for_count
from mahjong_qt.resources import bundled_layout_files, layouts_dir


def _turtle() -> Layout:
    return load_layout(layouts_dir() / "turtle.json")


def _check_winnable(layout: Layout, deal: Deal) -> None:
    board = Board(layout.geometry, deal.faces)
    for a, b in deal.solution:
        board.remove_pair(a, b)
    assert board.is_won


def _layout(tiles, layout_id="tiny") -> Layout:
    data = {
        "schema_version": 1,
        "id": layout_id,
        "name": {"en": "Tiny", "fr": "Petite"},
        "description": {"en": "", "fr": ""},
        "author": "test",
        "tiles": [list(t) for t in tiles],
    }
    return parse_layout(json.dumps(data))


@pytest.mark.parametrize("path", bundled_layout_files(), ids=lambda p: p.stem)
@pytest.mark.parametrize("difficulty", list(Difficulty))
def test_every_difficulty_is_winnable_on_every_bundled_layout(path, difficulty):
    layout = load_layout(path)
    deal = make_deal(layout, 1, difficulty)
    assert deal.difficulty is difficulty and deal.layout_id == layout.id
    assert len(deal.faces) == layout.tile_count
    _check_winnable(layout, deal)


def test_deals_are_deterministic_and_differ_by_number():
    layout = _turtle()
    for difficulty in Difficulty:
        a = make_deal(layout, 7, difficulty)
        assert make_deal(layout, 7, difficulty) == a
        assert make_deal(layout, 8, difficulty).faces != a.faces


def test_normal_deal_is_the_uniform_deal_when_that_one_is_winnable():
    layout = _turtle()
    deal = make_deal(layout, 1, Difficulty.NORMAL)
    uniform = uniform_faces(layout.id, layout.tile_count, 1, TileSetVariant.FULL)
    # Game 1's uniform deal is winnable, so the normal deal is that very deal.
    assert list(deal.faces) == uniform


@pytest.mark.parametrize("variant", list(TileSetVariant))
def test_variants_use_their_tile_set(variant):
    layout = _turtle()
    allowed = set(faces_for_count(4 * 42, variant))
    for difficulty in ("easy", "normal"):
        deal = make_deal(layout, 3, difficulty, variant)
        assert deal.variant is variant
        assert set(deal.faces) <= allowed
        _check_winnable(layout, deal)


def test_difficulty_values_are_stable_strings():
    assert [d.value for d in Difficulty] == ["easy", "normal", "hard"]


def test_layout_that_cannot_be_cleared_raises_no_deal_error():
    stack = _layout([(0, 0, 0), (0, 0, 1)])
    for difficulty in Difficulty:
        with pytest.raises(NoDealError):
            make_deal(stack, 1, difficulty)


def test_small_layout_gets_pairs_of_a_group_not_multiple_of_four():
    layout = _layout([(x, 0, 0) for x in range(0, 12, 2)])  # 6 tiles: one kind + one pair
    for difficulty in Difficulty:
        deal = make_deal(layout, 2, difficulty)
        _check_winnable(layout, deal)


def test_bad_game_number_is_a_value_error():
    with pytest.raises(ValueError):
        make_deal(_turtle(), 0, "easy")
