"""The winning line kept for the game in progress, and the hints it gives.

Hints and the "can this position still be won?" check are instant while the player stays within
the kept solution's pairing (no search at all); only when the player leaves it does the solver
run (in the worker pool, asked by the game window). :class:`SolutionKeeper` keeps the newest
solution learnt (the deal's, a shuffle's, one the solver found later), so the next hint is
instant again; :class:`HintAnswer` is the pairs a hint cycles through.

The hint rules and the solver are imported on first use (some hundredths of a second).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .board import Board, Removal
from .game import Game

if TYPE_CHECKING:
    from .solver import Verdict

__all__ = ["Pair", "HintAnswer", "SolutionKeeper", "hints_after_verdict", "HINT_SECONDS"]

Pair = tuple[int, int]

#: The longest a hint may search when the player has left the kept pairing (then: legal pairs).
HINT_SECONDS = 2.0


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

    def best(self, game: Game) -> tuple[Pair, ...]:
        """A solution whose pairing still covers the board, if one is known; else ()."""
        return self.best_for(game.board, game.solution or ())

    def best_for(self, board: Board, fallback: tuple[Pair, ...] = ()) -> tuple[Pair, ...]:
        from . import hints

        for candidate in (self._solution, fallback):
            if candidate and hints.remaining_pairing(board, candidate) is not None:
                return tuple(candidate)
        return ()

    def learn(self, solution: tuple[Pair, ...]) -> None:
        if solution:
            self._solution = tuple(solution)

    def follow(self, game: Game) -> bool:
        """After the player took a pair off the kept pairing: keep a winning line anyway when
        pairing the two tiles' former partners together still clears the board (no search).
        Whether a line is known now."""
        from . import hints

        board = game.board
        if self.best(game):
            return True
        last = board.history[-1] if board.history else None
        if not isinstance(last, Removal):
            return False
        for known in (self._solution, game.solution or ()):
            swapped = hints.swap_partners(board, known, last.a, last.b) if known else None
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
        from . import hints

        result = hints.find_hints(board, solution, seconds)
        self.learn(result.solution)
        return HintAnswer(
            tuple((h.a, h.b) for h in result.hints),
            tuple(h.safe for h in result.hints),
            result.status is hints.HintStatus.LOST,
        )


def hints_after_verdict(board: Board, verdict: Verdict, keeper: SolutionKeeper) -> HintAnswer:
    """The hints once the solver has decided the position: safe ones from the solution it
    found (kept by ``keeper``), else the legal pairs, flagged unsafe (and ``lost`` when the
    position is proven lost)."""
    from .solver import Verdict

    if verdict is Verdict.WINNABLE and keeper.best_for(board):
        return keeper.hints(board, keeper.best_for(board))
    pairs = tuple((a, b) for a, b in board.free_pairs())
    return HintAnswer(pairs, (False,) * len(pairs), verdict is Verdict.NOT_WINNABLE)
