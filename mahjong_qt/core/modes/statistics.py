"""Statistics per mode and layout: played, won, best and average time, best score, streaks.

Most of these numbers are already the personal records of :mod:`mahjong_qt.core.records`
(played, won, current and best streak, best time, best score, best stars per mode and layout);
this module adds what records lack, the total time of the games won (for the average), in its
own small file (``statistics.json`` in the data dir), and puts both together as
:class:`StatLine` rows for the statistics screen.

* :func:`record_game` counts one finished game in both (use it instead of
  ``records.record_result``, which it calls);
* :func:`statistics_table` / :func:`stat_line` give the rows;
* :func:`reset_statistics` clears everything, one mode, or one mode on one layout (the screen
  asks for confirmation first).

:func:`load_totals` never fails (a bad file is set aside, with a notice); :func:`save_totals`
is atomic.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Final, Literal

from pydantic import BaseModel, ConfigDict, Field

from ..paths import UserPaths
from ..records import RecordChange, Records, record_result
from ..user_files import (
    MAX_COUNT,
    MAX_SECONDS,
    Count,
    Notice,
    capped,
    capped_seconds,
    load_model_file,
    write_json_object,
)

__all__ = [
    "SCHEMA_VERSION",
    "STATISTICS_FILE_NAME",
    "TimeTotal",
    "TimeTotals",
    "StatLine",
    "statistics_path",
    "record_game",
    "stat_line",
    "statistics_table",
    "reset_statistics",
    "load_totals",
    "save_totals",
]

SCHEMA_VERSION: Final = 1
STATISTICS_FILE_NAME = "statistics.json"
MAX_STATISTICS_BYTES = 5_000_000
Key = Annotated[str, Field(min_length=1, max_length=64)]
MAX_TOTAL_SECONDS = MAX_COUNT * MAX_SECONDS


class TimeTotal(BaseModel):
    """The games won on one layout in one mode, and their total time."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    won: Count = 0
    seconds: Annotated[float, Field(ge=0, le=MAX_TOTAL_SECONDS, allow_inf_nan=False)] = 0.0


class TimeTotals(BaseModel):
    """``by_mode[mode][layout_id]``: the totals for averages."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    schema_version: Literal[1] = SCHEMA_VERSION
    by_mode: dict[Key, dict[Key, TimeTotal]] = {}

    def get(self, mode: str, layout_id: str) -> TimeTotal:
        return self.by_mode.get(mode, {}).get(layout_id, TimeTotal())


@dataclass(frozen=True, slots=True)
class StatLine:
    """One row of the statistics screen. Times in seconds; ``None`` when no game was won."""

    mode: str
    layout_id: str
    played: int
    won: int
    best_time: float | None
    average_time: float | None
    best_score: int | None
    best_stars: int
    current_streak: int
    best_streak: int

    @property
    def win_rate(self) -> float | None:
        """Won / played (0..1), ``None`` before the first game."""
        return self.won / self.played if self.played else None


def statistics_path(paths: UserPaths) -> Path:
    return paths.data_dir / STATISTICS_FILE_NAME


def record_game(
    records: Records,
    totals: TimeTotals,
    mode: str,
    layout_id: str,
    won: bool,
    elapsed: float,
    score: int,
    stars: int,
) -> tuple[Records, TimeTotals, RecordChange]:
    """Count a finished game (a loss or an abandoned game breaks the streak) in the records and
    the time totals."""
    records, change = record_result(records, mode, layout_id, won, elapsed, score, stars)
    if won:
        old = totals.get(mode, layout_id)
        seconds = min(old.seconds + capped_seconds(elapsed), MAX_TOTAL_SECONDS)
        new = TimeTotal(won=capped(old.won + 1), seconds=seconds)
        by_mode = {m: dict(layouts) for m, layouts in totals.by_mode.items()}
        by_mode.setdefault(mode, {})[layout_id] = new
        totals = totals.model_copy(update={"by_mode": by_mode})
    return records, totals, change


def stat_line(records: Records, totals: TimeTotals, mode: str, layout_id: str) -> StatLine:
    """The statistics of one mode on one layout (zeros when never played)."""
    rec = records.get(mode, layout_id)
    tot = totals.get(mode, layout_id)
    return StatLine(
        mode=mode,
        layout_id=layout_id,
        played=rec.played,
        won=rec.won,
        best_time=rec.best_time,
        average_time=tot.seconds / tot.won if tot.won else None,
        best_score=rec.best_score,
        best_stars=rec.best_stars,
        current_streak=rec.current_streak,
        best_streak=rec.best_streak,
    )


def statistics_table(
    records: Records, totals: TimeTotals, mode: str | None = None
) -> list[StatLine]:
    """Every (mode, layout) played, or only ``mode``'s, sorted by mode then layout id."""
    keys = {(m, layout) for m, layouts in records.by_mode.items() for layout in layouts}
    keys |= {(m, layout) for m, layouts in totals.by_mode.items() for layout in layouts}
    return [
        stat_line(records, totals, m, layout)
        for m, layout in sorted(keys)
        if mode is None or m == mode
    ]


def reset_statistics(
    records: Records,
    totals: TimeTotals,
    mode: str | None = None,
    layout_id: str | None = None,
) -> tuple[Records, TimeTotals]:
    """Forget everything (no arguments), one mode, or one layout in one mode."""
    if layout_id is not None and mode is None:
        raise ValueError("a layout is reset within a mode")

    def keep(table: dict[str, Any]) -> dict[str, Any]:
        if mode is None:
            return {}
        out = {m: dict(layouts) for m, layouts in table.items()}
        if layout_id is None:
            out.pop(mode, None)
        else:
            out.get(mode, {}).pop(layout_id, None)
            if mode in out and not out[mode]:
                del out[mode]
        return out

    return (
        records.model_copy(update={"by_mode": keep(records.by_mode)}),
        totals.model_copy(update={"by_mode": keep(totals.by_mode)}),
    )


def load_totals(path: str | os.PathLike[str]) -> tuple[TimeTotals, Notice | None]:
    """The time totals in ``path`` (empty when there is no file), and a notice when a bad file
    was set aside and they start empty."""
    return load_model_file(
        path,
        TimeTotals,
        max_bytes=MAX_STATISTICS_BYTES,
        current=SCHEMA_VERSION,
        entry_depth=3,  # by_mode[mode][layout]: one bad entry is left out
        what="statistics file",
        then="the average times start anew",
        required_key="by_mode",
    )


def save_totals(path: str | os.PathLike[str], totals: TimeTotals) -> None:
    """Write the time totals atomically."""
    write_json_object(path, totals.model_dump(mode="json"))
