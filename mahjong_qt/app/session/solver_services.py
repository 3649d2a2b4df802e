"""The game window's use of the solver: safe hints, solvable shuffles, the lost-check.

Thin adapters over ``core/hints.py`` and ``core/shuffle.py`` (the solver issue), so the session
speaks in the small values it needs; deals are made by :mod:`.deal_service`.

Hints and the "can this position still be won?" check are instant while the player stays within
the kept solution's pairing (no search at all); only when the player leaves it does the solver
run, in the worker pool (:class:`WinnabilityWatcher`, through the job runner). The session keeps
the newest solution it learns (:class:`SolutionKeeper`), so the next hint is instant again. A
shuffle's search runs in the pool too (:func:`shuffle_job`).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from mahjong_qt.core.board import Board, Removal
from mahjong_qt.core.game import Game
from mahjong_qt.core.jobs import JobHandle, JobState, ShuffleJob, SolveJob
from mahjong_qt.ui.job_runner import JobRunner

__all__ = [
    "HintAnswer",
    "SolutionKeeper",
    "ShuffleAnswer",
    "shuffle_job",
    "shuffle_answer",
    "WinnabilityWatcher",
    "HINT_SECONDS",
    "CHECK_SECONDS",
    "SHUFFLE_SECONDS",
    "warm_up",
]


def warm_up() -> None:
    """Import the hint rules and the solver (some hundredths of a second), after the first
    paint rather than before it or at the first move."""
    from mahjong_qt.core import hints, solver  # noqa: F401


Pair = tuple[int, int]

#: The longest a hint may search when the player has left the kept pairing (then: legal pairs).
HINT_SECONDS = 2.0
#: The time cap of the background "still winnable?" check run after a move.
CHECK_SECONDS = 30.0
#: The time cap of a shuffle's search for a winnable arrangement.
SHUFFLE_SECONDS = 20.0


@dataclass(frozen=True)
class HintAnswer:
    """The pairs to cycle through (safe ones first), whether the position is proven lost."""

    pairs: tuple[Pair, ...]
    safe: tuple[bool, ...]
    lost: bool

    def pick(self, k: int) -> tuple[Pair | None, bool]:
        """The ``k``-th pair (cycling) and whether it is proven safe."""
        if not self.pairs:
            return None, False
        i = k % len(self.pairs)
        return self.pairs[i], self.safe[i]


class SolutionKeeper:
    """The newest known winning line for the game in progress (the deal's, a shuffle's, or one
    the solver found later), so that hints stay instant."""

    def __init__(self) -> None:
        self._solution: tuple[Pair, ...] = ()

    def reset(self) -> None:
        self._solution = ()

    def best(self, game: Game) -> tuple[Pair, ...]:
        """A solution whose pairing still covers the board, if one is known; else ()."""
        return self.best_for(game.board, game.solution or ())

    def best_for(self, board: Board, fallback: tuple[Pair, ...] = ()) -> tuple[Pair, ...]:
        for candidate in (self._solution, fallback):
            if candidate and _hints().remaining_pairing(board, candidate) is not None:
                return tuple(candidate)
        return ()

    def learn(self, solution: tuple[Pair, ...]) -> None:
        if solution:
            self._solution = tuple(solution)

    def follow(self, game: Game) -> bool:
        """After the player took a pair off the kept pairing: keep a winning line anyway when
        pairing the two tiles' former partners together still clears the board (no search).
        Whether a line is known now."""
        board = game.board
        if self.best(game):
            return True
        last = board.history[-1] if board.history else None
        if not isinstance(last, Removal):
            return False
        for known in (self._solution, game.solution or ()):
            swapped = _hints().swap_partners(board, known, last.a, last.b) if known else None
            if swapped is not None:
                self._solution = swapped
                return True
        return False

    def is_instant(self, game: Game) -> bool:
        """Whether hints and the check need no search right now."""
        return game.board.is_won or bool(self.best(game))

    def hints(
        self, board: Board, solution: tuple[Pair, ...], seconds: float = HINT_SECONDS
    ) -> HintAnswer:
        """The hints for ``board`` (instant when ``solution``'s pairing still covers it)."""
        hints = _hints()
        result = hints.find_hints(board, solution, seconds)
        self.learn(result.solution)
        return HintAnswer(
            tuple((h.a, h.b) for h in result.hints),
            tuple(h.safe for h in result.hints),
            result.status is hints.HintStatus.LOST,
        )


def _hints():
    from mahjong_qt.core import hints

    return hints


def _verdict():
    from mahjong_qt.core.solver import Verdict

    return Verdict


def hints_after_verdict(board: Board, verdict, keeper: SolutionKeeper) -> HintAnswer:
    """The hints once the solver has decided the position: safe ones from the solution it
    found (kept by ``keeper``), else the legal pairs, flagged unsafe (and ``lost`` when the
    position is proven lost)."""
    Verdict = _verdict()
    if verdict is Verdict.WINNABLE and keeper.best_for(board):
        return keeper.hints(board, keeper.best_for(board))
    pairs = tuple((a, b) for a, b in board.free_pairs())
    return HintAnswer(pairs, (False,) * len(pairs), verdict is Verdict.NOT_WINNABLE)


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
