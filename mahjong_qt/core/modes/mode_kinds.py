"""What a mode does, as typed values (issue 24): what choosing it asks first or starts at once,
what "New game" after it offers, what its start screen card tells and offers besides "Play",
what it counts in its own progress, what the window title names, which next game is dealt
ahead. Each is named by what the player gets, never by the screen that shows it: the window
decides that, one ``case`` (or one table entry) for each member, so that a misspelt member, or
a member with no case, fails the type check instead of a click.
"""

from __future__ import annotations

from enum import Enum

__all__ = [
    "FirstChoice",
    "StartsAtOnce",
    "NextGame",
    "CardShows",
    "CardMore",
    "CountsProgress",
    "TitleNames",
    "DealtAhead",
]


class FirstChoice(Enum):
    """What the player chooses first when they choose a mode (``ModeDefinition.opens``)."""

    LAYOUT = "layout"  # the layout, difficulty and deal number (Classic)
    LEVEL = "level"  # a level of the campaign
    RACE = "race"  # a race to host or join, or one against the computer


class StartsAtOnce(Enum):
    """The deal a mode that asks nothing first starts at once (``ModeDefinition.starts``)."""

    TODAYS_DEAL = "todays_deal"  # today's deal, the same for everyone
    NEW_NUMBER = "new_number"  # a deal drawn at random
    LAST_LAYOUT = "last_layout"  # a deal on the layout the mode was played on last


class NextGame(Enum):
    """What "New game" after a game of a mode offers (``ModeDefinition.again``)."""

    SAME_MODE = "same_mode"  # the mode again, as choosing it on the start screen does
    SAME_LAYOUT = "same_layout"  # another deal on the same layout
    ANOTHER_DAY = "another_day"  # a day to play, among today and the past days
    ANOTHER_RACE = "another_race"  # another race against the computer, its settings chosen


class CardShows(Enum):
    """What a mode's card on the start screen tells of the player's progress
    (``ModeDefinition.card``)."""

    BEST_TIME = "best_time"
    TODAYS_RESULT = "todays_result"  # today's deal: played or not, the time and stars
    LEVEL_REACHED = "level_reached"  # the level reached and the stars won
    RACE_RECORD = "race_record"  # the personal record
    LAYOUT = "layout"  # the layout its "Play" starts on


class CardMore(Enum):
    """A second choice on a mode's card, besides "Play" (``ModeDefinition.card_more``)."""

    PAST_DAYS = "past_days"  # a day among the past ones
    OTHER_LAYOUT = "other_layout"  # another layout first


class CountsProgress(Enum):
    """What a game of a mode counts in the mode's own progress (``ModeDefinition.progress``)."""

    DAY = "day"  # the day's result, kept even when the game is abandoned
    LEVEL = "level"  # the level's stars, opening the next level


class TitleNames(Enum):
    """What the window title names besides the mode (``ModeDefinition.title``)."""

    GAME = "game"  # the layout, number and difficulty; the mode unnamed (Classic)
    LAYOUT = "layout"
    LEVEL = "level"
    RACE_LEVEL = "race_level"  # the race level's own name ("Easy"), its layout being a race's
    DATE = "date"


class DealtAhead(Enum):
    """Which next game of a mode is dealt in the background while one is played
    (``ModeDefinition.ahead``)."""

    NEXT_NUMBER = "next_number"  # the next of the series
    NEW_NUMBER = "new_number"  # another deal on the same layout or level, its number drawn ahead
    NEXT_LEVEL = "next_level"  # the campaign's next level
