"""The daily challenge: the same Turtle deal for every player on a given local date.

The deal is fixed by the date alone: game number :func:`daily_number` (``YYYYMMDD``, so players
can also share it as an ordinary game number), the Turtle, a normal deal (solver-checked), the
full tile set. :func:`daily_deal` is the same on every machine because ``core.deals.make_deal``
is. The caller passes the *local* date (``datetime.date.today()``); the challenge changes at local
midnight, and :func:`seconds_until_next` tells the UI when to refresh.

Results per day (won, time, stars) are kept in :mod:`mahjong_qt.core.modes.progress`.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from ..deals import Deal, make_deal
from ..game import HelpLimits
from ..layout import Layout
from ..tiles import TileSetVariant
from .definitions import ModeId, mode

__all__ = [
    "DAILY_LAYOUT_ID",
    "DAILY_DIFFICULTY",
    "DAILY_VARIANT",
    "DAILY_LIMITS",
    "DailyChallenge",
    "daily_number",
    "daily_challenge",
    "daily_deal",
    "seconds_until_next",
]

_DAILY = mode(ModeId.DAILY)
DAILY_LAYOUT_ID: str = _DAILY.layout_id or "turtle"
DAILY_DIFFICULTY: str = _DAILY.difficulty or "normal"
DAILY_VARIANT: TileSetVariant = _DAILY.variant or TileSetVariant.FULL
DAILY_LIMITS: HelpLimits = _DAILY.help_limits()


@dataclass(frozen=True, slots=True)
class DailyChallenge:
    """The challenge of one date: what to load and deal, and the help allowed."""

    date: dt.date
    layout_id: str
    number: int
    difficulty: str
    variant: TileSetVariant
    limits: HelpLimits

    @property
    def key(self) -> str:
        """The date as ``YYYY-MM-DD`` (how results are stored)."""
        return self.date.isoformat()


def daily_number(day: dt.date) -> int:
    """The game number of a date: ``YYYYMMDD`` (20261129 for 29 November 2026)."""
    return day.year * 10_000 + day.month * 100 + day.day


def daily_challenge(day: dt.date) -> DailyChallenge:
    """The challenge of ``day`` (the player's local date)."""
    return DailyChallenge(
        day, DAILY_LAYOUT_ID, daily_number(day), DAILY_DIFFICULTY, DAILY_VARIANT, DAILY_LIMITS
    )


def daily_deal(day: dt.date, layout: Layout) -> Deal:
    """The deal (``core.deals.Deal``) of ``day`` on ``layout`` (the bundled Turtle).

    ``ValueError`` when ``layout`` is not the daily layout. Solver work (well under a second on
    the Turtle); the UI may run it in the background like any deal.
    """
    challenge = daily_challenge(day)
    if layout.id != challenge.layout_id:
        raise ValueError(f"the daily challenge is played on {challenge.layout_id!r}")
    return make_deal(layout, challenge.number, challenge.difficulty, challenge.variant)


def seconds_until_next(now: dt.datetime) -> float:
    """Seconds from ``now`` (a naive local time, or aware) to the next local midnight, when the
    next challenge starts."""
    tomorrow = dt.datetime.combine(now.date() + dt.timedelta(days=1), dt.time(), now.tzinfo)
    return (tomorrow - now).total_seconds()
