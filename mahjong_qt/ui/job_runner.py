"""Background work for the Qt windows, game and editor alike: jobs of
:mod:`mahjong_qt.core.jobs` run in the program's one worker pool, and each answer comes back as
a Qt signal on the GUI thread (no timer polls for it).

    runner = JobRunner(parent)
    handle = runner.submit(SolveJob(...), 30.0, on_done=lambda handle: ...)
    runner.submit(AtlasJob(...), 180.0, on_done, on_progress=lambda handle, value: ...)
    runner.cancel(handle)     # its answer will not come

``on_done(handle)`` runs on the GUI thread with a finished handle: ``handle.state`` is DONE,
TIMED_OUT (``handle.result()`` is the job's honest "unknown") or FAILED (``handle.result()``
raises :class:`~mahjong_qt.core.jobs.JobFailed`). ``on_progress(handle, value)``, for a job that
reports how far it has got (:class:`~mahjong_qt.core.jobs.ReportingJob`, a few times a second at
most), runs on the GUI thread too, always before ``on_done``. A cancelled job calls nothing
more, whatever was already on its way. The runner only
forgets its own jobs at :meth:`shutdown`; the pool stops when the program ends.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal

from ..core.jobs import Job, JobHandle, JobPool, shared_pool

__all__ = ["JobRunner", "Answer"]

Answer = Callable[[JobHandle], None]
Progress = Callable[[JobHandle, Any], None]


class JobRunner(QObject):
    """Submits jobs to a pool (the shared one by default); answers on the GUI thread."""

    _answered = Signal(object)  # emitted from the pool's thread, delivered queued
    _progressed = Signal(object, object)  # handle, value: the same, in the same order

    def __init__(self, parent: QObject | None = None, pool: JobPool | None = None):
        super().__init__(parent)
        self._pool = pool
        self._waiting: dict[int, tuple[JobHandle, Answer]] = {}
        self._told: dict[int, Progress] = {}  # the jobs waiting that report their progress
        self._answered.connect(self._deliver, Qt.ConnectionType.QueuedConnection)
        self._progressed.connect(self._deliver_progress, Qt.ConnectionType.QueuedConnection)

    @property
    def pool(self) -> JobPool:
        if self._pool is None:
            self._pool = shared_pool()
        return self._pool

    def submit(
        self, job: Job, time_cap: float, on_done: Answer, on_progress: Progress | None = None
    ) -> JobHandle:
        """Run ``job`` in a worker process with ``time_cap`` seconds; ``on_done(handle)`` on
        this thread when it is over, ``on_progress(handle, value)`` as it reports."""
        told = None if on_progress is None else self._progress_from_pool
        handle = self.pool.submit(job, time_cap, on_done=self._from_pool, on_progress=told)
        self._waiting[handle.id] = (handle, on_done)  # before any answer: it comes queued
        if on_progress is not None:
            self._told[handle.id] = on_progress
        return handle

    def cancel(self, handle: JobHandle | None) -> None:
        """Stop ``handle``'s job; its answer is not delivered."""
        if handle is not None and self._waiting.pop(handle.id, None) is not None:
            self._told.pop(handle.id, None)
            handle.cancel()

    def is_waiting(self, handle: JobHandle | None) -> bool:
        return handle is not None and handle.id in self._waiting

    @property
    def busy(self) -> bool:
        """Whether one of this runner's jobs is waiting or running."""
        return bool(self._waiting)

    def shutdown(self) -> None:
        """Cancel this runner's jobs (the window closes)."""
        for handle, _answer in list(self._waiting.values()):
            handle.cancel()
        self._waiting.clear()
        self._told.clear()

    def _from_pool(self, handle: JobHandle) -> None:
        try:
            self._answered.emit(handle)
        except RuntimeError:  # the runner is gone (its window closed): nobody to tell
            pass

    def _progress_from_pool(self, handle: JobHandle, value: Any) -> None:
        try:
            self._progressed.emit(handle, value)
        except RuntimeError:  # the runner is gone
            pass

    def _deliver(self, handle: JobHandle) -> None:
        entry = self._waiting.pop(handle.id, None)
        self._told.pop(handle.id, None)
        if entry is not None:
            entry[1](handle)

    def _deliver_progress(self, handle: JobHandle, value: Any) -> None:
        told = self._told.get(handle.id)  # gone once answered or cancelled: heard no more
        if told is not None:
            told(handle, value)
