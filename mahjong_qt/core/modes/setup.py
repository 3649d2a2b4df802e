"""One way to start a game of any mode: a :class:`GameSetup` says what to deal and how to play.

The Qt layer picks a mode, builds its setup with one of the functions below, gets the deal
(``setup.deal_job()`` for the solver worker of :mod:`mahjong_qt.core.jobs`, or
``setup.make_deal()`` directly), then ``setup.new_game(deal)``::

    setup = campaign_setup(37)
    handle = worker.submit(setup.deal_job())          # off the UI thread
    ...                                               # when handle.done():
    game = setup.new_game(handle.result())            # a core Game, mode "campaign"

Generated layouts (campaign levels, race levels) are not files: a game on one is saved with
``layout_source = GENERATED_SOURCE``, and its layout is rebuilt from the id when the saved game
is restored: ``saved_setup(saved)`` without a layout has the job that builds it
(:class:`GeneratedLayoutJob`, for the worker; then :meth:`GameSetup.rebuilt`), and
:func:`resolve_generated` builds it here.
"""

from __future__ import annotations

import datetime as dt
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from ..clock import GameClock
from ..deals import Deal, Difficulty, make_deal
from ..game import Game, HelpLimits
from ..jobs import DealJob, Job
from ..layout import Layout
from ..layout_data import LayoutData
from ..savegame import SavedGame
from ..tiles import TileSetVariant
from .definitions import ModeId, mode, mode_of

# The campaign and the race build layouts (a generator): imported when one is set up, not when
# a Classic game starts.
RACE_VARIANT = mode(ModeId.RACE).variant or TileSetVariant.NO_BONUS

__all__ = [
    "GENERATED_SOURCE",
    "GameSetup",
    "classic_setup",
    "zen_setup",
    "daily_setup",
    "challenge_setup",
    "campaign_setup",
    "CampaignLevelJob",
    "race_setup",
    "RaceLevelJob",
    "restart_setup",
    "initial_deal",
    "saved_setup",
    "resolve_generated",
    "is_generated",
    "GeneratedLayoutJob",
]

GENERATED_SOURCE = "generated"
_CAMPAIGN_ID = re.compile(r"^campaign-(\d{3})$")


@dataclass(frozen=True, eq=False)
class GameSetup:
    """What a game of a mode is: the layout, the deal's number, difficulty and tile set, the
    help limits and the time limit. ``detail`` is the campaign level number, the daily date or
    the race level id (``None`` for the other modes).

    Every game starts from one: a new deal (``deal`` and ``saved`` None: the deal is made from
    :meth:`deal_job`), the same deal again (``deal``: a restart), or a saved game going on
    (``saved``). ``layout`` is ``None`` for a campaign place not built yet: the deal job builds
    it (see :meth:`dealt`); ``layout_id`` is always known."""

    mode: ModeId
    layout: Layout | None
    number: int
    difficulty: Difficulty
    variant: TileSetVariant
    limits: HelpLimits
    time_limit: float | None
    layout_source: str = "bundled"
    detail: int | dt.date | str | None = None
    layout_id: str = ""
    deal: Deal | None = None
    saved: SavedGame | None = None
    build: Job | None = None  # with ``layout`` None: the job that builds it and the deal

    def __post_init__(self) -> None:
        if not self.layout_id:
            if self.layout is None:
                raise ValueError("a setup without its layout needs the layout id")
            object.__setattr__(self, "layout_id", self.layout.id)

    @property
    def key(self) -> tuple[str, str, int, str, str]:
        """What makes the deal: two setups with the same key have the same deal."""
        return (
            self.layout_id,
            self.layout_source,
            self.number,
            str(self.difficulty),
            str(self.variant),
        )

    def deal_job(self) -> Job:
        """The deal as a job for the solver worker (:mod:`mahjong_qt.core.jobs`); give its
        result to :meth:`dealt`."""
        if self.layout is None:
            assert self.build is not None
            return self.build
        return DealJob(self.layout, self.number, self.difficulty, self.variant)

    def dealt(self, result: Deal | tuple[Layout, Deal]) -> tuple[GameSetup, Deal]:
        """This setup (its layout filled in when the job built it) and the deal, from the
        result of :meth:`deal_job`."""
        if isinstance(result, Deal):
            return self, result
        layout, deal = result
        return replace(self, layout=_built(layout)), deal

    def rebuilt(self, layout: Layout) -> GameSetup:
        """This saved game's setup on its layout, built in the worker (the result of a
        :class:`GeneratedLayoutJob`)."""
        if layout.id != self.layout_id:
            raise ValueError(f"{layout.id!r} is not the layout of this game")
        return replace(self, layout=_built(layout), build=None)

    def renumbered(self, number: int) -> GameSetup:
        """The same kind of game with deal ``number`` (a new deal: not a restart or a save)."""
        build = self.build
        if isinstance(build, RaceLevelJob):
            build = replace(build, number=number)
        return replace(self, number=number, deal=None, saved=None, build=build)

    def make_deal(self) -> Deal:
        """The deal, computed here (up to about a second of solver work on large hard
        layouts)."""
        if self.layout is None:
            raise ValueError("the layout is not built yet: run the deal job")
        return make_deal(self.layout, self.number, self.difficulty, self.variant)

    def start(self, deal: Deal | None, clock: GameClock) -> Game:
        """The game this setup says: the saved game going on, or a new game on ``deal`` (this
        setup's own ``deal`` when it has one)."""
        if self.layout is None:
            raise ValueError("the layout is not built yet: run the deal job")
        if self.saved is not None:
            return Game.from_saved(self.saved, self.layout, clock)
        chosen = self.deal if self.deal is not None else deal
        if chosen is None:
            raise ValueError("a new game needs its deal")
        return self.new_game(chosen, clock)

    def new_clock(self, now: Callable[[], float] = time.monotonic) -> GameClock:
        """A clock with this game's time limit."""
        return GameClock(now, limit=self.time_limit)

    def new_game(self, deal: Deal, clock: GameClock | None = None) -> Game:
        """The game (clock started) on ``deal``, which must be this setup's deal."""
        if self.layout is None:
            raise ValueError("the layout is not built yet: run the deal job")
        made = (deal.layout_id, deal.number, str(deal.difficulty), str(deal.variant))
        if made != (self.layout_id, self.number, str(self.difficulty), str(self.variant)):
            raise ValueError("this deal was made for another game")
        return Game.new(
            self.layout,
            deal.faces,
            number=self.number,
            difficulty=self.difficulty.value,
            variant=self.variant,
            solution=deal.solution,
            limits=self.limits,
            clock=clock if clock is not None else self.new_clock(),
            mode=self.mode.value,
            layout_source=self.layout_source,
        )


_BUILT: dict[LayoutData, Layout] = {}


def _built(layout: Layout) -> Layout:
    """The layout a worker built: the same object for the same layout (so a board showing it
    is not rebuilt), the last few kept."""
    kept = _BUILT.get(layout.data)
    if kept is None:
        if len(_BUILT) >= 8:
            _BUILT.pop(next(iter(_BUILT)))
        kept = _BUILT[layout.data] = layout
    return kept


def _setup(mode_id: ModeId, layout: Layout | None, number: int, **kw: Any) -> GameSetup:
    definition = mode(mode_id)
    return GameSetup(
        mode=mode_id,
        layout=layout,
        number=number,
        difficulty=Difficulty(kw.pop("difficulty", definition.difficulty)),
        variant=TileSetVariant(kw.pop("variant", definition.variant)),
        limits=kw.pop("limits", definition.help_limits()),
        time_limit=definition.time_limit,
        **kw,
    )


def classic_setup(
    layout: Layout,
    number: int,
    difficulty: Difficulty | str,
    variant: TileSetVariant | str,
    hints_limit: int | None,
    shuffles_limit: int | None,
    layout_source: str = "bundled",
) -> GameSetup:
    """Classic: any layout, the player's difficulty, tile set and help limits."""
    limits = mode(ModeId.CLASSIC).help_limits(hints_limit, shuffles_limit)
    return _setup(
        ModeId.CLASSIC,
        layout,
        number,
        difficulty=difficulty,
        variant=variant,
        limits=limits,
        layout_source=layout_source,
    )


def zen_setup(
    layout: Layout, number: int, variant: TileSetVariant | str, layout_source: str = "bundled"
) -> GameSetup:
    """Zen: an easy deal on the chosen layout (the Butterfly by default), unlimited help."""
    return _setup(ModeId.ZEN, layout, number, variant=variant, layout_source=layout_source)


def daily_setup(day: dt.date, turtle: Layout) -> GameSetup:
    """The daily challenge of ``day`` (the local date) on the bundled Turtle."""
    from .daily import daily_challenge

    challenge = daily_challenge(day)
    if turtle.id != challenge.layout_id:
        raise ValueError(f"the daily challenge is played on {challenge.layout_id!r}")
    return _setup(ModeId.DAILY, turtle, challenge.number, detail=day)


def challenge_setup(fortress: Layout, number: int) -> GameSetup:
    """The timed challenge on the bundled Fortress, game ``number`` (any: the player's next)."""
    expected = mode(ModeId.CHALLENGE).layout_id
    if fortress.id != expected:
        raise ValueError(f"the challenge is played on {expected!r}")
    return _setup(ModeId.CHALLENGE, fortress, number)


def campaign_setup(level: int, layout: Layout | None = None, *, build: bool = True) -> GameSetup:
    """Campaign level ``level`` (1..120): its layout, deal and limits.

    Without ``layout`` this builds the level's place the first time (seconds), unless ``build``
    is False: then the setup's layout is ``None`` and its deal job (a
    :class:`CampaignLevelJob`) builds it in the worker. With the layout nothing is generated
    here.
    """
    from .campaign import (
        CAMPAIGN_LIMITS,
        CAMPAIGN_VARIANT,
        campaign_level,
        deal_difficulty,
        game_number,
    )

    layout_id = _campaign_layout_id(level)
    if layout is None and build:
        layout = campaign_level(level).layout
    if layout is not None and layout.id != layout_id:
        raise ValueError(f"{layout.id!r} is not the layout of campaign level {level}")
    return _setup(
        ModeId.CAMPAIGN,
        layout,
        game_number(level),
        difficulty=deal_difficulty(level),
        variant=CAMPAIGN_VARIANT,
        limits=CAMPAIGN_LIMITS,
        layout_source=GENERATED_SOURCE if _CAMPAIGN_ID.match(layout_id) else "bundled",
        detail=level,
        layout_id=layout_id,
        build=None if layout is not None else CampaignLevelJob(level),
    )


def _campaign_layout_id(level: int) -> str:
    from .campaign import CLASSIC_EVERY, CLASSIC_ROTATION

    if level % CLASSIC_EVERY == 0:
        return CLASSIC_ROTATION[(level // CLASSIC_EVERY - 1) % len(CLASSIC_ROTATION)]
    return f"campaign-{level:03d}"


@dataclass(frozen=True, slots=True)
class CampaignLevelJob:
    """A job for the worker pool (``core.jobs``): build campaign level ``level`` and its deal in the worker
    process. Its result is ``(layout, deal)`` (the layout pickled as its plain part); then
    ``campaign_setup(level, layout).new_game(deal)``."""

    level: int

    def run(self, seconds: float) -> tuple[Layout, Deal]:
        setup = campaign_setup(self.level)
        assert setup.layout is not None  # built here (build=True)
        return setup.layout, setup.make_deal()

    def on_timeout(self) -> None:
        return None


def race_setup(
    level_id: str,
    number: int,
    variant: TileSetVariant | str = RACE_VARIANT,
    *,
    build: bool = True,
) -> GameSetup:
    """The player's side of a race on ``level_id`` (the CPU plays the same deal). With
    ``build`` False the level's layout is generated in the worker with the deal
    (:class:`RaceLevelJob`), not here (a fraction of a second)."""
    from .race import race_layout

    return _setup(
        ModeId.RACE,
        race_layout(level_id) if build else None,
        number,
        variant=variant,
        layout_source=GENERATED_SOURCE,
        detail=level_id,
        layout_id=level_id,
        build=None if build else RaceLevelJob(level_id, number, str(variant)),
    )


@dataclass(frozen=True, slots=True)
class RaceLevelJob:
    """A job for the worker: generate race level ``level_id`` and deal ``number`` on it. Its
    result is ``(layout, deal)``, as :meth:`GameSetup.dealt` takes it."""

    level_id: str
    number: int
    variant: str = str(RACE_VARIANT)

    def run(self, seconds: float) -> tuple[Layout, Deal]:
        setup = race_setup(self.level_id, self.number, self.variant)
        assert setup.layout is not None  # built here (build=True)
        return setup.layout, setup.make_deal()

    def on_timeout(self) -> None:
        return None


def initial_deal(game: Game) -> Deal:
    """The deal ``game`` started from (its first faces and their solution)."""
    return Deal(
        game.layout.id,
        game.number,
        _difficulty(game.difficulty),
        game.variant,
        game.initial_faces,
        game.initial_solution or (),
    )


def restart_setup(game: Game) -> GameSetup:
    """The game's own deal again from the start: same mode, limits and time limit."""
    deal = initial_deal(game)
    difficulty = deal.difficulty
    return GameSetup(
        mode=mode_of(game.mode).id,
        layout=game.layout,
        number=game.number,
        difficulty=difficulty,
        variant=game.variant,
        limits=game.limits,
        time_limit=game.clock.limit,
        layout_source=game.layout_source,
        deal=deal,
    )


def saved_setup(saved: SavedGame, layout: Layout | None = None) -> GameSetup:
    """A saved game (on its resolved ``layout``) going on where it was left. Without
    ``layout`` (a generated one, :func:`is_generated`) its ``build`` job makes it in the
    worker: give the job's result to :meth:`GameSetup.rebuilt`."""
    if layout is None and not is_generated(saved.layout_id, saved.layout_source):
        raise ValueError(f"{saved.layout_id!r} is not a generated layout: resolve it")
    return GameSetup(
        mode=mode_of(saved.mode).id,
        layout=layout,
        layout_id=saved.layout_id,
        build=GeneratedLayoutJob(saved.layout_id) if layout is None else None,
        number=saved.number,
        difficulty=_difficulty(saved.difficulty),
        variant=saved.variant,
        limits=HelpLimits(saved.hints_limit, saved.shuffles_limit),
        time_limit=saved.time_limit,
        layout_source=saved.layout_source,
        saved=saved,
    )


def _difficulty(text: str) -> Difficulty:
    """A game's difficulty (a name this version does not know reads as normal)."""
    try:
        return Difficulty(text)
    except ValueError:
        return Difficulty.NORMAL


def is_generated(layout_id: str, layout_source: str) -> bool:
    """Whether this is a layout the game generates (a campaign place, a race level), without
    building it."""
    if layout_source != GENERATED_SOURCE:
        return False
    from .campaign import CLASSIC_EVERY, LEVEL_COUNT
    from .race import RACE_LEVELS

    match = _CAMPAIGN_ID.match(layout_id)
    if match:
        level = int(match.group(1))
        return 1 <= level <= LEVEL_COUNT and level % CLASSIC_EVERY != 0
    return layout_id in {level.id for level in RACE_LEVELS}


def resolve_generated(layout_id: str, layout_source: str) -> Layout | None:
    """The generated layout with this id (``campaign-NNN``, ``race-…``) when ``layout_source``
    is :data:`GENERATED_SOURCE`; ``None`` otherwise (not ours: try the layout library). It is
    built here (up to about a second): the game does it in the worker
    (:class:`GeneratedLayoutJob`)."""
    if not is_generated(layout_id, layout_source):
        return None
    from .campaign import campaign_level
    from .race import race_layout

    match = _CAMPAIGN_ID.match(layout_id)
    if match:
        return campaign_level(int(match.group(1))).layout
    return race_layout(layout_id)


@dataclass(frozen=True, slots=True)
class GeneratedLayoutJob:
    """A job for the worker pool (``core.jobs``): build the generated layout ``layout_id``
    again (a saved game on it goes on). Its result is the layout (pickled as its plain part),
    or ``None`` when the id is not one of ours."""

    layout_id: str

    def run(self, seconds: float) -> Layout | None:
        return resolve_generated(self.layout_id, GENERATED_SOURCE)

    def on_timeout(self) -> None:
        return None
