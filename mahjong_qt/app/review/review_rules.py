"""When the review of a lost game may be opened, and when it may resume the game.

A review is help: where a mode forbids help (``ModeDefinition.aids`` false, e.g. a race) it is
only offered once the game is over for its mode, and "play from here" never. Elsewhere it is
offered once the game is lost: no free pair left, the mode ended it (time up, race lost), or
the solver proved it lost and the player wants to be told so (``tell_lost``).
"""

from __future__ import annotations

from mahjong_qt.core.game import Game
from mahjong_qt.core.modes.definitions import mode_of

__all__ = ["may_review", "may_play_on"]


def may_review(game: Game | None, *, lost: bool, locked: bool, tell_lost: bool = True) -> bool:
    """Whether the game on the board is a lost game the player may review."""
    if game is None or game.is_won or not game.board.history:
        return False
    if game.finished and not locked:  # a won game looked back over
        return False
    if not (mode_of(game.mode).aids or locked):
        return False
    return locked or game.is_stuck or (lost and tell_lost)


def may_play_on(game: Game | None, *, locked: bool) -> bool:
    """Whether the review may resume ``game`` at its last winnable position."""
    return game is not None and not locked and mode_of(game.mode).aids
