"""``mahjong-race`` as a player starts it (issue 22): the installed console script, offscreen,
renders its Race screen with ``--screenshot`` and exits; started for real it quits cleanly on
SIGTERM (the session closing); a bad option exits 2 with argparse's message."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from PySide6.QtGui import QImage

SCRIPTS = ("mahjong-race",)
RACE = Path(sys.executable).with_name("mahjong-race")


def env_for(home: Path) -> dict[str, str]:
    return {**os.environ, "MAHJONG_QT_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}


def catches_sigterm(pid: int, seconds: float = 60.0) -> bool:
    """Wait until the process has a SIGTERM handler (Linux: its SigCgt mask), or a few
    seconds elsewhere; False if it ended first."""
    status = Path(f"/proc/{pid}/status")
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if not status.exists():
            if sys.platform.startswith("linux"):
                return False
            time.sleep(5)
            return True
        caught = next(
            (
                line.split()[1]
                for line in status.read_text().splitlines()
                if line.startswith("SigCgt")
            ),
            "0",
        )
        if int(caught, 16) & (1 << (signal.SIGTERM - 1)):
            return True
        time.sleep(0.1)
    return False


def test_a_screenshot_of_the_race_screen_is_written_and_the_program_exits(tmp_path):
    shot = tmp_path / "shots" / "race.png"
    done = subprocess.run(
        [str(RACE), "--screenshot", str(shot), "--lang", "fr"],
        capture_output=True,
        text=True,
        timeout=60,
        env=env_for(tmp_path / "home"),
    )
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    image = QImage(str(shot))
    assert not image.isNull() and image.width() >= 600 and image.height() >= 400
    assert len({image.pixel(x, 100) for x in range(0, image.width(), 7)}) > 2  # not blank


def test_the_window_quits_cleanly_on_sigterm(tmp_path):
    proc = subprocess.Popen(
        [str(RACE)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env_for(tmp_path / "home"),
    )
    assert catches_sigterm(proc.pid), proc.communicate()[1]  # up, its handler installed
    time.sleep(0.5)  # and in its event loop
    proc.send_signal(signal.SIGTERM)
    try:
        _out, err = proc.communicate(timeout=20)
    except subprocess.TimeoutExpired:
        proc.kill()
        raise AssertionError("mahjong-race did not quit on SIGTERM") from None
    assert proc.returncode == 0 and "Traceback" not in err, err


def test_a_bad_option_exits_2(tmp_path):
    done = subprocess.run(
        [str(RACE), "--nosuch"],
        capture_output=True,
        text=True,
        timeout=60,
        env=env_for(tmp_path / "home"),
    )
    assert done.returncode == 2 and "mahjong-race: error:" in done.stderr
    assert "Traceback" not in done.stderr
