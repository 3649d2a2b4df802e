"""Solver work in a separate process, cancellable, with a time cap (PRODUCT §3 "heavy work").

No Qt here: the UI submits a job, keeps the :class:`JobHandle`, and polls ``handle.done()`` (e.g.
from a ``QTimer``) until it can read ``handle.result()``. One :class:`SolverWorker` owns one worker
process (started with the "spawn" method, which behaves the same on every OS and is safe next to
Qt) and runs its jobs one after the other.

A job gets its time cap as its own budget, so a solver job answers an honest UNKNOWN when the cap
is reached. Should a job overrun its cap anyway (by :data:`GRACE_SECONDS`), the worker process is
killed and the job's :meth:`~Job.on_timeout` value is the result. Cancelling a running job kills
the worker process too; the next job starts a fresh one.
"""

from __future__ import annotations

import multiprocessing
import os
import pickle
import time
from collections import deque
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Protocol

from .deals import Deal, Difficulty, make_deal
from .geometry import Geometry, Position
from .layout import Layout
from .layout_schema import LayoutModel
from .solver import SolveResult, Verdict, solve
from .tiles import TileSetVariant

__all__ = [
    "Job",
    "SolveJob",
    "DealJob",
    "JobState",
    "JobHandle",
    "JobCancelled",
    "JobFailed",
    "SolverWorker",
    "GRACE_SECONDS",
]

GRACE_SECONDS = 2.0
_POLL_STEP = 0.02


class Job(Protocol):
    """What a worker runs: picklable, with a result for a run stopped at its cap."""

    def run(self, seconds: float) -> Any: ...

    def on_timeout(self) -> Any: ...


@dataclass(frozen=True, slots=True)
class SolveJob:
    """Decide a position (fresh deal or game in progress)."""

    positions: tuple[Position, ...]
    faces: tuple[int, ...]
    present: tuple[bool, ...] | None = None

    def run(self, seconds: float) -> SolveResult:
        geometry = Geometry.from_positions(self.positions)
        return solve(geometry, self.faces, self.present, seconds=seconds)

    def on_timeout(self) -> SolveResult:
        return SolveResult(Verdict.UNKNOWN)


@dataclass(frozen=True, slots=True)
class DealJob:
    """Prepare a deal (e.g. the next game) in the background. ``on_timeout`` is None."""

    layout: LayoutModel
    number: int
    difficulty: Difficulty = Difficulty.NORMAL
    variant: TileSetVariant = TileSetVariant.FULL

    def run(self, seconds: float) -> Deal:
        return make_deal(Layout.from_model(self.layout), self.number, self.difficulty, self.variant)

    def on_timeout(self) -> None:
        return None


class JobState(StrEnum):
    PENDING = "pending"
    RUNNING = "running"
    DONE = "done"
    TIMED_OUT = "timed_out"  # result() is the job's on_timeout() value
    CANCELLED = "cancelled"
    FAILED = "failed"  # the job raised; result() raises JobFailed


class JobCancelled(Exception):
    pass


class JobFailed(Exception):
    """The job raised in the worker; the message names the exception, and ``cause`` is the
    exception itself when it could cross the process boundary (codes and all), else None."""

    def __init__(self, message: str, cause: BaseException | None = None):
        super().__init__(message)
        self.cause = cause


@dataclass(eq=False)
class JobHandle:
    """A submitted job. Poll :meth:`done`; then :meth:`result`."""

    id: int
    job: Job
    cap: float
    _worker: SolverWorker = field(repr=False)
    state: JobState = JobState.PENDING
    worker_pid: int | None = None
    _value: Any = None
    _error: str = ""
    _cause: BaseException | None = None
    _started: float = 0.0

    def done(self) -> bool:
        """Whether the job is over (done, timed out, cancelled or failed). Never blocks."""
        self._worker.poll()
        return self.state not in (JobState.PENDING, JobState.RUNNING)

    def result(self, timeout: float | None = None) -> Any:
        """The job's value, waiting up to ``timeout`` seconds (forever if None).

        Raises ``TimeoutError`` if still running then, :class:`JobCancelled`, :class:`JobFailed`.
        """
        end = None if timeout is None else time.monotonic() + timeout
        while not self.done():
            if end is not None and time.monotonic() >= end:
                raise TimeoutError("the job is still running")
            self._worker.wait(_POLL_STEP)
        if self.state is JobState.CANCELLED:
            raise JobCancelled(f"job {self.id} was cancelled")
        if self.state is JobState.FAILED:
            raise JobFailed(self._error, self._cause)
        return self._value

    def cancel(self) -> bool:
        """Stop the job; False if it was already over."""
        return self._worker.cancel(self)


def _worker_main(conn) -> None:
    """The worker process: run jobs as they come until told to stop (None)."""
    while True:
        try:
            message = conn.recv()
        except EOFError:
            return
        if message is None:
            return
        job_id, job, seconds = message
        conn.send(("started", job_id, os.getpid()))
        try:
            conn.send(("done", job_id, job.run(seconds)))
        except Exception as e:  # reported to the caller as JobFailed
            conn.send(("failed", job_id, (f"{type(e).__name__}: {e}", _portable(e))))


def _portable(error: Exception) -> Exception | None:
    """``error`` if it survives pickling (to reach the caller whole), else None."""
    try:
        pickle.loads(pickle.dumps(error))
    except Exception:  # noqa: BLE001 - any pickling failure means "send the text only"
        return None
    return error


class SolverWorker:
    """One background process running jobs in order. Use as a context manager or call
    :meth:`shutdown`."""

    def __init__(self) -> None:
        self._ctx = multiprocessing.get_context("spawn")
        self._process = None
        self._conn = None
        self._queue: deque[JobHandle] = deque()
        self._running: JobHandle | None = None
        self._next_id = 1

    # --- public ----------------------------------------------------------------------------
    def submit(self, job: Job, time_cap: float = 30.0) -> JobHandle:
        """Queue ``job``; it gets ``time_cap`` seconds once started."""
        if time_cap <= 0:
            raise ValueError("time_cap must be positive")
        handle = JobHandle(self._next_id, job, float(time_cap), self)
        self._next_id += 1
        self._queue.append(handle)
        self.poll()
        return handle

    def poll(self) -> None:
        """Collect finished work, enforce the caps, start the next job. Never blocks."""
        self._collect()
        running = self._running
        if running is not None and running._started:
            if time.monotonic() > running._started + running.cap + GRACE_SECONDS:
                self._kill()
                self._finish(running, JobState.TIMED_OUT, running.job.on_timeout())
        if self._running is None and self._queue:
            self._start(self._queue.popleft())

    def wait(self, seconds: float) -> None:
        """Sleep until the worker says something or ``seconds`` pass."""
        if self._conn is not None and self._running is not None:
            self._conn.poll(seconds)
        else:
            time.sleep(seconds)

    def cancel(self, handle: JobHandle) -> bool:
        if handle.state is JobState.PENDING:
            self._queue.remove(handle)
        elif handle.state is JobState.RUNNING:
            self._kill()
        else:
            return False
        self._finish(handle, JobState.CANCELLED, None)
        self.poll()
        return True

    def shutdown(self) -> None:
        """Cancel everything and stop the process."""
        for handle in list(self._queue):
            self.cancel(handle)
        if self._running is not None:
            self.cancel(self._running)
        if self._process is not None and self._conn is not None:
            try:
                self._conn.send(None)
            except (BrokenPipeError, OSError):
                pass
            self._process.join(timeout=2)
        self._kill()

    def __enter__(self) -> SolverWorker:
        return self

    def __exit__(self, *exc) -> None:
        self.shutdown()

    # --- inside ----------------------------------------------------------------------------
    def _ensure_process(self) -> None:
        if self._process is not None and self._process.is_alive():
            return
        parent, child = self._ctx.Pipe()
        process = self._ctx.Process(target=_worker_main, args=(child,), daemon=True)
        process.start()
        child.close()
        self._process, self._conn = process, parent

    def _start(self, handle: JobHandle) -> None:
        self._ensure_process()
        handle.state = JobState.RUNNING
        self._running = handle
        self._conn.send((handle.id, handle.job, handle.cap))

    def _collect(self) -> None:
        conn = self._conn
        while conn is not None and self._running is not None:
            try:
                if not conn.poll():
                    return
                kind, job_id, payload = conn.recv()
            except (EOFError, OSError):
                handle = self._running
                self._kill()
                self._finish(handle, JobState.FAILED, None, "the worker process died")
                return
            handle = self._running
            if job_id != handle.id:
                continue
            if kind == "started":
                handle.worker_pid = payload
                handle._started = time.monotonic()
            elif kind == "done":
                self._finish(handle, JobState.DONE, payload)
            else:
                message, cause = payload
                self._finish(handle, JobState.FAILED, None, message, cause)

    def _finish(
        self,
        handle: JobHandle,
        state: JobState,
        value: Any,
        error: str = "",
        cause: BaseException | None = None,
    ) -> None:
        handle.state, handle._value, handle._error, handle._cause = state, value, error, cause
        if self._running is handle:
            self._running = None

    def _kill(self) -> None:
        process, conn = self._process, self._conn
        self._process = self._conn = None
        if process is not None and process.is_alive():
            process.terminate()
            process.join(timeout=5)
        if conn is not None:
            conn.close()
