"""The seed's rules still missing online (issue 23, item 5), on a real server on loopback: Play
Again with a ready step (those not ready sit the round out), a time per move, a host whose game
closes hands the room over (or the room ends and says why), and the ratings in the protocol."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import time

import pytest
from test_race_server import FAST, INITIATION, room_of, run, wait_until

from mahjong_qt.core.racing.room import Room
from mahjong_qt.core.racing.settings import RaceSettings
from mahjong_qt.net import protocol as p
from mahjong_qt.net.client import JoinError, RaceClient
from mahjong_qt.race_server.cli import main as cli_main
from mahjong_qt.race_server.server import RaceServer
from mahjong_qt.race_server.store import SqliteStore

UNFLAGGED = dataclasses.replace(FAST, min_pair_seconds=0, min_move_gap=0)  # bots play fast


def _lobby_of(bot) -> p.Lobby:
    assert bot.race.lobby is not None
    return bot.race.lobby


def test_play_again_starts_for_those_ready_and_the_others_sit_the_round_out():
    async def scenario(server, url):
        welcome, host, (p1, p2) = await room_of(url, 3)
        bots = (host, p1, p2)
        await host.send(p.Start())
        await asyncio.gather(*(b.result.wait() for b in bots))
        room = server.rooms[welcome.code].room
        await wait_until(lambda: not any(m.ready for m in _lobby_of(host).members))
        await host.send(p.Start())  # nobody else is ready: refused, with a reason
        await wait_until(lambda: any(e.code == "nobody_ready" for e in host.errors))
        assert room.phase.value == "result"
        await p1.send(p.Ready(ready=True))
        await wait_until(lambda: [m.ready for m in _lobby_of(host).members] == [False, True, False])
        for bot in bots:
            bot.went.clear()
        await host.send(p.Start())  # Play Again with those ready: the host and P1
        await asyncio.gather(host.went.wait(), p1.went.wait())
        assert set(room.boards) == {host.race.seat, p1.race.seat}  # P2 sits this round out
        await wait_until(lambda: _lobby_of(p2).phase in ("countdown", "running"))
        assert p2.race.sitting_out and not p1.race.sitting_out
        await p2.send(p.Ready(ready=True))  # not during the round
        await wait_until(lambda: any(e.code == "wrong_phase" for e in p2.errors))
        await asyncio.gather(host.result.wait(), p1.result.wait())
        await wait_until(lambda: p2.race.result is not None and p2.race.result.round == 2)
        assert {x.seat for x in p2.race.result.lines} == {host.race.seat, p1.race.seat}
        assert p2.race.seat in room.members  # still in the room, for the next round
        for bot in (p1, p2):
            await bot.send(p.Ready(ready=True))
        await wait_until(lambda: all(m.ready for m in _lobby_of(host).members[1:]))
        p2.went.clear()
        await host.send(p.Start())
        await p2.went.wait()  # all three again
        assert set(room.boards) == {b.race.seat for b in bots}
        for bot in bots:
            await bot.close()

    run(scenario)


def test_a_host_who_leaves_hands_the_room_to_the_next_player_and_the_last_one_ends_it():
    async def scenario(server, url):
        welcome, host, (p1, p2) = await room_of(url, 3, moves=0)
        await host.send(p.Leave())  # in the lobby
        told = p.HostChanged(seat=p1.race.seat, name="P1")
        await wait_until(lambda: p1.race.hosts == [told] and p2.race.hosts == [told])
        assert _lobby_of(p2).host == p1.race.seat and p1.race.is_host
        await p1.send(p.Start())  # the new host starts (P2 said ready)
        await asyncio.gather(p1.went.wait(), p2.went.wait())
        token = p1.client.welcome.token
        await p1.drop()  # during the round, away past the grace time: P2 hosts now
        now_p2 = p.HostChanged(seat=p2.race.seat, name="P2")
        await wait_until(lambda: p2.race.hosts[-1:] == [now_p2])
        assert p2.race.is_host
        await p2.send(p.Leave())  # nobody is left: the room ends
        await wait_until(lambda: welcome.code not in server.rooms)
        late = RaceClient(url)
        await late.connect()
        with pytest.raises(JoinError) as e:
            await late.rejoin(welcome.code, token)
        assert e.value.code == "room_ended"
        await late.close()
        assert server.ended[welcome.code] == "no_players"

    run(scenario)


def test_a_seat_given_up_says_so_on_rejoin():
    async def scenario(server, url):
        welcome, host, (p1,) = await room_of(url, 2, moves=0)
        token = p1.client.welcome.token
        await p1.drop()
        await wait_until(lambda: len(_lobby_of(host).members) == 1)  # away too long: dropped
        again = RaceClient(url)
        await again.connect()
        with pytest.raises(JoinError) as e:
            await again.rejoin(welcome.code, token)
        assert e.value.code == "seat_gone"
        await asyncio.gather(again.close(), host.close())

    run(scenario)


def test_every_player_is_told_when_the_game_holding_the_room_closes():
    async def scenario(server, url):
        welcome, host, (p1, p2) = await room_of(url, 3, moves=0)
        await server.stop("host_closed")  # as the game's LAN host does when it closes
        for bot in (host, p1, p2):
            await wait_until(lambda b=bot: b.race.ended is not None)
            assert bot.race.ended.reason == "host_closed"
            await wait_until(lambda b=bot: b.client.ws.state.name == "CLOSED")

    run(scenario)


class ShiftedClock:
    """The server's clock, moved on at will (a real time per move is 30 s at least)."""

    def __init__(self):
        self.shift = 0.0

    def __call__(self) -> float:
        return time.monotonic() + self.shift


def test_a_player_without_a_move_within_the_time_per_move_is_out_of_the_round():
    clock = ShiftedClock()
    settings = INITIATION.model_copy(update={"turn_seconds": 30})

    async def main():
        server = RaceServer(FAST, clock=clock)
        port = await server.start("127.0.0.1", 0)
        url = f"ws://127.0.0.1:{port}"
        try:
            welcome, host, (p1,) = await room_of(url, 2, settings=settings, moves=0)
            await host.send(p.Start())
            await asyncio.gather(host.went.wait(), p1.went.wait())
            assert _lobby_of(p1).settings.turn_seconds == 30  # everyone sees the setting
            clock.shift = 31.0  # half a minute without a move
            await asyncio.wait_for(host.result.wait(), 10)
            names = sorted(x.name for x in host.race.out_of_time)
            assert names == ["Host", "P1"] and len(p1.race.out_of_time) == 2  # everyone told
            lines = host.race.result.lines
            assert all(x.timed_out and x.gave_up for x in lines)
            await asyncio.gather(host.close(), p1.close())
        finally:
            await server.stop()

    asyncio.run(asyncio.wait_for(main(), 20))


def test_the_time_per_move_counts_from_the_last_pair_and_ranks_like_giving_up():
    settings = RaceSettings(level="race-initiation", turn_seconds=30)
    room = Room("ABCDEF", "Ann", "player-ann1", settings, countdown=0.0)
    bob = room.join("Bob", "player-bob1")
    room.set_ready(bob, True)
    room.start(room.host, 0.0)
    room.tick(0.0)
    board = room.boards[room.host].board
    a, b = board.free_pairs()[0]
    assert room.play(room.host, a, b, 10.0) is None
    report = room.tick(31.0)
    assert report.timed_out == {bob}  # Ann moved at 10 s: her time runs to 40 s
    assert room.boards[room.host].turn_deadline() == 40.0
    report = room.tick(41.0)
    assert report.timed_out == {room.host} and report.over
    lines = {x.seat: x for x in room.result.lines}
    assert lines[room.host].rank == 1 and lines[bob].rank == 2  # by progress, as those who gave up
    assert lines[bob].timed_out and lines[bob].gave_up


def test_ratings_are_asked_in_the_room_and_match_the_command_line(tmp_path, capsys):
    store = SqliteStore(tmp_path / "data")

    async def main():
        server = RaceServer(UNFLAGGED, store=store)
        port = await server.start("127.0.0.1", 0)
        url = f"ws://127.0.0.1:{port}"
        try:
            welcome, host, (p1,) = await room_of(url, 2)
            await host.send(p.AskRatings())
            await wait_until(lambda: host.race.ratings is not None)
            assert host.race.ratings == p.Ratings(you=None, top=[])  # nothing rated yet
            await host.send(p.Start())
            await asyncio.gather(host.result.wait(), p1.result.wait())
            assert host.race.result.rated
            host.race.ratings = None
            await host.send(p.AskRatings())
            await wait_until(lambda: host.race.ratings is not None)
            answer = host.race.ratings
            await asyncio.gather(host.close(), p1.close())
            return answer
        finally:
            await server.stop()

    answer = asyncio.run(asyncio.wait_for(main(), 20))
    store.close()
    assert answer.you is not None and answer.you.name == "Host" and answer.you.games == 1
    assert cli_main(["ratings", "--data", str(tmp_path / "data"), "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [(r["player"], r["rating"], r["games"]) for r in rows] == [
        (x.name, x.rating, x.games) for x in answer.top
    ]
