"""What the window shows of the game in progress, as one part: the board and its marks, the
status, the race strip, which actions apply, the title, and what a screen reader hears.

:meth:`GameDisplay.refresh` gathers the marks from the parts that know them (the session, the
starter's deal being made, the race's countdown, the player aids) and shows them. It listens to
the signals that change what is shown; the window only makes it (``window.display``).
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject

from ..core.modes.definitions import mode_of
from ..core.settings import Settings
from .action_states import update_actions
from .actions import GameActions
from .auto_finish import AutoFinish
from .board_presenter import BoardMarks, BoardPresenter
from .game_announcer import GameAnnouncer, race_rank
from .game_session import GameSession
from .game_starter import GameStarter
from .menus import GameMenus
from .modes.mode_controller import ModeController
from .play_aids import PlayAids
from .window_title import window_title

__all__ = ["GameDisplay", "DisplayHost"]


class DisplayHost(Protocol):
    """What the display needs from the window: the settings, the language, the title and the
    status line."""

    settings: Settings
    language: str

    def setWindowTitle(self, title: str) -> None: ...  # noqa: N802 (Qt's name)

    def show_message(self, text: str, speak: bool = True) -> None: ...


class GameDisplay(QObject):
    """Shows the session's game on ``board`` (and the actions, menus and speech around it)."""

    def __init__(
        self,
        host: DisplayHost,
        board: BoardPresenter,
        *,
        session: GameSession,
        starter: GameStarter,
        modes: ModeController,
        aids: PlayAids,
        controls: tuple[GameActions, GameMenus],
        speech: GameAnnouncer,
        finisher: AutoFinish,
    ):
        super().__init__(board)
        self.host, self.board = host, board
        self.session, self.starter, self.modes, self.aids = session, starter, modes, aids
        self.actions, self.menus = controls
        self.speech, self.finisher = speech, finisher
        s, modes = self.session, self.modes
        for signal in (s.changed, self.starter.dealing, modes.race_changed, modes.race_over):
            signal.connect(self.refresh)
        self.aids.changed.connect(self.refresh)
        s.tick.connect(lambda: s.game and board.show_status(s.game))
        modes.race_updated.connect(self.race_updated)
        board.view.focusMoved.connect(self.focus_moved)

    def refresh(self, *_args) -> None:
        """Show the session's game: board, marks, status, race strip, actions and title."""
        s, game, modes = self.session, self.session.game, self.modes
        if game is None:  # the first game is being made (a saved game's layout built again)
            self.board.show_waiting(self.starter.waiting)
            return
        shade, lang = self.actions.shade_blocked.isChecked(), self.host.language
        countdown, waiting = modes.race_countdown, self.starter.waiting
        held, demo, lost = self.aids.marks()
        panel = self.host.settings.aids_panel and mode_of(game.mode).aids
        marks = BoardMarks(
            s.hint_pair, s.paused, countdown, waiting, shade, lang, held, demo, lost, panel
        )
        self.board.show(game, marks, s.take_change())
        self.board.show_race(modes.race, lang)
        over, race_shown = marks.faces_hidden or s.blocked, modes.race is not None
        moves = s.moves_to_winnable
        update_actions(
            self.actions, self.menus, game, over, moves, modes.racing, race_shown, s, demo
        )
        self.host.setWindowTitle(window_title(game, lang))
        self.speech.update()
        self.finisher.check()
        self.speech.say_countdown(countdown)
        self.speech.say_rank(race_rank(modes.race))

    def race_updated(self) -> None:
        """A step of the race: the strip (the whole board when the countdown changed)."""
        if self.modes.race_countdown != self.board.shown_countdown:
            self.refresh()  # 3, 2, 1, go: the curtain changes
        else:
            self.board.show_race(self.modes.race, self.host.language)
            self.speech.say_rank(race_rank(self.modes.race))

    def focus_moved(self, index: int | None) -> None:
        """The keyboard focus moved to tile ``index``: it is shown and described."""
        self.refresh()
        if index is not None and self.session.game is not None:
            self.board.describe_focus(self.session.game, index, self.host.language)
