"""Starts the games of every mode and applies each mode's own rules around them.

The core decides (``core.modes``): what to deal, the limits, the countdown, the race, the
progress; each mode's behaviour is data in its definition (``core/modes/definitions.py``). This
controller builds a mode's :class:`GameSetup` and hands it to the one start function of its
host (:class:`ModeHost`); it watches the games the session installs: a game of a mode with an
opponent gets its CPU race (:class:`RaceRun`), a timed game its countdown, and a finished game
is counted in the mode's progress (:mod:`.mode_progress`). Time (``now``) and the date
(``today``) are injected, so tests run without waiting.
"""

from __future__ import annotations

import datetime as dt
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol, assert_never

from PySide6.QtCore import QObject, Signal

from mahjong_qt.app.session.game_session import GameResult, GameSession
from mahjong_qt.app.session.game_starter import next_in_series
from mahjong_qt.core.game import Game
from mahjong_qt.core.layout import Layout
from mahjong_qt.core.modes.challenge import ChallengeRules, ChallengeState
from mahjong_qt.core.modes.definitions import DealtAhead, ModeId, mode, mode_of
from mahjong_qt.core.modes.setup import (
    GameSetup,
    campaign_setup,
    challenge_setup,
    daily_setup,
    initial_deal,
    race_setup,
    zen_setup,
)
from mahjong_qt.core.paths import UserPaths
from mahjong_qt.core.rng import Rng
from mahjong_qt.core.tiles import TileSetVariant

from .mode_book import ModeBook
from .mode_progress import ModeOutcome, campaign_level_of, daily_date, progress_keeper

if TYPE_CHECKING:  # the race's modules build layouts: imported when a race starts
    from mahjong_qt.core.modes.progress import RaceChange
    from mahjong_qt.core.modes.race import CpuStrength, RaceLevel

    from .race_run import RaceConfig, RaceRun

__all__ = ["ModeController", "ModeHost", "ModeOutcome", "daily_date", "campaign_level_of"]


class ModeHost(Protocol):
    """What the controller needs from the window: the one start function and the layouts."""

    def start(self, setup: GameSetup) -> None: ...

    def bundled_layout(self, layout_id: str) -> Layout | None: ...


class ModeController(QObject):
    """Signals: ``time_up`` when a timed game's countdown reaches zero, ``race_over`` when a
    race is decided, ``race_changed`` when a race starts, ends or goes (3-2-1, go),
    ``race_updated`` after each step of a race."""

    time_up = Signal(object)  # GameResult
    race_over = Signal()
    race_changed = Signal()
    race_updated = Signal()

    def __init__(
        self,
        session: GameSession,
        host: ModeHost,
        paths: UserPaths,
        persist: bool = True,
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self.session = session
        self.host = host
        self.paths = paths
        self.persist = persist
        self.book = ModeBook(paths, persist, self)
        self.now: Callable[[], float] = time.monotonic
        self.today: Callable[[], dt.date] = dt.date.today
        self.race: RaceRun | None = None
        self.race_result: RaceChange | None = None  # the last race's
        self._race_asked: RaceConfig | None = None  # the race being dealt
        self._numbers: dict[ModeId, int] = {}  # the next game's number, drawn ahead
        self._race_level: str | None = None  # the level raced last in this session
        session.started.connect(self._game_installed)
        session.abandoned.connect(self._abandoned)
        session.tick.connect(self.check_clock)
        session.changed.connect(self.check_clock)

    # ----- starting ------------------------------------------------------------------------
    def set_now(self, now: Callable[[], float]) -> None:
        """Use this time source for the games' clocks and the race (tests: a fake clock)."""
        self.now = now
        self.session.now = now

    def _layout(self, layout_id: str) -> Layout:
        layout = self.host.bundled_layout(layout_id)
        if layout is None:
            raise RuntimeError(f"the bundled layout {layout_id!r} is missing")
        return layout

    def _number(self, mode_id: ModeId, take: bool = True) -> int:
        """The number of the next game of a mode whose games are drawn at random (drawn
        ahead, so that its deal can be prepared); ``take``: it is being played now."""
        from mahjong_qt.core.modes.race import new_race_number

        number = self._numbers.get(mode_id)
        if number is None:
            number = self._numbers[mode_id] = new_race_number(Rng(time.time_ns()))
        if take:
            del self._numbers[mode_id]
        return number

    def start_daily(self, day: dt.date | None = None) -> None:
        """Today's challenge (or ``day``'s): the Turtle, the date's deal, 3 hints, 1 shuffle."""
        self.host.start(daily_setup(day or self.today(), self._layout("turtle")))

    def start_challenge(self, number: int | None = None) -> None:
        """The Fortress, a hard deal, 8 minutes."""
        self.host.start(self._challenge(number or self._number(ModeId.CHALLENGE)))

    def _challenge(self, number: int) -> GameSetup:
        fortress = self._layout(mode(ModeId.CHALLENGE).layout_for() or "fortress")
        return challenge_setup(fortress, number)

    def start_zen(
        self,
        layout: Layout | None = None,
        number: int | None = None,
        source: str = "bundled",
        variant: TileSetVariant | str = TileSetVariant.FULL,
    ) -> None:
        """An easy deal on ``layout`` (``source``: "bundled" or the user file's path; the
        Butterfly when none is given), no clock, no score."""
        if layout is None:
            layout, source = self._layout(mode(ModeId.ZEN).layout_for() or "butterfly"), "bundled"
        number = number or self._number(ModeId.ZEN)
        self.host.start(zen_setup(layout, number, variant, source))

    def start_campaign(self, level: int) -> None:
        """Campaign ``level``: its place is built in the worker with its deal (the first level
        of a place takes seconds)."""
        self.host.start(campaign_setup(level, build=False))

    def start_race(
        self, level: RaceLevel, strength: CpuStrength, number: int | None = None
    ) -> None:
        """A race on ``level`` against a CPU of ``strength``: the faces stay hidden through the
        3-2-1 countdown, then both play the same deal."""
        from .race_memory import remember_race
        from .race_run import RaceConfig

        config = RaceConfig(level, strength, number or self._number(ModeId.RACE))
        self._race_asked = config
        self._race_level = level.id
        if self.persist:
            remember_race(self.paths, config)
        self.host.start(race_setup(level.id, config.number, build=False))

    # ----- what comes next -------------------------------------------------------------------
    def upcoming(self, setup: GameSetup) -> list[GameSetup]:
        """The games the player may ask for after ``setup``, likeliest first: the next of the
        same kind, then what the start screen offers (their deals are prepared ahead)."""
        from mahjong_qt.core.modes.campaign import LEVEL_COUNT
        from mahjong_qt.core.modes.progress import campaign_reached

        nexts = []
        ahead = mode(setup.mode).ahead
        match ahead:
            case None:
                pass
            case DealtAhead.NEXT_NUMBER:
                nexts += next_in_series(setup)
            case DealtAhead.NEW_NUMBER:
                nexts.append(setup.renumbered(self._number(setup.mode, take=False)))
            case DealtAhead.NEXT_LEVEL:
                if isinstance(setup.detail, int) and setup.detail < LEVEL_COUNT:
                    nexts.append(campaign_setup(setup.detail + 1, build=False))
            case _:
                assert_never(ahead)
        nexts.append(daily_setup(self.today(), self._layout("turtle")))
        nexts.append(self._challenge(self._number(ModeId.CHALLENGE, take=False)))
        from mahjong_qt.core.modes.race import RACE_LEVELS

        race = self._race_level or RACE_LEVELS[0].id
        nexts.append(race_setup(race, self._number(ModeId.RACE, take=False), build=False))
        nexts.append(campaign_setup(campaign_reached(self.book.progress), build=False))
        return nexts

    # ----- a race --------------------------------------------------------------------------
    def _race_config(self, game: Game, previous: RaceConfig | None) -> RaceConfig | None:
        """The race of ``game``: the one asked for, the one it restarts (``previous``), else
        the remembered one (a restored game)."""
        from .race_memory import recall_race

        for config in (self._race_asked, previous):
            if config is not None and (config.level.id, config.number) == (
                game.layout.id,
                game.number,
            ):
                return config
        try:
            return recall_race(self.paths, game.layout.id, game.number)
        except KeyError:
            return None

    def _begin_race(self, game: Game, previous: RaceConfig | None) -> None:
        from .race_run import RaceRun

        config = self._race_config(game, previous)
        if config is None:
            return
        game.clock.pause()
        run = RaceRun(
            config,
            game.layout,
            initial_deal(game),
            game.board,
            self.now,
            game.clock.elapsed(),
            self,
        )
        self.race = run
        run.go.connect(self._race_go)
        run.updated.connect(self.race_updated)
        run.over.connect(self._race_finished)
        self.session.changed.connect(run.player_moved)
        self.race_changed.emit()

    def _race_go(self) -> None:
        game = self.session.game
        if game is not None:
            game.clock.resume()
        self.race_changed.emit()

    def _stop_race(self) -> None:
        run, self.race = self.race, None
        if run is not None:
            run.stop()
            try:
                self.session.changed.disconnect(run.player_moved)
            except (RuntimeError, TypeError):
                pass
            self.race_changed.emit()

    def give_up(self) -> None:
        """The player gives up the race."""
        if self.race is not None and self.racing:
            self.race.give_up()

    @property
    def racing(self) -> bool:
        """A race is under way (not decided yet)."""
        return self.race is not None and not self.race.finished

    @property
    def race_countdown(self) -> int | None:
        """3, 2, 1 while a race's countdown hides the faces."""
        return self.race.countdown() if self.race is not None else None

    def _race_finished(self) -> None:
        run = self.race
        if run is None:
            return
        race = run.race
        won = race.player_won()
        if race.player_finished_at is None:  # the CPU cleared first, or the player gave up
            self.session.end_game(won=False)
        self.race_result = self.book.record_race(
            run.config.level.id, won, race.player_finished_at is not None, race.player_time()
        )
        if self.persist:
            from .race_memory import forget_race

            forget_race(self.paths)
        self.race_over.emit()

    # ----- during and after a game ---------------------------------------------------------
    def _game_installed(self) -> None:
        """A game was installed: a race of another game is over; a game of a mode with an
        opponent races it (new, restarted or restored)."""
        game = self.session.game
        previous = self.race.config if self.race is not None else None
        if self.race is not None and (
            game is None or game.board is not self.race.race.player_board
        ):
            self._stop_race()
        if game is not None and self.race is None and mode_of(game.mode).opponent:
            self._begin_race(game, previous)
        self._race_asked = None

    def check_clock(self) -> None:
        """End a timed game when its countdown reaches zero (every tick and after moves)."""
        game = self.session.game
        if game is None or self.session.locked or game.clock.limit is None:
            return
        if ChallengeRules(game.clock.limit).check(game) is ChallengeState.TIME_UP:
            self.time_up.emit(self.session.end_game(won=False))

    def game_won(self, result: GameResult) -> ModeOutcome:
        """Record a cleared board in the mode's progress; what to offer next."""
        game = self.session.game
        keeper = progress_keeper(game)
        if game is None or keeper is None:
            return ModeOutcome()
        return keeper.won(self.book, game, result)

    def _abandoned(self, result: GameResult) -> None:
        game = self.session.game
        keeper = progress_keeper(game)
        if game is not None and keeper is not None:
            keeper.abandoned(self.book, game, result)

    def shutdown(self) -> None:
        self._stop_race()
