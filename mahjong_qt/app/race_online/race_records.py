"""Keeping the personal record per race level on this machine, from an online round's result."""

from __future__ import annotations

from typing import Protocol

from mahjong_qt.core.modes.progress import (
    RaceChange,
    load_progress,
    progress_path,
    record_race,
    save_progress,
)
from mahjong_qt.core.paths import UserPaths

__all__ = ["RaceRecorder", "ProgressRecorder", "BookRecorder"]


class RaceRecorder(Protocol):
    def record(
        self, level_id: str, won: bool, finished: bool, time: float | None
    ) -> tuple[float | None, bool]:
        """Count a round; returns the best time on that level now and whether it is new."""
        ...


class ProgressRecorder:
    """Records into ``progress.json`` (read, changed and written atomically each time: use the
    game window's own recorder instead when it keeps the progress in memory)."""

    def __init__(self, paths: UserPaths):
        self.path = progress_path(paths)

    def record(
        self, level_id: str, won: bool, finished: bool, time: float | None
    ) -> tuple[float | None, bool]:
        progress, _notice = load_progress(self.path)
        updated, change = record_race(progress, level_id, won, finished, time)
        save_progress(self.path, updated)
        return change.after.best_time, change.record


class RaceBook(Protocol):
    """The game window's keeper of the progress (``app.modes.mode_book.ModeBook``)."""

    def record_race(
        self, level_id: str, won: bool, finished: bool, time: float | None
    ) -> RaceChange: ...


class BookRecorder:
    """Records through the game window's own progress keeper (it holds the progress in memory
    and writes it: recording beside it would be overwritten)."""

    def __init__(self, book: RaceBook):
        self.book = book

    def record(
        self, level_id: str, won: bool, finished: bool, time: float | None
    ) -> tuple[float | None, bool]:
        change = self.book.record_race(level_id, won, finished, time)
        return change.after.best_time, change.record
