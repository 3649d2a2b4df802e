"""Measuring a layout's difficulty from the browser, in the background (issue 17).

:class:`DifficultyMeter` sends an :class:`~mahjong_qt.core.atlas_job.AtlasJob` to a solver worker
process, polls it with a timer (the window never waits), keeps the result in the atlas cache and
says ``measured(content_hash, entry)``. One measure at a time; :meth:`cancel` stops it (the worker
process is killed, as for any solver job).
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QObject, QTimer, Signal

from ...core.atlas_cache import AtlasCache
from ...core.atlas_job import APP_DEALS, AtlasJob
from ...core.jobs import JobCancelled, JobFailed, SolverWorker
from ...core.layout import Layout

__all__ = ["DifficultyMeter", "JobRunner", "MEASURE_CAP_SECONDS"]

MEASURE_CAP_SECONDS = 600.0
_POLL_MS = 150


class _Handle(Protocol):
    def done(self) -> bool: ...
    def result(self, timeout: float | None = None) -> Any: ...
    def cancel(self) -> bool: ...


class JobRunner(Protocol):
    """What the meter needs of a worker (a :class:`~mahjong_qt.core.jobs.SolverWorker`)."""

    def submit(self, job: AtlasJob, time_cap: float = ...) -> _Handle: ...
    def shutdown(self) -> None: ...


class DifficultyMeter(QObject):
    measured = Signal(str, object)  # content hash, AtlasEntry
    failed = Signal(str)  # content hash (stopped, timed out or failed)

    def __init__(
        self,
        cache: AtlasCache,
        runner: JobRunner | None = None,
        deals: int = APP_DEALS,
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self.cache = cache
        self.deals = deals
        self._runner = runner
        self._handle: _Handle | None = None
        self._key = ""
        self._timer = QTimer(self)
        self._timer.setInterval(_POLL_MS)
        self._timer.timeout.connect(self._poll)

    @property
    def busy(self) -> str:
        """The content hash being measured ("" when idle)."""
        return self._key if self._handle is not None else ""

    def measure(self, content_hash: str, layout: Layout) -> None:
        self.cancel()
        if self._runner is None:
            self._runner = SolverWorker()
        self._key = content_hash
        self._handle = self._runner.submit(AtlasJob(layout.model, self.deals), MEASURE_CAP_SECONDS)
        self._timer.start()
        self._poll()

    def cancel(self) -> None:
        if self._handle is not None:
            self._handle.cancel()
            self._finish()
            self.failed.emit(self._key)

    def shutdown(self) -> None:
        self.cancel()
        if self._runner is not None:
            self._runner.shutdown()

    def _finish(self) -> None:
        self._timer.stop()
        self._handle = None

    def _poll(self) -> None:
        handle = self._handle
        if handle is None or not handle.done():
            return
        key = self._key
        self._finish()
        try:
            entry = handle.result(0)
        except (JobCancelled, JobFailed):
            entry = None
        if entry is None:
            self.failed.emit(key)
            return
        try:
            self.cache.put(entry)
        except OSError:
            pass  # shown now, measured again another time
        self.measured.emit(key, entry)
