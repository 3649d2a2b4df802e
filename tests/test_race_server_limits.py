"""Limits per client address on real sockets (issue 23, item 4): 127.0.0.2 and 127.0.0.3 stand
for two machines. One address cannot hold every connection, create every room, join or guess
codes without end; the hello timeout lasts until the connection is in a room; an empty room
frees its slot within seconds; the game's LAN host lets only itself create rooms."""

from __future__ import annotations

import asyncio
import dataclasses

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from mahjong_qt.app.race_online.hosting import LanHost
from mahjong_qt.core.racing.settings import RaceSettings
from mahjong_qt.net import protocol as p
from mahjong_qt.net.client import JoinError, RaceClient
from mahjong_qt.race_server.addresses import AddressBook, Spend, address_key
from mahjong_qt.race_server.limits import ServerLimits, lan_limits
from mahjong_qt.race_server.server import RaceServer

FAST = ServerLimits(countdown=0.2, tick=0.01, grace=0.3, hello_timeout=5.0, close_timeout=0.2)
A, B = "127.0.0.2", "127.0.0.3"  # two "machines" on loopback
RACE = RaceSettings(level="race-initiation")
TIMEOUT = 20


def run(scenario, limits):
    async def main():
        server = RaceServer(limits)
        port = await server.start("127.0.0.1", 0)
        try:
            await asyncio.wait_for(scenario(server, f"ws://127.0.0.1:{port}"), TIMEOUT)
        finally:
            await server.stop()

    asyncio.run(main())


async def client(url: str, source: str) -> RaceClient:
    c = RaceClient(url, source=source)
    await c.connect()
    return c


async def refused(make) -> str:
    with pytest.raises(JoinError) as e:
        await make()
    return e.value.code


async def closed(c: RaceClient) -> bool:
    try:
        await asyncio.wait_for(c.ws.wait_closed(), 5)
    except TimeoutError:
        return False
    return True


def test_addresses_are_counted_by_ipv4_address_and_ipv6_64():
    assert address_key("127.0.0.2") == "127.0.0.2" != address_key("127.0.0.3")
    assert address_key("2001:db8:1:2::5") == address_key("2001:db8:1:2:ffff::1")
    assert address_key("2001:db8:1:2::5") == "2001:db8:1:2::/64"
    assert address_key("2001:db8:1:3::5") != address_key("2001:db8:1:2::5")
    assert address_key("::ffff:192.0.2.7") == "192.0.2.7"
    assert address_key("fe80::1%eth0") == "fe80::/64"
    assert address_key(None) == "?"


def test_a_rested_address_is_forgotten():
    book = AddressBook(dataclasses.replace(FAST, create_rate=1.0, create_burst=2.0))
    assert book.connect("a", 0.0) and book.spend("a", Spend.CREATE, 0.0)
    book.disconnect("a")
    book.prune(0.5)
    assert "a" in book.states  # its room bucket is not full again yet
    book.prune(1.5)
    assert book.states == {}


def test_one_address_cannot_hold_every_connection():
    limits = dataclasses.replace(FAST, address_connections=3)

    async def scenario(server, url):
        mine = [await client(url, A) for _ in range(3)]
        extra = await client(url, A)
        assert await closed(extra) and extra.ws.close_code == 1013
        other = await client(url, B)  # another machine still gets in
        await other.create("Bea", "player-bea1", RACE)
        await mine[0].close()
        await asyncio.sleep(0.1)
        again = await client(url, A)  # a connection closed: room for one more
        await again.create("Ann", "player-ann1", RACE)
        for c in [*mine, again, other]:
            await c.close()

    run(scenario, limits)


def test_one_address_cannot_create_every_room():
    limits = dataclasses.replace(FAST, create_burst=2, create_rate=0.001)

    async def scenario(server, url):
        for _ in range(2):
            c = await client(url, A)
            await c.create("Ann", "player-ann1", RACE)
        c = await client(url, A)
        assert await refused(lambda: c.create("Ann", "player-ann1", RACE)) == "too_many_rooms"
        other = await client(url, B)
        await other.create("Bea", "player-bea1", RACE)
        assert len(server.rooms) == 3

    run(scenario, limits)


def test_joins_and_wrong_codes_are_limited_per_address():
    limits = dataclasses.replace(
        FAST, join_burst=3, join_rate=0.001, wrong_code_burst=2, wrong_code_rate=0.001
    )

    async def scenario(server, url):
        host = await client(url, B)
        code = (await host.create("Bea", "player-bea1", RACE)).code
        guesser = await client(url, A)
        for _ in range(2):
            assert await refused(lambda: guesser.join("ZZZZZZ", "Eve", "player-eve1")) == "no_room"
        assert await refused(lambda: guesser.join("ZZZZZZ", "Eve", "player-eve1")) == (
            "too_many_codes"
        )
        assert await closed(guesser)  # dropped, and its address has no joins left either
        late = await client(url, A)
        assert await refused(lambda: late.join(code, "Eve", "player-eve1")) == "too_many_joins"
        friend = await client(url, "127.0.0.4")  # another machine joins with the code
        await friend.join(code, "Cid", "player-cid1")
        assert len(server.rooms[code].room.members) == 2

    run(scenario, limits)


def test_the_hello_timeout_lasts_until_the_connection_is_in_a_room():
    limits = dataclasses.replace(FAST, hello_timeout=0.6)

    async def scenario(server, url):
        async with connect(url) as ws:  # pings, but never enters a room: dropped all the same
            for _ in range(10):
                try:
                    await ws.send(p.encode(p.Ping(t=1.0)))
                except ConnectionClosed:
                    break
                await asyncio.sleep(0.1)
            with pytest.raises(ConnectionClosed):
                while True:
                    message = p.parse_server(await asyncio.wait_for(ws.recv(), 3))
                    if isinstance(message, p.Error):
                        assert message.code == "timeout" and message.fatal
        inside = await client(url, A)  # one in a room stays past the timeout
        await inside.create("Ann", "player-ann1", RACE)
        await asyncio.sleep(1.0)
        assert inside.ws.state.name == "OPEN"
        await inside.close()

    run(scenario, limits)


def test_an_empty_room_frees_its_slot_within_seconds():
    limits = dataclasses.replace(FAST, max_rooms=1, empty_room_seconds=0.5)

    async def scenario(server, url):
        first = await client(url, A)
        await first.create("Ann", "player-ann1", RACE)
        second = await client(url, B)
        assert await refused(lambda: second.create("Bea", "player-bea1", RACE)) == "server_full"
        await first.close()  # gone, without leaving: the room is empty
        for _ in range(300):
            if not server.rooms:
                break
            await asyncio.sleep(0.01)
        assert not server.rooms
        third = await client(url, B)
        await third.create("Bea", "player-bea1", RACE)

    run(scenario, limits)


def test_the_default_empty_room_time_is_seconds():
    assert ServerLimits().empty_room_seconds <= 15


def test_the_lan_host_lets_only_its_own_game_create_rooms_and_others_join():
    assert lan_limits().max_rooms <= 5 and lan_limits().max_connections <= 30
    lan = LanHost("Anne", port=0, announce=False, limits=FAST)
    lan.start()
    url = f"ws://127.0.0.1:{lan.port}"

    async def scenario():
        stranger = await client(url, A)
        assert await refused(lambda: stranger.create("Eve", "player-eve1", RACE)) == "not_allowed"
        game = await client(url, "127.0.0.1")  # the game connects to its own server
        code = (await game.create("Anne", "player-anne", RACE)).code
        guest = await client(url, A)
        await guest.join(code, "Bob", "player-bob1")
        for c in (stranger, game, guest):
            await c.close()

    try:
        asyncio.run(asyncio.wait_for(scenario(), TIMEOUT))
    finally:
        lan.stop()
