"""Keeping the personal record per race level on this machine, from an online round's result."""

from __future__ import annotations

from typing import Protocol

from ...core.modes.progress import load_progress, progress_path, record_race, save_progress
from ...core.paths import UserPaths

__all__ = ["RaceRecorder", "ProgressRecorder"]


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
