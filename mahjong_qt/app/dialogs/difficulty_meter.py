"""Measuring a layout's difficulty from the browser, in the background (issue 17).

:class:`DifficultyMeter` gives an :class:`~mahjong_qt.core.atlas_job.AtlasJob` to the program's
job runner (:class:`~mahjong_qt.ui.job_runner.JobRunner`: a worker process, the answer as a
signal on the GUI thread), keeps the result in the atlas cache and says
``measured(content_hash, entry)``; while it measures, ``progressed(content_hash, done, deals)``
as the worker reports (a few times a second at most). One measure at a time; :meth:`cancel`
stops it (nothing more is said of it). A meter ``for_player`` (the browser's) goes first: the
background measuring gives way while it measures (:mod:`.player_measures`).
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QObject, Signal

from mahjong_qt.core.atlas_cache import AtlasCache
from mahjong_qt.core.atlas_job import APP_DEALS, AtlasJob
from mahjong_qt.core.difficulty_atlas import DEAL_NODES
from mahjong_qt.core.jobs import JobFailed
from mahjong_qt.core.layout import Layout
from mahjong_qt.ui.job_runner import JobRunner

from .player_measures import player_measures

__all__ = ["DifficultyMeter", "Runner", "MEASURE_CAP_SECONDS"]

MEASURE_CAP_SECONDS = 180.0


class _Handle(Protocol):
    def result(self, timeout: float | None = None) -> Any: ...


class Runner(Protocol):
    """What the meter needs of a job runner (``ui.job_runner.JobRunner`` has it)."""

    def submit(
        self, job: AtlasJob, time_cap: float, on_done: Any, on_progress: Any = None
    ) -> _Handle: ...
    def cancel(self, handle: Any) -> None: ...
    def shutdown(self) -> None: ...


class DifficultyMeter(QObject):
    measured = Signal(str, object)  # content hash, AtlasEntry
    failed = Signal(str)  # content hash (stopped, timed out or failed)
    progressed = Signal(str, int, int)  # content hash, deals done, deals

    def __init__(
        self,
        cache: AtlasCache,
        runner: Runner | None = None,
        deals: int = APP_DEALS,
        parent: QObject | None = None,
        *,
        report_progress: bool = False,
        for_player: bool = False,
    ):
        """``report_progress``: the worker reports how far a measure has got (``progressed``);
        off, it sends nothing but the answer (the idle measurer shows no count).
        ``for_player``: the player asked for its measures, and they go first."""
        super().__init__(parent)
        self.cache = cache
        self.deals = deals
        self._report = report_progress
        self._for_player = for_player
        self._runner = runner
        self._handle: _Handle | None = None
        self._key = ""

    @property
    def busy(self) -> str:
        """The content hash being measured ("" when idle)."""
        return self._key if self._handle is not None else ""

    def measure(self, content_hash: str, layout: Layout) -> None:
        self.cancel()
        if self._runner is None:
            self._runner = JobRunner(self)
        self._key = content_hash
        if self._for_player:  # the background measuring gives way before this job is queued
            player_measures().begin(self)
        job = AtlasJob(layout, self.deals)
        self._handle = self._runner.submit(
            job,
            MEASURE_CAP_SECONDS,
            self._answered,
            on_progress=self._progressed if self._report else None,
        )

    def cancel(self) -> None:
        if self._handle is not None and self._runner is not None:
            self._runner.cancel(self._handle)
            self._over()
            self.failed.emit(self._key)

    def shutdown(self) -> None:
        self.cancel()

    def _over(self) -> None:
        """No measure any more: the background measuring may go on."""
        self._handle = None
        if self._for_player:
            player_measures().end(self)

    def _progressed(self, handle: _Handle, value: tuple[int, int]) -> None:
        if handle is self._handle:  # not a measure stopped or replaced since
            done, deals = value
            self.progressed.emit(self._key, done, deals)

    def _answered(self, handle: _Handle) -> None:
        if handle is not self._handle:
            return
        self._over()
        key = self._key
        try:
            entry = handle.result(0)
        except JobFailed:
            entry = None
        if entry is None:  # stopped at its cap: a measure is all the deals or nothing
            self.failed.emit(key)
            return
        try:
            self.cache.put(entry, DEAL_NODES)  # measured with the atlas's per-deal budget
        except OSError:
            pass  # shown now, measured again another time
        self.measured.emit(key, entry)
