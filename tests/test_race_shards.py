"""Shards behind a real router (issue 23, item 6): codes owned by one shard, joins carrying the
code in the path, the deploy folder's HAProxy configuration and systemd unit tried by
``benchmarks/race_cluster.py`` (HAProxy from Debian's packages), the players' own addresses
through the router."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from websockets.asyncio.client import connect

from mahjong_qt.core.racing.settings import RaceSettings
from mahjong_qt.net import protocol as p
from mahjong_qt.net.client import base_url, room_url
from mahjong_qt.race_server.limits import ServerLimits
from mahjong_qt.race_server.server import RaceServer
from mahjong_qt.race_server.shards import first_letters, haproxy_config, shard_of

ROOT = Path(__file__).resolve().parents[1]


def test_every_code_belongs_to_one_shard():
    for n in (1, 2, 3, 5):
        letters = [first_letters(k, n) for k in range(n)]
        assert sorted("".join(letters)) == sorted(p.CODE_ALPHABET)
        for k, own in enumerate(letters):
            assert all(shard_of(c + "AAAAA", n) == k for c in own)


def test_a_shard_mints_only_its_own_codes():
    server = RaceServer(ServerLimits(), shard=(1, 3))
    codes = [server.create_room("Ann", f"player-{i:05}", RaceSettings())[0].room.code
             for i in range(40)]  # fmt: skip
    assert all(shard_of(code, 3) == 1 for code in codes)


def test_a_join_carries_the_code_in_its_path():
    assert room_url("ws://race.example:8765", "abc234") == "ws://race.example:8765/room/ABC234"
    assert room_url("ws://h:1/room/ZZZZZZ", "ABC234") == "ws://h:1/room/ABC234"
    assert base_url("wss://h/room/ABC234") == "wss://h" and base_url("ws://h:1/") == "ws://h:1"


def test_the_deploy_configuration_is_the_one_made_for_two_shards():
    assert (ROOT / "deploy" / "haproxy.cfg").read_text() == haproxy_config(2)
    unit = (ROOT / "deploy" / "mahjong-race-server@.service").read_text()
    assert "--shard %i --shards 2" in unit and "--proxy 127.0.0.1" in unit


@pytest.mark.parametrize("trusted", [True, False], ids=["behind-router", "no-router-trusted"])
def test_behind_a_trusted_router_limits_count_the_players_own_addresses(trusted):
    proxies = frozenset({"127.0.0.1"}) if trusted else frozenset()
    limits = dataclasses.replace(ServerLimits(), address_connections=1, proxies=proxies)

    async def scenario():
        server = RaceServer(limits)
        port = await server.start("127.0.0.1", 0)
        url = f"ws://127.0.0.1:{port}"

        async def opened(forwarded: str) -> bool:
            ws = await connect(url, additional_headers={"X-Forwarded-For": forwarded})
            try:
                await ws.send(p.encode(p.Create(name="Ann", player_id="player-ann1")))
                first = p.parse_server(await asyncio.wait_for(ws.recv(), 5))
            except Exception:  # noqa: BLE001 (closed at once: refused)
                return False
            held.append(ws)
            return isinstance(first, p.Welcome)

        held: list = []
        try:
            assert await opened("192.0.2.1")
            if not trusted:  # anyone can write the header: without --proxy it is ignored
                assert not await opened("192.0.2.2")
                return
            assert await opened("10.0.0.9, 192.0.2.2")  # the router's own entry is the last
            assert not await opened("192.0.2.1")  # that player has one open already
        finally:
            for ws in held:
                await ws.close()
            await server.stop()

    asyncio.run(scenario())


@pytest.mark.skipif(shutil.which("haproxy") is None, reason="apt-get install -y haproxy")
def test_the_cluster_benchmark_races_through_haproxy_on_every_shard(tmp_path):
    pytest.importorskip("psutil", reason='the bench extra: pip install -e ".[bench]"')
    out = tmp_path / "cluster.json"
    argv = ["--shards", "2", "--rooms", "4", "--players", "2", "--pace", "0.3"]
    argv += ["--level", "race-initiation", "--duration", "12", "--setup", "3", "--json", str(out)]
    done = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "race_cluster.py"), *argv],
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    numbers = json.loads(out.read_text())
    assert numbers["errors"] == 0 and numbers["moves"] > 0
    assert sum(numbers["rooms_per_shard"]) == 4 and all(numbers["rooms_per_shard"])
