"""Background work for the Qt windows, game and editor alike: jobs of
:mod:`mahjong_qt.core.jobs` run in the program's one worker pool, and each answer comes back as
a Qt signal on the GUI thread (no timer polls for it).

    runner = JobRunner(parent)
    handle = runner.submit(SolveJob(...), 30.0, on_done=lambda handle: ...)
    runner.cancel(handle)     # its answer will not come

``on_done(handle)`` runs on the GUI thread with a finished handle: ``handle.state`` is DONE,
TIMED_OUT (``handle.result()`` is the job's honest "unknown") or FAILED (``handle.result()``
raises :class:`~mahjong_qt.core.jobs.JobFailed`). A cancelled job calls nothing. The runner only
forgets its own jobs at :meth:`shutdown`; the pool stops when the program ends.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Signal

from ..core.jobs import Job, JobHandle, JobPool, shared_pool

__all__ = ["JobRunner", "Answer"]

Answer = Callable[[JobHandle], None]


class JobRunner(QObject):
    """Submits jobs to a pool (the shared one by default); answers on the GUI thread."""

    _answered = Signal(object)  # emitted from the pool's thread, delivered queued

    def __init__(self, parent: QObject | None = None, pool: JobPool | None = None):
        super().__init__(parent)
        self._pool = pool
        self._waiting: dict[int, tuple[JobHandle, Answer]] = {}
        self._answered.connect(self._deliver, Qt.ConnectionType.QueuedConnection)

    @property
    def pool(self) -> JobPool:
        if self._pool is None:
            self._pool = shared_pool()
        return self._pool

    def submit(self, job: Job, time_cap: float, on_done: Answer) -> JobHandle:
        """Run ``job`` in a worker process with ``time_cap`` seconds; ``on_done(handle)`` on
        this thread when it is over."""
        handle = self.pool.submit(job, time_cap, on_done=self._from_pool)
        self._waiting[handle.id] = (handle, on_done)  # before any answer: it comes queued
        return handle

    def cancel(self, handle: JobHandle | None) -> None:
        """Stop ``handle``'s job; its answer is not delivered."""
        if handle is not None and self._waiting.pop(handle.id, None) is not None:
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

    def _from_pool(self, handle: JobHandle) -> None:
        try:
            self._answered.emit(handle)
        except RuntimeError:  # the runner is gone (its window closed): nobody to tell
            pass

    def _deliver(self, handle: JobHandle) -> None:
        entry = self._waiting.pop(handle.id, None)
        if entry is not None:
            entry[1](handle)
