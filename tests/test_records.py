"""Records per mode and layout: bests, streaks, what a game beat; a bad file set aside."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mahjong_qt.core.records import LayoutRecord, Records, load_records, record_result, save_records


def test_empty_records():
    assert Records().get("classic", "turtle") == LayoutRecord()


def test_first_win_sets_every_best():
    records, change = record_result(Records(), "classic", "turtle", True, 300.0, 4200, 3)
    after = records.get("classic", "turtle")
    assert after == LayoutRecord(
        played=1,
        won=1,
        current_streak=1,
        best_streak=1,
        best_time=300.0,
        best_score=4200,
        best_stars=3,
    )
    assert change.first_win and change.best_time and change.best_score and change.best_stars
    assert change.best_streak and change.any


def test_better_and_worse_games():
    r, _ = record_result(Records(), "classic", "turtle", True, 300.0, 4200, 2)
    r, change = record_result(r, "classic", "turtle", True, 350.0, 5000, 2)
    assert not change.best_time and change.best_score and not change.best_stars
    assert change.best_streak and not change.first_win
    r, change = record_result(r, "classic", "turtle", True, 250.0, 100, 3)
    assert change.best_time and not change.best_score and change.best_stars
    rec = r.get("classic", "turtle")
    assert (rec.best_time, rec.best_score, rec.best_stars, rec.won, rec.played) == (
        250.0,
        5000,
        3,
        3,
        3,
    )


def test_a_loss_breaks_the_streak_but_keeps_the_best():
    r = Records()
    for won in (True, True, True, False, True):
        r, change = record_result(r, "classic", "turtle", won, 100.0, 100, 1)
    rec = r.get("classic", "turtle")
    assert (rec.played, rec.won, rec.current_streak, rec.best_streak) == (5, 4, 1, 3)
    assert not change.best_streak


def test_a_loss_records_nothing_but_the_count():
    r, change = record_result(Records(), "zen", "butterfly", False, 10.0, 9999, 0)
    rec = r.get("zen", "butterfly")
    assert rec.played == 1 and rec.won == 0 and rec.best_score is None and not change.any


def test_modes_and_layouts_are_separate():
    r, _ = record_result(Records(), "classic", "turtle", True, 100.0, 100, 1)
    r, _ = record_result(r, "challenge", "turtle", True, 200.0, 200, 1)
    r, _ = record_result(r, "classic", "fortress", False, 0.0, 0, 0)
    assert r.get("classic", "turtle").best_time == 100.0
    assert r.get("challenge", "turtle").best_time == 200.0
    assert r.get("classic", "fortress").played == 1
    assert r.get("daily", "turtle") == LayoutRecord()


def test_record_result_does_not_change_its_input():
    before = Records()
    record_result(before, "classic", "turtle", True, 1.0, 1, 1)
    assert before == Records()


def test_round_trip(tmp_path):
    r, _ = record_result(Records(), "classic", "turtle", True, 123.4, 4200, 3)
    path = tmp_path / "records.json"
    save_records(path, r)
    assert load_records(path) == (r, None)
    assert load_records(tmp_path / "none.json") == (Records(), None)


@pytest.mark.parametrize(
    ("content", "code"),
    [
        (b'{"schema_version": 1, "by_mode": {', "not_json"),
        (b'{"schema_version": 1, "by_mode": {"classic": {"turtle": {"won": -1}}}}', "invalid"),
        (b'{"schema_version": 2, "by_mode": {}}', "too_new"),
        (b'{"language": "fr", "schema_version": 1}', "foreign"),
        (bytes(range(256)), "not_text"),
        # an entry nested deeper than Python's copy goes (the fuzzer's find: no RecursionError)
        (
            b'{"schema_version": 1, "by_mode": {"classic": {"turtle": '
            + b"[" * 700
            + b"]" * 700
            + b"}}}",
            "invalid",
        ),
    ],
)
def test_a_bad_file_is_set_aside_and_records_start_empty(tmp_path, content, code):
    path = tmp_path / "records.json"
    path.write_bytes(content)
    records, notice = load_records(path)
    assert records == Records()
    assert notice.code == code and notice.kept_as.read_bytes() == content
    assert not path.exists()


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=st.binary(max_size=300))
def test_any_file_content_loads_without_raising(tmp_path, data):
    path = tmp_path / "records.json"
    path.write_bytes(data)
    records, notice = load_records(path)
    assert isinstance(records, Records)
    assert (notice is None) == path.exists()
