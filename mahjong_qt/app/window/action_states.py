"""Which of the window's actions can be used now, from the game and the session's state."""

from __future__ import annotations

from typing import Protocol

from mahjong_qt.core.game import Game

from .actions import GameActions
from .menus import GameMenus

__all__ = ["update_actions", "no_game_actions", "HelpState"]


class HelpState(Protocol):
    @property
    def hint_available(self) -> bool: ...


def update_actions(
    a: GameActions,
    menus: GameMenus,
    game: Game,
    over: bool,
    moves_to_winnable: int,
    racing: bool,
    race_shown: bool,
    help_: HelpState | None = None,
    demo: object | None = None,
) -> None:
    """Enable the actions that apply (``over``: paused, or no more moves taken; ``help_``:
    whether a hint can be shown; ``demo``: the demo's board while it plays)."""
    a.undo.setEnabled(game.can_undo and not over)
    a.redo.setEnabled(game.can_redo and not over)
    a.back_to_winnable.setEnabled(moves_to_winnable > 0 and not over)
    menus.show_rewind(a.back_to_winnable.isEnabled())
    hint_left = help_ is None or help_.hint_available
    a.hint.setEnabled(not over and not game.is_won and hint_left)  # not at 0 left
    a.demo.setEnabled(demo is not None or not (over or game.is_won))
    a.shuffle.setEnabled(not over and not game.is_won and game.can_shuffle())
    a.restart.setEnabled(bool(game.board.history) or game.clock.elapsed() > 0)
    a.give_up.setEnabled(racing)
    a.give_up.setVisible(race_shown)
    a.pause.setEnabled(not racing)


def no_game_actions(a: GameActions, menus: GameMenus) -> None:
    """No game on the board yet (a saved game's layout being built): nothing to play with."""
    for action in (a.undo, a.redo, a.back_to_winnable, a.hint, a.demo, a.shuffle, a.restart):
        action.setEnabled(False)
    menus.show_rewind(False)
    a.give_up.setEnabled(False)
    a.pause.setEnabled(False)
