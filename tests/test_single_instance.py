"""One game per data folder (issue 26 item 9), in process: the lock and the local server of
:mod:`mahjong_qt.app.command_line.single_instance`, a second copy's request heard by the first (the second
runs in a subprocess, as a second start does), a stale lock taken over, and the first window
coming forward with the layout the second was given. The programs themselves:
``tests/as_used/test_game_as_used.py``."""

from __future__ import annotations

import stat
import subprocess
import sys
import textwrap
from pathlib import Path

from test_app_helpers import make_window, wait_for_game

from mahjong_qt.app.command_line.single_instance import (
    LOCK_NAME,
    Request,
    SingleInstance,
    come_forward,
    server_name,
)
from mahjong_qt.app.window.main_window import GameStart


def second_copy(folder: Path, request: Request) -> subprocess.Popen:
    """A second start on ``folder`` asking the first: prints whether the first answered."""
    code = textwrap.dedent(
        f"""
        from pathlib import Path
        from mahjong_qt.app.command_line.single_instance import Request, SingleInstance
        second = SingleInstance(Path({str(folder)!r}))
        assert not second.acquire()
        print(second.ask_first(Request({request.layout!r}, {request.layout_file!r},
                                       {request.number!r})))
        """
    )
    return subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)


def test_the_second_copy_finds_the_lock_and_the_first_hears_its_request(qtbot, tmp_path):
    folder = tmp_path / "data"
    first = SingleInstance(folder)
    assert first.acquire() and (folder / LOCK_NAME).exists()
    assert stat.S_IMODE((folder / LOCK_NAME).stat().st_mode) == 0o600
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700
    assert not SingleInstance(folder).acquire()  # the same folder: taken
    other = SingleInstance(tmp_path / "other data")
    assert other.acquire()  # another folder: another game
    assert server_name(folder) != other.name == server_name(tmp_path / "other data")
    with qtbot.waitSignal(first.requested, timeout=30_000) as heard:
        second = second_copy(folder, Request("turtle", None, 9))
    assert heard.args == [Request("turtle", None, 9)]
    qtbot.waitUntil(lambda: second.poll() is not None, timeout=30_000)  # the first answers
    out, _ = second.communicate()
    assert second.returncode == 0 and out.strip() == "True"  # the first answered "raised"
    first.release()
    other.release()
    assert not (folder / LOCK_NAME).exists()
    again = SingleInstance(folder)
    assert again.acquire()  # released: the next start is the first again
    again.release()


def test_a_second_start_before_the_first_listens_waits_for_it(qtbot, tmp_path):
    """The game takes the lock at once but listens after its first paint (no Qt Network before
    it): a second start in between tries again until the first listens (within 2 s)."""
    folder = tmp_path / "data"
    first = SingleInstance(folder)
    assert first.acquire(listen=False)
    assert not SingleInstance(folder).acquire()  # taken, though no one listens yet
    second = second_copy(folder, Request(None, None, 4))
    qtbot.wait(1000)  # the second is starting, or already asking
    with qtbot.waitSignal(first.requested, timeout=30_000) as heard:
        first.listen()
        first.listen()  # once
    assert heard.args == [Request(None, None, 4)]
    qtbot.waitUntil(lambda: second.poll() is not None, timeout=30_000)
    out, _ = second.communicate()
    assert second.returncode == 0 and out.strip() == "True"
    first.release()


def test_a_lock_left_by_a_killed_copy_is_taken_over(tmp_path):
    folder = tmp_path / "data"
    code = textwrap.dedent(
        f"""
        import sys, time
        from pathlib import Path
        from PySide6.QtCore import QCoreApplication
        from mahjong_qt.app.command_line.single_instance import SingleInstance
        app = QCoreApplication([])
        held = SingleInstance(Path({str(folder)!r}))
        assert held.acquire()
        print("locked", flush=True)
        time.sleep(600)
        """
    )
    holder = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "locked"
        assert not SingleInstance(folder).acquire()  # alive: it holds the lock
    finally:
        holder.kill()  # SIGKILL: no clean-up, the lock file stays
        holder.wait()
    assert (folder / LOCK_NAME).exists()
    taken = SingleInstance(folder)
    assert taken.acquire()  # its process is gone: the stale lock is taken over
    taken.release()


def test_a_bad_request_is_just_raise():
    assert Request.decode(b"not json") == Request()
    assert Request.decode(b'{"layout": 3, "number": true}') == Request()
    assert Request.decode(Request("x", "/a.json", 2).encode().strip()) == Request("x", "/a.json", 2)


def test_the_first_window_comes_forward_and_opens_the_layout_asked_for(qtbot):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    window.showMinimized()
    come_forward(window, Request())  # a plain second start: only raised
    assert not window.isMinimized() and window.session.game.number == 1
    assert window.statusBar().currentMessage() == "Mahjong Qt is already running: here it is."
    game = window.session.game
    a, b = game.solution[0]
    window.play.click_tile(a)
    window.play.click_tile(b)
    window.confirm.answer = False  # a game under way: the player keeps it
    come_forward(window, Request("turtle", None, 9))
    assert window.starter.waiting is None and window.session.game is game
    window.confirm.answer = True
    started = wait_for_game(qtbot, window, lambda: come_forward(window, Request("turtle", None, 9)))
    assert (started.layout.id, started.number) == ("turtle", 9)
    window.close()
