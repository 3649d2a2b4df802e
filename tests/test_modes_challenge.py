"""The timed challenge ends when the countdown reaches zero (a fake clock, no real time)."""

from __future__ import annotations

from mahjong_qt.core.clock import GameClock
from mahjong_qt.core.deals import make_deal
from mahjong_qt.core.game import Game
from mahjong_qt.core.layout import load_layout
from mahjong_qt.core.modes.challenge import (
    CHALLENGE_LAYOUT_ID,
    ChallengeRules,
    ChallengeState,
    is_time_up,
)
from mahjong_qt.core.modes.definitions import mode
from mahjong_qt.resources import layouts_dir


class FakeTime:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


def small_game(rules: ChallengeRules, now: FakeTime) -> Game:
    layout = load_layout(layouts_dir() / "little-bridge.json")
    deal = make_deal(layout, 7, "easy")
    definition = mode("challenge")
    return Game.new(
        layout,
        deal.faces,
        number=7,
        difficulty="easy",
        variant=deal.variant,
        solution=deal.solution,
        limits=definition.help_limits(),
        clock=rules.new_clock(now),
        mode="challenge",
    )


def test_the_challenge_is_the_fortress_for_eight_minutes():
    assert CHALLENGE_LAYOUT_ID == "fortress"
    assert ChallengeRules().limit == 480.0


def test_the_game_ends_when_the_clock_reaches_zero():
    now = FakeTime()
    rules = ChallengeRules()
    game = small_game(rules, now)
    assert rules.check(game) is ChallengeState.PLAYING
    now.t += 479.9
    assert rules.check(game) is ChallengeState.PLAYING
    assert rules.remaining(game.clock) > 0
    now.t += 0.1
    assert is_time_up(game.clock)
    assert rules.check(game) is ChallengeState.TIME_UP
    assert rules.remaining(game.clock) == 0
    assert game.clock.paused  # the countdown stops at zero
    now.t += 60
    assert game.clock.elapsed() == 480.0


def test_pausing_pauses_the_countdown():
    now = FakeTime()
    rules = ChallengeRules()
    game = small_game(rules, now)
    now.t += 100
    game.clock.pause()
    now.t += 1000
    assert rules.check(game) is ChallengeState.PLAYING
    assert rules.remaining(game.clock) == 380.0


def test_clearing_the_board_in_time_wins():
    now = FakeTime()
    rules = ChallengeRules()
    game = small_game(rules, now)
    for a, b in game.solution:
        now.t += 2
        game.remove_pair(a, b)
    assert rules.check(game) is ChallengeState.WON
    now.t += 1000  # the clock stopped when the board was cleared
    assert rules.check(game) is ChallengeState.WON


def test_a_clock_without_a_limit_never_runs_out():
    now = FakeTime()
    clock = GameClock(now)
    clock.start()
    now.t += 10**6
    assert not is_time_up(clock)
