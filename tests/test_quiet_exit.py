"""The real game, started as a program, stops quietly on every way out: SIGTERM to it, the
session closing (SIGHUP to its whole process group), Ctrl+C, or being killed: its solver workers
go too, and nothing prints a traceback (no ``ConnectionResetError``)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.skipif(not Path("/proc").is_dir(), reason="reads /proc (Linux)")


def children_of(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid and fields[0] != "Z":
                found.append(int(entry.name))
    return found


def start_game(home: Path) -> subprocess.Popen:
    env = dict(os.environ, MAHJONG_QT_HOME=str(home), QT_QPA_PLATFORM="offscreen")
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    game = subprocess.Popen(
        [sys.executable, "-m", "mahjong_qt.app.main", "--layout", "turtle", "--number", "4"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        start_new_session=True,
    )
    end = time.monotonic() + 60
    save = home / "data" / "game-in-progress.json"
    while time.monotonic() < end and not (children_of(game.pid) and any(home.rglob(save.name))):
        assert game.poll() is None, game.stderr.read().decode()
        time.sleep(0.1)
    assert children_of(game.pid), "the game never started its solver worker"
    time.sleep(0.5)  # the worker is up and waiting (or dealing the next game)
    return game


def alive(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def finish(game: subprocess.Popen, workers: list[int]) -> str:
    _, err = game.communicate(timeout=30)
    end = time.monotonic() + 20  # a worker still starting up when the game went ends soon after
    while any(alive(pid) for pid in workers) and time.monotonic() < end:
        time.sleep(0.1)
    assert not any(alive(pid) for pid in workers), "a solver worker outlived the game"
    return err.decode(errors="replace")


@pytest.mark.parametrize("how", ["sigterm", "session", "ctrl-c", "kill"])
def test_the_game_and_its_workers_stop_quietly(tmp_path, how):
    game = start_game(tmp_path)
    workers = children_of(game.pid)
    if how == "sigterm":
        game.send_signal(signal.SIGTERM)
    elif how == "session":  # logging out: the whole group is told
        os.killpg(game.pid, signal.SIGHUP)
        os.killpg(game.pid, signal.SIGTERM)
    elif how == "ctrl-c":  # a terminal sends SIGINT to the foreground group
        os.killpg(game.pid, signal.SIGINT)
    else:
        game.kill()
    err = finish(game, workers)
    assert "Traceback" not in err and "Error" not in err, err
    if how in ("sigterm", "ctrl-c"):
        assert game.returncode == 0
        assert any(tmp_path.rglob("game-in-progress.json"))  # saved on the way out
