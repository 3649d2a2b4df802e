"""One out-of-range entry no longer sets aside the whole records, statistics or progress file:
the valid entries are kept, the original is set aside as ``.corrupt-N``, and the player is told
how many were left out (issue 22, item 14)."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_app_helpers import make_window

from mahjong_qt.app.window.main_window import GameStart
from mahjong_qt.core.modes.progress import load_progress, progress_path
from mahjong_qt.core.modes.statistics import load_totals, statistics_path
from mahjong_qt.core.paths import user_paths
from mahjong_qt.core.records import LayoutRecord, Records, load_records

GOOD = {"played": 4, "won": 2, "best_time": 300.0, "best_score": 900, "best_stars": 2}


def _records(by_mode: dict) -> dict:
    return {"schema_version": 1, "by_mode": by_mode}


def _write(path, obj) -> bytes:
    path.parent.mkdir(parents=True, exist_ok=True)
    data = json.dumps(obj).encode("utf-8")
    path.write_bytes(data)
    return data


def test_one_bad_record_is_left_out_and_the_others_kept():
    path = user_paths().records_file
    original = _write(
        path,
        _records(
            {
                "classic": {"turtle": GOOD, "dragon": {**GOOD, "best_stars": 9}},
                "zen": {"turtle": {**GOOD, "played": -1}, "cat": GOOD},
                "x" * 100: {"turtle": GOOD},  # a key too long: its table goes
            }
        ),
    )
    records, notice = load_records(path)
    assert records.get("classic", "turtle") == LayoutRecord(**GOOD)
    assert records.get("zen", "cat") == LayoutRecord(**GOOD)
    assert "dragon" not in records.by_mode["classic"] and "turtle" not in records.by_mode["zen"]
    assert set(records.by_mode) == {"classic", "zen"}
    assert notice is not None and notice.code == "partly_kept" and notice.left_out == 3
    assert notice.kept_as == path.with_name("records.json.corrupt-1")
    assert notice.kept_as.read_bytes() == original  # the original, as it was
    assert "3 entries of the records file could not be used" in notice
    again, second = load_records(path)  # the kept entries were written: no notice next time
    assert again == records and second is None
    assert sorted(p.name for p in path.parent.iterdir() if "records" in p.name) == [
        "records.json",
        "records.json.corrupt-1",
    ]


def test_a_file_whose_own_fields_are_wrong_is_still_set_aside_whole():
    path = user_paths().records_file
    _write(path, _records([GOOD]))  # by_mode is not a table
    records, notice = load_records(path)
    assert records == Records() and notice is not None and notice.code == "invalid"
    assert not path.exists() and path.with_name("records.json.corrupt-1").exists()


def test_the_statistics_and_the_progress_keep_their_valid_entries():
    paths = user_paths()
    _write(
        statistics_path(paths),
        {
            "schema_version": 1,
            "by_mode": {"classic": {"turtle": {"won": 3, "seconds": 900.0}, "cat": {"won": -2}}},
        },
    )
    totals, notice = load_totals(statistics_path(paths))
    assert totals.get("classic", "turtle").won == 3 and "cat" not in totals.by_mode["classic"]
    assert notice is not None and notice.code == "partly_kept" and notice.left_out == 1
    _write(
        progress_path(paths),
        {
            "schema_version": 1,
            "daily": {"2026-11-30": {"won": True, "time": 200.0, "stars": 2, "score": 10}},
            "campaign": {
                "1": {"best_stars": 3, "best_time": 90.0},
                "2": {"best_stars": 7, "best_time": 1.0},
            },
            "race": {"race-easy": {"best_time": -5.0}},
        },
    )
    progress, notice = load_progress(progress_path(paths))
    assert set(progress.daily) == {"2026-11-30"} and set(progress.campaign) == {"1"}
    assert progress.race == {}
    assert notice is not None and notice.code == "partly_kept" and notice.left_out == 2


@settings(max_examples=40, deadline=None)
@given(
    stars=st.integers(-5, 10),
    played=st.integers(-(10**13), 10**13),
    seconds=st.one_of(st.none(), st.floats(-1e10, 1e10)),
)
def test_whatever_one_entry_holds_the_other_is_kept(tmp_path_factory, stars, played, seconds):
    path = tmp_path_factory.mktemp("records") / "records.json"
    other = {"best_stars": stars, "played": played, "best_time": seconds}
    _write(path, _records({"classic": {"turtle": GOOD, "other": other}}))
    records, _notice = load_records(path)
    assert records.get("classic", "turtle") == LayoutRecord(**GOOD)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_window_says_what_was_left_out(qtbot, language):
    from PySide6.QtWidgets import QApplication

    _write(
        user_paths().records_file,
        _records({"classic": {"turtle": GOOD, "dragon": {**GOOD, "best_stars": 9}}}),
    )
    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    window.translations.set_language(language)
    try:
        records = window.session.book.records()
        QApplication.processEvents()
        message = window.statusBar().currentMessage()
        assert records.get("classic", "turtle").won == 2
        expected = {"en": "1 record could not be used", "fr": "1 record n’a pas pu être lu"}
        assert expected[language] in message, message
        assert "records.json.corrupt-1" in message
    finally:
        window.translations.set_language("en")
