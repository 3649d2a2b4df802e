"""What the window shows of the game in progress, as one part: the board and its marks, the
status, the race strip, which actions apply, the title, and what a screen reader hears.

:meth:`GameDisplay.refresh` gathers the marks from the parts that know them (the session, the
starter's deal being made, the race's countdown, the player aids) and shows them. It listens to
the signals that change what is shown; the window only makes it (``window.display``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QStatusBar

from mahjong_qt.app.aids.auto_finish import AutoFinish
from mahjong_qt.app.aids.play_aids import PlayAids
from mahjong_qt.app.board.board_presenter import BoardMarks, BoardPresenter
from mahjong_qt.app.modes.mode_controller import ModeController
from mahjong_qt.app.screen_reader.game_announcer import GameAnnouncer, race_rank
from mahjong_qt.app.session.game_session import GameSession
from mahjong_qt.app.session.game_starter import GameStarter
from mahjong_qt.core.modes.definitions import mode_of
from mahjong_qt.core.settings import Settings

from .action_states import no_game_actions, update_actions
from .actions import GameActions
from .menus import GameMenus
from .window_title import window_title

if TYPE_CHECKING:
    from mahjong_qt.app.dialogs.layout_names import LayoutNames

__all__ = ["GameDisplay", "DisplayHost"]


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
        for signal in (s.changed, self.starter.dealing, modes.race_changed, modes.race_over):
            signal.connect(self.refresh)
        self.aids.changed.connect(self.refresh)
        s.tick.connect(lambda: board.show_status(s.game) if s.game else None)
        modes.race_updated.connect(self.race_updated)
        board.view.focusMoved.connect(self.focus_moved)
        self._said = ""  # the last game's last word in the status line (a hint's, say)
        s.notice.connect(self._game_said)
        s.started.connect(self._new_game)

    def refresh(self, *_args) -> None:
        """Show the session's game: board, marks, status, race strip, actions and title."""
        s, game, modes = self.session, self.session.game, self.modes
        if game is None:  # the first game is being made (a saved game's layout built again)
            self.board.show_waiting(self.starter.waiting)
            no_game_actions(self.actions, self.menus)
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
        self.host.setWindowTitle(window_title(game, lang, self.host.layout_names))
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

    def _game_said(self, text: str) -> None:
        self._said = text

    def _new_game(self) -> None:
        """A new game: what the last one said in the status line (a hint) goes with it."""
        said, self._said = self._said, ""
        if said and self.host.statusBar().currentMessage() == said:
            self.host.clear_message()
