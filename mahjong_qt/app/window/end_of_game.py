"""The end of a game, as the window shows it: one end dialog at a time (board cleared, no
more moves, time up, race result), window-modal without blocking, and the player's answer run.

The answers are the window's actions, handed in as a mapping from a dialog's ``wants``
("new", "next", "again", "replay", "undo", "rewind", "shuffle", "review") to a callable: a new answer is
one more entry, a new dialog one more :class:`EndDialog` subclass.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from mahjong_qt.app.dialogs.end_dialog import EndDialog
from mahjong_qt.app.modes.mode_controller import ModeController
from mahjong_qt.app.modes.mode_progress import ModeOutcome
from mahjong_qt.app.modes.mode_texts import local
from mahjong_qt.app.review.review_rules import may_review
from mahjong_qt.app.session.game_session import GameSession
from mahjong_qt.app.session.records_book import GameResult
from mahjong_qt.core.modes.definitions import mode_of

from .dialog_slot import DialogSlot

__all__ = ["EndOfGame"]


class EndOfGame(QObject):
    """Opens the end dialogs over ``parent`` when the session or the modes say a game ended;
    ``dialog`` is the one open (tests reach it)."""

    def __init__(
        self,
        parent: QWidget,
        session: GameSession,
        modes: ModeController,
        answers: Mapping[str, Callable[[], None]],
        language: Callable[[], str],
    ):
        super().__init__(parent)
        self._parent = parent
        self._session = session
        self._modes = modes
        self._answers = dict(answers)
        self._language = language
        self._slot = DialogSlot(self._done)
        session.won.connect(self.won)
        session.stuck.connect(self.stuck)
        modes.time_up.connect(self.time_up)
        modes.race_over.connect(self.race_over)

    def won(self, result: GameResult) -> None:
        game = self._session.game
        if game is not None and mode_of(game.mode).opponent and self._modes.race is not None:
            return  # the race's result screen says it
        from mahjong_qt.app.dialogs.win_dialog import (
            WinDialog,  # each dialog is imported when first needed
        )

        outcome: ModeOutcome = self._modes.game_won(result)
        self.open(WinDialog(result, game, self._parent, outcome.next_level, outcome.news))

    def stuck(self) -> None:
        from mahjong_qt.app.dialogs.dead_end_dialog import DeadEndDialog

        play = self._session.play
        if play is not None:
            game, rewind = play.game, play.moves_to_winnable
            dialog = DeadEndDialog(
                game.can_undo, game.can_shuffle(), self._parent, rewind, self._reviewable()
            )
            self.open(dialog)

    def time_up(self, _result: GameResult) -> None:
        from mahjong_qt.app.dialogs.time_up_dialog import TimeUpDialog

        game = self._session.game
        tiles_left = game.board.tiles_left if game else 0
        self.open(TimeUpDialog(tiles_left, self._parent, self._reviewable()))

    def race_over(self) -> None:
        from mahjong_qt.app.modes.race_dialogs import RaceResultDialog

        run = self._modes.race
        if run is None:
            return
        cpu = self.tr("CPU (%1)").replace("%1", local(run.config.strength.name, self._language()))
        result = self._modes.race_result
        self.open(RaceResultDialog(run.race, cpu, result, self._parent, self._reviewable()))

    def _reviewable(self) -> bool:
        """Whether the game that just ended may be reviewed ("review" is an answer)."""
        s = self._session
        return "review" in self._answers and may_review(
            s.game, lost=s.lost, locked=s.locked, tell_lost=s.tell_lost
        )

    @property
    def dialog(self) -> EndDialog | None:
        return self._slot.dialog

    def open(self, dialog: EndDialog) -> None:
        """Show ``dialog`` (closing the one open) and run its answer when it closes."""
        self._slot.open(dialog)

    def _done(self, dialog: EndDialog) -> None:
        answer = self._answers.get(dialog.wants or "")
        if answer is not None:
            answer()
