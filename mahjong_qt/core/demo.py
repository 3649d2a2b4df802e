"""Demo (autoplay): the solver plays the current deal to the end, pair after pair (issue 18).

A :class:`Demo` plays on its **own copy** of the board, rebuilt from the game's deal and moves;
the game itself is never touched, so a demo is never counted as a game and stopping it gives the
player's position back as it was. It follows a winning line: the pairs of a known solution that
cover the tiles left (the game's kept solution, or one the solver found for this position), taken
in an order that clears the board (:func:`~mahjong_qt.core.hints.clearing_order`).

The Qt side asks for the next pair at the pace the player chose and shows :attr:`Demo.board`.
"""

from __future__ import annotations

from collections.abc import Sequence

from .board import Board, Removal
from .game import Game
from .hints import clearing_order, remaining_pairing
from .solver import Pair

__all__ = ["Demo", "demo_plan"]


def demo_plan(board: Board, solution: Sequence[Pair]) -> tuple[Pair, ...] | None:
    """The pairs that clear ``board`` in order, taken from ``solution`` (whose pairs must cover
    exactly the tiles left); ``None`` when the solution does not fit this position."""
    if board.is_won:
        return ()
    pairs = remaining_pairing(board, solution) if solution else None
    if pairs is None:
        return None
    order = clearing_order(board, pairs)
    return None if order is None else tuple(order)


class Demo:
    """The solver's play of one position, on a board of its own."""

    def __init__(self, board: Board, plan: Sequence[Pair]):
        self.board = board
        self._plan = tuple(plan)
        self._next = 0

    @classmethod
    def of_game(cls, game: Game, solutions: Sequence[Sequence[Pair]] = ()) -> Demo | None:
        """A demo from the game's current position, following the first of ``solutions`` (then
        the game's own kept solution) that still covers it; ``None`` when none does (the
        position is lost, or left every known line: ask the solver for one)."""
        board = Board.replay(game.layout.geometry, game.initial_faces, game.board.history)
        for solution in (*solutions, game.solution or ()):
            plan = demo_plan(board, solution)
            if plan is not None:
                return cls(board, plan)
        return None

    @classmethod
    def from_start(cls, game: Game) -> Demo | None:
        """A demo of the deal from its first move (every deal keeps a solution); ``None`` for a
        game dealt without one."""
        board = Board(game.layout.geometry, game.initial_faces)
        plan = demo_plan(board, game.initial_solution or ())
        return None if plan is None else cls(board, plan)

    @property
    def finished(self) -> bool:
        return self._next >= len(self._plan)

    @property
    def pairs_left(self) -> int:
        return len(self._plan) - self._next

    def step(self) -> Removal | None:
        """Take the next pair off the demo's board (``None`` once the board is cleared)."""
        if self.finished:
            return None
        a, b = self._plan[self._next]
        self._next += 1
        return self.board.remove_pair(a, b)
