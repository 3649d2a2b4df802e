"""The game modes and their rules, as one table (PRODUCT §4 "Modes", issue 6).

Each :class:`ModeDefinition` says which layout and deal difficulty a mode uses, its time limit,
its hint and shuffle limits, and what the window shows (clock, score). ``None`` in the layout,
difficulty or variant fields means "not fixed by the mode": the player chooses (Classic, Zen's
layout) or the level does (Campaign, Race). The names and descriptions are data in English and
French; the Qt layer shows ``definition.name.fr`` or ``.en`` by language.

The numbers come from the seed "Mahjong Classic" (000): Daily 3 hints and 1 shuffle on the
Turtle; Challenge 8 minutes, 2 hints, 1 shuffle on the Fortress with hard deals; Campaign 5
hints, 3 shuffles; Zen easy deals with unlimited help (the seed's Easy and Zen rows are the same
rules, on the Butterfly: Zen is both, its card says so). Race limits follow Qdan's defaults (002):
up to 3 shuffles and 3 hints, flowers and seasons off.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

from ..clock import GameClock
from ..game import HelpLimits
from ..layout_data import LayoutText
from ..tiles import TileSetVariant
from .mode_kinds import (
    CardMore,
    CardShows,
    CountsProgress,
    DealtAhead,
    FirstChoice,
    NextGame,
    StartsAtOnce,
    TitleNames,
)

__all__ = [
    "ModeId",
    "FirstChoice",
    "StartsAtOnce",
    "NextGame",
    "CardShows",
    "CardMore",
    "CountsProgress",
    "TitleNames",
    "DealtAhead",
    "ModeDefinition",
    "MODES",
    "mode",
    "mode_of",
    "CHALLENGE_SECONDS",
]

CHALLENGE_SECONDS = 8 * 60.0


class ModeId(StrEnum):
    """The modes; the value is what ``Game.mode``, saved games and records store."""

    CLASSIC = "classic"
    DAILY = "daily"
    CAMPAIGN = "campaign"
    CHALLENGE = "challenge"
    ZEN = "zen"
    RACE = "race"


@dataclass(frozen=True, slots=True)
class ModeDefinition:
    """The rules of one mode.

    * ``layout_id``: the layout, or ``None`` when the player (``choose_layout``) or the level
      decides; ``default_layout_id`` is what a chooser starts on.
    * ``difficulty``: ``"easy"``, ``"normal"`` or ``"hard"`` (the values of
      ``core.deals.Difficulty``), or ``None`` for the player's preference / the level's tier.
    * ``variant``: the tile set, or ``None`` for the player's preference. Modes whose boards must
      be the same for everyone fix it.
    * ``time_limit``: seconds of the countdown, ``None`` for no limit.
    * ``hints``/``shuffles``: the limits (``None`` = unlimited); with
      ``limits_from_settings`` the player's preferences apply instead.
    * ``shows_clock``/``shows_score``: what the status bar shows (Zen shows neither).
    * ``counts_records``: whether results go into records and statistics.
    * ``opens``: what the player chooses first when they choose the mode (a
      :class:`FirstChoice`: the layout, a level, a race), or ``None`` when it starts at once.
    * ``starts``: what choosing the mode starts at once when it asks nothing first (a
      :class:`StartsAtOnce`: today's deal, a new deal number, a deal on the last layout).
    * ``card``: what the mode's card on the start screen tells of the player's progress (a
      :class:`CardShows`: the best time, today's result, the level reached and the stars, the
      race record, the layout its "Play" starts on).
    * ``card_more``: a second choice on its card (a :class:`CardMore`: a past day, another
      layout first), or ``None``.
    * ``again``: what "New game" after a game of the mode offers (a :class:`NextGame`: the
      mode again as chosen on the start screen, another deal on the same layout, another day,
      another race against the computer).
    * ``progress``: what a game of the mode counts in the mode's own progress (a
      :class:`CountsProgress`: the day's result, kept even when the game is abandoned; the
      level's stars, opening the next), or ``None``.
    * ``title``: what the window title names besides the mode (a :class:`TitleNames`: the
      game's layout, number and difficulty with the mode unnamed; the layout, campaign level,
      race level or date).
    * ``series``: the games of the mode follow each other by number.
    * ``ahead``: which next game of the mode is dealt in the background while one is played
      (a :class:`DealtAhead`: the next of the series, a new number drawn ahead, the next
      level), or ``None``.
    * ``opponent``: a CPU plays the same deal beside the player (the race): its countdown, no
      pause, "give up", and the race's result screen instead of the win dialog.
    * ``aids``: the player aids may be used (the panel of what is left and of the removed pairs,
      finishing a board whose tiles are all free); off where the mode is a contest.
    * ``clock_waits``: the clock stops while a dialog or a screen covers the board; not where
      time is the game (the challenge's countdown, the race), where the dialog says so.
    """

    id: ModeId
    name: LayoutText
    description: LayoutText
    layout_id: str | None
    default_layout_id: str
    choose_layout: bool
    difficulty: str | None
    variant: TileSetVariant | None
    time_limit: float | None
    hints: int | None
    shuffles: int | None
    limits_from_settings: bool = False
    shows_clock: bool = True
    shows_score: bool = True
    counts_records: bool = True
    opens: FirstChoice | None = None
    starts: StartsAtOnce | None = None
    card: CardShows = CardShows.BEST_TIME
    card_more: CardMore | None = None
    again: NextGame = NextGame.SAME_MODE
    progress: CountsProgress | None = None
    title: TitleNames = TitleNames.LAYOUT
    series: bool = False
    ahead: DealtAhead | None = None
    opponent: bool = False
    aids: bool = True
    clock_waits: bool = True

    def help_limits(
        self, settings_hints: int | None = None, settings_shuffles: int | None = None
    ) -> HelpLimits:
        """The hint and shuffle limits of a game in this mode (the preferences' when the mode
        takes them from the settings)."""
        if self.limits_from_settings:
            return HelpLimits(settings_hints, settings_shuffles)
        return HelpLimits(self.hints, self.shuffles)

    def new_clock(self, now: Callable[[], float] = time.monotonic) -> GameClock:
        """A game clock with this mode's time limit (not started: ``Game.new`` starts it)."""
        return GameClock(now, limit=self.time_limit)

    def layout_for(self, chosen: str | None = None) -> str | None:
        """The layout id to play: the fixed one, else ``chosen`` (or the default) when the
        player chooses; ``None`` for modes where the level decides (Campaign, Race)."""
        if self.layout_id is not None:
            return self.layout_id
        if self.choose_layout:
            return chosen or self.default_layout_id
        return None


def _t(en: str, fr: str) -> LayoutText:
    return LayoutText(en, fr)


MODES: dict[ModeId, ModeDefinition] = {
    m.id: m
    for m in (
        ModeDefinition(
            ModeId.CLASSIC,
            _t("Classic", "Classique"),
            _t(
                "Any layout, the difficulty you choose; hints and shuffles as in the preferences.",
                "N'importe quelle disposition, la difficulté de votre choix ; indices et"
                " mélanges selon les préférences.",
            ),
            layout_id=None,
            default_layout_id="turtle",
            choose_layout=True,
            difficulty=None,
            variant=None,
            time_limit=None,
            hints=None,
            shuffles=None,
            limits_from_settings=True,
            opens=FirstChoice.LAYOUT,
            title=TitleNames.GAME,
            series=True,
            ahead=DealtAhead.NEXT_NUMBER,
        ),
        ModeDefinition(
            ModeId.DAILY,
            _t("Daily challenge", "Défi quotidien"),
            _t(
                "The same Turtle for everyone today; a new one at midnight. 3 hints, 1 shuffle.",
                "La même Tortue pour tout le monde aujourd'hui ; une nouvelle à minuit."
                " 3 indices, 1 mélange.",
            ),
            layout_id="turtle",
            default_layout_id="turtle",
            choose_layout=False,
            difficulty="normal",
            variant=TileSetVariant.FULL,
            time_limit=None,
            hints=3,
            shuffles=1,
            starts=StartsAtOnce.TODAYS_DEAL,
            card=CardShows.TODAYS_RESULT,
            card_more=CardMore.PAST_DAYS,
            again=NextGame.ANOTHER_DAY,
            progress=CountsProgress.DAY,
            title=TitleNames.DATE,
        ),
        ModeDefinition(
            ModeId.CAMPAIGN,
            _t("Campaign", "Campagne"),
            _t(
                "120 levels in six places; clear a level to open the next. 5 hints, 3 shuffles.",
                "120 niveaux dans six lieux ; videz un niveau pour ouvrir le suivant."
                " 5 indices, 3 mélanges.",
            ),
            layout_id=None,
            default_layout_id="campaign-001",
            choose_layout=False,
            difficulty=None,
            variant=TileSetVariant.FULL,
            time_limit=None,
            hints=5,
            shuffles=3,
            opens=FirstChoice.LEVEL,
            card=CardShows.LEVEL_REACHED,
            progress=CountsProgress.LEVEL,
            title=TitleNames.LEVEL,
            ahead=DealtAhead.NEXT_LEVEL,
        ),
        ModeDefinition(
            ModeId.CHALLENGE,
            _t("Challenge", "Défi"),
            _t(
                "The Fortress, a hard deal, 8 minutes on the clock. 2 hints, 1 shuffle.",
                "La Forteresse, une donne difficile, 8 minutes au chrono. 2 indices, 1 mélange.",
            ),
            layout_id="fortress",
            default_layout_id="fortress",
            choose_layout=False,
            difficulty="hard",
            variant=TileSetVariant.FULL,
            time_limit=CHALLENGE_SECONDS,
            hints=2,
            shuffles=1,
            starts=StartsAtOnce.NEW_NUMBER,
            aids=False,
            clock_waits=False,
        ),
        ModeDefinition(
            ModeId.ZEN,
            _t("Zen", "Zen"),
            _t(
                "Easy and calm: the Butterfly or any layout, an easy deal, unlimited hints,"
                " shuffles and undo; no clock, no score.",
                "Facile et calme\u00a0: le Papillon ou n'importe quelle disposition, une donne"
                " facile, indices, mélanges et annulations illimités\u00a0; ni chrono ni score.",
            ),
            layout_id=None,
            default_layout_id="butterfly",
            choose_layout=True,
            difficulty="easy",
            variant=None,
            time_limit=None,
            hints=None,
            shuffles=None,
            shows_clock=False,
            shows_score=False,
            counts_records=False,
            starts=StartsAtOnce.LAST_LAYOUT,
            card=CardShows.LAYOUT,
            card_more=CardMore.OTHER_LAYOUT,
            again=NextGame.SAME_LAYOUT,
            ahead=DealtAhead.NEW_NUMBER,
        ),
        ModeDefinition(
            ModeId.RACE,
            _t("Race", "Course"),
            _t(
                "Race 1 to 20 people on your network or a race server, or the computer: the same"
                " deal for all after a 3-2-1 start, and the first to clear wins.",
                "Faites la course contre 1 à 20 joueurs sur votre réseau ou un serveur de course,"
                " ou contre l'ordinateur\u00a0: la même donne pour tous après un départ à 3, 2, 1, et"
                " le premier qui vide son plateau gagne.",
            ),
            layout_id=None,
            default_layout_id="race-easy",
            choose_layout=False,
            difficulty="normal",
            variant=TileSetVariant.NO_BONUS,
            time_limit=None,
            hints=3,
            shuffles=3,
            opens=FirstChoice.RACE,
            card=CardShows.RACE_RECORD,
            again=NextGame.ANOTHER_RACE,
            title=TitleNames.RACE_LEVEL,
            opponent=True,
            ahead=DealtAhead.NEW_NUMBER,
            aids=False,
            clock_waits=False,
        ),
    )
}


def mode(mode_id: ModeId | str) -> ModeDefinition:
    """The definition of a mode (``ValueError`` for an unknown id)."""
    return MODES[ModeId(mode_id)]


def mode_of(mode_id: str) -> ModeDefinition:
    """The definition of a game's mode; Classic's rules for an id this version does not know
    (a saved game from elsewhere)."""
    try:
        return mode(mode_id)
    except ValueError:
        return MODES[ModeId.CLASSIC]
