"""The race server on real sockets (loopback only): whole races, dropping and coming back, the
CPU taking over, illegal moves, bad input. Short countdowns and grace times keep it fast."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import tomllib
from pathlib import Path

import pytest
from websockets.asyncio.client import connect

from mahjong_qt.core.racing.settings import RaceSettings
from mahjong_qt.net import protocol as p
from mahjong_qt.net.bot import BotPlayer
from mahjong_qt.net.client import JoinError, RaceClient, server_url
from mahjong_qt.race_server.limits import ServerLimits
from mahjong_qt.race_server.server import RaceServer

FAST = ServerLimits(countdown=0.2, tick=0.01, grace=0.3, hello_timeout=0.5, close_timeout=0.2)
INITIATION = RaceSettings(level="race-initiation", cpu_strength="lightning")
TIMEOUT = 20


def run(scenario, limits=FAST):
    async def main():
        server = RaceServer(limits)
        port = await server.start("127.0.0.1", 0)
        try:
            await asyncio.wait_for(scenario(server, f"ws://127.0.0.1:{port}"), TIMEOUT)
        finally:
            await server.stop()

    asyncio.run(main())


async def wait_until(predicate, timeout=5.0):
    for _ in range(int(timeout / 0.01)):
        if predicate():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("condition not met in time")


async def room_of(url, n, settings=INITIATION, pace=0.01, moves=None):
    host = BotPlayer(url, "Host", "player-host", pace=lambda: pace, moves=moves)
    welcome = await host.create(settings)
    others = [
        BotPlayer(url, f"P{i}", f"player-{i:04}", pace=lambda: pace, moves=moves)
        for i in range(1, n)
    ]
    for bot in others:
        await bot.join(welcome.code.lower())  # codes are typed by hand: case does not matter
        await bot.send(p.Ready(ready=True))
    await wait_until(
        lambda: (
            host.race.lobby is not None
            and len(host.race.lobby.members) == n
            and all(m.ready for m in host.race.lobby.members if m.seat != host.race.seat)
        )
    )
    return welcome, host, others


def test_a_host_and_three_clients_play_a_whole_race_to_the_ranking():
    async def scenario(server, url):
        welcome, host, others = await room_of(url, 4)
        await host.send(p.Start())
        bots = [host, *others]
        await asyncio.gather(*(b.result.wait() for b in bots))
        result = host.race.result
        assert len(result.lines) == 4 and result.lines[0].rank == 1
        assert all(line.time is not None and line.within_target for line in result.lines)
        times = [line.time for line in result.lines]
        assert times == sorted(times)
        assert {line.name for line in result.lines} == {"Host", "P1", "P2", "P3"}
        assert sum(line.rating_change for line in result.lines) == pytest.approx(0, abs=1e-6)
        for bot in bots:
            assert bot.race.result == result  # everyone sees the same ranking
            assert bot.race.board.is_won and not bot.errors and not bot.refusals
            assert bot.latencies  # standings came back after the moves
        faces = {tuple(b.race.board.faces) for b in bots}
        assert len(faces) == 1  # the same deal for everyone
        await asyncio.gather(*(b.close() for b in bots))

    run(scenario)


def test_an_illegal_move_is_refused_and_a_claimed_finish_is_not_believed():
    async def scenario(server, url):
        welcome, host, _ = await room_of(url, 1, moves=0)
        await host.send(p.Start())
        await host.went.wait()
        board = host.race.board
        free = board.free_tiles()
        blocked = next(i for i in range(len(board.faces)) if not board.is_free(i))
        other = next(j for j in free if not board.matches(free[0], j))
        for a, b, reason in (
            (free[0], other, "no_match"),
            (free[0], free[0], "same_tile"),
            (blocked, free[0], None),
        ):
            answer = await host.request(p.Move(seq=7, a=a, b=b))
            assert isinstance(answer, p.Ack) and not answer.ok
            assert reason is None or answer.reason == reason
        room = server.rooms[welcome.code].room
        assert room.boards[welcome.seat].board.tiles_left == len(board.faces)
        assert room.phase.value == "running"  # no finish without the moves
        await host.close()

    run(scenario)


def test_a_player_drops_and_comes_back_with_the_token():
    async def scenario(server, url):
        limits_grace = server.limits.grace
        welcome, host, (p1,) = await room_of(url, 2, pace=0.02, moves=3)
        await host.send(p.Start())
        await asyncio.gather(host.went.wait(), p1.went.wait())
        await wait_until(lambda: p1.moves_made == 3)
        seat = p1.race.seat
        token = p1.client.welcome.token
        await p1.drop()
        room = server.rooms[welcome.code].room
        await wait_until(lambda: not room.members[seat].connected)
        await asyncio.sleep(limits_grace / 3)
        p1.moves_cap = None
        again = await p1.rejoin(welcome.code, token)
        assert again.seat == seat  # the place is back
        await p1.went.wait()
        assert room.boards[seat].cpu is None and room.boards[seat].removed == 6
        await wait_until(lambda: p1.race.board.is_won, 10)  # it plays on from where it was
        await host.send(p.GiveUp(seq=99))
        await p1.result.wait()
        assert p1.race.result.lines[0].seat == seat
        bad = RaceClient(url)
        await bad.connect()
        with pytest.raises(JoinError) as e:
            await bad.rejoin(welcome.code, "x" * 32)
        assert e.value.code == "bad_token"
        await asyncio.gather(host.close(), p1.close(), bad.close())

    run(scenario)


def test_a_player_who_leaves_is_played_by_the_cpu():
    async def scenario(server, url):
        welcome, host, (p1, p2) = await room_of(url, 3, pace=0.02, moves=1)
        await host.send(p.Start())
        await asyncio.gather(*(b.went.wait() for b in (host, p1, p2)))
        await wait_until(lambda: p1.moves_made == 1)
        seat = p1.race.seat
        await p1.send(p.Leave())
        room = server.rooms[welcome.code].room
        await wait_until(lambda: room.boards[seat].cpu is not None)
        await wait_until(lambda: room.boards[seat].removed > 2)  # the CPU goes on playing
        await wait_until(
            lambda: (
                host.race.standings is not None
                and any(x.seat == seat and x.state == "cpu" for x in host.race.standings.lines)
            )
        )
        await host.send(p.GiveUp(seq=50))
        await p2.send(p.GiveUp(seq=50))
        await host.result.wait()  # every human done or gone: the round ends
        line = next(x for x in host.race.result.lines if x.seat == seat)
        assert line.left
        await asyncio.gather(host.close(), p1.close(), p2.close())

    run(scenario)


def test_cpu_seats_fill_the_room_and_only_the_host_changes_settings():
    async def scenario(server, url):
        welcome, host, (p1,) = await room_of(url, 2, moves=0)
        await host.send(p.AddCpu())
        await host.send(p.AddCpu())
        await wait_until(lambda: len(p1.race.lobby.members) == 4)
        await p1.send(p.ChangeSettings(settings=RaceSettings(hints=0)))
        await wait_until(lambda: any(e.code == "not_host" for e in p1.errors))
        await host.send(p.ChangeSettings(settings=INITIATION.model_copy(update={"hints": 1})))
        await wait_until(lambda: p1.race.lobby.settings.hints == 1)  # shown to everyone
        await p1.send(p.Start())
        await wait_until(lambda: len(p1.errors) == 2)
        await host.send(p.Start())
        await p1.went.wait()
        room = server.rooms[welcome.code].room
        cpus = [s for s, m in room.members.items() if m.cpu]
        await wait_until(lambda: all(room.boards[s].removed > 0 for s in cpus))
        await asyncio.gather(host.close(), p1.close())

    run(scenario)


def test_wrong_codes_bad_versions_and_silence_are_turned_away():
    async def scenario(server, url):
        client = RaceClient(url)
        await client.connect()
        for _ in range(4):
            with pytest.raises(JoinError) as e:
                await client.join("ZZZZZZ", "Eve", "player-eve1")
            assert e.value.code == "no_room"
        with pytest.raises(JoinError):
            await client.join("ZZZZZZ", "Eve", "player-eve1")
        await wait_until(lambda: client.ws.state.name == "CLOSED")  # five wrong codes: dropped
        async with connect(url) as ws:
            await ws.send(
                json.dumps({"type": "create", "v": 99, "name": "x", "player_id": "abcdefgh"})
            )
            error = p.parse_server(await ws.recv())
            assert error.code == "version" and error.fatal
        async with connect(url) as ws:  # says nothing: dropped after the hello timeout
            error = p.parse_server(await ws.recv())
            assert error.code == "timeout"
        assert server.connections <= 1

    run(scenario)


def test_floods_oversized_and_out_of_order_messages_drop_only_that_client():
    async def scenario(server, url):
        welcome, host, _ = await room_of(url, 1, moves=0)
        async with connect(url) as ws:
            await ws.send(json.dumps({"type": "move", "seq": 1, "a": 0, "b": 1}))
            assert p.parse_server(await ws.recv()).code == "out_of_order"
            await ws.send(b"\x00\x01")
            assert p.parse_server(await ws.recv()).code == "bad_message"
            await ws.send("{not json")
            assert p.parse_server(await ws.recv()).code == "bad_message"
            await ws.send("x" * 100_000)  # over the size limit: the connection is closed
            await wait_until(lambda: ws.state.name == "CLOSED")
        async with connect(url) as ws:
            join = p.Join(code=welcome.code, name="Flood", player_id="player-flood")
            await ws.send(p.encode(join))
            for _ in range(200):
                await ws.send(p.encode(p.Ping()))
            codes = []
            async for raw in ws:
                message = p.parse_server(raw)
                if isinstance(message, p.Error):
                    codes.append(message.code)
            assert "rate_limited" in codes  # then dropped
        await host.send(p.Ping(t=2.0))
        await wait_until(lambda: host.race.lobby is not None)
        assert welcome.code in server.rooms and host.client.ws.state.name == "OPEN"
        await host.close()

    run(scenario)


def test_the_address_a_player_types_becomes_a_server_url():
    assert server_url("192.168.1.5") == "ws://192.168.1.5:8765"
    assert server_url(" host.lan:9000 ") == "ws://host.lan:9000"
    assert server_url("wss://race.example.org/x") == "wss://race.example.org/x"
    assert server_url("::1") == "ws://[::1]:8765"


def test_the_server_is_an_entry_point_of_the_package():
    project = tomllib.loads((Path(__file__).parents[1] / "pyproject.toml").read_text())
    scripts = project["project"]["scripts"]
    assert scripts["mahjong-race-server"] == "mahjong_qt.race_server.cli:main"
    deps = " ".join(project["project"]["dependencies"])
    assert "websockets" in deps and "zeroconf" in deps


def test_the_server_and_the_client_library_load_no_qt():
    import subprocess
    import sys

    code = (
        "import sys, mahjong_qt.race_server.cli, mahjong_qt.net.client, mahjong_qt.net.bot, "
        "mahjong_qt.net.discovery\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_the_command_line_refuses_a_bad_port_and_says_its_version(capsys):
    from mahjong_qt import __version__
    from mahjong_qt.race_server.cli import main

    with pytest.raises(SystemExit) as refused:
        main(["--port", "70000"])
    assert refused.value.code == 2
    said = capsys.readouterr()
    assert "--port" in said.err and said.out == ""  # errors go to stderr
    with pytest.raises(SystemExit):
        main(["--version"])
    assert capsys.readouterr().out.strip() == f"mahjong-race-server {__version__}"


def test_a_client_that_stops_answering_is_dropped_and_the_room_goes_on():
    import base64
    import os

    limits = ServerLimits(
        countdown=0.2, tick=0.01, grace=5.0, ping_interval=0.2, ping_timeout=0.3, close_timeout=0.2
    )

    async def scenario(server, url):
        welcome, host, _ = await room_of(url, 1, moves=0)
        port = int(url.rsplit(":", 1)[1])
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        key = base64.b64encode(os.urandom(16)).decode()
        writer.write(
            (
                "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n"
                f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
                "Sec-WebSocket-Version: 13\r\n\r\n"
            ).encode()
        )
        await writer.drain()
        assert b"101" in await reader.readuntil(b"\r\n\r\n")
        text = p.encode(p.Join(code=welcome.code, name="Mute", player_id="player-mute")).encode()
        mask = os.urandom(4)
        frame = bytes([0x81, 0x80 | len(text)]) + mask
        frame += bytes(c ^ mask[i % 4] for i, c in enumerate(text))
        writer.write(frame)  # joins, then never reads nor answers a ping again
        await writer.drain()
        room = server.rooms[welcome.code].room
        await wait_until(lambda: len(room.members) == 2)
        mute = next(s for s, m in room.members.items() if m.name == "Mute")
        await wait_until(lambda: not room.members[mute].connected, timeout=5)
        await host.send(p.Ping(t=4.0))
        await wait_until(lambda: any(not m.connected for m in host.race.lobby.members))
        assert host.client.ws.state.name == "OPEN"  # the others go on
        writer.close()
        await host.close()

    run(scenario, limits)


def test_ten_players_of_one_long_name_can_still_start_a_round():
    name = "Bartholomew Feathers"  # 20 characters: "… (10)" once went over the limit

    async def scenario(server, url):
        host = BotPlayer(url, name, "player-host", moves=0)
        welcome = await host.create(INITIATION)
        others = [BotPlayer(url, name, f"player-{i:04}", moves=0) for i in range(1, 10)]
        for bot in others:
            await bot.join(welcome.code)
            await bot.send(p.Ready(ready=True))
        await wait_until(
            lambda: (
                host.race.lobby is not None
                and len(host.race.lobby.members) == 10
                and all(m.ready for m in host.race.lobby.members if m.seat != host.race.seat)
            )
        )
        names = [m.name for m in host.race.lobby.members]
        assert len(set(names)) == 10 and names[-1] == "Bartholomew Feather (10)"
        await host.send(p.Start())
        await asyncio.wait_for(host.went.wait(), 10)
        assert host.errors == [] and all(b.errors == [] for b in others)
        for bot in [host, *others]:
            await bot.close()

    run(scenario)


def test_names_are_broadcast_without_control_or_bidi_characters():
    async def scenario(server, url):
        host = BotPlayer(url, "Ann\u202eevil", "player-host", moves=0)
        welcome = await host.create(INITIATION)
        eve = BotPlayer(url, "\x00Eve\u2066", "player-eve1", moves=0)
        await eve.join(welcome.code)
        await wait_until(lambda: host.race.lobby is not None and len(host.race.lobby.members) == 2)
        assert [m.name for m in host.race.lobby.members] == ["Annevil", "Eve"]
        for bot in (host, eve):
            await bot.close()

    run(scenario)


def test_everyone_is_told_who_left_and_whether_the_cpu_plays_their_seat():
    async def scenario(server, url):
        welcome, host, (p1, p2, p3) = await room_of(url, 4, moves=0)
        await p3.send(p.Leave())  # in the lobby: the seat goes
        await wait_until(lambda: len(host.race.left) == 1)
        assert host.race.left[0] == p.Left(seat=p3.race.seat, name="P3", cpu_plays=False)
        await host.send(p.Start())
        await asyncio.wait_for(host.went.wait(), 10)
        await p1.send(p.Leave())  # during the round: a CPU plays on
        await wait_until(lambda: len(host.race.left) == 1 and len(p2.race.left) == 1)
        assert host.race.left[0] == p.Left(seat=p1.race.seat, name="P1", cpu_plays=True)
        await p2.drop()  # lost, and not back within the grace time: a CPU plays it too
        await wait_until(lambda: len(host.race.left) == 2)
        assert host.race.left[1] == p.Left(seat=p2.race.seat, name="P2", cpu_plays=True)
        await host.close()

    run(scenario)


def test_a_move_refused_for_going_too_fast_says_its_seq():
    limits = ServerLimits(countdown=0.2, tick=0.01, rate=0.5, burst=3, close_timeout=0.2)

    async def scenario(server, url):
        async with connect(url) as ws:
            await ws.send(p.encode(p.Create(name="Ann", player_id="player-ann1")))
            for seq in (1, 2, 3):
                await ws.send(p.encode(p.Move(seq=seq, a=0, b=1)))
            answers = []
            while len(answers) < 3:
                message = p.parse_server(await asyncio.wait_for(ws.recv(), 5))
                if isinstance(message, p.Ack | p.Error):
                    answers.append(message)
        assert [type(m) for m in answers] == [p.Ack, p.Ack, p.Error]
        assert answers[2].code == "rate_limited" and answers[2].seq == 3

    run(scenario, limits)


def test_the_bot_goes_on_after_a_move_refused_for_going_too_fast():
    limits = dataclasses.replace(FAST, rate=4.0, burst=4.0)

    async def scenario(server, url):
        bot = BotPlayer(url, "Ann", "player-ann1", pace=lambda: 0.0)
        await bot.create(INITIATION)
        await bot.send(p.Start())
        await asyncio.wait_for(bot.result.wait(), 15)  # it once waited 30 s for an ack
        assert any(e.code == "rate_limited" and e.seq is not None for e in bot.errors)
        assert bot.race.result.lines[0].time is not None  # it cleared its board
        await bot.close()

    run(scenario, limits)
