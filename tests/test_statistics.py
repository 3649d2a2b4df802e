"""Statistics per mode and layout: counts, best and average times, streaks, reset."""

from __future__ import annotations

import pytest

from mahjong_qt.core.modes.statistics import (
    TimeTotals,
    load_totals,
    record_game,
    reset_statistics,
    save_totals,
    stat_line,
    statistics_table,
)
from mahjong_qt.core.records import Records


def play(records, totals, results, mode="classic", layout="turtle"):
    for won, time, score in results:
        records, totals, _ = record_game(records, totals, mode, layout, won, time, score, 2)
    return records, totals


def test_counts_times_scores_and_streaks():
    records, totals = play(
        Records(),
        TimeTotals(),
        [(True, 300.0, 5000), (True, 200.0, 4000), (False, 50.0, 100), (True, 400.0, 9000)],
    )
    line = stat_line(records, totals, "classic", "turtle")
    assert (line.played, line.won) == (4, 3)
    assert line.win_rate == pytest.approx(0.75)
    assert line.best_time == 200.0
    assert line.average_time == pytest.approx(300.0)  # the won games only
    assert line.best_score == 9000
    assert (line.current_streak, line.best_streak) == (1, 2)


def test_streaks_break_on_a_loss_and_the_best_one_is_kept():
    results = [(True, 1.0, 1)] * 3 + [(False, 1.0, 0)] + [(True, 1.0, 1)] * 2
    records, totals = play(Records(), TimeTotals(), results)
    line = stat_line(records, totals, "classic", "turtle")
    assert (line.current_streak, line.best_streak) == (2, 3)
    records, totals = play(records, totals, [(True, 1.0, 1)] * 2)
    line = stat_line(records, totals, "classic", "turtle")
    assert (line.current_streak, line.best_streak) == (4, 4)


def test_per_mode_and_layout_table_and_empty_lines():
    records, totals = play(Records(), TimeTotals(), [(True, 100.0, 10)])
    records, totals = play(records, totals, [(False, 10.0, 0)], "daily", "turtle")
    records, totals = play(records, totals, [(True, 90.0, 20)], "classic", "pyramid")
    table = statistics_table(records, totals)
    assert [(s.mode, s.layout_id) for s in table] == [
        ("classic", "pyramid"),
        ("classic", "turtle"),
        ("daily", "turtle"),
    ]
    assert [s.layout_id for s in statistics_table(records, totals, "classic")] == [
        "pyramid",
        "turtle",
    ]
    empty = stat_line(records, totals, "zen", "butterfly")
    assert (empty.played, empty.win_rate, empty.average_time, empty.best_time) == (
        0,
        None,
        None,
        None,
    )
    daily = stat_line(records, totals, "daily", "turtle")
    assert daily.average_time is None and daily.played == 1


def test_reset_everything_a_mode_or_a_layout():
    records, totals = play(Records(), TimeTotals(), [(True, 100.0, 10)])
    records, totals = play(records, totals, [(True, 90.0, 20)], "classic", "pyramid")
    records, totals = play(records, totals, [(True, 80.0, 30)], "daily", "turtle")
    r1, t1 = reset_statistics(records, totals, "classic", "turtle")
    assert [(s.mode, s.layout_id) for s in statistics_table(r1, t1)] == [
        ("classic", "pyramid"),
        ("daily", "turtle"),
    ]
    r2, t2 = reset_statistics(records, totals, "classic")
    assert [s.mode for s in statistics_table(r2, t2)] == ["daily"]
    r3, t3 = reset_statistics(records, totals)
    assert statistics_table(r3, t3) == []
    with pytest.raises(ValueError):
        reset_statistics(records, totals, layout_id="turtle")


def test_saved_and_restored_and_a_corrupt_file_is_set_aside(tmp_path):
    _, totals = play(Records(), TimeTotals(), [(True, 100.0, 10), (True, 50.0, 10)])
    path = tmp_path / "statistics.json"
    save_totals(path, totals)
    loaded, notice = load_totals(path)
    assert notice is None and loaded == totals
    path.write_bytes(b"\x00\x01 not json")
    loaded, notice = load_totals(path)
    assert loaded == TimeTotals()
    assert notice is not None and notice.code == "not_text"
    assert notice.kept_as is not None and notice.kept_as.exists()
    assert not path.exists()
