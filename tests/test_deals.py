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


def test_mixed_deals_are_winnable_deterministic_and_not_the_easy_deal(monkeypatch):
    # Past the uniform candidates' solver work (none allowed here), normal and hard deals come
    # from a random walk among winnable deals that starts from the easy deal.
    import mahjong_qt.core.deals as deals_module

    monkeypatch.setattr(deals_module, "TOTAL_NODES", 0)
    layout = _turtle()
    easy = make_deal(layout, 5, Difficulty.EASY)
    for difficulty in (Difficulty.NORMAL, Difficulty.HARD):
        deal = make_deal(layout, 5, difficulty)
        _check_winnable(layout, deal)
        assert make_deal(layout, 5, difficulty) == deal
        assert sorted(deal.faces) == sorted(easy.faces)
        moved = sum(a != b for a, b in zip(deal.faces, easy.faces, strict=True))
        assert moved > layout.tile_count // 2


def test_layout_allowing_only_easy_deals_says_so(monkeypatch):
    import mahjong_qt.core.deals as deals_module

    monkeypatch.setattr(deals_module, "TOTAL_NODES", 0)
    monkeypatch.setattr(deals_module, "MIX_STEPS", 0)
    for difficulty in (Difficulty.NORMAL, Difficulty.HARD):
        with pytest.raises(NoDealError) as info:
            make_deal(_turtle(), 5, difficulty)
        assert info.value.code == "no_winnable_deal"
        assert info.value.params["works"] == "easy"
        assert info.value.params["hard"] is (difficulty is Difficulty.HARD)
    make_deal(_turtle(), 5, Difficulty.EASY)  # the difficulty it names does work


@pytest.mark.parametrize("until", [-1, 7])
def test_the_walk_draws_and_keeps_as_swap_by_swap(until):
    """``PairingWalk.walk`` (the mixed deals' steps in one call) is the step-by-step walk:
    the same draws, the same swaps kept, faces and clearing order, the generator left alike;
    it stops right after the kept step that reaches ``until``."""
    from array import array

    from mahjong_qt.core.rng import Rng
    from mahjong_qt.core.solver.clearing import PairingWalk
    from mahjong_qt.core.tiles import match_key

    layout = _turtle()
    easy = make_deal(layout, 3, Difficulty.EASY)
    faces = list(easy.faces)
    ref, rng = PairingWalk(layout.geometry, easy.solution), Rng(11)
    kept = step = 0
    pairs = len(easy.solution)
    while step < 400 and kept != until:
        i, j = rng.below(pairs), rng.below(pairs)
        (a, a2), (b, b2) = ref.pair(i), ref.pair(j)
        if rng.below(2):
            a, a2 = a2, a
        if rng.below(2):
            b, b2 = b2, b
        step += 1
        if match_key(faces[a]) != match_key(faces[b]) and ref.try_swap(i, (b, a2), j, (a, b2)):
            faces[a], faces[b] = faces[b], faces[a]
            kept += 1
    walk, ours = PairingWalk(layout.geometry, easy.solution), Rng(11)
    dealt = array("i", easy.faces)
    keys = array("i", [match_key(f) for f in easy.faces])
    assert walk.walk(ours, dealt, keys, 0, 400, 0, until) == (step, kept)
    assert 0 < kept < step
    assert list(dealt) == faces
    assert list(keys) == [match_key(f) for f in faces]
    assert walk.pairs() == ref.pairs()
    assert ours.next_u64() == rng.next_u64()
