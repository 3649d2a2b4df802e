"""Fair play (issue 23, item 3): floors on a round's finish (per level, from its tile count)
and on the time between moves, calibrated on the project's bot at human pace; a flagged finish
makes the round unrated and the flag is in the result, and shown."""

from __future__ import annotations

import random

import pytest

from mahjong_qt.core.modes.race import RACE_LEVELS
from mahjong_qt.core.racing.fair_play import FAIR_PLAY, Flag
from mahjong_qt.core.racing.room import Phase, Room
from mahjong_qt.core.racing.settings import RaceSettings
from mahjong_qt.net import protocol as p
from mahjong_qt.race_server.room_host import RoomHost


def race(level: str, paces: list[tuple[float, float]], seed: int = 1) -> Room:
    """Humans each playing their deal's solution at a pace drawn from ``(low, high)`` seconds a
    pair (what the bot does, on the room's own clock)."""
    settings = RaceSettings(level=level, target_seconds=None)
    room = Room("FAIR01", "P0", "account-p0", settings, seed=seed)
    seats = [room.host] + [room.join(f"P{i}", f"account-p{i}") for i in range(1, len(paces))]
    for seat in seats:
        room.set_ready(seat, True)
    room.start(room.host, 0.0)
    room.tick(room.go_at)
    rng = random.Random(seed)
    for seat, (low, high) in zip(seats, paces, strict=True):
        t = room.go_at
        for a, b in room.deals[seat].solution:
            t += rng.uniform(low, high)
            assert room.play(seat, a, b, t) is None
    room.settle(t + 1)
    assert room.phase is Phase.RESULT
    return room


def test_the_finish_floor_grows_with_the_level():
    floors = [FAIR_PLAY.finish_floor(level.tiles) for level in RACE_LEVELS]
    assert floors == [17.0, 34.0, 47.0, 68.0]


@pytest.mark.parametrize("level", [level.id for level in RACE_LEVELS])
def test_the_bot_at_human_pace_is_never_flagged_and_the_round_is_rated(level):
    # A person (4–6 s a pair) and the load benchmark's sped-up bot (2 s ± 50 %).
    room = race(level, [(4.0, 6.0), (1.0, 3.0)])
    assert all(line.flag is None for line in room.result.lines)
    assert room.result.rated and all(line.rated for line in room.result.lines)


def test_a_solver_clearing_hard_in_seconds_is_flagged_and_nobody_is_rated():
    room = race("race-hard", [(4.0, 6.0), (0.06, 0.08)])  # 68 pairs in 4.8 s, as measured
    flags = {line.name: line.flag for line in room.result.lines}
    assert flags == {"P0": None, "P1": Flag.FAST_FINISH}
    assert not room.result.rated and all(line.rating_change == 0 for line in room.result.lines)
    assert [line.name for line in room.result.lines][0] == "P1"  # the ranking still stands


def test_the_server_sends_a_flagged_result_to_the_clients():
    # The result message carries the flag's code (pydantic 2.6, the floor, refused the enum).
    room = race("race-hard", [(4.0, 6.0), (0.06, 0.08)])
    message = RoomHost(room, clock=lambda: 0.0).result_message()
    assert message is not None
    sent = p.Result.model_validate_json(message.model_dump_json())
    assert {row.name: row.flag for row in sent.lines} == {"P0": None, "P1": "fast_finish"}


def test_bursts_of_moves_faster_than_a_person_are_flagged():
    settings = RaceSettings(level="race-initiation", target_seconds=None)
    room = Room("FAIR02", "P0", "account-p0", settings, seed=3)
    other = room.join("P1", "account-p1")
    room.set_ready(other, True)
    room.start(room.host, 0.0)
    room.tick(room.go_at)
    for seat in (room.host, other):
        t = room.go_at
        for k, (a, b) in enumerate(room.deals[seat].solution):
            # P1: a pause of 4 s, then a pair 0.1 s after it; the finish stays above the floor
            t += (4.0 if k % 2 == 0 else 0.1) if seat == other else 3.0
            assert room.play(seat, a, b, t) is None
    room.settle(t + 1)
    flags = {line.name: line.flag for line in room.result.lines}
    assert flags == {"P0": None, "P1": Flag.FAST_MOVES}
    assert not room.result.rated


def test_the_result_shows_the_flag_and_that_the_round_was_not_rated(qtbot):
    from mahjong_qt.app.race_online.result_view import ResultView

    room = race("race-initiation", [(4.0, 6.0), (0.01, 0.02)])
    result = RoomHost(room, clock=lambda: 0.0).result_message()  # what the server sends
    assert result is not None
    view = ResultView("en")
    qtbot.addWidget(view)
    view.show_result(result, seat=1, host=True, record=None, new_record=False)
    texts = [view.table.item(r, 2).text() for r in range(view.table.rowCount())]
    assert any("faster than a person can play: not rated" in t for t in texts)
    assert "This round was not rated." in view.summary.text()
