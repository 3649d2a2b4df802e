"""What keeps a player from tripping over the game (issue 18), as one part of the window.

* **The clock waits** while a modal dialog or a mode screen covers the board (``ModalWatch``),
  except in modes where time is the game (``ModeDefinition.clock_waits`` false: the challenge,
  the race): there the dialog's title says that the clock keeps running.
* **The demo**: the solver plays the position to the end on its own copy of the board, at the
  pace chosen; the clock waits meanwhile and nothing is counted; stopping it (the action again,
  or Escape) gives the board back as it was.
* **The lost banner**: when it shows (:func:`~mahjong_qt.app.board.lost_banner.banner_due` for the
  player's ``lost_warning`` setting), and what its buttons do.

The window asks :meth:`PlayAids.marks` what to add to the board's marks, and calls
:meth:`PlayAids.set_lost_warning` when the settings change.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QWidget

from mahjong_qt.app.board.lost_banner import LostBanner, banner_due
from mahjong_qt.app.session.game_session import GameSession
from mahjong_qt.core.board import Board
from mahjong_qt.core.modes.definitions import mode_of

from .demo_runner import DemoRunner
from .modal_watch import ModalWatch, mark_running

__all__ = ["PlayAids", "AidMarks", "DemoActions"]


class DemoActions(Protocol):
    """The demo's actions: on/off, and the pace (a group of checkable actions)."""

    demo: QAction
    demo_pace: QActionGroup


AidMarks = tuple[bool, Board | None, tuple[int, bool] | None]  # held, demo board, banner


class PlayAids(QObject):
    """``changed`` when what the board shows changed (the demo moved, a dialog came or went)."""

    changed = Signal()

    def __init__(
        self,
        window: QWidget,
        session: GameSession,
        banner: LostBanner,
        actions: DemoActions,
        say: Callable[[str], None],
    ):
        super().__init__(window)
        self.session = session
        self._say = say
        self._demo_action = demo_action = actions.demo
        self._paces = paces = actions.demo_pace
        self.demo: DemoRunner | None = None
        self.dialog_open = False
        self.lost_warning = "at_once"
        self._dismissed: int | None = None  # the position (moves made) the banner was shut at
        self.watch = ModalWatch(window)
        self.watch.blocked.connect(self._covered)
        banner.rewind.connect(session.back_to_winnable)
        banner.undo.connect(session.undo)
        banner.dismissed.connect(self._dismiss)
        demo_action.toggled.connect(self._demo_toggled)
        paces.triggered.connect(self._pace_chosen)
        session.started.connect(self.stop_demo)

    # ----- what the board shows ----------------------------------------------------------
    def marks(self) -> AidMarks:
        """Held (a dialog covers the board), the demo's board, the banner's contents."""
        demo = self.demo.demo.board if self.demo is not None else None
        return self.dialog_open, demo, self._banner()

    def _banner(self) -> tuple[int, bool] | None:
        s, game = self.session, self.session.game
        if game is None or game.is_won or s.locked:
            return None
        if not banner_due(self.lost_warning, s.lost, game.is_stuck):
            return None
        if self._dismissed == len(game.board.history):
            return None
        return s.play.moves_to_winnable if s.play else 0, game.can_undo

    def set_lost_warning(self, when: str) -> None:
        """The player's choice: when the banner (and the quiet notice) tell a lost position."""
        self.lost_warning = when
        self.session.tell_lost = when == "at_once"

    def _dismiss(self) -> None:
        game = self.session.game
        self._dismissed = len(game.board.history) if game is not None else None

    # ----- the clock behind dialogs ------------------------------------------------------
    def _covered(self, on: bool) -> None:
        game, s = self.session.game, self.session
        running = game is not None and not (game.finished or game.is_won or s.locked)
        if on and running and game is not None and not mode_of(game.mode).clock_waits:
            mark_running()  # time is the game here: the clock goes on, the dialog says so
            return
        if on != self.dialog_open:
            self.dialog_open = on
            self._hold()
            self.changed.emit()

    def _hold(self) -> None:
        self.session.set_held(self.dialog_open or self.demo is not None)

    # ----- the demo ----------------------------------------------------------------------
    def _demo_toggled(self, on: bool) -> None:
        if on and self.demo is None:
            self._start_demo()
        elif not on and self.demo is not None:
            self.stop_demo()

    def _start_demo(self) -> None:
        from mahjong_qt.core.demo import Demo  # the solver's hints: imported when a demo starts

        play = self.session.play
        game = play.game if play is not None else None
        demo = None
        if play is not None and game is not None and not game.is_won and not self.session.blocked:
            demo = Demo.of_game(game, [play.known_solution()])
            if demo is None:  # lost, or off every known line: the deal from its start
                demo = Demo.from_start(game)
                if demo is not None:
                    self._say(
                        self.tr(
                            "No known winning line from here: the demo plays the deal from"
                            " its start."
                        )
                    )
        if demo is None:
            self._demo_action.setChecked(False)
            return
        pace = self._paces.checkedAction()
        self.demo = DemoRunner(demo, pace.data() if pace is not None else "normal", self)
        self.demo.stepped.connect(lambda _removal: self.changed.emit())
        self.demo.finished.connect(self._demo_finished)
        self._hold()
        self._say(self.tr("Demo: the solver plays this deal. It does not count as a game."))
        self.demo.start()
        self.changed.emit()

    def _demo_finished(self) -> None:
        if self.demo is not None and self.demo.demo.finished:
            self._say(self.tr("The demo cleared the board. Press D to go back to your game."))

    def stop_demo(self) -> None:
        """Back to the game as it was (the demo touched only its own board)."""
        runner, self.demo = self.demo, None
        if runner is None:
            return
        runner.stop()
        runner.deleteLater()
        self._demo_action.setChecked(False)
        self._hold()
        self.changed.emit()

    def _pace_chosen(self, action: QAction) -> None:
        if self.demo is not None:
            self.demo.set_pace(action.data())
