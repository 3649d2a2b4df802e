"""Run the editor's slow checks in a worker process and get the result back on the Qt thread.

The clearability search and the deal test are pure Python and CPU-bound: in a thread they would
hold the interpreter lock and freeze the window, so they run in one worker process (``spawn``
start method: safe with Qt on every OS). A result comes back through a queued Qt signal. Each
submission gets a ticket; :meth:`BackgroundRunner.cancel` forgets a ticket (its result, if it still
arrives, is dropped) and cancels it if it has not started yet.
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal

__all__ = ["BackgroundRunner"]


class BackgroundRunner(QObject):
    """One worker process for the editor's background checks."""

    _finished = Signal(int, object, object)  # ticket, result, error

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._executor: ProcessPoolExecutor | None = None
        self._next = 0
        self._pending: dict[int, tuple[Future, Callable[[Any, BaseException | None], None]]] = {}
        self._finished.connect(self._deliver, Qt.ConnectionType.QueuedConnection)

    def submit(
        self,
        fn: Callable[..., Any],
        *args: Any,
        on_done: Callable[[Any, BaseException | None], None],
    ) -> int:
        """Run ``fn(*args)`` in the worker; ``on_done(result, error)`` is called on this thread."""
        if self._executor is None:
            self._executor = ProcessPoolExecutor(
                max_workers=1, mp_context=multiprocessing.get_context("spawn")
            )
        self._next += 1
        ticket = self._next
        future = self._executor.submit(fn, *args)
        self._pending[ticket] = (future, on_done)
        future.add_done_callback(lambda f, t=ticket: self._from_worker(t, f))
        return ticket

    def _from_worker(self, ticket: int, future: Future) -> None:
        if future.cancelled():
            return
        error = future.exception()
        self._finished.emit(ticket, None if error else future.result(), error)

    def _deliver(self, ticket: int, result: Any, error: BaseException | None) -> None:
        entry = self._pending.pop(ticket, None)
        if entry is not None:
            entry[1](result, error)

    def cancel(self, ticket: int | None) -> None:
        """Forget a submission: its callback will not be called."""
        entry = self._pending.pop(ticket, None) if ticket is not None else None
        if entry is not None:
            entry[0].cancel()

    def is_pending(self, ticket: int | None) -> bool:
        return ticket in self._pending

    def shutdown(self) -> None:
        """Drop everything and stop the worker (when the window closes)."""
        for future, _cb in self._pending.values():
            future.cancel()
        self._pending.clear()
        if self._executor is not None:
            # A running check is not worth waiting for: stop the worker process itself.
            processes = list(getattr(self._executor, "_processes", {}).values())
            self._executor.shutdown(wait=False, cancel_futures=True)
            for process in processes:
                process.terminate()
            self._executor = None
