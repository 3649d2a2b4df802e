"""Scoring and stars exactly as PRODUCT §4 and seed 000 (Mahjong Classic) say."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mahjong_qt.core.scoring import (
    COMBO_WINDOW,
    MAX_COMBO,
    PAIR_POINTS,
    ScoreState,
    combo_time_left,
    live_combo,
    redo_pair,
    reset_combo,
    score_pair,
    stars,
    undo_pair,
)


def play(times: list[float]) -> tuple[ScoreState, list[int]]:
    state, points = ScoreState(), []
    for t in times:
        state, p = score_pair(state, t)
        points.append(p)
    return state, points


def test_constants_are_the_seed_values():
    assert (PAIR_POINTS, COMBO_WINDOW, MAX_COMBO) == (100, 4.2, 99)


def test_first_pair_is_100():
    state, points = play([10.0])
    assert points == [100]
    assert state == ScoreState(100, 1, 10.0, (100,))


def test_fast_pairs_build_a_combo_x2_x3():
    state, points = play([0.0, 4.19, 8.38])
    assert points == [100, 200, 300]
    assert state.score == 600 and state.combo == 3


def test_slow_pair_resets_the_combo():
    # 4.21 s after the previous one is too slow: back to ×1.
    _, points = play([0.0, 4.19, 8.40])
    assert points == [100, 200, 100]


def test_exactly_the_window_is_too_slow():
    # "less than 4.2 s after the previous one"
    _, points = play([0.0, COMBO_WINDOW])
    assert points == [100, 100]


def test_combo_caps_at_99():
    state, points = play([i * 1.0 for i in range(120)])
    assert points[:3] == [100, 200, 300]
    assert points[98] == 9900
    assert points[99:] == [9900] * 21
    assert state.combo == MAX_COMBO


def test_undo_takes_back_exactly_the_pairs_points_and_resets_the_combo():
    state, _ = play([0.0, 1.0, 2.0])  # 100 + 200 + 300
    state = undo_pair(state)
    assert state.score == 300
    assert state.combo == 1 and state.last_pair_at is None
    assert state.history == (100, 200) and state.future == (300,)
    # the next pair, even fast, starts again at ×1
    state, p = score_pair(state, 2.5)
    assert p == 100 and state.future == ()


def test_redo_gives_back_the_same_points():
    state, _ = play([0.0, 1.0, 2.0])
    undone = undo_pair(undo_pair(state))
    assert undone.score == 100
    again = redo_pair(redo_pair(undone))
    assert again.score == 600 and again.history == (100, 200, 300) and again.future == ()


def test_undo_and_redo_on_empty_raise():
    with pytest.raises(IndexError):
        undo_pair(ScoreState())
    with pytest.raises(IndexError):
        redo_pair(ScoreState())


def test_shuffle_resets_the_combo_but_keeps_points():
    state, _ = play([0.0, 1.0])
    state = reset_combo(state)
    assert state.score == 300 and state.combo == 1
    state, p = score_pair(state, 1.5)
    assert p == 100
    undone = undo_pair(state)
    assert reset_combo(undone).future == (100,)  # undo/redo of a shuffle keeps redo
    assert reset_combo(undone, clear_redo=True).future == ()  # a new shuffle does not


@given(st.lists(st.floats(min_value=0, max_value=10, allow_nan=False), max_size=40))
def test_score_is_always_the_sum_of_the_history(gaps):
    t, state = 0.0, ScoreState()
    for g in gaps:
        t += g
        state, _ = score_pair(state, t)
    assert state.score == sum(state.history)
    while state.history:
        state = undo_pair(state)
        assert state.score == sum(state.history)
    assert state.score == 0


@pytest.mark.parametrize(
    ("cleared", "elapsed", "tiles", "help_", "expected"),
    [
        (False, 10.0, 144, False, 0),
        (False, 1000.0, 144, True, 0),
        (True, 360.0, 144, False, 3),  # six minutes on the Turtle: still the time star
        (True, 360.01, 144, False, 2),
        (True, 359.0, 144, True, 2),
        (True, 361.0, 144, True, 1),
        (True, 240.0, 96, False, 3),  # 2.5 s per tile on the Butterfly
        (True, 240.5, 96, False, 2),
    ],
)
def test_stars(cleared, elapsed, tiles, help_, expected):
    assert stars(cleared, elapsed, tiles, help_) == expected


def test_the_live_combo_lapses_with_the_window():
    state, _ = play([0.0, 1.0, 2.0])  # ×3 at t = 2
    assert live_combo(state, 2.0) == 3 and combo_time_left(state, 2.0) == pytest.approx(4.2)
    assert live_combo(state, 6.19) == 3
    assert live_combo(state, 6.2) == 1 and combo_time_left(state, 7.0) == 0
    assert live_combo(ScoreState(), 0.0) == 1 and combo_time_left(ScoreState(), 0.0) == 0
