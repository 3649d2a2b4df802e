"""Personal records per game mode and layout, kept on this machine (PRODUCT §4 "Records").

For each (mode, layout id): games played and won, the current and best winning streak, and over
the games *won*: the best time, the best score and the most stars. :func:`record_result` returns
the new records and a :class:`RecordChange` saying which records the game beat, for the win
dialog. Loading never fails: a bad file is set aside and the records start empty, with a notice.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Annotated, Final, Literal

from pydantic import BaseModel, ConfigDict, Field

from .user_files import (
    Count,
    Notice,
    Seconds,
    capped,
    capped_seconds,
    load_model_file,
    write_json_object,
)

__all__ = [
    "SCHEMA_VERSION",
    "LayoutRecord",
    "Records",
    "RecordChange",
    "record_result",
    "load_records",
    "save_records",
]

SCHEMA_VERSION: Final = 1
MAX_RECORDS_BYTES = 5_000_000

Key = Annotated[str, Field(min_length=1, max_length=64)]


class LayoutRecord(BaseModel):
    """The records of one mode on one layout."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    played: Count = 0
    won: Count = 0
    current_streak: Count = 0
    best_streak: Count = 0
    best_time: Seconds | None = None
    best_score: Count | None = None
    best_stars: Annotated[int, Field(ge=0, le=3)] = 0


class Records(BaseModel):
    """All records: ``by_mode[mode][layout_id]``."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    schema_version: Literal[1] = SCHEMA_VERSION
    by_mode: dict[Key, dict[Key, LayoutRecord]] = {}

    def get(self, mode: str, layout_id: str) -> LayoutRecord:
        """The records of a mode on a layout (empty when never played)."""
        return self.by_mode.get(mode, {}).get(layout_id, LayoutRecord())


@dataclass(frozen=True, slots=True)
class RecordChange:
    """What one game changed: the records before and after, and which bests it beat (a first
    win sets, and so beats, every best)."""

    before: LayoutRecord
    after: LayoutRecord
    best_time: bool = False
    best_score: bool = False
    best_stars: bool = False
    best_streak: bool = False

    @property
    def first_win(self) -> bool:
        return self.before.won == 0 and self.after.won == 1

    @property
    def any(self) -> bool:
        return self.best_time or self.best_score or self.best_stars or self.best_streak


def record_result(
    records: Records,
    mode: str,
    layout_id: str,
    won: bool,
    elapsed: float,
    score: int,
    stars: int,
) -> tuple[Records, RecordChange]:
    """Count a finished game (a loss or an abandoned game breaks the streak)."""
    before = records.get(mode, layout_id)
    if not won:
        after = before.model_copy(update={"played": capped(before.played + 1), "current_streak": 0})
        change = RecordChange(before, after)
    else:
        streak = capped(before.current_streak + 1)
        elapsed, score = capped_seconds(elapsed), capped(score)
        new_time = before.best_time is None or elapsed < before.best_time
        new_score = before.best_score is None or score > before.best_score
        new_stars = stars > before.best_stars
        new_streak = streak > before.best_streak
        after = before.model_copy(
            update={
                "played": capped(before.played + 1),
                "won": capped(before.won + 1),
                "current_streak": streak,
                "best_streak": max(streak, before.best_streak),
                "best_time": elapsed if new_time else before.best_time,
                "best_score": score if new_score else before.best_score,
                "best_stars": max(stars, before.best_stars),
            }
        )
        change = RecordChange(before, after, new_time, new_score, new_stars, new_streak)
    by_mode = {m: dict(layouts) for m, layouts in records.by_mode.items()}
    by_mode.setdefault(mode, {})[layout_id] = after
    return records.model_copy(update={"by_mode": by_mode}), change


def load_records(path: str | os.PathLike[str]) -> tuple[Records, Notice | None]:
    """The records in ``path`` (empty when there is no file), and a notice when a bad file was
    set aside and the records start empty."""
    return load_model_file(
        path,
        Records,
        max_bytes=MAX_RECORDS_BYTES,
        current=SCHEMA_VERSION,
        entry_depth=3,  # by_mode[mode][layout]: one bad entry is left out
        what="records file",
        then="the records start empty",
        required_key="by_mode",
    )


def save_records(path: str | os.PathLike[str], records: Records) -> None:
    """Write the records atomically."""
    write_json_object(path, records.model_dump(mode="json"))
