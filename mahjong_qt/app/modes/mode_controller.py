"""Starts the games of every mode in the window and applies each mode's own rules around them.

The core decides (``core.modes``): what to deal, the limits, the countdown, the race, the
progress. This controller makes the calls at the right moments: it builds a ``GameSetup`` and
its deal (campaign levels in the solver worker), hands the game to the session, polls the
challenge's countdown, drives a race (:class:`RaceRun`), and after a game records the progress
(daily result, campaign stars, race record). Time (``now``) and the date (``today``) are
injected, so tests run without waiting.
"""

from __future__ import annotations

import datetime as dt
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from ...core.clock import GameClock
from ...core.deals import Deal, NoDealError
from ...core.game import Game
from ...core.jobs import JobCancelled, JobFailed, JobHandle, SolverWorker
from ...core.layout import Layout
from ...core.modes.campaign import LEVEL_COUNT, game_number
from ...core.modes.challenge import ChallengeRules, ChallengeState
from ...core.modes.definitions import ModeId, mode
from ...core.modes.race import (
    CpuStrength,
    RaceLevel,
    new_race_number,
    race_level,
)
from ...core.modes.setup import (
    CampaignLevelJob,
    GameSetup,
    campaign_setup,
    challenge_setup,
    daily_setup,
    race_setup,
    zen_setup,
)
from ...core.rng import Rng
from ...ui.error_texts import deal_error_text
from ..game_session import GameResult
from .mode_book import ModeBook
from .mode_texts import date_text
from .race_memory import forget_race, recall_race, remember_race
from .race_run import RaceConfig, RaceRun

if TYPE_CHECKING:
    from ..main_window import MainWindow

__all__ = ["ModeController", "ModeOutcome", "daily_date", "campaign_level_of"]

_LEVEL_OF_NUMBER = {game_number(n): n for n in range(1, LEVEL_COUNT + 1)}


def daily_date(game: Game) -> dt.date | None:
    """The date of a daily challenge game (its number is ``YYYYMMDD``)."""
    n = game.number
    try:
        return dt.date(n // 10_000, n // 100 % 100, n % 100)
    except ValueError:
        return None


def campaign_level_of(game: Game) -> int | None:
    """The campaign level a campaign game is (from its deal's number, fixed per level)."""
    return _LEVEL_OF_NUMBER.get(game.number)


@dataclass(frozen=True)
class ModeOutcome:
    """What a finished game changed for its mode (the win dialog shows it): the campaign's
    level offered next, and lines of news (a daily done, a level opened)."""

    next_level: int | None = None
    news: tuple[str, ...] = ()


class ModeController(QObject):
    """Signals: ``time_up`` when the challenge's countdown reaches zero, ``race_over`` when a
    race is decided, ``race_changed`` when a race starts or ends (the window shows its strip),
    ``building(level or None)`` while a campaign level is built in the background."""

    time_up = Signal(object)  # GameResult
    race_over = Signal()
    race_changed = Signal()
    building = Signal(object)

    def __init__(self, window: MainWindow):
        super().__init__(window)
        self.window = window
        self.session = window.session
        self.book = ModeBook(window.paths, window.persist, self)
        self.now: Callable[[], float] = time.monotonic
        self.today: Callable[[], dt.date] = dt.date.today
        self.background = True  # False: campaign levels are built here (tests)
        self.race: RaceRun | None = None
        self.race_result = None  # the last RaceChange
        self._worker: SolverWorker | None = None
        self._job: tuple[JobHandle, int] | None = None
        self._job_timer = QTimer(self)
        self._job_timer.setInterval(50)
        self._job_timer.timeout.connect(self._poll_job)
        self.session.started.connect(self._game_installed)
        self.session.abandoned.connect(self._abandoned)

    # ----- starting ------------------------------------------------------------------------
    def set_now(self, now: Callable[[], float]) -> None:
        """Use this time source for the games' clocks and the race (tests: a fake clock)."""
        self.now = now
        self.session.now = now

    def _layout(self, layout_id: str) -> Layout:
        layout = self.window.bundled_layout(layout_id)
        if layout is None:
            raise RuntimeError(f"the bundled layout {layout_id!r} is missing")
        return layout

    def _play(self, setup: GameSetup, deal: Deal | None = None) -> Game | None:
        """Deal ``setup`` (unless given) and start its game in the session."""
        try:
            deal = deal if deal is not None else setup.make_deal()
        except NoDealError as error:
            self.window.show_message(
                self.tr("No winnable deal can be made on this layout: %1").replace(
                    "%1", deal_error_text(error)
                )
            )
            return None
        game = setup.new_game(deal, clock=GameClock(self.now, limit=setup.time_limit))
        self.session.start_game(game)
        return game

    def _random_number(self) -> int:
        return new_race_number(Rng(time.time_ns()))

    def start_daily(self, day: dt.date | None = None) -> Game | None:
        """Today's challenge (or ``day``'s): the Turtle, the date's deal, 3 hints, 1 shuffle."""
        return self._play(daily_setup(day or self.today(), self._layout("turtle")))

    def start_challenge(self, number: int | None = None) -> Game | None:
        """The Fortress, a hard deal, 8 minutes."""
        return self._play(
            challenge_setup(self._layout("fortress"), number or self._random_number())
        )

    def start_zen(
        self, layout: Layout | None = None, number: int | None = None, source: str = "bundled"
    ) -> Game | None:
        """An easy deal on ``layout`` (``source``: "bundled" or the user file's path; the
        Butterfly when none is given), no clock, no score."""
        if layout is None:
            chosen = mode(ModeId.ZEN).layout_for(None)
            assert chosen is not None
            layout, source = self._layout(chosen), "bundled"
        setup = zen_setup(
            layout, number or self._random_number(), self.window.settings.variant, source
        )
        return self._play(setup)

    def start_campaign(self, level: int) -> None:
        """Campaign ``level``: built in the solver worker (a place's first level takes
        seconds), then started; ``building(level)`` meanwhile."""
        if not self.background:
            self._play(campaign_setup(level))
            return
        self._cancel_job()
        if self._worker is None:
            self._worker = SolverWorker()
        self._job = (self._worker.submit(CampaignLevelJob(level), 120.0), level)
        self._job_timer.start()
        self.building.emit(level)

    def _poll_job(self) -> None:
        if self._job is None:
            self._job_timer.stop()
            return
        handle, level = self._job
        if not handle.done():
            return
        self._cancel_job()
        try:
            model, deal = handle.result()
        except (JobFailed, JobCancelled) as error:
            self.window.show_message(
                self.tr("Campaign level %1 could not be built: %2")
                .replace("%1", str(level))
                .replace("%2", str(error))
            )
            return
        if model is None:
            return
        self._play(campaign_setup(level, Layout.from_model(model)), deal)

    def _cancel_job(self) -> None:
        self._job_timer.stop()
        if self._job is not None:
            self._job[0].cancel()
            self._job = None
            self.building.emit(None)

    def start_race(
        self, level: RaceLevel, strength: CpuStrength, number: int | None = None
    ) -> Game | None:
        """A race on ``level`` against a CPU of ``strength``: the faces stay hidden through the
        3-2-1 countdown, then both play the same deal."""
        config = RaceConfig(level, strength, number or self._random_number())
        setup = race_setup(level.id, config.number)
        deal = setup.make_deal()
        game = self._play(setup, deal)
        if game is None:
            return None
        if self.window.persist:
            remember_race(self.window.paths, config)
        self._begin_race(config, setup.layout, deal, game)
        return game

    def _begin_race(self, config: RaceConfig, layout: Layout, deal: Deal, game: Game) -> None:
        self._stop_race()
        game.clock.pause()
        run = RaceRun(config, layout, deal, game.board, self.now, game.clock.elapsed(), self)
        self.race = run
        run.go.connect(self._race_go)
        run.updated.connect(self.window.refresh_race)
        run.over.connect(self._race_finished)
        self.session.changed.connect(run.player_moved)
        self.race_changed.emit()
        self.window.refresh()

    def resume_race(self, game: Game) -> None:
        """A race restored from the saved game: same CPU (strength remembered, same dice), a
        new 3-2-1, then both go on from the time already played."""
        config = recall_race(self.window.paths, game.layout.id, game.number)
        setup = race_setup(config.level.id, config.number, game.variant)
        self._begin_race(config, setup.layout, setup.make_deal(), game)

    def _race_go(self) -> None:
        game = self.session.game
        if game is not None:
            game.clock.resume()
        self.window.refresh()

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
        if self.race is not None and not self.race.finished:
            self.race.give_up()

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
        if self.window.persist:
            forget_race(self.window.paths)
        self.race_over.emit()

    # ----- during a game -------------------------------------------------------------------
    def _game_installed(self) -> None:
        """A new game replaced the one under way: a race of that game is over."""
        game = self.session.game
        if self.race is not None and (
            game is None or game.board is not self.race.race.player_board
        ):
            self._stop_race()

    def check_clock(self) -> None:
        """Poll the challenge's countdown (the window calls it every tick and after moves)."""
        game = self.session.game
        if game is None or self.session.locked or game.mode != ModeId.CHALLENGE.value:
            return
        if ChallengeRules(game.clock.limit or 480.0).check(game) is ChallengeState.TIME_UP:
            self.time_up.emit(self.session.end_game(won=False))

    def game_won(self, result: GameResult) -> ModeOutcome:
        """Record a cleared board in the mode's progress; what to offer next."""
        game = self.session.game
        if game is None:
            return ModeOutcome()
        if game.mode == ModeId.DAILY.value:
            day = daily_date(game)
            if day is not None and self.book.record_daily(
                day, True, result.elapsed, result.stars, result.score
            ):
                done = self.tr("Daily challenge of %1 done!").replace(
                    "%1", date_text(day, long=True)
                )
                return ModeOutcome(news=(done,))
        elif game.mode == ModeId.CAMPAIGN.value:
            level = campaign_level_of(game)
            if level is not None:
                change = self.book.record_campaign(level, result.stars, result.elapsed)
                news = ()
                if change.unlocked is not None:
                    opened = self.tr("Level %1 is open!").replace("%1", str(change.unlocked))
                    news = (opened,)
                return ModeOutcome(level + 1 if level < LEVEL_COUNT else None, news)
        return ModeOutcome()

    def _abandoned(self, result: GameResult) -> None:
        """A daily challenge thrown away still counts for its day (not cleared)."""
        game = self.session.game
        if game is not None and game.mode == ModeId.DAILY.value:
            day = daily_date(game)
            if day is not None:
                self.book.record_daily(day, False, result.elapsed, 0, result.score)

    def restored(self) -> None:
        """The window restored a saved game: a race goes on against its CPU."""
        game = self.session.game
        if game is not None and game.mode == ModeId.RACE.value:
            try:
                race_level(game.layout.id)
            except KeyError:
                return
            self.resume_race(game)

    def shutdown(self) -> None:
        self._cancel_job()
        self._stop_race()
        if self._worker is not None:
            self._worker.shutdown()
            self._worker = None
