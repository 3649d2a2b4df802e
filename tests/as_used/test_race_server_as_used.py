"""``mahjong-race-server`` as an operator runs it (issue 22): the installed console script (and
``python -m mahjong_qt.race_server``) with its default options but the README's ``--host
127.0.0.1 --port N``; bot players (the project's own, ``mahjong_qt.net.bot``) play a short race
to the end through the real socket; a signal stops it cleanly; a bad port or one in use is
refused on stderr with a non-zero exit, never a traceback."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from mahjong_qt.core.racing.settings import RaceSettings
from mahjong_qt.net import protocol as p
from mahjong_qt.net.bot import BotPlayer

SCRIPTS = ("mahjong-race-server",)
SERVER = Path(sys.executable).with_name("mahjong-race-server")
RACE = RaceSettings(level="race-initiation", target_seconds=None)


def env_for(home: Path) -> dict[str, str]:
    return {**os.environ, "MAHJONG_QT_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Running:
    """The server as a subprocess, once it said where it listens."""

    def __init__(self, argv: list[str], home: Path):
        self.proc = subprocess.Popen(
            argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env_for(home)
        )
        assert self.proc.stdout is not None
        self.first_line = self.proc.stdout.readline()  # blocks until it listens (or dies)

    def stop(self, sig: int = signal.SIGTERM) -> tuple[int, str, str]:
        if self.proc.poll() is None:
            self.proc.send_signal(sig)
        try:
            out, err = self.proc.communicate(timeout=20)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            out, err = self.proc.communicate()
            raise AssertionError(f"the server did not stop on {sig!r}: {err}") from None
        return self.proc.returncode, out, err


async def race_of_bots(url: str, players: int = 3) -> list[BotPlayer]:
    """A room on the server: the host and the others play a whole race to the result."""
    host = BotPlayer(url, "Host", "player-host0", pace=lambda: 0.02)
    welcome = await host.create(RACE)
    others = [
        BotPlayer(url, f"P{i}", f"player-{i:05}", pace=lambda: 0.02) for i in range(1, players)
    ]
    for bot in others:
        await bot.join(welcome.code)
        await bot.send(p.Ready(ready=True))
    for _ in range(500):
        lobby = host.race.lobby
        others_ready = lobby is not None and all(m.ready for m in lobby.members if m.seat != 0)
        if lobby and len(lobby.members) == players and others_ready:
            break
        await asyncio.sleep(0.02)
    await host.send(p.Start())
    bots = [host, *others]
    await asyncio.wait_for(asyncio.gather(*(b.result.wait() for b in bots)), 60)
    for bot in bots:
        await bot.close()
    return bots


def check_race(bots: list[BotPlayer]) -> None:
    result = bots[0].race.result
    assert result is not None and len(result.lines) == len(bots)
    assert all(line.time is not None for line in result.lines)  # every board cleared
    assert [line.rank for line in result.lines][0] == 1
    assert all(bot.race.result == result and bot.errors == [] for bot in bots)


NO_FLOORS = ["--min-pair-seconds", "0", "--min-move-gap", "0"]


@pytest.mark.parametrize(
    ("command", "extra"),
    [([str(SERVER)], []), ([sys.executable, "-m", "mahjong_qt.race_server"], NO_FLOORS)],
    ids=["console-script", "python-m-no-fair-play-floors"],
)
def test_the_server_plays_a_race_of_bots_to_the_end_and_stops_on_a_signal(tmp_path, command, extra):
    port = free_port()
    server = Running([*command, "--host", "127.0.0.1", "--port", str(port), *extra], tmp_path)
    try:
        assert (
            server.first_line.strip() == f"mahjong-race-server listening on ws://127.0.0.1:{port}"
        )
        bots = asyncio.run(race_of_bots(f"ws://127.0.0.1:{port}"))
        check_race(bots)
        result = bots[0].race.result
    finally:
        code, out, err = server.stop()
    assert code == 0 and "Traceback" not in err, err
    db = tmp_path / "race-server" / "ratings.sqlite3"  # in the default data folder, private
    assert db.exists() and db.stat().st_mode & 0o077 == 0
    board = run_server(["ratings", "--json"], tmp_path)
    assert board.returncode == 0, board.stderr
    rows = json.loads(board.stdout)
    if not extra:  # the bots clear Initiation in about a second: no person can, so unrated
        assert not result.rated and {line.flag for line in result.lines} == {"fast_finish"}
        assert rows == []
        return
    assert result.rated and all(line.flag is None for line in result.lines)
    assert sorted(r["player"] for r in rows) == ["Host", "P1", "P2"]  # the ratings lasted
    assert all(r["games"] == 1 for r in rows)
    text = run_server(["ratings"], tmp_path)
    assert text.returncode == 0 and "Host" in text.stdout and "rating" in text.stdout


def test_stats_are_printed_at_exit(tmp_path):
    port = free_port()
    server = Running(
        [str(SERVER), "--host", "127.0.0.1", "--port", str(port), "--stats", "--quiet"], tmp_path
    )
    try:
        check_race(asyncio.run(race_of_bots(f"ws://127.0.0.1:{port}", players=2)))
    finally:
        code, out, err = server.stop(signal.SIGINT)
    assert code == 0 and "Traceback" not in err
    stats = json.loads(out.strip().splitlines()[-1])
    assert stats["rooms"] == 1 and stats["moves"] > 0 and stats.get("internal_errors", 0) == 0


def run_server(argv: list[str], home: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(SERVER), *argv], capture_output=True, text=True, timeout=30, env=env_for(home)
    )


@pytest.mark.parametrize(
    "argv", [["--port", "70000"], ["--port", "eighty"], ["--max-rooms", "-3"], ["--nosuch"]]
)
def test_bad_options_are_refused_on_stderr(tmp_path, argv):
    done = run_server(argv, tmp_path)
    assert done.returncode == 2 and done.stdout == ""
    assert "mahjong-race-server: error:" in done.stderr and "Traceback" not in done.stderr


def test_a_port_in_use_is_refused_on_stderr(tmp_path):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = run_server(["--host", "127.0.0.1", "--port", str(port)], tmp_path)
    assert done.returncode == 1 and "listening" not in done.stdout
    assert f"cannot listen on 127.0.0.1:{port}" in done.stderr and "Traceback" not in done.stderr


def test_an_unknown_host_is_refused_on_stderr(tmp_path):
    done = run_server(["--host", "no-such-host.invalid", "--port", "0"], tmp_path)
    assert done.returncode == 1 and "cannot listen on no-such-host.invalid" in done.stderr
    assert "Traceback" not in done.stderr


def test_help_shows_the_defaults(tmp_path):
    done = run_server(["--help"], tmp_path)
    assert done.returncode == 0
    text = " ".join(done.stdout.split())
    assert "--max-connections" in text and "(default: 5000)" in text


def test_ratings_of_a_folder_that_cannot_be_made_are_refused_on_stderr(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    done = run_server(["ratings", "--data", str(blocker / "data")], tmp_path)
    assert done.returncode == 1 and "cannot open the ratings" in done.stderr
    assert "Traceback" not in done.stderr
