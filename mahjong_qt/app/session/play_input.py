"""What the player does on the board, as one part of the window: a click (or Enter) on a tile,
pausing, undo and redo, clearing the selection.

A click is refused while a race counts down or the demo plays; a refused click says why (the
status line and the screen reader). A race does not pause: the CPU goes on.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QObject

from mahjong_qt.app.aids.play_aids import PlayAids
from mahjong_qt.app.board.board_presenter import BoardPresenter
from mahjong_qt.app.modes.mode_controller import ModeController
from mahjong_qt.app.screen_reader.game_announcer import GameAnnouncer
from mahjong_qt.app.window.actions import GameActions
from mahjong_qt.core.selection import Refused, Reselected, Selected

from .game_session import GameSession

__all__ = ["PlayInput", "InputHost"]


class InputHost(Protocol):
    """What the player's input needs from the window: the language and the status line."""

    language: str

    def show_message(self, text: str, speak: bool = True) -> None: ...

    def clear_message(self) -> None: ...


class PlayInput(QObject):
    """Sends the player's moves to the session (``window.play``)."""

    def __init__(
        self,
        host: InputHost,
        board: BoardPresenter,
        actions: GameActions,
        *,
        session: GameSession,
        modes: ModeController,
        aids: PlayAids,
        speech: GameAnnouncer,
    ):
        super().__init__(board)
        self.host, self.board, self.actions = host, board, actions
        self.session, self.modes, self.aids, self.speech = session, modes, aids, speech
        s, a, view = session, actions, board.view
        a.undo.triggered.connect(lambda: self._quiet(s.undo))
        a.redo.triggered.connect(lambda: self._quiet(s.redo))
        a.pause.toggled.connect(self.set_paused)
        board.scene.tileClicked.connect(self.click_tile)
        board.scene.backgroundClicked.connect(s.clear_selection)
        view.activated.connect(self.click_tile)
        view.escapePressed.connect(s.clear_selection)
        view.escapePressed.connect(aids.stop_demo)
        view.curtainClicked.connect(lambda: self.set_paused(False))

    def click_tile(self, index: int) -> None:
        """The player clicked tile ``index`` (or pressed Enter on it)."""
        if self.modes.race_countdown is not None or self.aids.demo is not None:
            return
        outcome = self.session.click(index)
        if isinstance(outcome, Refused) and self.session.game is not None:
            text = self.board.refused(self.session.game, outcome.blocked, self.host.language)
            self.host.show_message(text, speak=False)
            self.speech.say_refusal(index)
        elif isinstance(outcome, Selected | Reselected):
            self.host.clear_message()

    def set_paused(self, paused: bool) -> None:
        """Pause or go on (the Pause action shows it; a race does not wait)."""
        paused = paused and not self.modes.racing  # a race does not wait: the CPU goes on
        if self.actions.pause.isChecked() != paused:
            self.actions.pause.setChecked(paused)  # comes back here through toggled
            return
        self.session.set_paused(paused)

    def _quiet(self, move: Callable[[], object]) -> None:
        """Undo or redo: what the status line said of the move before goes with it."""
        self.host.clear_message()
        move()
