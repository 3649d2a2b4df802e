"""What the Hint command does, by the player's preferences (seed 001, issue 26 item 17).

Two settings: ``Settings.hint_pair_at_once`` (Hint shows a pair at once, or only on request)
and ``Settings.hint_explains`` (the explanatory aid). With the aid on, a hint says why its pair
is safe or not ("the solver proved it"), and where the pair comes only on request, the first
Hint at a position explains what to look for instead, with how many pairs are free, and the
next Hint shows one (counted then, not before). With the aid off, Hint shows the pair and says
nothing more than what the player must know (no hint left, no free pair, a lost position):
asking is the request.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QObject

from mahjong_qt.core.game import Game
from mahjong_qt.core.play import Play
from mahjong_qt.core.settings import Settings

__all__ = ["HintAid", "HintSession"]


class HintSession(Protocol):
    explains: bool

    @property
    def hint_pair(self) -> tuple[int, int] | None: ...

    @property
    def game(self) -> Game | None: ...

    @property
    def blocked(self) -> bool: ...

    @property
    def play(self) -> Play | None: ...  # its position tags where an explanation was given

    def hint(self) -> None: ...


class HintAid(QObject):
    """The Hint command's slot: explains first or shows the pair, as the settings say."""

    def __init__(
        self,
        session: HintSession,
        settings: Callable[[], Settings],
        say: Callable[[str], None],
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self._session = session
        self._settings = settings
        self._say = say
        self._explained: tuple[Game, int] | None = None  # where the last explanation was

    def hint(self) -> None:
        s, settings = self._session, self._settings()
        s.explains = settings.hint_explains
        game, play = s.game, s.play
        if game is None or play is None or s.blocked or game.is_won:
            return
        here = (game, play.position)
        pairs = len(game.board.free_pairs())
        explain_first = settings.hint_explains and not settings.hint_pair_at_once
        if explain_first and pairs and s.hint_pair is None and self._explained != here:
            self._explained = here
            self._say(
                self.tr(
                    "%n pair(s) of free tiles on the board: look for two alike, each with"
                    " nothing on it and its left or right side open. Hint again shows one.",
                    "",
                    pairs,
                )
            )
            return
        s.hint()
