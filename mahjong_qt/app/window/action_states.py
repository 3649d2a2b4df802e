"""Which of the window's actions can be used now, from the game and the session's state."""

from __future__ import annotations

from dataclasses import dataclass

from mahjong_qt.core.game import Game

from .actions import GameActions
from .menus import GameMenus

__all__ = ["ActionState", "update_actions", "no_game_actions"]


@dataclass(frozen=True)
class ActionState:
    """What decides the actions: the ``game``; ``over``: paused, or no more moves taken;
    ``moves_to_winnable``: what "back to a winnable position" would take back; a race
    under way (``racing``) or shown (``race_shown``); ``hint_left``: a hint can be shown;
    ``demo``: the demo plays."""

    game: Game
    over: bool = False
    moves_to_winnable: int = 0
    racing: bool = False
    race_shown: bool = False
    hint_left: bool = True
    demo: bool = False


def update_actions(a: GameActions, menus: GameMenus, state: ActionState) -> None:
    """Enable the actions that apply in ``state``."""
    game, over = state.game, state.over
    a.undo.setEnabled(game.can_undo and not over)
    a.redo.setEnabled(game.can_redo and not over)
    a.back_to_winnable.setEnabled(state.moves_to_winnable > 0 and not over)
    menus.show_rewind(a.back_to_winnable.isEnabled())
    a.hint.setEnabled(not over and not game.is_won and state.hint_left)  # not at 0 left
    a.demo.setEnabled(state.demo or not (over or game.is_won))
    a.shuffle.setEnabled(not over and not game.is_won and game.can_shuffle())
    a.restart.setEnabled(bool(game.board.history) or game.clock.elapsed() > 0)
    a.give_up.setEnabled(state.racing)
    a.give_up.setVisible(state.race_shown)
    a.pause.setEnabled(not state.racing)


def no_game_actions(a: GameActions, menus: GameMenus) -> None:
    """No game on the board yet (a saved game's layout being built): nothing to play with."""
    for action in (a.undo, a.redo, a.back_to_winnable, a.hint, a.demo, a.shuffle, a.restart):
        action.setEnabled(False)
    menus.show_rewind(False)
    a.give_up.setEnabled(False)
    a.pause.setEnabled(False)
