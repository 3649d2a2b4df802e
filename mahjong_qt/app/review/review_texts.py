"""The words of the review of a lost game, in the player's language (shown and spoken).

"Winnable until move 41. The move that lost it: Bamboo 5 and Bamboo 5 (move 42)." Tile names
come from :mod:`.messages`, a tile's place and freedom from :mod:`.speech`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from mahjong_qt.app.messages import tile_name
from mahjong_qt.app.screen_reader.speech import phrase, tile_sentence
from mahjong_qt.core.board import Board, Move, Removal
from mahjong_qt.core.text_fill import fill

if TYPE_CHECKING:  # it imports the solver: not at start-up
    from mahjong_qt.core.game_review import Review

__all__ = ["ReviewTexts", "pair_names"]


def pair_names(board: Board, pair: tuple[int, int], lang: str) -> str:
    """ "Bamboo 5 and Bamboo 5": the faces of the two tiles of ``pair`` on ``board``."""
    a, b = (tile_name(board.face(t), lang) for t in pair)
    return fill(phrase("list_two"), a, b)


def pair_sentences(board: Board, pair: tuple[int, int], lang: str) -> str:
    """Both tiles of ``pair`` with their level and freedom, as a screen reader says them."""
    a, b = (tile_sentence(board, t, lang) for t in pair)
    return fill(phrase("list_two"), a, b)


class ReviewTexts(QObject):
    """Translated texts of the review (a QObject so that ``self.tr`` gives ``lupdate`` its
    context)."""

    def verdict(self, review: Review, before: Board | None, lang: str) -> str:
        """The review's sentence; ``before``: the board at the last winnable position."""
        if review.still_winnable:
            return self.tr("This position can still be won: no move has lost the game.")
        if review.lost_from_start:
            return self.tr(
                "This game could not be won from its start or its last shuffle: no single "
                "move lost it."
            )
        move, k = review.losing_move, review.last_winnable
        if k is None or before is None or not isinstance(move, Removal):
            return self.tr(
                "The solver could not decide in time where this game was lost. Try again later."
            )
        names = pair_names(before, (move.a, move.b), lang)
        if k == 0:
            return fill(
                self.tr("Winnable from the deal. The move that lost it: %1 (move 1)."), names
            )
        return fill(
            self.tr("Winnable until move %1. The move that lost it: %2 (move %3)."), k, names, k + 1
        )

    def instead(self, before: Board, pair: tuple[int, int], lang: str) -> str:
        return fill(
            self.tr("The solver would have played %1 instead."), pair_names(before, pair, lang)
        )

    def position(self, step: int, moves: int) -> str:
        if step == 0:
            return self.tr("The deal, before any move")
        return fill(self.tr("After move %1 of %2"), step, moves)

    def next_move(self, board: Board, move: Move | None, losing: bool, lang: str) -> str:
        """What was played from the position shown (the losing move said as such)."""
        if move is None:
            return self.tr("The last position of the game.")
        if not isinstance(move, Removal):
            return self.tr("Next, the tiles were shuffled.")
        names = pair_names(board, (move.a, move.b), lang)
        if losing:
            return fill(self.tr("Next, the move that lost it: %1."), names)
        return fill(self.tr("Next move played: %1."), names)

    def spoken_step(
        self,
        board: Board,
        step: int,
        moves: int,
        move: Move | None,
        losing: bool,
        instead: tuple[int, int] | None,
        lang: str,
    ) -> str:
        """The position said to a screen reader: where, the next move's tiles in full, and the
        solver's pair at the last winnable position."""
        parts = [self.position(step, moves)]
        if isinstance(move, Removal):
            said = pair_sentences(board, (move.a, move.b), lang)
            template = self.tr("The move that lost it: %1.") if losing else self.tr("Next: %1.")
            parts.append(fill(template, said))
        else:
            parts.append(self.next_move(board, move, losing, lang))
        if losing and instead is not None:
            parts.append(
                fill(self.tr("The solver's pair: %1."), pair_sentences(board, instead, lang))
            )
        return " ".join(parts)

    def see_review(self) -> str:
        return self.tr("Game ▸ Review the Game shows the board then.")

    def working(self) -> str:
        return self.tr("The solver replays your game to find the move that lost it…")

    def title(self) -> str:
        return self.tr("Review of the Game")

    def legend_lost(self) -> str:
        return self.tr("The move that lost it")

    def legend_instead(self) -> str:
        return self.tr("The solver's pair instead")

    def legend_played(self) -> str:
        return self.tr("The next move played")
