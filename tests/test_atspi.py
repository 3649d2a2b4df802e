"""A real screen-reader bus sees the board's tiles with their names and hears the game's
announcements (AT-SPI, Linux only).

Runs ``tools/atspi_check.py`` with the system Python (which has Debian's ``python3-pyatspi``):
the game under Xvfb with ``QT_ACCESSIBILITY=1``, its accessibility tree read with pyatspi.
Skipped where Xvfb, at-spi2-core or pyatspi are missing.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from mahjong_qt.app.screen_reader.announcer import HAS_ANNOUNCEMENTS

ROOT = Path(__file__).resolve().parent.parent
CHECK = ROOT / "tools" / "atspi_check.py"
SYSTEM_PYTHON = Path("/usr/bin/python3")


def _tools_missing() -> str | None:
    if not sys.platform.startswith("linux") or not SYSTEM_PYTHON.exists():
        return "needs Linux and /usr/bin/python3"
    probe = subprocess.run(
        [str(SYSTEM_PYTHON), str(CHECK), "--list-missing"], capture_output=True, text=True
    )
    return probe.stdout.strip() or None


@pytest.mark.timeout(180)
def test_a_screen_reader_sees_every_tile_with_its_name():
    missing = _tools_missing()
    if missing:
        pytest.skip(missing)
    # The accessibility bus needs the system's data folders (GSettings schemas); the test
    # session points them elsewhere.
    drop = ("XDG_DATA_DIRS", "XDG_DATA_HOME", "QT_QPA_PLATFORM")
    env = {k: v for k, v in os.environ.items() if k not in drop}
    result = subprocess.run(
        [str(SYSTEM_PYTHON), str(CHECK), "--app-python", sys.executable, "--timeout", "60"]
        + ([] if HAS_ANNOUNCEMENTS else ["--no-announcements"]),
        capture_output=True,
        text=True,
        timeout=170,
        env=env,
    )
    assert result.returncode == 0, result.stdout + result.stderr[-2000:]
    # The Turtle, game 7: 144 tiles, 35 free at the start (PRODUCT §2), every one named.
    assert "board: 'Board', 144 tiles, 144 visible" in result.stdout
    assert "free: 35," in result.stdout
    # Pressing Hint (through AT-SPI) makes the game announce the pair to the screen reader
    # (Qt 6.8 and newer; older Qt only changes the board's description).
    if HAS_ANNOUNCEMENTS:
        assert "announced after pressing Hint: Hint: " in result.stdout
