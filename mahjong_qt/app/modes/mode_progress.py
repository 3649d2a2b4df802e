"""What a finished game counts in its mode's own progress, chosen by the mode's definition
(``ModeDefinition.progress``): the daily challenge's day, the campaign's level and stars.

Each keeper records in the :class:`ModeBook` and says what the win dialog offers next
(:class:`ModeOutcome`).
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from functools import cache
from typing import Protocol, assert_never

from PySide6.QtCore import QCoreApplication

from mahjong_qt.app.session.records_book import GameResult
from mahjong_qt.core.game import Game
from mahjong_qt.core.modes.definitions import CountsProgress, mode_of

from .mode_book import ModeBook
from .mode_texts import date_text

__all__ = ["ModeOutcome", "daily_date", "campaign_level_of", "progress_keeper"]


def daily_date(game: Game) -> dt.date | None:
    """The date of a daily challenge game (its number is ``YYYYMMDD``)."""
    n = game.number
    try:
        return dt.date(n // 10_000, n // 100 % 100, n % 100)
    except ValueError:
        return None


def campaign_level_of(game: Game) -> int | None:
    """The campaign level a campaign game is (from its deal's number, fixed per level)."""
    return _level_of_number().get(game.number)


@cache
def _level_of_number() -> dict[int, int]:
    from mahjong_qt.core.modes.campaign import LEVEL_COUNT, game_number

    return {game_number(n): n for n in range(1, LEVEL_COUNT + 1)}


@dataclass(frozen=True)
class ModeOutcome:
    """What a finished game changed for its mode (the win dialog shows it): the campaign's
    level offered next, and lines of news (a daily done, a level opened)."""

    next_level: int | None = None
    news: tuple[str, ...] = ()


class ProgressKeeper(Protocol):
    def won(self, book: ModeBook, game: Game, result: GameResult) -> ModeOutcome: ...

    def abandoned(self, book: ModeBook, game: Game, result: GameResult) -> None: ...


class DailyProgress:
    """A day's challenge: its best result, kept even when the game is abandoned."""

    def won(self, book: ModeBook, game: Game, result: GameResult) -> ModeOutcome:
        day = daily_date(game)
        if day is None or not book.record_daily(
            day, True, result.elapsed, result.stars, result.score
        ):
            return ModeOutcome()
        done = QCoreApplication.translate("ModeController", "Daily challenge of %1 done!").replace(
            "%1", date_text(day, long=True)
        )
        return ModeOutcome(news=(done,))

    def abandoned(self, book: ModeBook, game: Game, result: GameResult) -> None:
        day = daily_date(game)
        if day is not None:
            book.record_daily(day, False, result.elapsed, 0, result.score)


class CampaignProgress:
    """A campaign level's stars; clearing it opens the next, which the win dialog offers."""

    def won(self, book: ModeBook, game: Game, result: GameResult) -> ModeOutcome:
        level = campaign_level_of(game)
        if level is None:
            return ModeOutcome()
        change = book.record_campaign(level, result.stars, result.elapsed)
        news: tuple[str, ...] = ()
        if change.unlocked is not None:
            news = (
                QCoreApplication.translate("ModeController", "Level %1 is open!").replace(
                    "%1", str(change.unlocked)
                ),
            )
        return ModeOutcome(level + 1 if level < max(_level_of_number().values()) else None, news)

    def abandoned(self, book: ModeBook, game: Game, result: GameResult) -> None:
        return None


_DAILY, _CAMPAIGN = DailyProgress(), CampaignProgress()


def _keeper(kind: CountsProgress) -> ProgressKeeper:
    """The keeper of each kind of progress (a kind with none fails the type check)."""
    match kind:
        case CountsProgress.DAY:
            return _DAILY
        case CountsProgress.LEVEL:
            return _CAMPAIGN
        case _:
            assert_never(kind)


def progress_keeper(game: Game | None) -> ProgressKeeper | None:
    """The keeper of ``game``'s mode progress (None: the mode keeps none)."""
    if game is None:
        return None
    kind = mode_of(game.mode).progress
    return _keeper(kind) if kind is not None else None
