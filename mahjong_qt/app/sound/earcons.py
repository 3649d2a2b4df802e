"""Which earcon each event of the game plays, and the part that plays them (``window.earcons``).

The events are the session's own (:mod:`mahjong_qt.core.game_events`), as the announcer hears
them (``GameAnnouncer.heard``): what is said and what is heard never disagree.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible

from mahjong_qt.core.game_events import (
    GameEvent,
    GameOver,
    HintShown,
    PairTaken,
    Redone,
    SelectionChanged,
    Shuffled,
    TileRefused,
)
from mahjong_qt.core.settings import Settings

if TYPE_CHECKING:  # the players (wave, array, a process) are imported with the first sound
    from .players import EarconPlayer

__all__ = ["Earcon", "earcon_for", "earcons_wanted", "Earcons"]


class Earcon(StrEnum):
    """The sounds, by the name of their file in ``wav/``."""

    SELECT = "select"
    PAIR = "pair"
    NO_MATCH = "no_match"
    BLOCKED = "blocked"
    HINT = "hint"
    SHUFFLE = "shuffle"
    WON = "won"
    LOST = "lost"


def earcon_for(event: GameEvent) -> Earcon | None:
    """The sound of ``event`` (None: it has none: an undo, a pause, a new game, a deselect)."""
    match event:
        case SelectionChanged(tile=None):
            return None
        case SelectionChanged(replaced=None):
            return Earcon.SELECT
        case SelectionChanged():
            return Earcon.NO_MATCH
        case PairTaken() | Redone(kind=int()):
            return Earcon.PAIR
        case Shuffled() | Redone():
            return Earcon.SHUFFLE
        case TileRefused():
            return Earcon.BLOCKED
        case HintShown():
            return Earcon.HINT
        case GameOver(won=won):
            return Earcon.WON if won else Earcon.LOST
    return None


def screen_reader_active() -> bool:
    return QAccessible.isActive()


def earcons_wanted(settings: Settings) -> bool:
    """The player's choice; never chosen: on while a screen reader is running."""
    return settings.earcons if settings.earcons is not None else screen_reader_active()


class Earcons(QObject):
    """Plays the sound of each event heard, at the settings' volume, when they are on.
    ``player`` is made when first needed (tests give their own)."""

    def __init__(self, settings: Callable[[], Settings], parent: QObject | None = None):
        super().__init__(parent)
        self._settings = settings
        self.player: EarconPlayer | None = None

    def hear(self, event: GameEvent) -> None:
        settings = self._settings()
        sound = earcon_for(event)
        if sound is None or not earcons_wanted(settings) or settings.earcon_volume == 0:
            return
        if self.player is None:
            from .players import make_player

            self.player = make_player(self)
        self.player.play(sound.value, settings.earcon_volume / 100)
