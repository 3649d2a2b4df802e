"""The game window as the tests drive it: the game in progress, a tile clicked as the player
clicks it, the first pair of the solution removed, the board cleared, an action of the menus
triggered by name, Undo and Redo, the status line, what a screen reader hears. The tests go
through it rather than the window's parts three deep (``window.session.game.board``,
``window.actions_.undo.trigger()``), so that those parts can be rearranged without touching
each test."""

from __future__ import annotations

from mahjong_qt.app.window.main_window import MainWindow
from mahjong_qt.core.game import Game

__all__ = ["GameDriver"]


class GameDriver:
    def __init__(self, window: MainWindow):
        self.window = window

    @property
    def game(self) -> Game:
        """The game in progress (there is one)."""
        game = self.window.session.game
        assert game is not None, "no game in progress"
        return game

    # --- what the player does ----------------------------------------------------------------
    def click_tile(self, index: int) -> None:
        """Tile ``index`` clicked (or taken by the keyboard), as the player's input goes."""
        self.window.play.click_tile(index)

    def remove_pair(self, a: int, b: int) -> None:
        self.click_tile(a)
        self.click_tile(b)

    def remove_first_pair(self) -> tuple[int, int]:
        """The solution's first pair still on the board, removed by two clicks; the pair."""
        board = self.game.board
        a, b = next((a, b) for a, b in self.game.solution if board.is_present(a))
        self.remove_pair(a, b)
        return a, b

    def win(self) -> None:
        """Clear the board along the deal's solution, through the player's clicks."""
        game = self.game
        for a, b in game.solution:
            self.remove_pair(a, b)
        assert game.is_won

    def act(self, name: str) -> None:
        """Trigger the window's action ``name`` (as its menu item or shortcut would)."""
        getattr(self.window.actions_, name).trigger()

    def undo(self) -> None:
        self.act("undo")

    def redo(self) -> None:
        self.act("redo")

    # --- what the player sees and hears ------------------------------------------------------
    @property
    def status_text(self) -> str:
        """The status line's message."""
        return self.window.statusBar().currentMessage()

    def listen(self) -> list[str]:
        """From now on, what a screen reader hears, in order."""
        heard: list[str] = []
        self.window.view.announcer.announced.connect(lambda text, _assertive: heard.append(text))
        return heard
