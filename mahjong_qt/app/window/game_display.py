"""What the window shows of the game in progress, as one part: the board and its marks, the
status, the race strip, which actions apply, the title, and what a screen reader hears.

:meth:`GameDisplay.refresh` gathers the marks from the parts that know them (the session, the
starter's deal being made, the race's countdown, the player aids) and shows them all; a move
(the session's ``changed(Change)``) is shown as far as it concerns each part
(:meth:`GameDisplay.show_change`: the tiles it changed, the status when its counters moved, the
actions and what a screen reader hears). It listens to the signals that change what is shown;
the window only makes it (``window.display``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QStatusBar

from mahjong_qt.app.aids.auto_finish import AutoFinish
from mahjong_qt.app.aids.play_aids import PlayAids
from mahjong_qt.app.board.board_presenter import BoardCover, BoardMarks, BoardPresenter
from mahjong_qt.app.modes.mode_controller import ModeController
from mahjong_qt.app.screen_reader.game_announcer import GameAnnouncer, race_rank
from mahjong_qt.app.session.game_session import GameSession
from mahjong_qt.app.session.game_starter import GameStarter
from mahjong_qt.core.change import Change
from mahjong_qt.core.game import Game
from mahjong_qt.core.modes.definitions import mode_of
from mahjong_qt.core.settings import Settings

from .action_states import ActionState, no_game_actions, update_actions
from .actions import GameActions
from .menus import GameMenus
from .window_title import window_title

if TYPE_CHECKING:
    from mahjong_qt.app.dialogs.layout_names import LayoutNames

__all__ = ["GameDisplay", "DisplayHost", "MARKS"]

#: What another part than the session changed (a race step, the aids, the focus, the look):
#: every mark and counter may have moved, no tile did.
MARKS = Change(selection=True, hint=True, counters=True, status=True)


class DisplayHost(Protocol):
    """What the display needs from the window: the settings, the language, the title and the
    status line."""

    settings: Settings
    language: str
    layout_names: LayoutNames

    def setWindowTitle(self, title: str) -> None: ...  # noqa: N802 (Qt's name)

    def show_message(self, text: str, speak: bool = True) -> None: ...

    def clear_message(self) -> None: ...

    def statusBar(self) -> QStatusBar: ...  # noqa: N802 (Qt's name)


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
        s.changed.connect(self.show_change)
        for signal in (self.starter.dealing, modes.race_changed, modes.race_over):
            signal.connect(self.refresh)
        self.aids.changed.connect(self.refresh)
        s.tick.connect(lambda: board.show_status(s.game) if s.game else None)
        modes.race_updated.connect(self.race_updated)
        board.view.focusMoved.connect(self.focus_moved)
        self._said = ""  # the last game's last word in the status line (a hint's, say)
        s.notice.connect(self._game_said)
        s.started.connect(self._new_game)

    def refresh(self, *_args, change: Change = MARKS) -> None:
        """Show the session's game: board, marks, status, race strip, actions and title (the
        tiles ``change`` says: none, for a change of marks; every one for a new game)."""
        game, modes, lang = self.session.game, self.modes, self.host.language
        if game is None:  # the first game is being made (a saved game's layout built again)
            self.board.show_waiting(self.starter.waiting)
            no_game_actions(self.actions, self.menus)
            return
        self._show(game, change)
        self.board.show_race(modes.race, lang)
        self.host.setWindowTitle(window_title(game, lang, self.host.layout_names))
        self.speech.say_countdown(modes.race_countdown)
        self.speech.say_rank(race_rank(modes.race))

    def show_change(self, change: Change) -> None:
        """The session's game changed (``change``): a new game is shown whole, a move only as
        far as it concerns the board, the status, the actions and the speech."""
        game = self.session.game
        if change.everything or game is None:
            self.refresh(change=change)
        else:
            self._show(game, change)

    def _show(self, game: Game, change: Change) -> None:
        s, modes = self.session, self.modes
        held, demo, lost = self.aids.marks()
        cover = BoardCover(s.paused, held, modes.race_countdown, self.starter.waiting)
        marks = BoardMarks(
            hint=s.hint_pair,
            cover=cover,
            shade_blocked=self.actions.shade_blocked.isChecked(),
            lang=self.host.language,
            demo=demo,
            lost=lost,
            aids=self.host.settings.aids_panel and mode_of(game.mode).aids,
        )
        self.board.show(game, marks, change)
        play = s.play
        state = ActionState(
            game,
            over=marks.faces_hidden or s.blocked,
            moves_to_winnable=play.moves_to_winnable if play is not None else 0,
            racing=modes.racing,
            race_shown=modes.race is not None,
            hint_left=play is not None and play.hint_available,
            demo=demo is not None,
        )
        update_actions(self.actions, self.menus, state)
        self.speech.update()
        self.finisher.check()

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

    def _game_said(self, text: str) -> None:
        self._said = text

    def _new_game(self) -> None:
        """A new game: what the last one said in the status line (a hint) goes with it."""
        said, self._said = self._said, ""
        if said and self.host.statusBar().currentMessage() == said:
            self.host.clear_message()
