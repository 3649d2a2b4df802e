"""The authoritative race of one room, driven by a fake clock: lobby, countdown, moves checked
on the room's own boards, CPUs, leaving and coming back, the end of the round, Play Again."""

from __future__ import annotations

import pytest

from mahjong_qt.core.racing.room import Phase, Room, RoomError
from mahjong_qt.core.racing.seat import Refused
from mahjong_qt.core.racing.settings import RaceSettings

FAST = RaceSettings(level="race-initiation", cpu_strength="lightning")


def room_with(n_humans=2, settings=FAST, **kw):
    room = Room("ABC123", "Host", "p0", settings, seed=1, **kw)
    seats = [room.host] + [room.join(f"P{i}", f"p{i}") for i in range(1, n_humans)]
    for s in seats:
        room.set_ready(s, True)
    return room, seats


def go(room, now=0.0):
    room.start(room.host, now)
    report = room.tick(room.go_at)
    assert report.went and room.phase is Phase.RUNNING
    return room.go_at


def clear(room, seat, t, step=1.0):
    """The seat plays its deal's solution, one pair per ``step`` seconds; returns the time."""
    for a, b in room.deals[seat].solution:
        t += step
        assert room.play(seat, a, b, t) is None
    return t


def test_lobby_rules_only_the_host_changes_settings_and_starts():
    room, (host, p1) = room_with()
    with pytest.raises(RoomError) as e:
        room.change_settings(p1, RaceSettings(hints=0))
    assert e.value.code == "not_host"
    room.change_settings(host, RaceSettings(level="race-initiation", hints=0))
    assert room.settings.hints == 0
    room.set_ready(p1, False)
    with pytest.raises(RoomError) as e:
        room.start(host, 0.0)
    assert e.value.code == "not_ready"
    with pytest.raises(RoomError):
        room.start(p1, 0.0)
    assert room.join("Host", "p9") != host and room.members[2].name == "Host (2)"


def test_the_room_holds_twenty_seats_at_most():
    room, _ = room_with(1)
    for _ in range(19):
        room.add_cpu(room.host)
    with pytest.raises(RoomError) as e:
        room.join("late", "late")
    assert e.value.code == "room_full"


def test_countdown_then_a_whole_race_to_the_ranking():
    room, (host, p1) = room_with()
    room.start(host, 10.0)
    assert room.phase is Phase.COUNTDOWN and room.countdown(11.0) == pytest.approx(2.0)
    assert room.play(host, 0, 1, 11.0) is Refused.NOT_RUNNING  # faces hidden until go
    assert room.deals[host].faces == room.deals[p1].faces  # the same deal for everyone
    room.tick(13.0)
    t = clear(room, p1, 13.0, step=1.5)  # a person's pace: above the fair-play floors
    assert not room.settle(t)  # the host still plays
    standings = room.standings(t)
    assert [s.seat for s in standings] == [p1, host] and standings[0].finished
    a, b = room.deals[host].solution[0]
    assert room.play(host, a, b, t + 1) is None
    assert room.give_up(host, t + 2) is None
    assert room.settle(t + 2) and room.phase is Phase.RESULT
    lines = room.result.lines
    assert [(x.seat, x.rank) for x in lines] == [(p1, 1), (host, 2)]
    assert lines[0].time == pytest.approx(t - 13.0) and lines[0].within_target
    assert lines[1].gave_up and lines[1].progress == pytest.approx(100 * 2 / 34)
    assert lines[0].rating_change > 0 > lines[1].rating_change
    assert lines[0].points == 2 and lines[1].points == 1


def test_illegal_moves_are_refused_and_change_nothing():
    room, (host, _) = room_with()
    go(room)
    board = room.boards[host].board
    blocked = next(i for i in range(34) if not board.is_free(i))
    free = board.free_tiles()
    other = next(j for j in free if board.face(j) != board.face(free[0]))
    t = room.go_at + 1
    assert room.play(host, free[0], free[0], t) is Refused.SAME_TILE
    assert room.play(host, free[0], other, t) is Refused.NO_MATCH
    assert room.play(host, blocked, free[0], t) in (Refused.NOT_FREE, Refused.NO_MATCH)
    assert room.play(host, 999, free[0], t) is Refused.NOT_PRESENT
    assert room.play(host, -1, free[0], t) is Refused.NOT_PRESENT
    assert board.tiles_left == 34


def test_shuffle_penalty_pause_and_shuffle_and_hint_limits():
    settings = FAST.model_copy(
        update={"shuffles": 1, "shuffle_penalty": 5, "hints": 1, "shuffle_anytime": True}
    )
    room, (host, _) = room_with(settings=settings)
    t = go(room) + 1
    done = room.shuffle(host, t)
    assert done.penalty_until == pytest.approx(t + 5)
    assert room.boards[host].board.faces == done.faces
    board = room.boards[host]
    pair = next(
        p for p in board.solution if board.board.is_free(p[0]) and board.board.is_free(p[1])
    )
    assert room.play(host, *pair, t + 4) is Refused.PENALTY  # no tile can be touched
    assert room.play(host, *pair, t + 5) is None
    assert room.shuffle(host, t + 6) is Refused.NO_SHUFFLES
    hint = room.hint(host, t + 6)
    assert isinstance(hint, tuple) and board.board.check_pair(*hint) is None
    assert board.hints_left == 0
    assert room.hint(host, t + 7) == hint  # the same pair, asked again: not counted again
    assert room.play(host, *hint, t + 8) is None
    assert room.hint(host, t + 9) is Refused.NO_HINTS


def test_a_cpu_seat_plays_but_the_round_ends_with_the_humans():
    room, (host,) = room_with(1)
    cpu = room.add_cpu(host)
    go(room)
    t = room.go_at
    for k in range(1, 30):
        room.tick(t + k * 0.5)
    assert room.boards[cpu].finished_at is not None  # the CPU finished first
    assert room.phase is Phase.RUNNING  # the human goes on
    t = clear(room, host, t + 15)
    assert room.settle(t)
    assert [x.seat for x in room.result.lines] == [cpu, host]


def test_a_player_who_leaves_is_played_by_the_cpu_and_the_round_goes_on():
    room, (host, p1, p2) = room_with(3)
    t = go(room)
    room.leave(p1, t + 1)
    assert room.boards[p1].cpu is not None
    assert room.play(p1, 0, 1, t + 1.5) is Refused.CPU_PLAYS
    for k in range(2, 60):
        room.tick(t + k * 0.5)
    assert room.boards[p1].progress > 0
    clear(room, host, t + 30)
    room.give_up(p2, t + 60)
    assert room.settle(t + 60) and room.phase is Phase.RESULT
    assert {x.seat: x.left for x in room.result.lines}[p1]
    assert [x.seat for x in room.result.lines] == [host, p2, p1]  # who left is last


def test_a_dropped_player_keeps_the_seat_for_the_grace_time_and_comes_back():
    room, (host, p1) = room_with(grace=10.0)
    t = go(room)
    room.disconnect(p1, t + 1)
    room.tick(t + 5)
    assert room.boards[p1].cpu is None  # still theirs
    room.reconnect(p1, t + 6)
    a, b = room.deals[p1].solution[0]
    assert room.play(p1, a, b, t + 7) is None
    room.disconnect(p1, t + 8)
    report = room.tick(t + 19)
    assert report.taken_over == {p1} and room.boards[p1].cpu is not None
    room.reconnect(p1, t + 20)  # back on the same machine: the place is theirs again
    assert room.boards[p1].cpu is None
    assert room.boards[p1].removed >= 2
    assert room.phase is Phase.RUNNING


def test_play_again_with_the_winners_handicap():
    settings = FAST.model_copy(update={"handicap": True})
    room, (host, p1) = room_with(settings=settings)
    t = go(room)
    t = clear(room, host, t)
    room.give_up(p1, t)
    assert room.settle(t)
    room.set_ready(p1, True)  # the ready step after a round
    room.start(host, t + 1)  # Play Again, from the result
    assert room.boards[host].level_id == "race-easy"
    assert room.boards[p1].level_id == "race-initiation"
    room.tick(room.go_at)
    t = clear(room, p1, room.go_at)
    room.give_up(host, t)
    assert room.settle(t)
    assert room.result.round == 2 and room.result.lines[0].seat == p1
    room.set_ready(p1, True)
    room.start(host, t + 1)
    assert room.boards[host].level_id == "race-initiation"  # a loss takes them back
    assert room.boards[p1].level_id == "race-easy"


def test_after_an_hour_the_result_goes_by_progress():
    room, (host, p1) = room_with()
    t = go(room)
    a, b = room.deals[host].solution[0]
    room.play(host, a, b, t + 5)
    room.tick(t + 3601)
    assert room.phase is Phase.RESULT
    assert [x.seat for x in room.result.lines] == [host, p1]
    assert all(x.points == 0 for x in room.result.lines)  # past the limit: no points


def test_leaving_between_rounds_frees_the_seat_and_passes_the_host():
    room, (host, p1) = room_with()
    room.leave(host, 0.0)
    assert host not in room.members and room.host == p1
    room.leave(p1, 0.0)
    late = room.join("Late", "p-late")
    assert room.host == late  # an empty room's next player hosts it


def test_a_shuffle_only_when_stuck_unless_the_room_allows_it_any_time():
    from mahjong_qt.core.deals import Deal, Difficulty
    from mahjong_qt.core.geometry import Geometry
    from mahjong_qt.core.racing.seat import SeatBoard, ShuffleDone
    from mahjong_qt.core.tiles import TileSetVariant

    kind = ("row", 1, Difficulty.NORMAL, TileSetVariant.NO_BONUS)

    row = Geometry.from_positions([(0, 0, 0), (2, 0, 0), (4, 0, 0), (6, 0, 0)])
    stuck = Deal(*kind, (0, 1, 0, 1), ((0, 2), (1, 3)))  # the ends do not match: stuck
    free = Deal(*kind, (0, 1, 1, 0), ((0, 3), (1, 2)))
    seat = SeatBoard("race-easy", row, free, FAST, go_at=0.0)
    assert seat.shuffle(1.0, seed=1) is Refused.NOT_STUCK and seat.shuffles_left == 3
    seat = SeatBoard("race-easy", row, stuck, FAST, go_at=0.0)
    assert isinstance(seat.shuffle(1.0, seed=1), ShuffleDone) and seat.shuffles_left == 2
    anytime = FAST.model_copy(update={"shuffle_anytime": True})
    seat = SeatBoard("race-easy", row, free, anytime, go_at=0.0)
    assert isinstance(seat.shuffle(1.0, seed=1), ShuffleDone)
