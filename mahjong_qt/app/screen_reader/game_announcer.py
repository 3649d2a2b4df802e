"""The game's events spoken to a screen reader: the announcer part of the game window.

After each change of the session the window calls :meth:`GameAnnouncer.update`; the announcer
compares the game with its last look (:mod:`mahjong_qt.core.game_events`) and says what happened
("Pair of Bamboo 5 removed. 86 tiles left."), in the player's language. Status messages, the end
of a game, a race's countdown and rank go through it too. It reads the session through a narrow
:class:`SessionView`; it changes nothing. Each event it hears goes out again as ``heard`` (the
earcons play theirs from it: one source of events for what is said and what is heard).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QObject, Signal

from mahjong_qt.app.messages import tile_name
from mahjong_qt.core.game import Game
from mahjong_qt.core.game_events import (
    GameEvent,
    HintShown,
    NewGame,
    PairTaken,
    PauseChanged,
    PlayState,
    Redone,
    SelectionChanged,
    TileRefused,
    Undone,
    events_between,
    play_state,
)

from .announcements import AnnouncementTexts
from .announcer import Announcer
from .speech import tile_sentence

__all__ = ["SessionView", "GameAnnouncer", "race_rank"]


class SessionView(Protocol):
    """What the announcer reads of the game session."""

    @property
    def game(self) -> Game | None: ...

    @property
    def hint_pair(self) -> tuple[int, int] | None: ...

    @property
    def paused(self) -> bool: ...


class GameAnnouncer(QObject):
    """Says the session's events through ``announcer`` (the board puts its focus on the first
    tile of a hint, so the player finds it)."""

    heard = Signal(object)  # each GameEvent, said or not

    def __init__(
        self,
        session: SessionView,
        announcer: Announcer,
        language: Callable[[], str],
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self._session = session
        self._announcer = announcer
        self._language = language
        self._texts = AnnouncementTexts(self)
        self._last: PlayState | None = None
        self._countdown: int | None = None
        self._rank: int | None = None

    def update(self) -> None:
        """Compare the game with its last look and say what happened."""
        game = self._session.game
        if game is None:
            return
        state = play_state(game, self._session.hint_pair, self._session.paused)
        events = events_between(self._last, state)
        self._last = state
        for event in events:
            text = self._text(game, event)
            if text:
                self._announcer.announce(text)
            self.heard.emit(event)

    def _text(self, game: Game, event: GameEvent) -> str:
        lang, t = self._language(), self._texts
        board = game.board

        def name(kind: int | None) -> str | None:
            return None if kind is None else tile_name(kind, lang)

        if isinstance(event, PairTaken):
            return t.pair_removed(tile_name(event.kind, lang), event.tiles_left)
        if isinstance(event, Undone):
            return t.undone(name(event.kind))
        if isinstance(event, Redone):
            return t.redone(name(event.kind), event.tiles_left)
        if isinstance(event, SelectionChanged):
            return t.deselected() if event.tile is None else t.selected(name(event.kind) or "")
        if isinstance(event, HintShown):
            return t.hint(tile_sentence(board, event.a, lang), tile_sentence(board, event.b, lang))
        if isinstance(event, PauseChanged):
            return t.paused(event.paused)
        if isinstance(event, NewGame):
            return t.new_game(game.layout.name(lang), event.tiles)
        return ""  # a shuffle: the session's notice says it; the end: its dialog

    def say(self, text: str, *, assertive: bool = False) -> None:
        """A status message (a refusal, a dead end, a notice)."""
        self._announcer.announce(text, assertive=assertive)

    def say_refusal(self, tile: int) -> None:
        """A tile that cannot be taken, and why: "Cannot be taken: Bamboo 5, level 1, covered
        by Red dragon on level 2" (at once: the player is waiting for it)."""
        game = self._session.game
        if game is not None:
            sentence = tile_sentence(game.board, tile, self._language())
            self._announcer.announce(self._texts.not_free(sentence), assertive=True)
            self.heard.emit(TileRefused(tile))

    def say_won(self, score: int) -> None:
        self._announcer.announce(self._texts.won(score), assertive=True)

    def say_countdown(self, value: int | None) -> None:
        """A race's 3, 2, 1, then "Go!" when the countdown ends (None: no countdown)."""
        old, self._countdown = self._countdown, value
        if value == old:
            return
        if value is not None:
            self._announcer.announce(self._texts.countdown(value), assertive=True)
        else:
            self._announcer.announce(self._texts.countdown(0), assertive=True)

    def say_rank(self, place: tuple[int, int] | None) -> None:
        """The player's place in a race ``(rank, players)``, when it changes (None: no race)."""
        rank = None if place is None else place[0]
        if rank != self._rank:
            old, self._rank = self._rank, rank
            if place is not None and old is not None:
                self._announcer.announce(self._texts.rank(*place))


class _RaceRun(Protocol):
    @property
    def race(self): ...


def race_rank(run: _RaceRun | None) -> tuple[int, int] | None:
    """The player's rank and the number of racers of a race under way (None: no race)."""
    if run is None:
        return None
    from mahjong_qt.core.modes.race import (
        Side,  # a race is under way: its rules are imported already
    )

    ranking = run.race.ranking()
    rank = next((entry.rank for entry in ranking if entry.side is Side.PLAYER), None)
    return None if rank is None else (rank, len(ranking))
