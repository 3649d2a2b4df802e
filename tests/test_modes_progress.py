"""The player's progress: campaign levels open one after another, best stars and times are
kept, and the file survives restarts and corruption."""

from __future__ import annotations

import datetime as dt
import json

import pytest

from mahjong_qt.core.modes.campaign import PLACES
from mahjong_qt.core.modes.progress import (
    Progress,
    campaign_reached,
    campaign_stars,
    campaign_total_stars,
    campaign_unlocked,
    load_progress,
    place_levels,
    progress_path,
    record_campaign,
    record_daily,
    record_race,
    save_progress,
    start_overview,
)
from mahjong_qt.core.paths import user_paths
from mahjong_qt.core.records import Records, record_result


def test_clearing_a_level_with_any_stars_opens_the_next():
    progress = Progress()
    assert campaign_reached(progress) == 1
    assert campaign_unlocked(progress, 1) and not campaign_unlocked(progress, 2)
    progress, change = record_campaign(progress, 1, stars=1, time=200.0)
    assert change.first_clear and change.unlocked == 2
    assert campaign_unlocked(progress, 2) and not campaign_unlocked(progress, 3)
    progress, change = record_campaign(progress, 2, stars=0, time=500.0)
    assert change.unlocked == 3
    with pytest.raises(ValueError):
        campaign_unlocked(progress, 121)


def test_each_level_keeps_its_best_stars_and_best_time():
    progress, _ = record_campaign(Progress(), 1, stars=2, time=300.0)
    progress, change = record_campaign(progress, 1, stars=1, time=250.0)
    assert not change.first_clear and not change.best_stars and change.best_time
    assert change.unlocked is None  # replaying an old level opens nothing new
    progress, change = record_campaign(progress, 1, stars=3, time=400.0)
    assert change.best_stars and not change.best_time
    result = progress.campaign["1"]
    assert (result.best_stars, result.best_time) == (3, 250.0)
    assert campaign_stars(progress, 1) == 3 and campaign_stars(progress, 2) == 0


def test_the_last_level_opens_nothing_beyond():
    progress, change = record_campaign(Progress(), 120, stars=3, time=1.0)
    assert campaign_reached(progress) == 120 and change.unlocked == 120


def test_stars_and_records_are_saved_and_restored():
    path = progress_path(user_paths())
    progress, _ = record_campaign(Progress(), 1, stars=2, time=123.5)
    progress, _ = record_campaign(progress, 2, stars=3, time=99.0)
    save_progress(path, progress)
    loaded, notice = load_progress(path)
    assert notice is None and loaded == progress
    assert campaign_reached(loaded) == 3
    assert json.loads(path.read_text("utf-8"))["schema_version"] == 1


def test_no_file_is_a_fresh_start(tmp_path):
    progress, notice = load_progress(tmp_path / "missing.json")
    assert progress == Progress() and notice is None


@pytest.mark.parametrize(
    "content, code",
    [
        (b'{"schema_version": 1, "campaign": {"1": {"best_stars": 9', "not_json"),
        (b'{"schema_version": 7}', "too_new"),
        (b'{"schema_version": 1, "campaign": {"1": {"best_stars": 5, "best_time": 1}}}', "invalid"),
        (b"[1, 2, 3]", "not_object"),
        (b'{"hello": "world"}', "foreign"),
    ],
)
def test_a_bad_file_is_set_aside_and_the_progress_starts_empty(tmp_path, content, code):
    path = tmp_path / "progress.json"
    path.write_bytes(content)
    progress, notice = load_progress(path)
    assert progress == Progress()
    assert notice is not None and notice.code == code
    assert notice.kept_as is not None and notice.kept_as.read_bytes() == content
    assert not path.exists()


def test_the_campaign_map_shows_open_cleared_and_starred_levels():
    progress, _ = record_campaign(Progress(), 1, stars=3, time=100.0)
    progress, _ = record_campaign(progress, 2, stars=1, time=90.0)
    levels = place_levels(progress, PLACES[0])
    assert [lv.number for lv in levels] == list(range(1, 21))
    assert [(lv.unlocked, lv.cleared, lv.stars) for lv in levels[:4]] == [
        (True, True, 3),
        (True, True, 1),
        (True, False, 0),
        (False, False, 0),
    ]
    assert levels[1].best_time == 90.0
    assert not any(lv.unlocked for lv in place_levels(progress, PLACES[1]))
    assert campaign_total_stars(progress) == 4


def test_the_start_screen_overview():
    today = dt.date(2026, 11, 29)
    progress, _ = record_daily(Progress(), today, won=True, time=300.0, stars=2, score=5000)
    progress, _ = record_campaign(progress, 1, stars=2, time=100.0)
    progress, _ = record_race(progress, "race-easy", won=True, finished=True, time=77.0)
    records, _ = record_result(Records(), "classic", "turtle", True, 400.0, 9000, 2)
    records, _ = record_result(records, "classic", "pyramid", True, 350.0, 8000, 2)
    overview = start_overview(progress, records, today)
    assert overview.daily_done and overview.daily_today.stars == 2
    assert (overview.campaign_reached, overview.campaign_stars) == (2, 2)
    assert overview.campaign_max_stars == 360
    assert overview.best_times["classic"] == 350.0 and overview.best_times["zen"] is None
    assert overview.race_records == {"race-easy": 77.0}
    tomorrow = start_overview(progress, records, today + dt.timedelta(days=1))
    assert not tomorrow.daily_done and tomorrow.daily_today is None
