"""The game window's use of the solver: deals, safe hints, solvable shuffles, the lost-check.

Thin adapters over ``core/deals.py``, ``core/hints.py`` and ``core/shuffle.py`` (the solver
issue), so the session speaks in the small values it needs.

Hints and the "can this position still be won?" check are instant while the player stays within
the kept solution's pairing (no search at all); only when the player leaves it does the solver
run, in a worker process (:class:`WinnabilityWatcher`, over ``core/jobs.py``). The session keeps
the newest solution it learns (:class:`SolutionKeeper`), so the next hint is instant again. The
next game of a series is dealt in the background too (:class:`DealPrefetcher`).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, QTimer, Signal

from ..core.board import Board, Removal
from ..core.deals import Deal, Difficulty
from ..core.deals import make_deal as core_make_deal
from ..core.game import Game
from ..core.hints import HintStatus, find_hints, remaining_pairing, swap_partners
from ..core.jobs import (
    DealJob,
    JobCancelled,
    JobFailed,
    JobHandle,
    JobState,
    SolveJob,
    SolverWorker,
)
from ..core.layout import Layout
from ..core.shuffle import ShuffleStatus, solvable_shuffle
from ..core.solver import Verdict
from ..core.tiles import TileSetVariant

__all__ = [
    "make_deal",
    "HintAnswer",
    "SolutionKeeper",
    "ShuffleAnswer",
    "shuffle",
    "WinnabilityWatcher",
    "DealPrefetcher",
    "HINT_SECONDS",
    "CHECK_SECONDS",
]

Pair = tuple[int, int]

#: The longest a hint may search when the player has left the kept pairing (then: legal pairs).
HINT_SECONDS = 2.0
#: The time cap of the background "still winnable?" check run after a move.
CHECK_SECONDS = 30.0


def make_deal(layout: Layout, number: int, difficulty: str, variant: TileSetVariant) -> Deal:
    """The deal for game ``number``: faces in ``layout.positions`` order and a solution."""
    return core_make_deal(layout, number, Difficulty(difficulty), TileSetVariant(variant))


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
            if candidate and remaining_pairing(board, candidate) is not None:
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
            swapped = swap_partners(board, known, last.a, last.b) if known else None
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
        result = find_hints(board, solution, seconds)
        self.learn(result.solution)
        return HintAnswer(
            tuple((h.a, h.b) for h in result.hints),
            tuple(h.safe for h in result.hints),
            result.status is HintStatus.LOST,
        )


def hints_after_verdict(board: Board, verdict: Verdict, keeper: SolutionKeeper) -> HintAnswer:
    """The hints once the solver has decided the position: safe ones from the solution it
    found (kept by ``keeper``), else the legal pairs, flagged unsafe (and ``lost`` when the
    position is proven lost)."""
    if verdict is Verdict.WINNABLE and keeper.best_for(board):
        return keeper.hints(board, keeper.best_for(board))
    pairs = tuple(tuple(p) for p in board.free_pairs())
    return HintAnswer(pairs, (False,) * len(pairs), verdict is Verdict.NOT_WINNABLE)


class WinnabilityWatcher(QObject):
    """Decides positions in a worker process (``core/jobs.py``) and reports each answer with
    the tag it was asked with: ``answered(tag, verdict, solution)``. A new question cancels the
    one in flight; the worker process starts at the first question and stops at ``shutdown``."""

    answered = Signal(object, object, object)  # tag, Verdict, tuple of pairs

    def __init__(self, parent: QObject | None = None, seconds: float = CHECK_SECONDS):
        super().__init__(parent)
        self.seconds = seconds
        self._worker: SolverWorker | None = None
        self._handle: JobHandle | None = None
        self._tag: object = None
        self._timer = QTimer(self)
        self._timer.setInterval(40)
        self._timer.timeout.connect(self._poll)

    @property
    def busy(self) -> bool:
        return self._handle is not None

    def ask(self, board: Board, tag: object) -> None:
        """Decide ``board`` (as it is now) in the background."""
        self.cancel()
        if self._worker is None:
            self._worker = SolverWorker()
        job = SolveJob(board.geometry.positions, tuple(board.faces), tuple(board.present))
        self._handle = self._worker.submit(job, self.seconds)
        self._tag = tag
        self._timer.start()

    def cancel(self) -> None:
        handle, self._handle = self._handle, None
        self._timer.stop()
        if handle is not None:
            handle.cancel()

    def shutdown(self) -> None:
        self.cancel()
        if self._worker is not None:
            self._worker.shutdown()
            self._worker = None

    def _poll(self) -> None:
        handle = self._handle
        if handle is None or not handle.done():
            return
        self._handle = None
        self._timer.stop()
        if handle.state in (JobState.DONE, JobState.TIMED_OUT):
            result = handle.result()
            self.answered.emit(self._tag, result.verdict, tuple(result.solution))
        elif handle.state is JobState.FAILED:  # e.g. the worker died: an honest "unknown"
            self.answered.emit(self._tag, Verdict.UNKNOWN, ())


@dataclass(frozen=True)
class ShuffleAnswer:
    """``faces`` and ``solution`` when a winnable arrangement was found; else why not."""

    faces: tuple[int, ...] | None
    solution: tuple[Pair, ...]
    impossible: bool


def shuffle(game: Game) -> ShuffleAnswer:
    """A winnable redistribution of the remaining faces (deterministic for a game and its count
    of shuffles), or why there is none."""
    board = game.board
    seed = game.number * 1_000 + game.shuffles_used + 1
    result = solvable_shuffle(board.geometry, board.faces, board.present, seed)
    if result.status is ShuffleStatus.DONE and result.faces is not None:
        return ShuffleAnswer(tuple(result.faces), tuple(result.solution), False)
    return ShuffleAnswer(None, (), result.status is ShuffleStatus.IMPOSSIBLE)


class DealPrefetcher(QObject):
    """Deals games in a worker process: the next game of a series while the player plays
    (PRODUCT §3), or a game asked for now that takes long to deal. :meth:`take` never waits:
    it returns the deal when it is ready and is the one asked for, else None."""

    def __init__(self, parent: QObject | None = None, seconds: float = 120.0):
        super().__init__(parent)
        self.seconds = seconds
        self.delay_ms = 3000
        self.error = ""  # why the last job failed (e.g. "NoDealError: ..."), in English
        self.failure: BaseException | None = None  # the error itself (None: not in time)
        self._worker: SolverWorker | None = None
        self._handle: JobHandle | None = None
        self._key: tuple | None = None
        self._pending: tuple | None = None
        self._delay = QTimer(self)
        self._delay.setSingleShot(True)
        self._delay.timeout.connect(self._submit)

    @staticmethod
    def _key_of(layout: Layout, number: int, difficulty: str, variant: TileSetVariant) -> tuple:
        return (layout.model, number, str(difficulty), str(TileSetVariant(variant)))

    def prepare(
        self,
        layout: Layout,
        number: int,
        difficulty: str,
        variant: TileSetVariant,
        delay_ms: int | None = None,
    ) -> None:
        """Deal game ``number`` in the background, starting after ``delay_ms`` (default
        :attr:`delay_ms`, so that the start of the current game is not slowed down); replaces
        any earlier request."""
        self.cancel()
        self._pending = (layout, number, difficulty, variant)
        self._key = self._key_of(layout, number, difficulty, variant)
        self._delay.start(self.delay_ms if delay_ms is None else delay_ms)

    def _submit(self) -> None:
        if self._pending is None:
            return
        layout, number, difficulty, variant = self._pending
        self._pending = None
        if self._worker is None:
            self._worker = SolverWorker()
        job = DealJob(layout.model, number, Difficulty(difficulty), TileSetVariant(variant))
        self._handle = self._worker.submit(job, self.seconds)

    def state(self, layout: Layout, number: int, difficulty: str, variant: TileSetVariant) -> str:
        """ "none" (not asked for), "pending", "ready" or "failed" (see :attr:`error`)."""
        if self._key != self._key_of(layout, number, difficulty, variant):
            return "none"
        handle = self._handle
        if handle is None or not handle.done():
            return "pending"
        try:
            if isinstance(handle.result(), Deal):
                return "ready"
            self.error, self.failure = "the deal was not made in time", None
        except JobFailed as failure:
            self.error, self.failure = str(failure), failure.cause or failure
        except JobCancelled as failure:
            self.error, self.failure = str(failure), failure
        return "failed"

    def take(
        self, layout: Layout, number: int, difficulty: str, variant: TileSetVariant
    ) -> Deal | None:
        if self.state(layout, number, difficulty, variant) != "ready":
            return None
        assert self._handle is not None
        deal = self._handle.result()
        self._handle = self._key = None
        return deal

    def cancel(self) -> None:
        self._delay.stop()
        self._pending = None
        handle, self._handle, self._key = self._handle, None, None
        if handle is not None:
            handle.cancel()

    def shutdown(self) -> None:
        self.cancel()
        if self._worker is not None:
            self._worker.shutdown()
            self._worker = None
