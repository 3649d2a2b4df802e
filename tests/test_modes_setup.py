"""Starting a game of each mode through a GameSetup, and restoring games on generated layouts."""

from __future__ import annotations

import datetime as dt

import pytest

from mahjong_qt.core.clock import GameClock
from mahjong_qt.core.game import Game, HelpLimits
from mahjong_qt.core.jobs import DealJob, SolverWorker
from mahjong_qt.core.layout import load_layout
from mahjong_qt.core.modes.daily import daily_number
from mahjong_qt.core.modes.setup import (
    GENERATED_SOURCE,
    CampaignLevelJob,
    GeneratedLayoutJob,
    campaign_setup,
    challenge_setup,
    classic_setup,
    daily_setup,
    is_generated,
    race_setup,
    resolve_generated,
    saved_setup,
    zen_setup,
)
from mahjong_qt.core.tiles import TileSetVariant
from mahjong_qt.resources import layouts_dir


def bundled(name: str):
    return load_layout(layouts_dir() / f"{name}.json")


def test_a_campaign_game_plays_and_restores_from_its_saved_form():
    setup = campaign_setup(3)
    assert setup.layout.id == "campaign-003" and setup.layout_source == GENERATED_SOURCE
    assert setup.limits == HelpLimits(5, 3) and setup.difficulty == "easy"
    assert isinstance(setup.deal_job(), DealJob)
    deal = setup.make_deal()
    game = setup.new_game(deal)
    assert game.mode == "campaign" and game.limits == HelpLimits(5, 3)
    a, b = deal.solution[0]
    game.remove_pair(a, b)
    saved = game.to_saved()
    layout = resolve_generated(saved.layout_id, saved.layout_source)
    assert layout is not None and layout.positions == setup.layout.positions
    again = Game.from_saved(saved, layout, GameClock())
    assert again.board.tiles_left == game.board.tiles_left


def test_classic_levels_of_the_campaign_are_bundled_files():
    setup = campaign_setup(10)
    assert setup.layout.id == "turtle" and setup.layout_source == "bundled"


def test_the_daily_challenge_setup():
    day = dt.date(2026, 11, 29)
    setup = daily_setup(day, bundled("turtle"))
    assert setup.number == daily_number(day) and setup.detail == day
    assert setup.limits == HelpLimits(3, 1) and setup.time_limit is None
    with pytest.raises(ValueError):
        daily_setup(day, bundled("pyramid"))


def test_the_challenge_setup_has_an_eight_minute_countdown():
    setup = challenge_setup(bundled("fortress"), 12)
    assert setup.difficulty == "hard" and setup.limits == HelpLimits(2, 1)
    now = [0.0]
    clock = setup.new_clock(lambda: now[0])
    assert clock.limit == 480.0
    with pytest.raises(ValueError):
        challenge_setup(bundled("turtle"), 12)


def test_zen_and_classic_setups():
    zen = zen_setup(bundled("butterfly"), 4, "full")
    assert zen.difficulty == "easy" and zen.limits == HelpLimits(None, None)
    classic = classic_setup(bundled("pyramid"), 9, "hard", "no-bonus", 5, None)
    assert classic.limits == HelpLimits(5, None)
    assert classic.variant is TileSetVariant.NO_BONUS and classic.difficulty == "hard"


def test_a_race_setup_and_a_deal_made_for_another_game_is_refused():
    setup = race_setup("race-initiation", 5)
    assert setup.variant is TileSetVariant.NO_BONUS and setup.limits == HelpLimits(3, 3)
    deal = setup.make_deal()
    assert setup.new_game(deal).mode == "race"
    other = race_setup("race-initiation", 6)
    with pytest.raises(ValueError):
        other.new_game(deal)
    assert resolve_generated("race-initiation", GENERATED_SOURCE) is setup.layout


def test_resolve_generated_answers_only_for_its_own_layouts():
    assert resolve_generated("campaign-003", "bundled") is None
    assert resolve_generated("campaign-010", GENERATED_SOURCE) is None  # a bundled classic
    assert resolve_generated("campaign-999", GENERATED_SOURCE) is None
    assert resolve_generated("turtle", GENERATED_SOURCE) is None


def test_is_generated_says_so_without_building():
    assert is_generated("campaign-003", GENERATED_SOURCE)
    assert is_generated("race-initiation", GENERATED_SOURCE)
    assert not is_generated("campaign-003", "bundled")
    assert not is_generated("campaign-010", GENERATED_SOURCE)  # a bundled classic
    assert not is_generated("campaign-999", GENERATED_SOURCE)
    assert not is_generated("turtle", GENERATED_SOURCE)


def test_a_saved_game_on_a_generated_layout_has_the_job_that_builds_it():
    setup = campaign_setup(3)
    game = setup.new_game(setup.make_deal())
    a, b = game.solution[0]
    game.remove_pair(a, b)
    saved = game.to_saved()
    waiting = saved_setup(saved)
    assert waiting.layout is None and waiting.build == GeneratedLayoutJob("campaign-003")
    built = waiting.deal_job().run(60.0)  # what the worker does
    again = waiting.rebuilt(built).start(None, GameClock())
    assert again.board.tiles_left == game.board.tiles_left
    assert again.layout.positions == setup.layout.positions
    with pytest.raises(ValueError):
        waiting.rebuilt(bundled("turtle"))  # another layout
    assert GeneratedLayoutJob("campaign-999").run(60.0) is None
    turtle = classic_setup(bundled("turtle"), 1, "easy", "full", None, None)
    with pytest.raises(ValueError):  # a layout file: the library resolves it
        saved_setup(turtle.new_game(turtle.make_deal()).to_saved())


def test_a_campaign_level_can_be_built_in_the_solver_worker():
    layout, deal = CampaignLevelJob(4).run(30.0)
    setup = campaign_setup(4, layout)
    assert setup.layout.id == "campaign-004" and setup.layout_source == GENERATED_SOURCE
    game = setup.new_game(deal)
    assert game.mode == "campaign" and game.limits == HelpLimits(5, 3)
    assert campaign_setup(20, bundled("fortress")).layout_source == "bundled"
    with pytest.raises(ValueError):
        campaign_setup(5, layout)


def test_the_campaign_level_job_runs_in_a_worker_process():
    with SolverWorker() as worker:
        handle = worker.submit(CampaignLevelJob(3), time_cap=120.0)
        layout, deal = handle.result(timeout=180.0)
    assert layout.id == "campaign-003"
    setup = campaign_setup(3, layout)
    assert setup.new_game(deal).board.tiles_left == setup.layout.tile_count
