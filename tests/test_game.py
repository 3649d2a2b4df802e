"""A game in progress: clicks, score, undo/redo, help limits, stars, status."""

from __future__ import annotations

from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong_qt.core.board import IllegalMove, Removal, Reshuffle
from mahjong_qt.core.clock import GameClock
from mahjong_qt.core.deal import uniform_faces
from mahjong_qt.core.game import Game, HelpLimitReached, HelpLimits
from mahjong_qt.core.layout import Layout, load_layout
from mahjong_qt.core.layout_schema import LayoutModel
from mahjong_qt.core.selection import Deselected, Ignored, PairRemoved, Refused, Selected
from mahjong_qt.core.tiles import TileSetVariant
from mahjong_qt.resources import layouts_dir


class FakeTime:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


@cache
def turtle() -> Layout:
    return load_layout(layouts_dir() / "turtle.json")


@cache
def row() -> Layout:
    """Four tiles in a row: only the two ends are free."""
    model = LayoutModel(
        schema_version=1,
        id="row",
        name={"en": "Row", "fr": "Rangée"},
        tiles=[[0, 0, 0], [2, 0, 0], [4, 0, 0], [6, 0, 0]],
    )
    return Layout.from_model(model)


def new_game(layout=None, faces=(0, 1, 1, 0), limits=None, solution=None):
    time_ = FakeTime()
    layout = layout or row()
    game = Game.new(
        layout,
        faces,
        number=7,
        difficulty="normal",
        variant=TileSetVariant.FULL,
        solution=solution,
        limits=limits or HelpLimits(),
        clock=GameClock(time_),
    )
    return game, time_


def test_new_game_starts_the_clock_and_shows_its_status():
    game, time_ = new_game()
    time_.t = 3.0
    status = game.status()
    assert status.elapsed == 3.0 and status.remaining is None
    assert (status.tiles_left, status.tile_count, status.free_pairs) == (4, 4, 1)
    assert (status.score, status.combo) == (0, 1)
    assert status.hints_left is None and status.shuffles_left is None
    assert not status.can_undo and not status.is_won and not status.is_stuck
    assert game.mode == "classic" and game.layout_source == "bundled"


def test_clicks_select_deselect_and_remove_a_scored_pair():
    game, time_ = new_game()
    assert game.click(0) == Selected(0) and game.selected == 0
    assert game.click(0) == Deselected(0) and game.selected is None
    game.click(0)
    assert isinstance(game.click(1), Refused) and game.selected == 0  # blocked: selection stays
    time_.t = 10.0
    assert game.click(3) == PairRemoved(0, 3)
    assert game.selected is None and game.board.tiles_left == 2
    assert game.score.score == 100 and game.last_points == 100


def test_clearing_fast_scores_a_combo_stops_the_clock_and_earns_three_stars():
    game, time_ = new_game()
    time_.t = 3.0
    game.remove_pair(0, 3)
    time_.t = 7.0
    game.remove_pair(1, 2)
    assert game.last_points == 200 and game.score.score == 300 and game.score.combo == 2
    assert game.is_won and game.clock.paused
    time_.t = 500.0
    assert game.status().elapsed == 7.0
    assert game.stars() == 3  # 7 s <= 2.5 s x 4 tiles, no help


def test_undo_after_the_win_gives_back_exactly_the_points_and_resumes_the_clock():
    game, time_ = new_game()
    time_.t = 1.0
    game.remove_pair(0, 3)
    time_.t = 2.0
    game.remove_pair(1, 2)
    time_.t = 50.0
    move = game.undo()
    assert move == Removal(1, 2)
    assert game.score.score == 100 and game.score.combo == 1 and game.undos_used == 1
    assert not game.is_won and game.clock.running
    time_.t = 51.0
    assert game.clock.elapsed() == 3.0
    assert game.redo() == Removal(1, 2)
    assert game.score.score == 300  # the same points it had (not re-timed)
    assert game.is_won and game.stars() == 2  # an undo was used


def test_undo_and_redo_with_nothing_to_do_return_none():
    game, _ = new_game()
    assert game.undo() is None and game.redo() is None and game.undos_used == 0


def test_a_new_move_clears_redo():
    game, _ = new_game()
    game.remove_pair(0, 3)
    game.undo()
    game.remove_pair(0, 3)
    assert not game.can_redo and game.score.future == ()


def test_illegal_pair_raises_and_changes_nothing():
    game, _ = new_game()
    with pytest.raises(IllegalMove):
        game.remove_pair(0, 1)
    assert game.score.score == 0 and game.board.tiles_left == 4


def test_shuffle_resets_the_combo_counts_and_keeps_its_solution():
    game, time_ = new_game(solution=[(0, 3), (1, 2)], limits=HelpLimits(shuffles=1))
    time_.t = 1.0
    game.remove_pair(0, 3)
    assert game.solution == ((0, 3), (1, 2))
    move = game.apply_shuffle([0, 1, 1, 0], [(1, 2)])
    assert isinstance(move, Reshuffle)
    assert game.shuffles_used == 1 and game.score.combo == 1 and game.score.last_pair_at is None
    assert game.solution == ((1, 2),)
    assert not game.can_shuffle()
    with pytest.raises(HelpLimitReached):
        game.apply_shuffle([0, 1, 1, 0], None)
    # undo of the shuffle brings back the deal's solution; redo the shuffle's
    assert game.undo() == move and game.solution == ((0, 3), (1, 2))
    assert game.redo() == move and game.solution == ((1, 2),)
    assert game.shuffles_used == 1


def test_a_shuffle_after_an_undo_forgets_the_undone_pair():
    game, _ = new_game()
    game.remove_pair(0, 3)
    game.undo()
    game.apply_shuffle([0, 1, 1, 0], None)
    assert not game.can_redo and game.score.future == () and game.redo() is None


def test_a_bad_shuffle_is_refused_and_not_counted():
    game, _ = new_game()
    with pytest.raises(ValueError):
        game.apply_shuffle([5, 5, 5, 5], None)
    assert game.shuffles_used == 0 and not game.can_undo


def test_hint_limit():
    game, _ = new_game(limits=HelpLimits(hints=2, shuffles=0))
    assert game.can_hint() and not game.can_shuffle()
    game.record_hint()
    game.record_hint()
    assert not game.can_hint() and game.status().hints_left == 0
    with pytest.raises(HelpLimitReached):
        game.record_hint()
    assert game.hints_used == 2 and game.used_help


def test_stuck_when_no_free_pair():
    game, _ = new_game(faces=(0, 0, 1, 1))
    assert game.is_stuck and game.status().is_stuck and game.stars() == 0


def test_time_limit_ends_the_game():
    game, time_ = new_game()
    game.clock.limit = 60
    time_.t = 59
    assert not game.is_time_up and game.status().remaining == 1
    time_.t = 60
    assert game.is_time_up
    assert game.click(0) == Ignored(0) and game.selected is None


def test_status_shows_the_combo_while_it_lasts():
    game, time_ = new_game(faces=(0, 1, 1, 0))
    time_.t = 1.0
    game.remove_pair(0, 3)
    time_.t = 2.0
    status = game.status()
    assert status.combo == 1 and status.combo_time_left == pytest.approx(3.2)
    game6, t6 = new_game(turtle(), uniform_faces("turtle", 144, 9, TileSetVariant.FULL))
    for _ in range(3):
        t6.t += 1
        game6.remove_pair(*game6.board.free_pairs()[0])
    assert game6.status().combo == 3
    t6.t += 4.2
    assert game6.status().combo == 1 and game6.score.combo == 3


def test_restart_is_the_same_deal_from_the_start():
    game, _ = new_game(solution=[(0, 3), (1, 2)])
    game.remove_pair(0, 3)
    again = game.restart(GameClock(FakeTime()))
    assert again.board.tiles_left == 4 and again.score.score == 0
    assert again.initial_faces == game.initial_faces and again.solution == ((0, 3), (1, 2))


def test_a_whole_turtle_game_undone_and_redone_keeps_every_score():
    layout = turtle()
    faces = uniform_faces(layout.id, layout.tile_count, 1, TileSetVariant.FULL)
    game, time_ = new_game(layout, faces)
    points = []
    while game.board.free_pairs():
        time_.t += 2.0 if len(points) % 5 else 9.0  # some combos, some slow pairs
        a, b = game.board.free_pairs()[0]
        game.remove_pair(a, b)
        points.append(game.last_points)
    assert game.score.score == sum(points) and max(points) > 100
    final = (game.score.score, game.board.present)
    while game.undo() is not None:
        pass
    assert game.score.score == 0 and game.board.tiles_left == 144
    while game.redo() is not None:
        pass
    assert (game.score.score, game.board.present) == final
    assert game.score.history == tuple(points)


@settings(max_examples=60, deadline=None)
@given(clicks=st.lists(st.integers(0, 143), max_size=300), number=st.integers(1, 1000))
def test_random_clicks_keep_the_game_consistent(clicks, number):
    layout = turtle()
    faces = uniform_faces(layout.id, layout.tile_count, number, TileSetVariant.FULL)
    game, time_ = new_game(layout, faces)
    removed = 0
    for tile in clicks:
        time_.t += 1.5
        before = game.selected
        outcome = game.click(tile)
        if isinstance(outcome, PairRemoved):
            removed += 1
            assert outcome.a == before and outcome.b == tile
        elif isinstance(outcome, Refused):
            assert game.selected == before and not game.board.is_free(tile)
        sel = game.selected
        assert sel is None or game.board.is_free(sel)
        assert game.board.tiles_left == 144 - 2 * removed
        assert len(game.score.history) == removed and game.score.score == sum(game.score.history)
