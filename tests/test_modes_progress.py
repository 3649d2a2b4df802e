"""The player's progress: campaign levels open one after another, best stars and times are
kept, and the file survives restarts and corruption."""

from __future__ import annotations

import json

import pytest

from mahjong_qt.core.modes.progress import (
    Progress,
    campaign_reached,
    campaign_stars,
    campaign_unlocked,
    load_progress,
    progress_path,
    record_campaign,
    save_progress,
)
from mahjong_qt.core.paths import user_paths


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
