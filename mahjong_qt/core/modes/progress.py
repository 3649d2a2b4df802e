"""The player's progress in the modes, kept on this machine (``progress.json`` in the data dir).

* **Daily challenge**: one :class:`DailyResult` per date (``YYYY-MM-DD``): the best result of
  that day (a win beats a loss, then more stars, then a shorter time). :func:`daily_done` says
  whether today's challenge was won.
* **Campaign**: per level, the best stars and the best time (:class:`LevelResult`); clearing a
  level, with any number of stars, opens the next (:func:`campaign_unlocked`).
* **Race**: per race level, the personal record (best time of a cleared board) and the wins and
  losses against the CPU (:class:`RaceRecord`).

Everything is a frozen pydantic model; the ``record_*`` functions return a new
:class:`Progress` and what changed. :func:`load_progress` never fails: a corrupt, foreign or too
new file is set aside (kept as ``progress.json.corrupt-N``) and the progress starts empty, with a
notice for the user. :func:`save_progress` writes atomically.
"""

from __future__ import annotations

import datetime as dt
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Final, Literal

from pydantic import BaseModel, ConfigDict, Field

from ..paths import UserPaths
from ..records import Records
from ..user_files import (
    Count,
    Notice,
    Seconds,
    capped,
    capped_seconds,
    load_model_file,
    write_json_object,
)
from .campaign import LEVEL_COUNT, Place
from .definitions import ModeId

__all__ = [
    "SCHEMA_VERSION",
    "PROGRESS_FILE_NAME",
    "DailyResult",
    "LevelResult",
    "RaceRecord",
    "Progress",
    "CampaignChange",
    "RaceChange",
    "progress_path",
    "record_daily",
    "daily_result",
    "daily_done",
    "record_campaign",
    "campaign_unlocked",
    "campaign_reached",
    "campaign_stars",
    "record_race",
    "LevelStatus",
    "place_levels",
    "campaign_total_stars",
    "StartOverview",
    "start_overview",
    "load_progress",
    "save_progress",
]

SCHEMA_VERSION: Final = 1
PROGRESS_FILE_NAME = "progress.json"
MAX_PROGRESS_BYTES = 5_000_000

Stars = Annotated[int, Field(ge=0, le=3)]
DateKey = Annotated[str, Field(pattern=r"^\d{4}-\d{2}-\d{2}$")]
LevelKey = Annotated[str, Field(pattern=r"^[1-9][0-9]{0,2}$")]
RaceKey = Annotated[str, Field(min_length=1, max_length=64)]


class _Frozen(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class DailyResult(_Frozen):
    """The best result of one daily challenge."""

    won: bool
    time: Seconds
    stars: Stars = 0
    score: Count = 0

    def beats(self, other: DailyResult) -> bool:
        return (self.won, self.stars, -self.time) > (other.won, other.stars, -other.time)


class LevelResult(_Frozen):
    """A cleared campaign level: its best stars and best time (possibly from different games)."""

    best_stars: Stars
    best_time: Seconds


class RaceRecord(_Frozen):
    """A race level: the personal record (best time of a cleared board), wins and losses."""

    best_time: Seconds | None = None
    wins: Count = 0
    losses: Count = 0


class Progress(_Frozen):
    """All the progress. Keys are strings (JSON object keys): dates, level numbers, race ids."""

    schema_version: Literal[1] = SCHEMA_VERSION
    daily: dict[DateKey, DailyResult] = {}
    campaign: dict[LevelKey, LevelResult] = {}
    race: dict[RaceKey, RaceRecord] = {}


@dataclass(frozen=True, slots=True)
class CampaignChange:
    """What clearing a level changed: new best stars/time, and the level it opened (if new)."""

    level: int
    first_clear: bool
    best_stars: bool
    best_time: bool
    unlocked: int | None


@dataclass(frozen=True, slots=True)
class RaceChange:
    """What a race changed: ``record`` when the player's time is a new personal record."""

    record: bool
    before: RaceRecord
    after: RaceRecord


def progress_path(paths: UserPaths) -> Path:
    """Where the progress file lives (the user's data dir)."""
    return paths.data_dir / PROGRESS_FILE_NAME


# --- daily --------------------------------------------------------------------------------------
def record_daily(
    progress: Progress, day: dt.date, won: bool, time: float, stars: int, score: int
) -> tuple[Progress, bool]:
    """Count a finished daily game; returns the new progress and whether it is now the day's
    best result (the first result of a day always is)."""
    time = capped_seconds(time)
    result = DailyResult(won=won, time=time, stars=stars if won else 0, score=capped(score))
    key = day.isoformat()
    old = progress.daily.get(key)
    if old is not None and not result.beats(old):
        return progress, False
    return progress.model_copy(update={"daily": {**progress.daily, key: result}}), True


def daily_result(progress: Progress, day: dt.date) -> DailyResult | None:
    return progress.daily.get(day.isoformat())


def daily_done(progress: Progress, day: dt.date) -> bool:
    """Whether the challenge of ``day`` was won."""
    result = daily_result(progress, day)
    return result is not None and result.won


# --- campaign -----------------------------------------------------------------------------------
def _check_level(level: int) -> None:
    if not 1 <= level <= LEVEL_COUNT:
        raise ValueError(f"a campaign level is from 1 to {LEVEL_COUNT}, not {level}")


def campaign_reached(progress: Progress) -> int:
    """The highest open level: one past the highest cleared level (1 at the start, at most 120)."""
    cleared = [int(k) for k in progress.campaign]
    return min(LEVEL_COUNT, max(cleared, default=0) + 1)


def campaign_unlocked(progress: Progress, level: int) -> bool:
    """Whether ``level`` can be played: level 1, a cleared level, or one past a cleared level."""
    _check_level(level)
    return level <= campaign_reached(progress)


def campaign_stars(progress: Progress, level: int) -> int:
    """The best stars of ``level`` (0 when never cleared)."""
    result = progress.campaign.get(str(level))
    return 0 if result is None else result.best_stars


def record_campaign(
    progress: Progress, level: int, stars: int, time: float
) -> tuple[Progress, CampaignChange]:
    """Count a *cleared* campaign level (a lost game changes nothing here). Keeps the best stars
    and the best time; opens the next level."""
    _check_level(level)
    time = capped_seconds(time)
    reached_before = campaign_reached(progress)
    key = str(level)
    old = progress.campaign.get(key)
    new = LevelResult(
        best_stars=max(stars, old.best_stars if old else 0),
        best_time=min(time, old.best_time) if old else time,
    )
    updated = progress.model_copy(update={"campaign": {**progress.campaign, key: new}})
    reached_after = campaign_reached(updated)
    change = CampaignChange(
        level=level,
        first_clear=old is None,
        best_stars=old is None or stars > old.best_stars,
        best_time=old is None or time < old.best_time,
        unlocked=reached_after if reached_after > reached_before else None,
    )
    return updated, change


# --- race ---------------------------------------------------------------------------------------
def record_race(
    progress: Progress, level_id: str, won: bool, finished: bool, time: float | None
) -> tuple[Progress, RaceChange]:
    """Count a race on ``level_id``: ``won`` against the CPU or not; ``finished`` when the player
    cleared the board, in ``time`` seconds (then it may be a new personal record)."""
    before = progress.race.get(level_id, RaceRecord())
    time = None if time is None else capped_seconds(time)
    record = finished and time is not None and (before.best_time is None or time < before.best_time)
    after = RaceRecord(
        best_time=time if record else before.best_time,
        wins=capped(before.wins + (1 if won else 0)),
        losses=capped(before.losses + (0 if won else 1)),
    )
    updated = progress.model_copy(update={"race": {**progress.race, level_id: after}})
    return updated, RaceChange(record, before, after)


# --- overviews for the screens ------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class LevelStatus:
    """One level on the campaign map."""

    number: int
    unlocked: bool
    cleared: bool
    stars: int
    best_time: float | None


def place_levels(progress: Progress, place: Place) -> list[LevelStatus]:
    """The 20 levels of a place as the map shows them (no layout is built)."""
    reached = campaign_reached(progress)
    out = []
    for n in place.levels:
        result = progress.campaign.get(str(n))
        out.append(
            LevelStatus(
                number=n,
                unlocked=n <= reached,
                cleared=result is not None,
                stars=result.best_stars if result else 0,
                best_time=result.best_time if result else None,
            )
        )
    return out


def campaign_total_stars(progress: Progress) -> int:
    """Stars won over the whole campaign (at most 3 × 120)."""
    return sum(r.best_stars for r in progress.campaign.values())


@dataclass(frozen=True, slots=True)
class StartOverview:
    """What the start screen shows under each mode: today's daily, the campaign's reach and
    stars, the best time per mode (over its layouts, from the records) and the race records."""

    daily_done: bool
    daily_today: DailyResult | None
    campaign_reached: int
    campaign_stars: int
    campaign_max_stars: int
    best_times: dict[str, float | None]
    race_records: dict[str, float | None]


def start_overview(progress: Progress, records: Records, today: dt.date) -> StartOverview:
    """The start screen's summary (``today`` is the local date)."""
    best_times: dict[str, float | None] = {}
    for mode_id in ModeId:
        times = [
            r.best_time
            for r in records.by_mode.get(mode_id.value, {}).values()
            if r.best_time is not None
        ]
        best_times[mode_id.value] = min(times) if times else None
    return StartOverview(
        daily_done=daily_done(progress, today),
        daily_today=daily_result(progress, today),
        campaign_reached=campaign_reached(progress),
        campaign_stars=campaign_total_stars(progress),
        campaign_max_stars=3 * LEVEL_COUNT,
        best_times=best_times,
        race_records={k: r.best_time for k, r in progress.race.items()},
    )


# --- file ---------------------------------------------------------------------------------------
def load_progress(path: str | os.PathLike[str]) -> tuple[Progress, Notice | None]:
    """The progress in ``path`` (empty when there is no file), and a notice when a bad file was
    set aside and the progress starts empty."""
    return load_model_file(
        path,
        Progress,
        max_bytes=MAX_PROGRESS_BYTES,
        current=SCHEMA_VERSION,
        entry_depth=2,  # daily[date], campaign[level], race[id]: one bad entry is left out
        what="progress file",
        then="the progress starts empty",
    )


def save_progress(path: str | os.PathLike[str], progress: Progress) -> None:
    """Write the progress atomically."""
    write_json_object(path, progress.model_dump(mode="json"))
