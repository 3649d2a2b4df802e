"""Accounts and ratings that last (issue 23, item 2): the one store interface on its three
backends (memory, SQLite, and a real PostgreSQL started here in a temporary folder), and the
server keeping ratings across a restart, rating only rounds of two or more signed-in humans."""

from __future__ import annotations

import asyncio
import hmac
import os
import shutil
import socket
import stat
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from mahjong_qt.core.racing.settings import RaceSettings
from mahjong_qt.net import protocol as p
from mahjong_qt.net.bot import BotPlayer
from mahjong_qt.race_server import store as store_module
from mahjong_qt.race_server.limits import ServerLimits
from mahjong_qt.race_server.server import RaceServer
from mahjong_qt.race_server.store import MemoryStore, RatingStore, SqliteStore

# The bots clear their boards in a second or two, far under the fair-play floors: off here
# (tests/test_racing_fair_play.py has them).
FAST = ServerLimits(
    countdown=0.2, tick=0.01, grace=0.3, close_timeout=0.2, min_pair_seconds=0, min_move_gap=0
)
RACE = RaceSettings(level="race-initiation", cpu_strength="lightning", target_seconds=None)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def postgres_url() -> Iterator[str]:
    """A PostgreSQL server of this test run only, in a temporary folder, on a Unix socket there
    (Debian's ``postgresql``: ``apt-get install -y postgresql``); run as the ``postgres`` user
    when the tests run as root (PostgreSQL refuses root)."""
    pytest.importorskip("psycopg", reason='the postgres extra: pip install -e ".[postgres]"')
    found = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"))
    if not found:
        pytest.skip("PostgreSQL is not installed (apt-get install -y postgresql)")
    bin_dir = found[-1].parent
    folder = Path(tempfile.mkdtemp(prefix="mahjong-race-pg-"))
    as_user: list[str] = []
    if os.geteuid() == 0:
        shutil.chown(folder, "postgres", "postgres")
        as_user = ["runuser", "-u", "postgres", "--"]
    data, port = folder / "data", _free_port()

    def pg(*argv: str) -> None:
        subprocess.run([*as_user, *argv], check=True, capture_output=True, timeout=120)

    pg(str(bin_dir / "initdb"), "-D", str(data), "-A", "trust", "-U", "postgres", "--no-sync")
    options = f"-k {folder} -p {port} -c listen_addresses='' -c fsync=off"
    pg(str(bin_dir / "pg_ctl"), "-D", str(data), "-o", options, "-l", str(folder / "log"), "-w",
       "start")  # fmt: skip
    try:
        yield f"postgresql://postgres@/postgres?host={folder}&port={port}"
    finally:
        pg(str(bin_dir / "pg_ctl"), "-D", str(data), "-m", "immediate", "-w", "stop")
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(params=["memory", "sqlite", "postgres"])
def store(request, tmp_path) -> Iterator[RatingStore]:
    if request.param == "memory":
        made: RatingStore = MemoryStore()
    elif request.param == "sqlite":
        made = SqliteStore(tmp_path / "data")
    else:
        from mahjong_qt.race_server.store_postgres import PostgresStore

        made = PostgresStore(request.getfixturevalue("postgres_url"))
        made.db.execute("DELETE FROM accounts")  # one server for the module: start empty
    yield made
    made.close()


def test_an_account_signs_in_with_its_secret_only(store):
    account, secret = store.new_account("Anne")
    other, _ = store.new_account("Bob")
    assert account != other
    assert store.signs_in(account, secret)
    assert not store.signs_in(account, secret[:-1] + ("A" if secret[-1] != "A" else "B"))
    assert not store.signs_in("a-nobody-here", secret)
    assert not store.signs_in(other, secret)


def test_ratings_are_added_per_round_and_listed_best_first(store):
    anne, _ = store.new_account("Anne")
    bob, _ = store.new_account("Bob")
    store.new_account("Cid")  # no rated game: not on the leaderboard
    assert store.get(anne, 1200.0) == 1200.0 and store.get("a-unknown", 7.0) == 7.0
    store.record([(anne, "Anne", 16.0), (bob, "Bobby", -16.0)])
    store.record([(anne, "Anne", 8.5), (bob, "Bobby", -8.5)])
    board = store.leaderboard()
    assert [(x.name, x.games) for x in board] == [("Anne", 2), ("Bobby", 2)]
    assert board[0].rating == pytest.approx(1224.5) and board[1].rating == pytest.approx(1175.5)
    assert store.leaderboard(1) == board[:1]


def test_secrets_are_compared_in_constant_time(store, monkeypatch):
    calls: list[tuple[str, str]] = []
    real = hmac.compare_digest

    def spy(a, b):
        calls.append((a, b))
        return real(a, b)

    monkeypatch.setattr(store_module.hmac, "compare_digest", spy)
    account, secret = store.new_account("Anne")
    assert store.signs_in(account, secret) and not store.signs_in("a-nobody-here", secret)
    assert len(calls) == 2 and secret not in calls[0]  # digests are compared, not secrets


def test_the_sqlite_file_is_private_and_lasts(tmp_path):
    first = SqliteStore(tmp_path / "data")
    anne, secret = first.new_account("Anne")
    first.record([(anne, "Anne", 10.0)])
    first.close()
    assert stat.S_IMODE((tmp_path / "data" / "ratings.sqlite3").stat().st_mode) == 0o600
    assert stat.S_IMODE((tmp_path / "data").stat().st_mode) == 0o700
    again = SqliteStore(tmp_path / "data")
    assert again.signs_in(anne, secret) and again.get(anne, 0.0) == 1210.0
    again.close()


async def _round(url: str, bots: list[BotPlayer], cpus: int = 0) -> p.Result:
    """A round: the first bot creates the room, the others join; every bot clears its board."""
    host, *others = bots
    welcome = await host.create(RACE)
    for bot in others:
        await bot.join(welcome.code)
        await bot.send(p.Ready(ready=True))
    for _ in range(cpus):
        await host.send(p.AddCpu())
    while not (
        host.race.lobby
        and len(host.race.lobby.members) == len(bots) + cpus
        and all(m.ready for m in host.race.lobby.members if m.seat != host.race.seat)
    ):
        await asyncio.sleep(0.01)
    await host.send(p.Start())
    await asyncio.gather(*(b.result.wait() for b in bots))
    result = host.race.result
    for bot in bots:
        await bot.close()
    return result


def _serve(store: RatingStore, scenario) -> None:
    async def main():
        server = RaceServer(FAST, store=store)
        port = await server.start("127.0.0.1", 0)
        try:
            await asyncio.wait_for(scenario(f"ws://127.0.0.1:{port}"), 30)
        finally:
            await server.stop()

    asyncio.run(main())


def test_ratings_last_across_a_server_restart_and_accounts_sign_back_in(tmp_path):
    accounts: dict[str, p.Account] = {}

    async def first(url):
        bots = [BotPlayer(url, n, f"player-{n.lower()}1", pace=lambda: 0.01) for n in "AB"]
        result = await _round(url, bots)
        assert result.rated and all(line.rated for line in result.lines)
        for bot in bots:
            accounts[bot.name] = bot.account  # issued on first contact

    store = SqliteStore(tmp_path / "data")
    _serve(store, first)
    store.close()
    store = SqliteStore(tmp_path / "data")  # the server starts again on the same folder
    before = {x.name: (x.account, x.rating) for x in store.leaderboard()}
    assert set(before) == {"A", "B"} and before["A"][0] == accounts["A"].id

    async def second(url):
        bots = [
            BotPlayer(url, n, f"player-{n.lower()}1", pace=lambda: 0.01, account=accounts[n])
            for n in "AB"
        ]
        result = await _round(url, bots)
        assert all(bot.account == accounts[bot.name] for bot in bots)  # the same accounts
        by_name = {line.name: line for line in result.lines}
        for name in "AB":
            rating = before[name][1]
            assert by_name[name].rating == pytest.approx(rating + by_name[name].rating_change)

    _serve(store, second)
    assert {x.games for x in store.leaderboard()} == {2}
    store.close()


def test_a_round_against_cpus_only_or_with_a_taken_over_seat_is_not_rated():
    store = MemoryStore()

    async def scenario(url):
        alone = BotPlayer(url, "Ann", "player-ann1", pace=lambda: 0.01)
        result = await _round(url, [alone], cpus=2)
        assert not result.rated and all(line.rating_change == 0 for line in result.lines)
        # Two humans, but one leaves at once (the CPU plays the seat): one human counts, unrated
        host = BotPlayer(url, "Bea", "player-bea1", pace=lambda: 0.01)
        quitter = BotPlayer(url, "Cid", "player-cid1", moves=0)
        welcome = await host.create(RACE)
        await quitter.join(welcome.code)
        await quitter.send(p.Ready(ready=True))
        while not (
            host.race.lobby and all(m.ready or m.seat == 0 for m in host.race.lobby.members)
        ):
            await asyncio.sleep(0.01)
        await host.send(p.Start())
        await asyncio.wait_for(quitter.went.wait(), 10)
        await quitter.send(p.Leave())
        await host.result.wait()
        assert not host.race.result.rated
        await host.close()
        await quitter.close()

    _serve(store, scenario)
    assert store.leaderboard() == []


def test_one_account_at_two_seats_is_not_rated_against_itself():
    store = MemoryStore()

    async def scenario(url):
        first = BotPlayer(url, "Ann", "player-ann1", pace=lambda: 0.01)
        probe = await first.create(RACE)  # the account is issued here
        await first.close()
        assert probe.account is not None
        twins = [
            BotPlayer(url, "Ann", "player-ann1", pace=lambda: 0.01, account=probe.account)
            for _ in range(2)
        ]
        result = await _round(url, twins)
        assert not result.rated

    _serve(store, scenario)


def test_a_server_on_postgresql_rates_a_round_and_lists_it(postgres_url, capsys):
    import json

    from mahjong_qt.race_server.cli import main
    from mahjong_qt.race_server.store_postgres import PostgresStore

    store = PostgresStore(postgres_url)
    store.db.execute("DELETE FROM accounts")

    async def scenario(url):
        bots = [BotPlayer(url, n, f"player-{n.lower()}1", pace=lambda: 0.01) for n in "XYZ"]
        assert (await _round(url, bots)).rated

    _serve(store, scenario)
    store.close()
    assert main(["ratings", "--database", postgres_url, "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert sorted(r["player"] for r in rows) == ["X", "Y", "Z"]
    assert all(r["games"] == 1 for r in rows)
    assert sum(r["rating"] for r in rows) == pytest.approx(3 * 1200.0, abs=0.5)


def test_a_database_that_cannot_be_reached_is_said_on_stderr(capsys):
    pytest.importorskip("psycopg")
    from mahjong_qt.race_server.cli import main

    url = f"postgresql://nobody@127.0.0.1:{_free_port()}/none?connect_timeout=2"
    assert main(["ratings", "--database", url]) == 1
    said = capsys.readouterr()
    assert "cannot open the ratings at" in said.err and said.out == ""
