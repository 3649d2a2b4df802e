"""``mahjong-qt`` as a player runs it: the installed console script in a subprocess, offscreen,
in a home of its own (``MAHJONG_QT_HOME``). It starts and saves its game, quits on the session's
quit signal (SIGTERM), restarts and goes on with the saved game; a save it cannot restore is set
aside and a new game starts; the one-off commands print what they say; and bad input to each
option is refused on stderr with a non-zero exit, never a traceback or a hang (issue 22)."""

from __future__ import annotations

import json
import os
import signal
import stat
import struct
import subprocess
import sys
import time
from pathlib import Path

import pytest

SCRIPTS = ("mahjong-qt",)

GAME = Path(sys.executable).with_name("mahjong-qt")
SAVE = "game-in-progress.json"
START_SECONDS = 90  # a loaded machine: the first start imports Qt and deals in a worker

pytestmark = pytest.mark.skipif(not GAME.exists(), reason="mahjong-qt is not installed")


def environment(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        MAHJONG_QT_HOME=str(home),
        QT_QPA_PLATFORM="offscreen",
        XDG_DATA_HOME=str(home.parent / "xdg-data-home"),  # no other game's layouts
        XDG_DATA_DIRS=str(home.parent / "xdg-data-dirs"),
        PYTHONFAULTHANDLER="1",
    )
    return env


def run(home: Path, *args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(GAME), *args],
        env=environment(home),
        capture_output=True,
        text=True,
        timeout=timeout,
    )


class Session:
    """One run of the game, played until it has saved, then quit as the session would."""

    def __init__(self, home: Path, *args: str, umask: int | None = None):
        self.home = home
        self.process = subprocess.Popen(
            [str(GAME), *args],
            env=environment(home),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            umask=-1 if umask is None else umask,
        )

    def wait_for(self, ready, seconds: float = START_SECONDS) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            if ready():
                return
            if self.process.poll() is not None:
                out, err = self.process.communicate()
                pytest.fail(f"the game ended early ({self.process.returncode}):\n{err}")
            time.sleep(0.2)
        self.process.kill()
        pytest.fail("the game did not get there in time:\n" + self.process.communicate()[1])

    def listens(self) -> bool:
        """Whether the game handles SIGTERM by now (Linux: the caught signals in /proc; else
        a few seconds after the start)."""
        status = Path(f"/proc/{self.process.pid}/status")
        try:
            text = status.read_text(encoding="ascii")
        except OSError:
            time.sleep(5)
            return True
        caught = next(line for line in text.splitlines() if line.startswith("SigCgt:"))
        return bool(int(caught.split()[1], 16) >> (signal.SIGTERM - 1) & 1)

    def quit(self) -> tuple[int, str, str]:
        """SIGTERM (the session closing), once the game listens: it saves and ends."""
        self.wait_for(self.listens)
        self.process.send_signal(signal.SIGTERM)
        try:
            out, err = self.process.communicate(timeout=60)
        except subprocess.TimeoutExpired:
            self.process.kill()
            out, err = self.process.communicate()
            pytest.fail(f"the game did not quit on SIGTERM:\n{err}")
        return self.process.returncode, out, err


def saved(home: Path) -> dict:
    return json.loads((home / SAVE).read_text(encoding="utf-8"))


def has_saved(home: Path, check=lambda data: True):
    def ready() -> bool:
        try:
            return check(saved(home))
        except (OSError, ValueError):
            return False

    return ready


def assert_clean(err: str) -> None:
    assert "Traceback" not in err and "Error" not in err.replace("error:", ""), err


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


# --- a game: start, save, quit, restart, go on -------------------------------------------------
def test_the_game_saves_quits_on_sigterm_and_goes_on_at_the_next_start(tmp_path):
    home = tmp_path / "home"
    first = Session(home, "--layout", "turtle", "--number", "7")
    first.wait_for(has_saved(home, lambda d: d["number"] == 7))
    code, _out, err = first.quit()
    assert code == 0 and "Traceback" not in err, err
    game = saved(home)
    assert game["layout_id"] == "turtle" and game["history"] == []

    # The player's move, as the game writes one: the first pair of the kept solution.
    pair = game["solution"][0]
    game["history"] = [pair]
    game["score"].update(score=10, history=[10])
    (home / SAVE).write_text(json.dumps(game), encoding="utf-8")

    again = Session(home)  # no option: the saved game goes on
    again.wait_for(again.listens)
    time.sleep(2)  # the window is made: a new game would have written its save by now
    code, _out, err = again.quit()
    assert code == 0 and "Traceback" not in err, err
    going_on = saved(home)
    assert going_on["number"] == 7 and going_on["history"] == [pair]  # the same game, moved
    assert not any(p.name.startswith(SAVE + ".corrupt") for p in home.iterdir())


def test_the_code_the_first_start_compiled_from_text_is_kept_for_the_next(tmp_path):
    """The first start keeps the code it compiled from text before its window showed (the
    methods ``dataclasses`` generates, PySide6's support modules:
    ``app/command_line/kept_code.py``); the next start finds all it needs there, so it has
    nothing new to write."""
    home = tmp_path / "home"
    kept = home / "cache" / "kept-code.marshal"
    first = Session(home, "--layout", "turtle", "--number", "7")
    first.wait_for(kept.exists)
    assert first.quit()[0] == 0
    assert stat.S_IMODE(kept.stat().st_mode) == 0o600
    before = kept.stat()
    again = Session(home, "--layout", "turtle", "--number", "8")
    again.wait_for(has_saved(home, lambda d: d["number"] == 8))
    code, _out, err = again.quit()
    assert code == 0 and "Traceback" not in err, err
    after = kept.stat()
    assert (after.st_ino, after.st_mtime_ns) == (before.st_ino, before.st_mtime_ns)


def test_a_quit_signal_while_the_window_is_made_ends_the_game_cleanly(tmp_path):
    """The game listens from before its window exists; a SIGTERM then closes it (before its
    first deal came: nothing to save), and the next start is an ordinary one."""
    home = tmp_path / "home"
    game = Session(home, "--layout", "turtle", "--number", "5")
    code, _out, err = game.quit()  # as soon as it listens
    assert code == 0 and "Traceback" not in err, err
    again = Session(home, "--layout", "turtle", "--number", "5")
    again.wait_for(has_saved(home, lambda d: d["number"] == 5))
    assert again.quit()[0] == 0


def test_a_second_start_on_the_same_data_raises_the_first_and_exits(tmp_path):
    """The second copy asks the first to come forward (with the game it was given) and exits
    0 at once, without a window of its own; the first goes on and opens that game; a start on
    other data is another game beside it."""
    home = tmp_path / "home"
    first = Session(home, "--layout", "turtle", "--number", "7")
    first.wait_for(has_saved(home, lambda d: d["number"] == 7))
    second = run(home, "--layout", "turtle", "--number", "9", timeout=45)
    assert second.returncode == 0, second.stderr
    assert "already running" in second.stdout and "Traceback" not in second.stderr
    assert first.process.poll() is None  # the first still runs...
    first.wait_for(has_saved(home, lambda d: d["number"] == 9))  # ...and heard: game 9 there
    # what opens no window of the game's own is not concerned: it runs beside the first
    listed = run(home, "--list-layouts")
    assert listed.returncode == 0 and "turtle\t" in listed.stdout
    shot = tmp_path / "board.png"
    done = run(home, "--screenshot", str(shot), "--layout", "turtle", "--size", "900x640")
    assert done.returncode == 0 and png_size(shot) == (900, 640), done.stderr
    elsewhere = Session(tmp_path / "other", "--layout", "turtle", "--number", "3")
    elsewhere.wait_for(has_saved(tmp_path / "other", lambda d: d["number"] == 3))
    assert elsewhere.quit()[0] == 0 and first.quit()[0] == 0
    assert not (home / "mahjong-qt.lock").exists()  # released at the end


def test_a_lock_left_by_a_killed_game_is_taken_over(tmp_path):
    home = tmp_path / "home"
    killed = Session(home, "--layout", "turtle", "--number", "2")
    killed.wait_for(has_saved(home, lambda d: d["number"] == 2))
    killed.process.kill()  # SIGKILL: no clean-up
    killed.process.communicate()
    assert (home / "mahjong-qt.lock").exists()
    again = Session(home, "--layout", "turtle", "--number", "6")
    again.wait_for(has_saved(home, lambda d: d["number"] == 6))  # it runs: the lock is its own
    assert again.quit()[0] == 0


def test_a_save_on_an_edited_layout_is_set_aside_and_a_new_game_starts(tmp_path):
    home = tmp_path / "home"
    layouts = home / "layouts"
    layouts.mkdir(parents=True)
    tiles = [[x, y, 0] for x in range(0, 18, 2) for y in range(0, 8, 2)]  # 36 tiles
    mine = {
        "schema_version": 1,
        "id": "mine",
        "name": {"en": "Mine", "fr": "La mienne"},
        "description": {"en": "", "fr": ""},
        "author": "a player",
        "tiles": tiles,
    }
    (layouts / "mine.json").write_text(json.dumps(mine), encoding="utf-8")
    first = Session(home, "--layout", "mine")
    first.wait_for(has_saved(home, lambda d: d["layout_id"] == "mine"))
    assert first.quit()[0] == 0
    (layouts / "mine.json").write_text(json.dumps({**mine, "tiles": tiles[:-2]}), "utf-8")

    for _ in range(2):  # every start, not only the first, goes on
        again = Session(home)
        again.wait_for(has_saved(home, lambda d: d["layout_id"] != "mine" or len(d["faces"]) == 34))
        code, _out, err = again.quit()
        assert code == 0 and "Traceback" not in err, err
    kept = sorted(p.name for p in home.iterdir() if p.name.startswith(SAVE + "."))
    assert kept == [SAVE + ".corrupt-1"]


def test_a_pipe_in_the_cache_folder_does_not_freeze_the_start(tmp_path):
    home = tmp_path / "home"
    cache = home / "cache"
    cache.mkdir(parents=True)
    for name in ("prepared-deals.json", "layout-index.json", "kept-code.marshal"):
        os.mkfifo(cache / name)
    game = Session(home, "--layout", "turtle", "--number", "3")
    game.wait_for(has_saved(home, lambda d: d["number"] == 3))
    assert game.quit()[0] == 0


def test_under_umask_022_every_file_is_private(tmp_path):
    home = tmp_path / "home"
    game = Session(home, "--layout", "turtle", "--number", "4", umask=0o022)
    game.wait_for(has_saved(home))
    assert game.quit()[0] == 0
    modes = {
        p.relative_to(home).as_posix(): stat.S_IMODE(p.stat().st_mode)
        for p in [home, *home.rglob("*")]
        if not stat.S_ISFIFO(p.stat().st_mode)
    }
    assert SAVE in modes and "settings.json" in modes, modes
    wrong = {
        name: oct(mode)
        for name, mode in modes.items()
        if mode != (0o700 if (home / name).is_dir() else 0o600)
    }
    assert not wrong, wrong


# --- what is done and exits --------------------------------------------------------------------
def test_a_screenshot_is_rendered_at_the_size_asked(tmp_path):
    home = tmp_path / "home"
    shot = tmp_path / "shots" / "board.png"
    done = run(home, "--screenshot", str(shot), "--layout", "turtle", "--size", "900x640")
    assert done.returncode == 0, done.stderr
    assert png_size(shot) == (900, 640)
    assert not (home / SAVE).exists()  # a screenshot writes no user file


def test_list_layouts_json_version_and_self_test(tmp_path):
    home = tmp_path / "home"
    listed = run(home, "--list-layouts", "--json")
    assert listed.returncode == 0, listed.stderr
    ids = {row["id"] for row in json.loads(listed.stdout)["layouts"]}
    assert {"turtle", "butterfly"} <= ids
    plain = run(home, "--list-layouts")
    assert plain.returncode == 0 and "turtle\t" in plain.stdout
    version = run(home, "--version")
    assert version.returncode == 0 and version.stdout.startswith("mahjong-qt ")
    test = run(home, "--self-test")
    assert test.returncode == 0, test.stderr
    report = json.loads(test.stdout)
    assert report["ok"] is True and report["hint_is_legal"] is True


@pytest.mark.parametrize(
    "args",
    [
        ["--layout", "nosuch", "--screenshot", "x.png"],
        ["--layout", "nosuch"],
        ["--layout-file", "/nonexistent.json"],
        ["--layout-file", "."],
        ["--json"],
        ["--screen", "lost"],
        ["--size", "900x600"],
        ["--screenshot", "x.png", "--size", "huge"],
        ["--screenshot", "x.png", "--size", "10x10"],
        ["--screenshot", "."],
        ["--screenshot", "x.png", "--screen", "nowhere"],
        ["--number", "0"],
        ["--number", "many"],
        ["--lang", "xx"],
        ["--theme", "pink"],
        ["--view-angle", "upside_down"],
        ["--list-layouts", "--layout", "turtle"],
        ["--self-test", "--lang", "fr"],
        ["--install-desktop", "--uninstall-desktop"],
        ["--layout", "turtle", "--layout-file", "x.json"],
        ["--no-such-option"],
        ["stray"],
    ],
)
def test_bad_input_is_refused_with_a_reason(tmp_path, args):
    done = run(tmp_path / "home", *args, timeout=60)
    assert done.returncode == 2, (done.returncode, done.stderr)
    assert "mahjong-qt: error:" in done.stderr and "Traceback" not in done.stderr
    assert done.stdout == ""
    assert not (tmp_path / "home" / SAVE).exists()


def test_a_layout_file_that_is_not_a_layout_is_refused(tmp_path):
    junk = tmp_path / "junk.json"
    junk.write_text('{"schema_version": 1, "tiles": "none"}', encoding="utf-8")
    done = run(tmp_path / "home", "--layout-file", str(junk), timeout=60)
    assert done.returncode == 2 and "junk.json" in done.stderr and "Traceback" not in done.stderr


def test_a_screenshot_that_cannot_be_written_says_so(tmp_path):
    blocked = tmp_path / "file"
    blocked.write_text("not a folder", encoding="utf-8")
    done = run(tmp_path / "home", "--screenshot", str(blocked / "x.png"), "--layout", "turtle")
    assert done.returncode != 0
    assert "screenshot" in done.stderr and "Traceback" not in done.stderr
