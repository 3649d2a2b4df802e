"""The game window's use of the solver: safe hints, solvable shuffles, the lost-check.

Thin adapters over the solver's jobs (``core/jobs.py``), so the session speaks in the small
values it needs; deals are made by :mod:`.deal_service`, the kept winning line and its hints are
the core's (``core/solution_keeper.py``).

The "can this position still be won?" check runs in the worker pool when the kept line no longer
covers the board (:class:`WinnabilityWatcher`, through the job runner); so does a shuffle's
search (:func:`shuffle_job`, :class:`.shuffler.Shuffler`).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from mahjong_qt.core.board import Board
from mahjong_qt.core.game import Game
from mahjong_qt.core.jobs import JobHandle, JobState, ShuffleJob, SolveJob
from mahjong_qt.ui.job_runner import JobRunner

__all__ = [
    "ShuffleAnswer",
    "shuffle_job",
    "shuffle_answer",
    "WinnabilityWatcher",
    "CHECK_SECONDS",
    "SHUFFLE_SECONDS",
    "warm_up",
]


def warm_up() -> None:
    """Import the hint rules and the solver (some hundredths of a second), after the first
    paint rather than before it or at the first move."""
    from mahjong_qt.core import hints, solver  # noqa: F401


Pair = tuple[int, int]

#: The time cap of the background "still winnable?" check run after a move.
CHECK_SECONDS = 30.0
#: The time cap of a shuffle's search for a winnable arrangement.
SHUFFLE_SECONDS = 20.0


def _verdict():
    from mahjong_qt.core.solver import Verdict

    return Verdict


class WinnabilityWatcher(QObject):
    """Decides positions in the worker pool (``core/jobs.py``, through a :class:`JobRunner`)
    and reports each answer with the tag it was asked with: ``answered(tag, verdict,
    solution)``; a time-out is an honest UNKNOWN, and so is a worker that died. A new question
    cancels the one in flight."""

    answered = Signal(object, object, object)  # tag, Verdict, tuple of pairs

    def __init__(self, parent: QObject | None = None, seconds: float = CHECK_SECONDS):
        super().__init__(parent)
        self.seconds = seconds
        self.runner = JobRunner(self)
        self._handle: JobHandle | None = None

    @property
    def busy(self) -> bool:
        return self._handle is not None

    def ask(self, board: Board, tag: object) -> None:
        """Decide ``board`` (as it is now) in the background."""
        self.cancel()
        job = SolveJob(board.geometry.positions, tuple(board.faces), tuple(board.present))
        self._handle = self.runner.submit(job, self.seconds, lambda h: self._answer(h, tag))

    def cancel(self) -> None:
        handle, self._handle = self._handle, None
        self.runner.cancel(handle)

    def shutdown(self) -> None:
        self.cancel()
        self.runner.shutdown()

    def _answer(self, handle: JobHandle, tag: object) -> None:
        if handle is not self._handle:
            return
        self._handle = None
        if handle.state in (JobState.DONE, JobState.TIMED_OUT):
            result = handle.result()
            self.answered.emit(tag, result.verdict, tuple(result.solution))
        else:  # the job failed (e.g. the worker died): an honest "unknown"
            self.answered.emit(tag, _verdict().UNKNOWN, ())


@dataclass(frozen=True)
class ShuffleAnswer:
    """``faces`` and ``solution`` when a winnable arrangement was found; else why not."""

    faces: tuple[int, ...] | None
    solution: tuple[Pair, ...]
    impossible: bool


def shuffle_job(game: Game) -> ShuffleJob:
    """The search for a winnable redistribution of the remaining faces (deterministic for a
    game and its count of shuffles), for the worker pool."""
    board = game.board
    seed = game.number * 1_000 + game.shuffles_used + 1
    return ShuffleJob(board.geometry.positions, tuple(board.faces), tuple(board.present), seed)


def shuffle_answer(handle: JobHandle) -> ShuffleAnswer:
    """What a finished :func:`shuffle_job` found (nothing when it failed or ran out of time)."""
    from mahjong_qt.core.shuffle import ShuffleStatus

    result = handle.result() if handle.state is JobState.DONE else None
    if result is not None and result.status is ShuffleStatus.DONE and result.faces is not None:
        return ShuffleAnswer(tuple(result.faces), tuple(result.solution), False)
    impossible = result is not None and result.status is ShuffleStatus.IMPOSSIBLE
    return ShuffleAnswer(None, (), impossible)
