"""The daily challenge: one Turtle deal per local date, the same on every machine."""

from __future__ import annotations

import datetime as dt
import hashlib
import json

import pytest

from mahjong_qt.core.board import Board
from mahjong_qt.core.game import HelpLimits
from mahjong_qt.core.layout import load_layout
from mahjong_qt.core.modes.daily import (
    daily_challenge,
    daily_deal,
    daily_number,
    seconds_until_next,
)
from mahjong_qt.core.modes.progress import (
    Progress,
    daily_done,
    daily_result,
    load_progress,
    record_daily,
    save_progress,
)
from mahjong_qt.core.tiles import TileSetVariant
from mahjong_qt.resources import layouts_dir

DAY = dt.date(2026, 11, 29)
# Recorded once: every player gets exactly this board on 29 November 2026.
DAILY_FINGERPRINT = "e434d5e59d1e5ebc"


def fingerprint(positions, faces) -> str:
    data = json.dumps([[list(p) for p in positions], list(faces)])
    return hashlib.sha256(data.encode()).hexdigest()[:16]


@pytest.fixture(scope="module")
def turtle():
    return load_layout(layouts_dir() / "turtle.json")


def test_the_challenge_of_a_date():
    challenge = daily_challenge(DAY)
    assert challenge.number == daily_number(DAY) == 20261129
    assert challenge.layout_id == "turtle"
    assert challenge.difficulty == "normal"
    assert challenge.variant is TileSetVariant.FULL
    assert challenge.limits == HelpLimits(3, 1)
    assert challenge.key == "2026-11-29"
    assert daily_number(dt.date(2027, 1, 1)) == 20270101


def test_the_deal_of_a_fixed_date_is_recorded_and_winnable(turtle):
    deal = daily_deal(DAY, turtle)
    assert fingerprint(turtle.positions, deal.faces) == DAILY_FINGERPRINT
    assert deal.number == 20261129 and deal.difficulty == "normal"
    board = Board(turtle.geometry, deal.faces)
    for a, b in deal.solution:
        board.remove_pair(a, b)
    assert board.is_won


def test_another_day_another_deal(turtle):
    assert daily_deal(DAY, turtle).faces != daily_deal(DAY + dt.timedelta(days=1), turtle).faces


def test_only_the_turtle(turtle):
    fortress = load_layout(layouts_dir() / "fortress.json")
    with pytest.raises(ValueError):
        daily_deal(DAY, fortress)


def test_it_changes_at_local_midnight():
    assert seconds_until_next(dt.datetime(2026, 11, 29, 23, 59, 30)) == 30.0
    assert seconds_until_next(dt.datetime(2026, 11, 29, 0, 0, 0)) == 86_400.0
    aware = dt.datetime(2026, 11, 29, 23, 0, tzinfo=dt.timezone(dt.timedelta(hours=1)))
    assert seconds_until_next(aware) == 3600.0


def test_results_per_day_keep_the_best_and_survive_a_restart(tmp_path):
    progress = Progress()
    assert not daily_done(progress, DAY)
    progress, best = record_daily(progress, DAY, won=False, time=200.0, stars=0, score=900)
    assert best and not daily_done(progress, DAY)
    progress, best = record_daily(progress, DAY, won=True, time=420.0, stars=2, score=7000)
    assert best and daily_done(progress, DAY)
    progress, best = record_daily(progress, DAY, won=True, time=500.0, stars=2, score=9000)
    assert not best  # slower with as many stars: the day's best stays
    progress, best = record_daily(progress, DAY, won=True, time=300.0, stars=3, score=8000)
    assert best
    other = DAY - dt.timedelta(days=3)
    progress, _ = record_daily(progress, other, won=True, time=600.0, stars=1, score=100)
    path = tmp_path / "progress.json"
    save_progress(path, progress)
    loaded, notice = load_progress(path)
    assert notice is None and loaded == progress
    result = daily_result(loaded, DAY)
    assert (result.won, result.time, result.stars) == (True, 300.0, 3)
    assert sorted(loaded.daily) == ["2026-11-26", "2026-11-29"]
