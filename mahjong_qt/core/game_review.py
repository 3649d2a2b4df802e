"""After a lost game: until which move it could still be won, and the move that lost it.

Every deal starts winnable, and a shuffle always leaves a winnable position; between two
shuffles, a position that cannot be won stays lost after any move. So the position after the last
shuffle (or the deal) is winnable and the last winnable position is found by a binary search
over the moves after it, each step one solver call with a time cap. A capped call that ends in
"unknown" makes the review say so rather than guess.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .board import Board, Move, Reshuffle
from .geometry import Geometry
from .solver import solve
from .solver.result import Verdict

__all__ = ["Review", "review_game"]

Decide = Callable[[Board], Verdict]


@dataclass(frozen=True, slots=True)
class Review:
    """``last_winnable``: how many moves had been made at the last position that could be won
    (None: unknown, the solver ran out of time); ``losing_move`` the move made then;
    ``still_winnable``: the final position itself can be won (nothing was lost);
    ``lost_from_start``: the position the search starts from (the deal, the last shuffle) is
    itself lost, so no move lost the game (last_winnable None, but not for want of time)."""

    moves: int
    last_winnable: int | None
    losing_move: Move | None
    still_winnable: bool = False
    lost_from_start: bool = False


def _board_after(
    geometry: Geometry, faces: Sequence[int], history: Sequence[Move], k: int
) -> Board:
    return Board.replay(geometry, faces, history[:k])


def review_game(
    geometry: Geometry,
    faces: Sequence[int],
    history: Sequence[Move],
    *,
    seconds: float = 2.0,
    decide: Decide | None = None,
    known_winnable: int = 0,
) -> Review:
    """Review the game that started with ``faces`` and made the moves of ``history``;
    ``known_winnable``: a count of moves already proven to lead to a winnable position (the
    search starts there rather than at the deal)."""
    if decide is None:

        def decide(board: Board) -> Verdict:
            return solve(board.geometry, board.faces, board.present, seconds=seconds).verdict

    moves = len(history)
    low = max((k + 1 for k, m in enumerate(history) if isinstance(m, Reshuffle)), default=0)
    low = max(low, min(known_winnable, moves - 1))
    final = decide(_board_after(geometry, faces, history, moves))
    if final is Verdict.WINNABLE:
        return Review(moves, moves, None, still_winnable=True)
    if final is not Verdict.NOT_WINNABLE:
        return Review(moves, None, None)
    if low >= moves:  # a lost deal, or lost right after a shuffle: not a game to review
        return Review(moves, None, None, lost_from_start=True)
    high = moves  # lost here; winnable at ``low``
    while high - low > 1:
        middle = (low + high) // 2
        verdict = decide(_board_after(geometry, faces, history, middle))
        if verdict is Verdict.WINNABLE:
            low = middle
        elif verdict is Verdict.NOT_WINNABLE:
            high = middle
        else:
            return Review(moves, None, None)
    return Review(moves, low, history[low])
