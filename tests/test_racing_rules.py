"""Seed 002's race rules on hand-made results: the ranking, points, the 60-minute cut, the
winner's handicap, Elo with ties half-way, the settings."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic import ValidationError

from mahjong_qt.core.racing.elo import START_RATING, elo_changes, expected_score
from mahjong_qt.core.racing.handicap import next_streaks, seat_level
from mahjong_qt.core.racing.ranking import CUT_SECONDS, Outcome, rank_outcomes
from mahjong_qt.core.racing.settings import RaceSettings
from mahjong_qt.core.tiles import TileSetVariant


def done(seat, time, ended=None):
    return Outcome(seat, time, False, 100.0, time if ended is None else ended)


def playing(seat, progress, ended=300.0):
    return Outcome(seat, None, False, progress, ended)


def gave_up(seat, progress, ended=100.0):
    return Outcome(seat, None, True, progress, ended)


def order(ranked):
    return [r.outcome.seat for r in ranked]


def test_finishers_by_time_then_others_by_progress_then_give_ups():
    outcomes = [
        gave_up(0, 90.0),
        playing(1, 40.0),
        done(2, 250.0),
        playing(3, 62.0),
        done(4, 180.0),
        gave_up(5, 10.0),
    ]
    ranked = rank_outcomes(outcomes, target=600)
    assert order(ranked) == [4, 2, 3, 1, 0, 5]
    assert [r.rank for r in ranked] == [1, 2, 3, 4, 5, 6]


def test_within_the_target_before_after_it_even_if_slower_is_impossible():
    # Within the target first, by time; then after it, by time.
    ranked = rank_outcomes([done(0, 700.0), done(1, 590.0), done(2, 650.0)], target=600)
    assert order(ranked) == [1, 2, 0]
    assert [r.within_target for r in ranked] == [True, False, False]


def test_rounds_past_the_limit_score_no_points():
    outcomes = [done(0, 500.0), done(1, 610.0), playing(2, 50.0, ended=620.0)]
    ranked = rank_outcomes(outcomes, target=600)
    points = {r.outcome.seat: r.points for r in ranked}
    assert points == {0: 3, 1: 0, 2: 0}


def test_without_a_target_every_round_scores_by_rank():
    ranked = rank_outcomes([done(0, 5000.0 / 3), playing(1, 30.0), gave_up(2, 80.0)], None)
    assert [(r.outcome.seat, r.points) for r in ranked] == [(0, 3), (1, 2), (2, 1)]
    assert ranked[0].within_target


def test_equal_times_and_progress_share_a_rank():
    ranked = rank_outcomes(
        [done(0, 100.0), done(1, 100.0), playing(2, 50.0), playing(3, 50.0)], None
    )
    assert [r.rank for r in ranked] == [1, 1, 3, 3]
    assert [r.points for r in ranked] == [3, 3, 1, 1]


def test_after_sixty_minutes_the_result_goes_by_progress():
    late = done(0, CUT_SECONDS + 5)
    ranked = rank_outcomes([late, playing(1, 80.0, ended=CUT_SECONDS)], target=None)
    assert order(ranked) == [0, 1]  # the late finisher counts by its progress: 100 %
    assert not ranked[0].outcome.finished
    ranked = rank_outcomes([done(0, CUT_SECONDS + 5), done(1, CUT_SECONDS - 5)], None)
    assert order(ranked) == [1, 0] and ranked[1].rank == 2


outcome_st = st.builds(
    Outcome,
    seat=st.integers(0, 30),
    finished_time=st.none() | st.floats(0, 4000),
    gave_up=st.booleans(),
    progress=st.floats(0, 100),
    ended=st.floats(0, 4000),
    left=st.booleans(),
)


@given(
    st.lists(outcome_st, max_size=20, unique_by=lambda o: o.seat), st.none() | st.integers(60, 3600)
)
def test_ranking_properties(outcomes, target):
    outcomes = [
        o
        if o.finished_time is None
        else Outcome(o.seat, o.finished_time, False, 100.0, o.finished_time, o.left)
        for o in outcomes
    ]
    ranked = rank_outcomes(outcomes, target)
    assert sorted(order(ranked)) == sorted(o.seat for o in outcomes)
    ranks = [r.rank for r in ranked]
    assert ranks == sorted(ranks)
    groups = []
    for r in ranked:
        o = r.outcome
        groups.append(3 if o.left else 0 if o.finished else 2 if o.gave_up else 1)
    assert groups == sorted(groups)  # finishers, the others, those who gave up, who left
    for r in ranked:
        assert r.points >= 0
        if target is not None and r.outcome.ended > min(target, CUT_SECONDS):
            assert r.points == 0
    finished_times = [
        r.outcome.finished_time for r in ranked if r.outcome.finished and not r.outcome.left
    ]
    if target is not None:
        in_time = [t for t in finished_times if t <= target]
        assert finished_times[: len(in_time)] == sorted(in_time)


def test_handicap_one_level_per_win_in_a_row_and_back_after_a_loss():
    streaks: dict[int, int] = {}
    streaks = next_streaks(streaks, [0, 1, 2], winners=[0])
    assert seat_level("race-initiation", streaks[0], True) == "race-easy"
    assert seat_level("race-initiation", streaks[1], True) == "race-initiation"
    streaks = next_streaks(streaks, [0, 1, 2], winners=[0])
    assert seat_level("race-initiation", streaks[0], True) == "race-medium"
    streaks = next_streaks(streaks, [0, 1, 2], winners=[0])
    streaks = next_streaks(streaks, [0, 1, 2], winners=[0])
    assert seat_level("race-initiation", streaks[0], True) == "race-hard"  # capped
    streaks = next_streaks(streaks, [0, 1, 2], winners=[2])
    assert streaks == {0: 0, 1: 0, 2: 1}
    assert seat_level("race-easy", streaks[0], True) == "race-easy"
    assert seat_level("race-easy", streaks[2], False) == "race-easy"  # off: no handicap


def test_elo_tie_counts_half_way_and_changes_sum_to_zero():
    equal = {0: START_RATING, 1: START_RATING}
    win = elo_changes(equal, {0: 1, 1: 2})
    tie = elo_changes(equal, {0: 1, 1: 1})
    loss = elo_changes(equal, {0: 2, 1: 1})
    assert win[0] == pytest.approx(16.0) and loss[0] == pytest.approx(-16.0)
    assert tie[0] == pytest.approx((win[0] + loss[0]) / 2) == pytest.approx(0.0)
    uneven = {0: 1400.0, 1: 1200.0}
    tie = elo_changes(uneven, {0: 1, 1: 1})
    win = elo_changes(uneven, {0: 1, 1: 2})
    loss = elo_changes(uneven, {0: 2, 1: 1})
    assert tie[0] == pytest.approx((win[0] + loss[0]) / 2)
    assert tie[0] < 0 < tie[1]  # the stronger player loses points on a tie
    assert expected_score(1400, 1200) == pytest.approx(1 / (1 + 10**-0.5))


@given(st.lists(st.tuples(st.floats(800, 2400), st.integers(1, 5)), min_size=1, max_size=20))
def test_elo_changes_sum_to_zero(rows):
    ratings = {i: r for i, (r, _) in enumerate(rows)}
    ranks = {i: k for i, (_, k) in enumerate(rows)}
    changes = elo_changes(ratings, ranks)
    assert sum(changes.values()) == pytest.approx(0.0, abs=1e-6)
    assert all(abs(c) <= 32.0 for c in changes.values())


def test_settings_defaults_are_qdans_and_bad_values_are_refused():
    s = RaceSettings()
    assert (s.level, s.flowers, s.shuffles, s.shuffle_penalty, s.hints, s.target_seconds) == (
        "race-easy",
        False,
        3,
        0,
        3,
        600,
    )
    assert not s.handicap and s.variant is TileSetVariant.NO_BONUS
    assert RaceSettings(flowers=True).variant is TileSetVariant.FULL
    assert RaceSettings(target_seconds=None).target_seconds is None
    for bad in (
        {"level": "race-insane"},
        {"shuffles": -1},
        {"hints": 99},
        {"target_seconds": 5},
        {"x": 1},
    ):
        with pytest.raises(ValidationError):
            RaceSettings(**bad)


def test_those_who_left_rank_below_those_who_gave_up():
    left = Outcome(3, 40.0, False, 100.0, 40.0, left=True)  # the CPU cleared the seat after
    ranked = rank_outcomes([left, gave_up(1, 10.0), playing(2, 50.0), done(0, 30.0)], None)
    assert order(ranked) == [0, 2, 1, 3] and ranked[-1].rank == 4
