"""The game modes and their rules, as one table (PRODUCT §4 "Modes", issue 6).

Each :class:`ModeDefinition` says which layout and deal difficulty a mode uses, its time limit,
its hint and shuffle limits, and what the window shows (clock, score). ``None`` in the layout,
difficulty or variant fields means "not fixed by the mode": the player chooses (Classic, Zen's
layout) or the level does (Campaign, Race). The names and descriptions are data in English and
French; the Qt layer shows ``definition.name.fr`` or ``.en`` by language.

The numbers come from the seed "Mahjong Classic" (000): Daily 3 hints and 1 shuffle on the
Turtle; Challenge 8 minutes, 2 hints, 1 shuffle on the Fortress with hard deals; Campaign 5
hints, 3 shuffles; Zen easy deals with unlimited help. Race limits follow Qdan's defaults (002):
up to 3 shuffles and 3 hints, flowers and seasons off.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

from ..clock import GameClock
from ..game import HelpLimits
from ..layout_schema import LocalizedText
from ..tiles import TileSetVariant

__all__ = [
    "ModeId",
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
    * ``opens``: what choosing the mode opens first (``"new_game"``: the layout chooser,
      ``"campaign_map"``, ``"race_home"``: Host / Join / vs CPU), or ``None`` when it starts at
      once.
    * ``starts``: what choosing the mode starts at once when it opens nothing first
      (``"today"``: today's deal, ``"new_number"``: a deal drawn at random, ``"last_layout"``:
      a deal on the layout the mode was played on last).
    * ``card``: what the mode's card on the start screen tells of the player's progress
      (``"best_time"``, ``"daily_today"``: today's result, ``"campaign_reached"``: the level
      reached and the stars, ``"race_record"``: the personal record, ``"layout"``: the layout
      its "Play" starts on).
    * ``card_more``: a second button on its card (``"past_days"``: the calendar of past days,
      ``"other_layout"``: another layout first), or ``None``.
    * ``again``: what "New game" after a game of the mode offers: ``"start"`` (the mode again,
      as chosen on the start screen), ``"same_layout"`` (another deal on the same layout),
      ``"calendar"`` (the days to play) or ``"race_setup"`` (the race against the CPU's chooser).
    * ``progress``: what a game of the mode counts in the mode's own progress (``"daily"``: the
      day's result, kept even when the game is abandoned; ``"campaign"``: the level's stars,
      opening the next), or ``None``.
    * ``title``: what the window title names besides the mode (``"game"``: layout, number and
      difficulty, the mode unnamed; ``"layout"``, ``"level"``, ``"date"``).
    * ``series``: the games of the mode follow each other by number.
    * ``ahead``: which next game of the mode is dealt in the background while one is played:
      ``"next_number"`` (the series), ``"new_number"`` (another deal on the same layout or
      level, its number drawn ahead), ``"next_level"`` (the campaign), or ``None``.
    * ``opponent``: a CPU plays the same deal beside the player (the race): its countdown, no
      pause, "give up", and the race's result screen instead of the win dialog.
    * ``aids``: the player aids may be used (the panel of what is left and of the removed pairs,
      finishing a board whose tiles are all free); off where the mode is a contest.
    * ``clock_waits``: the clock stops while a dialog or a screen covers the board; not where
      time is the game (the challenge's countdown, the race), where the dialog says so.
    """

    id: ModeId
    name: LocalizedText
    description: LocalizedText
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
    opens: str | None = None
    starts: str | None = None
    card: str = "best_time"
    card_more: str | None = None
    again: str = "start"
    progress: str | None = None
    title: str = "layout"
    series: bool = False
    ahead: str | None = None
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


def _t(en: str, fr: str) -> LocalizedText:
    return LocalizedText(en=en, fr=fr)


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
            opens="new_game",
            title="game",
            series=True,
            ahead="next_number",
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
            starts="today",
            card="daily_today",
            card_more="past_days",
            again="calendar",
            progress="daily",
            title="date",
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
            opens="campaign_map",
            card="campaign_reached",
            progress="campaign",
            title="level",
            ahead="next_level",
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
            starts="new_number",
            aids=False,
            clock_waits=False,
        ),
        ModeDefinition(
            ModeId.ZEN,
            _t("Zen", "Zen"),
            _t(
                "An easy deal, no clock, no score, unlimited hints, shuffles and undo.",
                "Une donne facile, sans chrono ni score, indices, mélanges et annulations"
                " illimités.",
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
            starts="last_layout",
            card="layout",
            card_more="other_layout",
            again="same_layout",
            ahead="new_number",
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
            opens="race_home",
            card="race_record",
            again="race_setup",
            opponent=True,
            ahead="new_number",
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
