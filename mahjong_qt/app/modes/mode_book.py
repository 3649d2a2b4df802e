"""The player's progress in the modes, as the window keeps it: loaded once, saved after each
change (``progress.json``, atomic), a damaged file reported once and set aside by the core."""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from mahjong_qt.app.messages import load_notice_text
from mahjong_qt.core.paths import UserPaths

if TYPE_CHECKING:
    from mahjong_qt.core.modes.progress import CampaignChange, Progress, RaceChange


def _core():
    """The progress module (it knows the campaign's places): loaded when first needed."""
    from mahjong_qt.core.modes import progress

    return progress


__all__ = ["ModeBook"]


class ModeBook(QObject):
    """Owns the :class:`~mahjong_qt.core.modes.progress.Progress`; ``changed`` after each
    record, ``notice`` with a message for the status line."""

    changed = Signal()
    notice = Signal(str)

    def __init__(self, paths: UserPaths, persist: bool = True, parent: QObject | None = None):
        super().__init__(parent)
        self.paths = paths
        self.persist = persist
        self._progress: Progress | None = None

    @property
    def progress(self) -> Progress:
        if self._progress is None:
            self._progress, notice = _core().load_progress(_core().progress_path(self.paths))
            text = load_notice_text(
                notice,
                lambda left_out: self.tr(
                    "%n entries of the progress could not be used and were left out; the others"
                    " are kept (the file as it was is kept as %1).",
                    "",
                    left_out,
                ),
                lambda: self.tr(
                    "The progress file was damaged and has been set aside; it starts anew."
                ),
            )
            if text is not None:
                self.notice.emit(text)
        return self._progress

    def _store(self, progress: Progress) -> None:
        self._progress = progress
        if self.persist:
            try:
                _core().save_progress(_core().progress_path(self.paths), progress)
            except OSError as error:
                self.notice.emit(
                    self.tr("The progress could not be saved: %1").replace("%1", str(error))
                )
        self.changed.emit()

    def record_daily(self, day: dt.date, won: bool, time: float, stars: int, score: int) -> bool:
        """Count a finished daily challenge; True when it is the day's best result."""
        progress, best = _core().record_daily(self.progress, day, won, time, stars, score)
        if best:
            self._store(progress)
        return best

    def record_campaign(self, level: int, stars: int, time: float) -> CampaignChange:
        """Count a cleared campaign level (opens the next)."""
        progress, change = _core().record_campaign(self.progress, level, stars, time)
        self._store(progress)
        return change

    def record_race(
        self, level_id: str, won: bool, finished: bool, time: float | None
    ) -> RaceChange:
        """Count a race (a cleared board's time may be a new personal record)."""
        progress, change = _core().record_race(self.progress, level_id, won, finished, time)
        self._store(progress)
        return change
