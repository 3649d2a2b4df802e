"""The texts the game announces to a screen reader, in the player's language.

Each method turns one event into a short sentence; tile names and sentences come from
:mod:`.speech`. The window (through its announcer) decides when to say them.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from mahjong_qt.core.text_fill import fill

__all__ = ["AnnouncementTexts"]


class AnnouncementTexts(QObject):
    """Translated announcements (a QObject so that ``self.tr`` gives ``lupdate`` the plurals)."""

    def pair_removed(self, name: str, tiles_left: int) -> str:
        return fill(self.tr("Pair of %1 removed. %n tile(s) left.", "", tiles_left), name)

    def selected(self, name: str) -> str:
        return fill(self.tr("%1 selected"), name)

    def deselected(self) -> str:
        return self.tr("Selection cleared")

    def not_free(self, sentence: str) -> str:
        return fill(self.tr("Cannot be taken: %1"), sentence)

    def hint(self, first: str, second: str) -> str:
        text = self.tr("Hint: %1, and %2. The focus is on the first; M goes to the second.")
        return fill(text, first, second)

    def undone(self, name: str | None) -> str:
        if name is None:
            return self.tr("Shuffle undone")
        return fill(self.tr("Undone: the pair of %1 is back"), name)

    def redone(self, name: str | None, tiles_left: int) -> str:
        if name is None:
            return self.tr("Shuffle made again")
        text = self.tr("Redone: the pair of %1 is removed again. %n tile(s) left.", "", tiles_left)
        return fill(text, name)

    def paused(self, on: bool) -> str:
        return self.tr("Paused") if on else self.tr("Game resumed")

    def won(self, score: int) -> str:
        return fill(self.tr("You won! Score: %1"), score)

    def countdown(self, value: int) -> str:
        return str(value) if value > 0 else self.tr("Go!")

    def rank(self, rank: int, players: int) -> str:
        return fill(self.tr("You are now number %1 of %2"), rank, players)

    def new_game(self, layout: str, tiles: int) -> str:
        return fill(self.tr("New game: %1, %n tile(s)", "", tiles), layout)
