"""The review of a lost game as a background job (:mod:`.jobs`): :func:`~.game_review.review_game`
run in a worker process within its time cap, with what the player sees next to the move that
lost the game: a pair the solver would have played instead, from its winning line there.

Each solver call gets at most :data:`STEP_SECONDS` and never more than the time left of the
job's cap; past the cap every question is answered "unknown", so the review says honestly that
it could not decide in time.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .board import Board, Move, Removal
from .geometry import Geometry, Position

if TYPE_CHECKING:  # the review imports the solver: only in the worker, not at start-up
    from .game_review import Review

__all__ = [
    "ReviewedGame",
    "ReviewJob",
    "ReviewAnswer",
    "PlayFrom",
    "instead_pair",
    "STEP_SECONDS",
]

Pair = tuple[int, int]

#: The longest one solver call of a review may take (a review makes about log2(moves) calls).
STEP_SECONDS = 4.0


@dataclass(frozen=True, slots=True)
class ReviewedGame:
    """The game a review is about: its deal and the moves it made."""

    geometry: Geometry
    faces: tuple[int, ...]
    history: tuple[Move, ...]

    @property
    def moves(self) -> int:
        return len(self.history)

    def board_after(self, moves: int) -> Board:
        """The board after the first ``moves`` moves."""
        return Board.replay(self.geometry, self.faces, self.history[:moves])

    def job(self, known_winnable: int = 0) -> ReviewJob:
        """The review of this game, for the worker pool."""
        return ReviewJob(self.geometry.positions, self.faces, self.history, known_winnable)


@dataclass(frozen=True, slots=True)
class ReviewAnswer:
    """The review; ``instead``: a pair the solver would have played at the last winnable
    position (None when nothing was lost or no winning line is known); ``solution``: the
    solver's winning line from that position (to play on from it)."""

    review: Review
    instead: Pair | None = None
    solution: tuple[Pair, ...] = ()

    def play_from(self, step: int, history: Sequence[Move]) -> PlayFrom:
        """Where "Play from Here" takes the game when the position after ``step`` moves of
        ``history`` is shown: every position up to the last winnable one can be won (the
        solver's line from there, after the moves that lead to it), the later ones cannot."""
        last = self.review.last_winnable
        if last is None:  # undecided: nothing more is known than before
            return PlayFrom(step)
        if step > last:
            return PlayFrom(step, last)
        between = history[step:last]
        if not all(isinstance(m, Removal) for m in between) or not self.solution:
            return PlayFrom(step, step)
        line = tuple((m.a, m.b) for m in between if isinstance(m, Removal))
        return PlayFrom(step, step, line + tuple(self.solution))


@dataclass(frozen=True, slots=True)
class PlayFrom:
    """Where the review's "Play from Here" takes the game: back to the position after ``moves``
    moves, of which the first ``proven`` are known to lead to a winnable position (None: no
    more than the game knew); ``solution``: a winning line from there, if one is known."""

    moves: int
    proven: int | None = None
    solution: tuple[Pair, ...] = ()

    @property
    def winnable(self) -> bool:
        """The position gone back to is known to be winnable."""
        return self.proven is not None and self.proven >= self.moves


def instead_pair(board: Board, losing: Removal, solution: Sequence[Pair]) -> Pair | None:
    """A pair of ``solution`` free on ``board`` (any such pair can be played first: taking
    tiles away never blocks another), one apart from the losing move's tiles when there is."""
    free = [
        (a, b)
        for a, b in solution
        if board.is_present(a) and board.is_present(b) and board.is_free(a) and board.is_free(b)
    ]
    apart = [p for p in free if not {losing.a, losing.b} & set(p)]
    chosen = apart or free
    return (int(chosen[0][0]), int(chosen[0][1])) if chosen else None


@dataclass(frozen=True, slots=True)
class ReviewJob:
    """Review the game dealt as ``faces`` on ``positions`` that made the moves of ``history``;
    ``known_winnable`` moves are already proven to lead to a winnable position."""

    positions: tuple[Position, ...]
    faces: tuple[int, ...]
    history: tuple[Move, ...]
    known_winnable: int = 0
    step_seconds: float = STEP_SECONDS

    def run(self, seconds: float) -> ReviewAnswer:
        from .game_review import review_game
        from .solver import solve
        from .solver.result import Verdict

        deadline = time.monotonic() + seconds
        geometry = Geometry.from_positions(self.positions)
        lines: dict[int, tuple[Pair, ...]] = {}  # moves made → a winning line found there

        def decide(board: Board) -> Verdict:
            left = deadline - time.monotonic()
            if left <= 0:
                return Verdict.UNKNOWN
            result = solve(
                board.geometry, board.faces, board.present, seconds=min(self.step_seconds, left)
            )
            if result.verdict is Verdict.WINNABLE:
                lines[len(board.history)] = tuple(result.solution)
            return result.verdict

        review = review_game(
            geometry, self.faces, self.history, decide=decide, known_winnable=self.known_winnable
        )
        moved = review.losing_move
        if review.last_winnable is None or not isinstance(moved, Removal):
            return ReviewAnswer(review)
        k = review.last_winnable
        board = Board.replay(geometry, self.faces, self.history[:k])
        if k not in lines:  # the search started there without asking: ask now
            decide(board)
        line = lines.get(k, ())
        return ReviewAnswer(review, instead_pair(board, moved, line), line)

    def on_timeout(self) -> ReviewAnswer:
        from .game_review import Review

        return ReviewAnswer(Review(len(self.history), None, None))
