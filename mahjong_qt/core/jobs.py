"""Solver and deal work in worker processes, cancellable, with a time cap (PRODUCT §3).

No Qt here. A :class:`JobPool` owns a few worker processes (started with the "spawn" method, the
same on every OS and safe next to Qt) and one dispatcher thread that waits on them (no polling):
it starts queued jobs on idle workers, collects answers, enforces the caps, and calls each job's
``on_done(handle)`` from that thread when the job is over. The Qt side
(:mod:`mahjong_qt.ui.job_runner`) turns that call into a signal on the GUI thread.
:func:`shared_pool` is the one pool of a program; :class:`SolverWorker` is a pool of one worker
(jobs run in order).

A job gets its time cap as its own budget, so a solver job answers an honest UNKNOWN when the cap
is reached. Should a job overrun its cap anyway (by :data:`GRACE_SECONDS`), its worker is killed
and the job's :meth:`~Job.on_timeout` value is the result. Cancelling a running job kills its
worker too; the next job starts a fresh one.

A job may also tell how far it has got (a :class:`ReportingJob`: ``run_reporting(seconds,
report)``, e.g. the difficulty atlas's deals done). Its worker sends at most one progress
message per :data:`PROGRESS_INTERVAL` (the latest value, and always the last one before the
answer), and the pool calls the handle's ``on_progress(handle, value)`` from its thread. Any
other job, and a reporting job submitted without ``on_progress``, sends nothing but its answer.

Workers stop quietly on every exit path: told to stop, killed, or finding the program gone
(a closed pipe, SIGTERM to the session, Ctrl+C in a terminal): never a traceback.
"""

from __future__ import annotations

import atexit
import os
import signal
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any, Protocol

from .geometry import Position

if TYPE_CHECKING:  # multiprocessing is imported when the pool starts, not at start-up
    from multiprocessing.connection import Connection
    from multiprocessing.context import SpawnContext

    from .deals import Deal
    from .layout import Layout
    from .shuffle import ShuffleResult
    from .solver import SolveResult

__all__ = [
    "Job",
    "ReportingJob",
    "SolveJob",
    "DealJob",
    "ShuffleJob",
    "JobState",
    "JobHandle",
    "JobCancelled",
    "JobFailed",
    "JobPool",
    "SolverWorker",
    "shared_pool",
    "GRACE_SECONDS",
    "PROGRESS_INTERVAL",
]

GRACE_SECONDS = 2.0
PROGRESS_INTERVAL = 0.15  # seconds between two progress messages of a job, at least
POOL_SIZE = 2


class Job(Protocol):
    """What a worker runs: picklable, with a result for a run stopped at its cap."""

    def run(self, seconds: float) -> Any: ...

    def on_timeout(self) -> Any: ...


class ReportingJob(Job, Protocol):
    """A job that tells how far it has got: ``report(value)`` as often as it likes (the worker
    passes on the latest value now and then); ``run(seconds)`` is the same work, untold."""

    def run_reporting(self, seconds: float, report: Callable[[Any], None]) -> Any: ...


@dataclass(frozen=True, slots=True)
class SolveJob:
    """Decide a position (fresh deal or game in progress)."""

    positions: tuple[Position, ...]
    faces: tuple[int, ...]
    present: tuple[bool, ...] | None = None

    def run(self, seconds: float) -> SolveResult:
        from .geometry import Geometry
        from .solver import solve

        geometry = Geometry.from_positions(self.positions)
        return solve(geometry, self.faces, self.present, seconds=seconds)

    def on_timeout(self) -> SolveResult:
        from .solver import SolveResult, Verdict

        return SolveResult(Verdict.UNKNOWN)


@dataclass(frozen=True, slots=True)
class DealJob:
    """Prepare a deal (e.g. the next game) in the background. ``on_timeout`` is None. The
    layout goes to the worker as its plain part (no geometry, not checked again)."""

    layout: Layout
    number: int
    difficulty: str = "normal"
    variant: str = "full"

    def run(self, seconds: float) -> Deal:
        from .deals import make_deal

        return make_deal(self.layout, self.number, self.difficulty, self.variant)

    def on_timeout(self) -> None:
        return None


@dataclass(frozen=True, slots=True)
class ShuffleJob:
    """Find a winnable redistribution of the faces of the present tiles (a shuffle)."""

    positions: tuple[Position, ...]
    faces: tuple[int, ...]
    present: tuple[bool, ...]
    seed: int

    def run(self, seconds: float) -> ShuffleResult:
        from .geometry import Geometry
        from .shuffle import solvable_shuffle

        geometry = Geometry.from_positions(self.positions)
        return solvable_shuffle(geometry, self.faces, self.present, self.seed)

    def on_timeout(self) -> ShuffleResult:
        from .shuffle import ShuffleResult, ShuffleStatus

        return ShuffleResult(ShuffleStatus.UNKNOWN)


class JobState(StrEnum):
    PENDING = "pending"
    RUNNING = "running"
    DONE = "done"
    TIMED_OUT = "timed_out"  # result() is the job's on_timeout() value
    CANCELLED = "cancelled"
    FAILED = "failed"  # the job raised; result() raises JobFailed


_OVER = (JobState.DONE, JobState.TIMED_OUT, JobState.CANCELLED, JobState.FAILED)


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
    """A submitted job: its :attr:`state`, and :meth:`result` once it is over."""

    id: int
    job: Job
    cap: float
    _pool: JobPool = field(repr=False)
    on_done: Callable[[JobHandle], None] | None = field(default=None, repr=False)
    on_progress: Callable[[JobHandle, Any], None] | None = field(default=None, repr=False)
    state: JobState = JobState.PENDING
    progress: Any = None  # the latest value a ReportingJob reported (None before any)
    worker_pid: int | None = None
    _value: Any = None
    _error: str = ""
    _cause: BaseException | None = None
    _started: float = 0.0
    _over: threading.Event = field(default_factory=threading.Event, repr=False)

    def done(self) -> bool:
        """Whether the job is over (done, timed out, cancelled or failed). Never blocks."""
        return self.state in _OVER

    def result(self, timeout: float | None = None) -> Any:
        """The job's value, waiting up to ``timeout`` seconds (forever if None).

        Raises ``TimeoutError`` if still running then, :class:`JobCancelled`, :class:`JobFailed`.
        """
        if not self._over.wait(timeout):
            raise TimeoutError("the job is still running")
        if self.state is JobState.CANCELLED:
            raise JobCancelled(f"job {self.id} was cancelled")
        if self.state is JobState.FAILED:
            raise JobFailed(self._error, self._cause)
        return self._value

    def cancel(self) -> bool:
        """Stop the job; False if it was already over."""
        return self._pool.cancel(self)


def _worker_main(conn: Connection) -> None:
    """The worker process: run jobs as they come until told to stop (None), quietly."""
    import pickle  # here and below: with the pool (multiprocessing imports it), not at start-up

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C is the program's to handle
    _die_with_parent()
    try:
        while True:
            message = conn.recv()
            if message is None:
                return
            job_id, job, seconds, heard = message  # heard: someone listens to its progress
            conn.send(("started", job_id, os.getpid()))
            reporting = heard and hasattr(job, "run_reporting")
            reporter = _Reporter(conn, job_id) if reporting else None
            try:
                if reporter is None:
                    answer = ("done", job_id, job.run(seconds))
                else:
                    answer = ("done", job_id, job.run_reporting(seconds, reporter.report))
            except Exception as e:  # reported to the caller as JobFailed
                answer = ("failed", job_id, (f"{type(e).__name__}: {e}", _portable(e)))
            if reporter is not None:
                reporter.close()  # the last value pending is sent before the answer
            try:
                conn.send(answer)
            except (pickle.PicklingError, TypeError, AttributeError) as e:
                conn.send(("failed", job_id, (f"{type(e).__name__}: {e}", None)))
    except (EOFError, OSError, KeyboardInterrupt):
        return  # the program is gone or stopping: nothing to say


class _Reporter:
    """A worker's progress messages for one job: at most one per :data:`PROGRESS_INTERVAL`.

    A value reported sooner waits (only the latest is kept) and a timer thread sends it when the
    interval is up, so the caller always hears where the job is, a little later at worst.
    :meth:`close` sends what is still waiting and stops the timer: nothing follows the answer.
    """

    def __init__(self, conn: Connection, job_id: int) -> None:
        self._conn = conn
        self._job_id = job_id
        self._lock = threading.Lock()  # one sender at a time: the job's thread or the timer's
        self._last = -PROGRESS_INTERVAL  # when the last message was sent (monotonic)
        self._waiting: tuple[Any] | None = None  # the latest value not sent yet, boxed
        self._timer: threading.Timer | None = None
        self._closed = False

    def report(self, value: Any) -> None:
        with self._lock:
            if self._closed:
                return
            self._waiting = (value,)
            wait = self._last + PROGRESS_INTERVAL - time.monotonic()
            if wait <= 0:
                self._send()
            elif self._timer is None:
                self._timer = threading.Timer(wait, self._on_timer)
                self._timer.daemon = True
                self._timer.start()

    def close(self) -> None:
        with self._lock:
            if self._timer is not None:
                self._timer.cancel()
                self._timer = None
            self._send()
            self._closed = True

    def _on_timer(self) -> None:
        with self._lock:
            self._timer = None
            if not self._closed:
                self._send()

    def _send(self) -> None:
        """Send the value waiting, if any (under the lock)."""
        if self._waiting is None:
            return
        (value,), self._waiting = self._waiting, None
        self._last = time.monotonic()
        try:
            self._conn.send(("progress", self._job_id, value))
        except (OSError, ValueError):  # the program is gone: the answer will not go either
            pass


def _die_with_parent() -> None:
    """On Linux, have the kernel stop this worker when the program dies (even by SIGKILL)."""
    try:
        import ctypes

        libc = ctypes.CDLL("libc.so.6", use_errno=True)
        libc.prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


def _portable(error: Exception) -> Exception | None:
    """``error`` if it survives pickling (to reach the caller whole), else None."""
    import pickle

    try:
        pickle.loads(pickle.dumps(error))
    except Exception:  # noqa: BLE001 - any pickling failure means "send the text only"
        return None
    return error


class _Worker:
    """One worker process and its end of the pipe; ``handle`` is the job it runs."""

    def __init__(self, ctx: SpawnContext) -> None:
        parent, child = ctx.Pipe()
        self.process = ctx.Process(target=_worker_main, args=(child,), daemon=True)
        self.process.start()
        child.close()
        self.conn = parent
        self.handle: JobHandle | None = None

    def stop(self, kill: bool) -> None:
        if not kill:
            try:
                self.conn.send(None)
            except OSError:
                kill = True
        if kill and self.process.is_alive():
            self.process.terminate()
        self.process.join(timeout=5)
        self.conn.close()


class JobPool:
    """Up to ``size`` worker processes, started when work comes; jobs wait in order."""

    def __init__(self, size: int = POOL_SIZE) -> None:
        if size < 1:
            raise ValueError("a pool needs a worker")
        self.size = size
        import multiprocessing  # when the first pool is made: the game starts without it

        self._ctx = multiprocessing.get_context("spawn")
        self._lock = threading.Lock()
        self._queue: deque[JobHandle] = deque()
        self._workers: list[_Worker] = []
        self._to_stop: list[_Worker] = []
        self._next_id = 1
        self._thread: threading.Thread | None = None
        self._wake_r, self._wake_w = self._ctx.Pipe(duplex=False)
        self._closing = False
        self._failed_starts: list[JobHandle] = []

    # --- public ----------------------------------------------------------------------------
    def submit(
        self,
        job: Job,
        time_cap: float = 30.0,
        on_done: Callable[[JobHandle], None] | None = None,
        on_progress: Callable[[JobHandle, Any], None] | None = None,
    ) -> JobHandle:
        """Queue ``job``; it gets ``time_cap`` seconds once started. ``on_done(handle)`` is
        called from the pool's thread when it is over (not when it is cancelled);
        ``on_progress(handle, value)`` from there too, as a :class:`ReportingJob` reports (the
        latest value, never after ``on_done``, not for a job already cancelled: one cancelled
        from another thread may still hear a last call on its way)."""
        if time_cap <= 0:
            raise ValueError("time_cap must be positive")
        with self._lock:
            if self._closing:
                raise RuntimeError("the pool is shut down")
            handle = JobHandle(self._next_id, job, float(time_cap), self, on_done, on_progress)
            self._next_id += 1
            self._queue.append(handle)
            if self._thread is None:
                self._thread = threading.Thread(
                    target=self._dispatch, name="mahjong-jobs", daemon=True
                )
                self._thread.start()
        self._wake()
        return handle

    def cancel(self, handle: JobHandle) -> bool:
        with self._lock:
            if handle.state is JobState.PENDING:
                self._queue.remove(handle)
            elif handle.state is JobState.RUNNING:
                worker = self._worker_of(handle)
                if worker is not None:
                    self._retire(worker)
            else:
                return False
            self._finish(handle, JobState.CANCELLED, None)
        self._wake()
        return True

    @property
    def busy(self) -> bool:
        """Whether a job is waiting or running."""
        with self._lock:
            return bool(self._queue) or any(w.handle is not None for w in self._workers)

    def shutdown(self) -> None:
        """Cancel everything and stop the workers (quietly)."""
        with self._lock:
            self._closing = True
            for handle in [*self._queue, *(w.handle for w in self._workers if w.handle)]:
                self._finish(handle, JobState.CANCELLED, None)
            self._queue.clear()
            for worker in self._workers:
                self._to_stop.append(worker)
            self._workers = []
            thread = self._thread
        self._wake()
        if thread is not None and thread is not threading.current_thread():
            thread.join(timeout=10)
        self._stop_retired()

    def __enter__(self) -> JobPool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.shutdown()

    # --- the dispatcher thread -------------------------------------------------------------
    def _wake(self) -> None:
        try:
            self._wake_w.send_bytes(b"!")
        except OSError:
            pass

    def _dispatch(self) -> None:
        from multiprocessing.connection import wait as wait_for

        while True:
            # Retired workers' pipes are closed here, before the pipes to wait on are listed:
            # a worker retired after the listing (a cancel from another thread) keeps its pipe
            # open until the next turn, so the wait never meets a closed one.
            self._stop_retired()
            with self._lock:
                if self._closing:
                    break
                self._start_queued()
                conns = [w.conn for w in self._workers if w.handle is not None]
                timeout = 0.0 if self._failed_starts else self._next_deadline()
            try:
                ready = wait_for([self._wake_r, *conns], timeout)
            except OSError:  # a pipe closed under the wait (shutdown): look again
                continue
            reported: list[JobHandle] = []
            with self._lock:
                finished, self._failed_starts = self._failed_starts, []
                if self._wake_r in ready:
                    while self._wake_r.poll():
                        self._wake_r.recv_bytes()
                for worker in list(self._workers):
                    if worker.conn in ready:
                        finished += self._collect(worker, reported)
                finished += self._enforce_caps()
            self._tell_progress(reported)
            for handle in finished:
                if handle.on_done is not None and handle.state is not JobState.CANCELLED:
                    try:
                        handle.on_done(handle)
                    except Exception:  # noqa: BLE001 - a listener's failure must not stop the pool
                        pass
        self._stop_retired()

    def _start_queued(self) -> None:
        import pickle

        while self._queue:
            idle = next((w for w in self._workers if w.handle is None), None)
            if idle is None and len(self._workers) < self.size:
                try:
                    idle = _Worker(self._ctx)
                except Exception as e:  # noqa: BLE001 - no worker: the job fails, said why
                    handle = self._queue.popleft()
                    self._finish(handle, JobState.FAILED, None, f"no worker process: {e}")
                    self._failed_starts.append(handle)
                    continue
                self._workers.append(idle)
            if idle is None:
                return
            handle = self._queue.popleft()
            handle.state = JobState.RUNNING
            idle.handle = handle
            try:
                heard = handle.on_progress is not None
                idle.conn.send((handle.id, handle.job, handle.cap, heard))
            except (OSError, pickle.PicklingError, TypeError, AttributeError) as e:
                self._retire(idle)
                self._finish(handle, JobState.FAILED, None, f"{type(e).__name__}: {e}")

    def _next_deadline(self) -> float | None:
        ends = [
            w.handle._started + w.handle.cap + GRACE_SECONDS
            for w in self._workers
            if w.handle is not None and w.handle._started
        ]
        return max(0.0, min(ends) - time.monotonic()) if ends else None

    def _tell_progress(self, reported: list[JobHandle]) -> None:
        """Call ``on_progress`` once for each handle that reported (its latest value), unless
        the job was cancelled meanwhile."""
        for handle in dict.fromkeys(reported):
            if handle.on_progress is not None and handle.state is not JobState.CANCELLED:
                try:
                    handle.on_progress(handle, handle.progress)
                except Exception:  # noqa: BLE001 - a listener's failure must not stop the pool
                    pass

    def _collect(self, worker: _Worker, reported: list[JobHandle]) -> list[JobHandle]:
        finished = []
        while worker.handle is not None:
            handle = worker.handle
            try:
                if not worker.conn.poll():
                    break
                kind, job_id, payload = worker.conn.recv()
            except (EOFError, OSError):
                self._retire(worker)
                self._finish(handle, JobState.FAILED, None, "the worker process died")
                finished.append(handle)
                break
            if job_id != handle.id:
                continue
            if kind == "started":
                handle.worker_pid = payload
                handle._started = time.monotonic()
                continue
            if kind == "progress":
                handle.progress = payload
                reported.append(handle)
                continue
            if kind == "done":
                self._finish(handle, JobState.DONE, payload)
            else:
                message, cause = payload
                self._finish(handle, JobState.FAILED, None, message, cause)
            worker.handle = None
            finished.append(handle)
        return finished

    def _enforce_caps(self) -> list[JobHandle]:
        finished = []
        now = time.monotonic()
        for worker in list(self._workers):
            handle = worker.handle
            if handle is not None and handle._started:
                if now > handle._started + handle.cap + GRACE_SECONDS:
                    self._retire(worker)
                    self._finish(handle, JobState.TIMED_OUT, handle.job.on_timeout())
                    finished.append(handle)
        return finished

    # --- inside (under the lock) -----------------------------------------------------------
    def _worker_of(self, handle: JobHandle) -> _Worker | None:
        return next((w for w in self._workers if w.handle is handle), None)

    def _retire(self, worker: _Worker) -> None:
        """Take a worker out (its process is killed by the dispatcher, outside the lock)."""
        worker.handle = None
        if worker in self._workers:
            self._workers.remove(worker)
        worker.process.kill() if worker.process.is_alive() else None
        self._to_stop.append(worker)

    def _stop_retired(self) -> None:
        with self._lock:
            retired, self._to_stop = self._to_stop, []
        for worker in retired:
            worker.stop(kill=worker.process.is_alive() and worker.handle is not None)

    @staticmethod
    def _finish(
        handle: JobHandle,
        state: JobState,
        value: Any,
        error: str = "",
        cause: BaseException | None = None,
    ) -> None:
        handle.state, handle._value, handle._error, handle._cause = state, value, error, cause
        handle._over.set()


class SolverWorker(JobPool):
    """A pool of one worker process: its jobs run one after the other."""

    def __init__(self) -> None:
        super().__init__(size=1)


_SHARED: JobPool | None = None
_SHARED_LOCK = threading.Lock()


def shared_pool() -> JobPool:
    """The program's one pool of workers (started on first use, stopped at exit)."""
    global _SHARED
    with _SHARED_LOCK:
        if _SHARED is None:
            _SHARED = JobPool(POOL_SIZE)
            atexit.register(_SHARED.shutdown)
        return _SHARED
