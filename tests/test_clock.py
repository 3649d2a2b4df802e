"""The game clock, driven by a fake time source."""

from __future__ import annotations

import pytest

from mahjong_qt.core.clock import GameClock


class FakeTime:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t

    def advance(self, seconds: float) -> None:
        self.t += seconds


@pytest.fixture
def time_():
    return FakeTime()


def test_not_started_clock_shows_zero(time_):
    clock = GameClock(time_)
    time_.advance(5)
    assert clock.elapsed() == 0 and not clock.started and not clock.running


def test_counts_while_running(time_):
    clock = GameClock(time_)
    clock.start()
    time_.advance(12.5)
    assert clock.elapsed() == 12.5 and clock.running


def test_pause_stops_and_resume_goes_on(time_):
    clock = GameClock(time_)
    clock.start()
    time_.advance(10)
    clock.pause()
    assert clock.paused and not clock.running
    time_.advance(100)
    assert clock.elapsed() == 10
    clock.pause()  # idempotent
    clock.resume()
    time_.advance(5)
    assert clock.elapsed() == 15
    clock.resume()  # idempotent: no double counting
    time_.advance(1)
    assert clock.elapsed() == 16


def test_pause_before_start_keeps_it_stopped(time_):
    clock = GameClock(time_)
    clock.pause()
    clock.start()
    time_.advance(7)
    assert clock.elapsed() == 0
    clock.resume()
    time_.advance(2)
    assert clock.elapsed() == 2


def test_set_elapsed_restores_and_goes_on(time_):
    clock = GameClock(time_)
    clock.set_elapsed(125.25)
    clock.start()
    time_.advance(1)
    assert clock.elapsed() == 126.25
    clock.set_elapsed(3)
    time_.advance(1)
    assert clock.elapsed() == 4
    with pytest.raises(ValueError):
        clock.set_elapsed(-1)


def test_time_going_backwards_never_counts_negative(time_):
    clock = GameClock(time_)
    clock.start()
    time_.advance(-10)
    assert clock.elapsed() == 0


def test_limit_and_remaining(time_):
    clock = GameClock(time_, limit=480)
    assert clock.remaining() == 480 and not clock.expired
    clock.start()
    time_.advance(479)
    assert clock.remaining() == 1
    time_.advance(5)
    assert clock.remaining() == 0 and clock.expired
    assert GameClock(time_).remaining() is None
    with pytest.raises(ValueError):
        GameClock(time_, limit=-1)
