"""Run the editor's slow checks in the program's worker pool and get the result back on the Qt
thread (the same :class:`~mahjong_qt.ui.job_runner.JobRunner` as the game's solver work).

The clearability search and the deal test are pure Python and CPU-bound: in a thread they would
hold the interpreter lock and freeze the window, so they run in a worker process. Each
submission gets a ticket; :meth:`BackgroundRunner.cancel` forgets a ticket (its result is
dropped) and stops its work.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QObject

from mahjong_qt.core.jobs import JobFailed, JobHandle, JobState
from mahjong_qt.ui.job_runner import JobRunner

from .call_job import CallJob
from .job_batch import Batch

__all__ = ["BackgroundRunner", "CallJob"]

#: The longest an editor check may run before its answer is "unknown" (None, with an error).
CHECK_SECONDS = 600.0


class BackgroundRunner(QObject):
    """The editor's background checks."""

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._runner = JobRunner(self)
        self._tickets: dict[int, JobHandle] = {}

    def submit(
        self,
        fn: Callable[..., Any],
        *args: Any,
        on_done: Callable[[Any, BaseException | None], None],
    ) -> int:
        """Run ``fn(*args)`` in the worker; ``on_done(result, error)`` is called on this thread."""
        handle = self._runner.submit(
            CallJob(fn, args), CHECK_SECONDS, lambda h: self._done(h, on_done)
        )
        self._tickets[handle.id] = handle
        return handle.id

    def batch(
        self,
        fn: Callable[..., Any],
        calls: Sequence[tuple],
        on_each: Callable[[int, Any, BaseException | None], None],
        on_done: Callable[[list[Any]], None],
    ) -> Batch:
        """Run ``fn(*args)`` for each ``args`` of ``calls``, side by side (see :class:`Batch`)."""
        return Batch(self, fn, calls, on_each, on_done)

    def _done(
        self, handle: JobHandle, on_done: Callable[[Any, BaseException | None], None]
    ) -> None:
        if self._tickets.pop(handle.id, None) is None:
            return  # forgotten (cancelled without stopping it)
        if handle.state is JobState.DONE:
            on_done(handle.result(), None)
            return
        try:
            handle.result()
            error: BaseException = TimeoutError("the check ran out of time")
        except JobFailed as failure:
            error = failure.cause or failure
        on_done(None, error)

    def cancel(self, ticket: int | None, stop: bool = True) -> None:
        """Forget a submission: its callback will not be called. A running job is stopped (its
        worker killed and started again), or with ``stop=False`` left to end unheard (cheaper
        for short jobs); a waiting one never starts."""
        handle = self._tickets.pop(ticket, None) if ticket is not None else None
        if handle is None:
            return
        if stop or handle.state is JobState.PENDING:
            self._runner.cancel(handle)

    def is_pending(self, ticket: int | None) -> bool:
        return ticket in self._tickets

    def shutdown(self) -> None:
        """Drop everything (when the window closes)."""
        self._tickets.clear()
        self._runner.shutdown()
