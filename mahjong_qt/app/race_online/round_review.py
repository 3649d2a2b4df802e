"""The review of the player's own round of an online race, by the offline game's reviewer.

The client knows the deal (the faces of "go") and its own moves (the board it played, a mirror
of the server's), so after the round it is a finished game like any other: :class:`RoundReview`
shows it to the game's :class:`~mahjong_qt.app.review.game_reviewer.GameReviewer` as its session (a
race is over: ``locked``, "play from here" never), which reviews it in the worker pool as soon as
the round ends and opens the same :class:`~mahjong_qt.app.review.review_dialog.ReviewDialog`.
:class:`RoundReviewer` follows the room's messages (the deal at "go", the result) and offers
the result's *Review My Game* while there is a lost round to review. A round joined again in
the middle (a rejoin: no deal known) has nothing to review.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from mahjong_qt.app.review.game_reviewer import GameReviewer
from mahjong_qt.core.board import Board
from mahjong_qt.core.clock import GameClock
from mahjong_qt.core.game import Game, HelpLimits
from mahjong_qt.core.modes.definitions import ModeId
from mahjong_qt.core.modes.race import RACE_VARIANT, race_layout
from mahjong_qt.core.modes.setup import GENERATED_SOURCE
from mahjong_qt.core.review_job import PlayFrom
from mahjong_qt.net import protocol as p

from .net_bridge import RaceConnection
from .race_board import OnlineBoard

__all__ = ["RoundReview", "RoundReviewer"]


class RoundReview(QObject):
    """The round just played, as the reviewer reads a game session (``ReviewSession``)."""

    changed = Signal()
    stuck = Signal()  # the round is over: review it in the background now

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._game: Game | None = None

    @property
    def game(self) -> Game | None:
        return self._game

    @property
    def lost(self) -> bool:
        return True  # over without a clear board: lost, for the review

    @property
    def locked(self) -> bool:
        return True  # the race is over: nothing to play on

    @property
    def tell_lost(self) -> bool:
        return True

    @property
    def known_winnable(self) -> int:
        return 0

    def back_to_move(self, back: PlayFrom) -> bool:
        return False  # a race is not played on

    def set_round(self, level_id: str, faces: Sequence[int], board: Board) -> None:
        """The round played on ``level_id``, dealt as ``faces``, with the moves of ``board``."""
        layout = race_layout(level_id)
        played = Board.replay(layout.geometry, faces, board.history)  # a copy: the review's own
        self._game = Game(
            layout,
            played,
            initial_faces=faces,
            number=0,
            difficulty="normal",
            variant=RACE_VARIANT,
            mode=ModeId.RACE.value,
            layout_source=GENERATED_SOURCE,
            initial_solution=None,
            limits=HelpLimits(),
            clock=GameClock(),
        )
        self.changed.emit()
        self.stuck.emit()

    def clear(self) -> None:
        """A new round (or none): nothing to review."""
        if self._game is not None:
            self._game = None
            self.changed.emit()


class _BoardSpeaker:
    def __init__(self, board: OnlineBoard):
        self._board = board

    def say(self, text: str, *, assertive: bool = False) -> None:
        self._board.view.announcer.announce(text, assertive=assertive)


class Reviewable(Protocol):
    """Where Review is offered (the result view)."""

    review: Any  # Signal(): the player asks for it

    def set_reviewable(self, on: bool) -> None: ...


class RoundReviewer(QObject):
    """The review of each round the player played from its "go", over ``screen``, drawn with
    ``board``'s tiles and table; offered on ``result`` once the round is over."""

    def __init__(
        self,
        connection: RaceConnection,
        board: OnlineBoard,
        result: Reviewable,
        language: Callable[[], str],
        screen: QWidget,
    ):
        super().__init__(screen)
        self.round = RoundReview(self)
        self.reviewer = GameReviewer(screen, self.round, board, _BoardSpeaker(board), language)
        self._board, self._result = board, result
        self._dealt: tuple[str, tuple[int, ...]] | None = None
        self.reviewer.available_changed.connect(result.set_reviewable)
        result.review.connect(self.reviewer.open)
        connection.message.connect(self._heard)

    def _heard(self, message: object) -> None:
        if isinstance(message, p.Go):
            self._dealt = (message.level, tuple(message.faces))
        elif isinstance(message, (p.Countdown, p.Sync)):  # a new round, or one joined midway
            self._dealt = None
            self.round.clear()
        elif isinstance(message, p.Result) and self._dealt is not None:
            board = self._board.board
            if board is not None:
                self.round.set_round(*self._dealt, board)
        self._result.set_reviewable(self.reviewer.available())

    def shutdown(self) -> None:
        self.reviewer.shutdown()
