"""No deal, solve, shuffle search or layout generation runs on the GUI thread: every way to
start a game (each mode, a numbered game, a restart, a saved campaign or race game going on), a
hint off the kept line and a shuffle are played through the real window while a profiler
watches the GUI thread."""

from __future__ import annotations

import sys

import pytest
from test_app_helpers import curtain, make_window, wait_for_game
from test_ui_modes_start import FakeClock

from mahjong_qt.app.window.main_window import GameStart
from mahjong_qt.core import deals, shuffle
from mahjong_qt.core.modes import campaign, race
from mahjong_qt.core.modes import setup as mode_setup
from mahjong_qt.core.modes.race import cpu_strength, race_level
from mahjong_qt.core.modes.setup import classic_setup
from mahjong_qt.core.solver import api

HEAVY = {
    deals.make_deal.__code__: "make_deal",
    api.solve.__code__: "solve",
    api.solve_problem.__code__: "solve_problem",
    shuffle.solvable_shuffle.__code__: "solvable_shuffle",
    campaign.campaign_level.__wrapped__.__code__: "campaign_level",
    race.race_layout.__wrapped__.__code__: "race_layout",
    mode_setup.resolve_generated.__code__: "resolve_generated",  # (the two above may be cached)
}


class HeavyWatch:
    """Records the heavy functions called on this (the GUI) thread."""

    def __init__(self):
        self.calls: list[str] = []

    def __enter__(self):
        sys.setprofile(self._profile)
        return self

    def __exit__(self, *exc):
        sys.setprofile(None)

    def _profile(self, frame, event, arg):
        if event == "call" and frame.f_code in HEAVY:
            self.calls.append(HEAVY[frame.f_code])


def test_the_watch_sees_a_deal_made_on_this_thread():
    from mahjong_qt.core.layout import load_layout
    from mahjong_qt.resources import layouts_dir

    layout = load_layout(layouts_dir() / "pyramid.json")
    with HeavyWatch() as watch:
        deals.make_deal(layout, 3, "easy")
        mode_setup.resolve_generated("race-initiation", mode_setup.GENERATED_SOURCE)
    assert watch.calls[0] == "make_deal" and "resolve_generated" in watch.calls


def unproven_pair(game):
    from mahjong_qt.core.hints import swap_partners

    line = {tuple(sorted(p)) for p in game.solution}
    return next(
        p
        for p in game.board.free_pairs()
        if p not in line and swap_partners(game.board, game.solution, *p) is None
    )


def test_no_deal_or_solve_runs_on_the_gui_thread(qtbot):
    with HeavyWatch() as watch:
        window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
        window.modes.set_now(FakeClock())
        modes = window.modes
        wait_for_game(qtbot, window, modes.start_daily)
        wait_for_game(qtbot, window, lambda: modes.start_challenge(number=3))
        wait_for_game(qtbot, window, modes.start_zen)
        wait_for_game(qtbot, window, lambda: modes.start_campaign(2))
        level, cpu = race_level("race-initiation"), cpu_strength("beginner")
        wait_for_game(qtbot, window, lambda: modes.start_race(level, cpu, 7))
        turtle = window.bundled_layout("turtle")
        game = wait_for_game(
            qtbot, window, lambda: window.start(classic_setup(turtle, 8, "hard", "full", 5, 3))
        )
        wait_for_game(qtbot, window, window.restart_game)
        game = window.session.game
        a, b = unproven_pair(game)
        window.play.click_tile(a)
        window.play.click_tile(b)  # off the kept line: the check and the hint go to the worker
        window.actions_.hint.trigger()
        qtbot.waitUntil(
            lambda: window.session.hint_pair is not None or window.session.lost, timeout=60_000
        )
        window.actions_.shuffle.trigger()
        qtbot.waitUntil(lambda: game.shuffles_used == 1, timeout=60_000)
        window.close()
    assert watch.calls == []


def _campaign(window):
    window.modes.start_campaign(3)


def _race(window):
    window.modes.start_race(race_level("race-initiation"), cpu_strength("beginner"), 5)


@pytest.mark.parametrize("start", [_campaign, _race], ids=["campaign", "race"])
def test_a_saved_game_on_a_generated_layout_is_built_again_in_the_worker(qtbot, start):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    window.modes.set_now(FakeClock())
    game = wait_for_game(qtbot, window, lambda: start(window))
    a, b = game.solution[0]
    game.remove_pair(a, b)
    window.close()  # saved
    with HeavyWatch() as watch:
        again = make_window(qtbot, GameStart(), wait=False)
        waiting = again.starter.waiting
        assert waiting is not None and waiting.saved is not None  # the board says so meanwhile
        assert curtain(again).isVisible() and "again" in curtain(again).text()
        restored = wait_for_game(qtbot, again)
        again.close()
    assert watch.calls == []
    assert (restored.mode, restored.layout.id) == (game.mode, game.layout.id)
    assert restored.number == game.number and not restored.board.is_present(a)
