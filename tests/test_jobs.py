"""Background jobs: run in another process, can be cancelled, and the cap gives UNKNOWN."""

from __future__ import annotations

import os
import time
from dataclasses import dataclass

import pytest

from mahjong_qt.core import jobs
from mahjong_qt.core.board import Board
from mahjong_qt.core.deal import uniform_faces
from mahjong_qt.core.deals import Deal, Difficulty
from mahjong_qt.core.jobs import (
    DealJob,
    JobCancelled,
    JobFailed,
    JobState,
    SolveJob,
    SolverWorker,
)
from mahjong_qt.core.layout import load_layout
from mahjong_qt.core.solver import Verdict
from mahjong_qt.core.tiles import TileSetVariant
from mahjong_qt.resources import layouts_dir


@dataclass(frozen=True)
class SleepJob:
    """Sleeps, ignoring its cap (a misbehaving job); answers "slept"."""

    seconds: float

    def run(self, seconds: float) -> str:
        time.sleep(self.seconds)
        return "slept"

    def on_timeout(self) -> str:
        return "capped"


@dataclass(frozen=True)
class FailJob:
    def run(self, seconds: float) -> None:
        raise RuntimeError("boom")

    def on_timeout(self) -> None:
        return None


@dataclass(frozen=True)
class CountJob:
    """Reports 1, 2, ... ``steps`` (``pause`` seconds apart), then sleeps ``rest``; answers
    "counted". A ReportingJob; ``run`` counts untold."""

    steps: int
    pause: float = 0.0
    rest: float = 0.0

    def run(self, seconds: float) -> str:
        return self.run_reporting(seconds, lambda _value: None)

    def run_reporting(self, seconds: float, report) -> str:
        for step in range(1, self.steps + 1):
            time.sleep(self.pause)
            report(step)
        time.sleep(self.rest)
        return "counted"

    def on_timeout(self) -> str:
        return "capped"


@pytest.fixture
def worker():
    w = SolverWorker()
    yield w
    w.shutdown()


@pytest.fixture(scope="module")
def turtle():
    return load_layout(layouts_dir() / "turtle.json")


def test_deal_and_solve_jobs_run_in_another_process(worker, turtle):
    deal_handle = worker.submit(DealJob(turtle, 3, Difficulty.EASY), time_cap=60)
    deal = deal_handle.result(timeout=60)
    assert isinstance(deal, Deal) and deal_handle.state is JobState.DONE
    assert deal_handle.worker_pid not in (None, os.getpid())
    job = SolveJob(turtle.positions, deal.faces)
    result = worker.submit(job, time_cap=60).result(timeout=60)
    assert result.verdict is Verdict.WINNABLE
    board = Board(turtle.geometry, deal.faces)
    for a, b in result.solution:
        board.remove_pair(a, b)
    assert board.is_won


def test_polling_never_blocks_and_jobs_run_in_order(worker):
    first = worker.submit(SleepJob(0.3), time_cap=10)
    second = worker.submit(SleepJob(0.0), time_cap=10)
    t = time.monotonic()
    assert not first.done() and not second.done()
    assert time.monotonic() - t < 0.2
    assert second.state is JobState.PENDING
    assert second.result(timeout=30) == "slept" and first.state is JobState.DONE


def test_cancel_a_running_job_kills_it_and_the_next_job_still_runs(worker):
    slow = worker.submit(SleepJob(60), time_cap=120)
    while slow.worker_pid is None:
        slow.done()
        time.sleep(0.02)
    assert slow.cancel()
    assert slow.state is JobState.CANCELLED
    with pytest.raises(JobCancelled):
        slow.result()
    assert not slow.cancel()
    assert worker.submit(SleepJob(0.0), time_cap=10).result(timeout=30) == "slept"


def test_a_cancel_while_the_dispatcher_lists_its_pipes_does_not_stop_the_pool(worker):
    """A running job cancelled from another thread just as the dispatcher turns (its worker
    retired, its pipe closed by the dispatcher) must not leave a closed pipe in the wait: the
    dispatcher died of it once, and every later job waited for ever. The cancel is put at that
    point of the dispatcher's turn (its retired workers stopped, before the wait): no public
    call can reach it there, so the test hooks that one step."""
    slow = worker.submit(SleepJob(60), time_cap=120)
    while slow.worker_pid is None:
        time.sleep(0.02)
    real_stop = worker._stop_retired
    cancelled = []

    def cancel_then_stop() -> None:
        if not cancelled:
            cancelled.append(worker.cancel(slow))
        real_stop()

    worker._stop_retired = cancel_then_stop  # the one internal step hooked: see the docstring
    assert worker.submit(SleepJob(0.0), time_cap=10).result(timeout=30) == "slept"  # it turns
    assert cancelled == [True]


def test_cancel_a_pending_job(worker):
    worker.submit(SleepJob(0.2), time_cap=10)
    pending = worker.submit(SleepJob(0.0), time_cap=10)
    assert pending.cancel() and pending.state is JobState.CANCELLED


def test_solver_job_answers_unknown_at_its_cap(worker, turtle):
    # Turtle deal 59 needs a long search (no quick play-out wins it): with a 1 ms cap the
    # solver itself stops and honestly answers UNKNOWN.
    faces = tuple(uniform_faces(turtle.id, 144, 59, TileSetVariant.FULL))
    handle = worker.submit(SolveJob(turtle.positions, faces), time_cap=0.001)
    assert handle.result(timeout=60).verdict is Verdict.UNKNOWN
    assert handle.state is JobState.DONE


def test_watchdog_stops_a_job_that_ignores_its_cap(worker, monkeypatch):
    monkeypatch.setattr(jobs, "GRACE_SECONDS", 0.1)
    handle = worker.submit(SleepJob(60), time_cap=0.2)
    assert handle.result(timeout=30) == "capped"
    assert handle.state is JobState.TIMED_OUT


def test_a_failing_job_reports_its_error(worker):
    with pytest.raises(JobFailed, match="boom"):
        worker.submit(FailJob(), time_cap=10).result(timeout=30)


def test_a_layout_with_no_deal_fails_with_its_code_across_the_process(worker):
    from mahjong_qt.core.deals import NoDealError
    from mahjong_qt.core.layout import parse_layout

    stack = parse_layout(
        '{"schema_version": 1, "id": "stack", "name": {"en": "S", "fr": "S"},'
        ' "tiles": [[0, 0, 0], [0, 0, 1]]}'
    )
    with pytest.raises(JobFailed) as failed:
        worker.submit(DealJob(stack, 1, Difficulty.NORMAL), time_cap=30).result(timeout=30)
    cause = failed.value.cause
    assert isinstance(cause, NoDealError) and cause.code == "not_clearable"
    assert "NoDealError" in str(failed.value)  # the English message stays for logs


class Heard:
    """What a handle's ``on_progress`` was told, in order, and when (from the pool's thread)."""

    def __init__(self):
        self.values, self.times, self.over_then = [], [], []

    def __call__(self, handle, value) -> None:
        self.values.append(value)
        self.times.append(time.monotonic())
        self.over_then.append(handle.done())


def test_progress_comes_a_few_times_a_second_with_the_last_value_before_the_answer(worker):
    heard = Heard()
    start = time.monotonic()
    handle = worker.submit(CountJob(400, pause=0.002), time_cap=60, on_progress=heard)
    assert handle.result(timeout=60) == "counted"
    elapsed = time.monotonic() - start
    assert heard.values[-1] == 400 and handle.progress == 400  # always the last
    assert heard.values == sorted(set(heard.values))  # counting up, never twice the same
    # at most one message per interval in the worker (400 reports made about 1 s of work)
    assert 2 <= len(heard.values) <= elapsed / jobs.PROGRESS_INTERVAL + 2
    assert not any(heard.over_then[:-1])  # all heard while it ran (the last: with the answer)


def test_a_value_held_back_by_the_interval_is_sent_while_the_job_still_runs(worker):
    heard = Heard()
    handle = worker.submit(CountJob(2, rest=3.0), time_cap=60, on_progress=heard)
    deadline = time.monotonic() + 30
    while 2 not in heard.values and time.monotonic() < deadline:
        time.sleep(0.02)
    # 2 came by the timer, 3 s before the end (1 went at once: it is heard too, unless both
    # were in the pipe together, then only the latest is told)
    assert heard.values[-1] == 2 and not handle.done()
    assert handle.result(timeout=60) == "counted" and heard.values in ([1, 2], [2])


def test_a_job_submitted_without_on_progress_sends_none_and_others_report_nothing(worker):
    untold = worker.submit(CountJob(50, pause=0.002), time_cap=60)
    assert untold.result(timeout=60) == "counted" and untold.progress is None
    heard = Heard()
    sleeper = worker.submit(SleepJob(0.3), time_cap=60, on_progress=heard)
    assert sleeper.result(timeout=60) == "slept" and heard.values == []


def test_a_real_atlas_job_reports_its_deals_done_from_the_worker(worker, turtle):
    from mahjong_qt.core.atlas_job import AtlasJob
    from mahjong_qt.core.difficulty_atlas import AtlasEntry

    heard = Heard()
    handle = worker.submit(AtlasJob(turtle, deals=30), time_cap=120, on_progress=heard)
    entry = handle.result(timeout=120)
    assert isinstance(entry, AtlasEntry) and entry.deals == 30
    assert len(heard.values) >= 2 and heard.values[-1] == (30, 30)
    assert all(deals == 30 for _done, deals in heard.values)
    done = [done for done, _deals in heard.values]
    assert done == sorted(set(done)) and done[0] == 0  # told at once, before the first deal
