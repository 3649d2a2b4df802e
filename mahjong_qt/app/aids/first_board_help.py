"""The first board's helping hand (seed 000, issue 26 item 16): on a player's very first board,
a pair is shown for free after 12 seconds without a move, once.

"Very first" (:func:`is_first_board`): no Classic game started when the window opens
(``Settings.last_number``), the hand never given (``Settings.first_pair_shown``), and no game
in the records (read when the hand is due, not before the first paint). Then, in this run, the first time the board stays 12 seconds
(:data:`DELAY_MS`, ``delay_ms`` to change it) without a move while the player can play (not
paused, no dialog over the board), a pair that keeps the game winnable (from the kept winning
line) is shown as a hint is, without counting as one, and said in the status line and to a
screen reader (:attr:`FirstBoardHelp.given`, after which the window keeps
``first_pair_shown``). Not in a mode with a clock against the player or an opponent
(``ModeDefinition.time_limit``, ``aids``), and no more once a game is counted.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, QTimer, Signal

from mahjong_qt.core.game import Game
from mahjong_qt.core.modes.definitions import mode_of
from mahjong_qt.core.play import Play
from mahjong_qt.core.settings import Settings

if TYPE_CHECKING:
    from mahjong_qt.core.records import Records

__all__ = ["FirstBoardHelp", "HelpSession", "is_first_board", "DELAY_MS"]

DELAY_MS = 12_000  # Mahjong Classic's 12 seconds


class HelpSession(Protocol):
    """What the hand reads of the game session, and the hint it sets."""

    changed: Any  # Signal(Change)
    won: Any  # Signal(GameResult): a game counted
    abandoned: Any  # Signal(GameResult)
    book: Any  # a RecordsBook: records()

    @property
    def hint_pair(self) -> tuple[int, int] | None: ...

    @property
    def game(self) -> Game | None: ...

    @property
    def play(self) -> Play | None: ...

    @property
    def blocked(self) -> bool: ...


def is_first_board(settings: Settings, records: Records | None = None) -> bool:
    """No game started before (and, given ``records``, none finished), the hand never given."""
    if records is not None and records.by_mode:
        return False
    return settings.last_number is None and not settings.first_pair_shown


class FirstBoardHelp(QObject):
    """Shows one free pair on the first board after ``delay_ms`` without a move; ``given``
    once it did (then never again)."""

    given = Signal()

    def __init__(
        self,
        session: HelpSession,
        first: bool,
        say: Callable[[str], None],
        delay_ms: int = DELAY_MS,
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self._session = session
        self._say = say
        self.armed = first  # False: not the first board, or already given
        self._moves: tuple[Game | None, int] = (None, -1)  # the game and moves the wait is for
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._show)
        self.delay_ms = delay_ms
        session.changed.connect(self._follow)
        session.won.connect(self._disarm)  # a game counted: not the first board any more
        session.abandoned.connect(self._disarm)

    @property
    def delay_ms(self) -> int:
        return self._timer.interval()

    @delay_ms.setter
    def delay_ms(self, ms: int) -> None:
        self._timer.setInterval(ms)

    @property
    def waiting(self) -> bool:
        """The 12 seconds are running."""
        return self._timer.isActive()

    def _applies(self) -> bool:
        game, s = self._session.game, self._session
        if not self.armed or game is None or s.blocked or game.is_won or game.finished:
            return False
        definition = mode_of(game.mode)
        return definition.time_limit is None and definition.aids and s.hint_pair is None

    def _follow(self) -> None:
        """After any change: wait again from a move, stop while the board cannot be played."""
        if not self._applies():
            self._timer.stop()
            self._moves = (None, -1)
            return
        game = self._session.game
        assert game is not None
        moves = (game, len(game.board.history))
        if moves != self._moves or not self._timer.isActive():
            self._moves = moves
            self._timer.start()

    def _disarm(self, *_result) -> None:
        self.armed = False
        self._timer.stop()

    def _show(self) -> None:
        game, play = self._session.game, self._session.play
        if not self._applies() or game is None or play is None:
            return
        if not is_first_board(Settings(), self._session.book.records()):  # a game was counted once
            self._disarm()
            return
        pair = _safe_pair(game, play.known_solution())
        if pair is None:
            return
        self._disarm()
        self._session.changed.emit(play.show_pair(pair))  # shown as a hint, not counted
        self._say(
            self.tr(
                "A helping hand on your first board: these two tiles are free and alike. Take"
                " them, then look for the next pair."
            )
        )
        self.given.emit()


def _safe_pair(game: Game, line: tuple) -> tuple[int, int] | None:
    """A free pair of the kept winning line (any of them can be taken first), else any free
    pair."""
    board = game.board
    for a, b in line:
        if all(board.is_present(t) and board.is_free(t) for t in (a, b)):
            return int(a), int(b)
    free = board.free_pairs()
    return (int(free[0][0]), int(free[0][1])) if free else None
