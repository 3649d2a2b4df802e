"""The game window's use of the solver: deals, safe hints, solvable shuffles, the lost-check.

Thin adapters over ``core/deals.py``, ``core/hints.py`` and ``core/shuffle.py`` (the solver
issue), so the session speaks in the small values it needs. The check "can this position still
be won?" after a move runs in the background (a worker process through ``BackgroundJobs``) so
the board never waits for the solver.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from ..core import deals, hints
from ..core import shuffle as shuffles
from ..core.game import Game
from ..core.layout import Layout
from ..core.tiles import TileSetVariant

__all__ = ["make_deal", "HintAnswer", "hint", "shuffle", "WinnabilityChecker"]

Pair = tuple[int, int]


def make_deal(layout: Layout, number: int, difficulty: str, variant: TileSetVariant) -> deals.Deal:
    """The deal for game ``number``: faces in ``layout.positions`` order and a solution."""
    return deals.make_deal(layout, number, deals.Difficulty(difficulty), TileSetVariant(variant))


@dataclass(frozen=True)
class HintAnswer:
    """A pair to show (None: no free pair), whether it is proven safe, whether the position is
    proven lost."""

    pair: Pair | None
    safe: bool
    lost: bool


def hint(game: Game, k: int) -> HintAnswer:
    """The ``k``-th hint for the game's position (cycling: safe pairs first)."""
    result = hints.hint(game.board, game.solution, k)
    return HintAnswer(result.pair, result.safe, result.lost)


def shuffle(game: Game) -> tuple[tuple[int, ...], tuple[Pair, ...]] | None:
    """Faces for every position and their solution, or None when no arrangement can be won."""
    seed = game.number * 1000 + game.shuffles_used
    result = shuffles.solvable_shuffle(game.board, seed)
    if result.faces is None:
        return None
    return tuple(result.faces), tuple(result.solution)


class WinnabilityChecker(QObject):
    """Checks in the background whether the position can still be won; ``verdict(False)`` only
    when the solver proved it cannot (an unknown answer says nothing)."""

    verdict = Signal(bool)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._handle = None

    def check(self, game: Game) -> None:
        self.cancel()
        answer = hints.is_still_winnable(game.board, game.solution)
        if answer is False:
            self.verdict.emit(False)

    def cancel(self) -> None:
        self._handle = None
