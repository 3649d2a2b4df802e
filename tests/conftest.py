"""Test set-up: headless Qt, and user data kept in a temporary folder (never the real one)."""

from __future__ import annotations

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from hypothesis import settings  # noqa: E402

# The long fuzz run (tools/fuzz_long.py): `pytest tests/fuzz --hypothesis-profile=long`, 10,000
# random inputs per parser (FUZZ_LONG_EXAMPLES to change it). Registered here so that the option
# works whatever the paths given.
_LONG_EXAMPLES = int(os.environ.get("FUZZ_LONG_EXAMPLES", "10000"))
settings.register_profile("long", max_examples=_LONG_EXAMPLES, deadline=None)


@pytest.fixture(autouse=True)
def _isolated_user_data(tmp_path, monkeypatch):
    """Every test gets its own user data folder (settings, saves, records, user layouts)
    and sees no other program's data."""
    home = tmp_path / "mahjong-qt-home"
    monkeypatch.setenv("MAHJONG_QT_HOME", str(home))
    # nor the layouts and tile sets that other games installed on this machine
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-data-home"))
    monkeypatch.setenv("XDG_DATA_DIRS", str(tmp_path / "xdg-data-dirs"))
    return home


@pytest.fixture(autouse=True)
def _no_window_left_shown():
    """A window a test left on the screen is hidden when the test ends. Left shown, it would take
    the next tests' pointer: on the offscreen platform ``qtbot.mouseMove`` moves the cursor, and
    the move goes to the first shown window under it, whichever widget the test named (the
    editor's ghost and mirror tests then saw another window's pointer); and it would count as a
    window on the screen for the start-up's first-paint gate."""
    yield
    widgets = sys.modules.get("PySide6.QtWidgets")
    if widgets is None or widgets.QApplication.instance() is None:
        return  # a test without Qt
    for window in widgets.QApplication.topLevelWidgets():
        if window.isVisible():
            window.hide()


@pytest.fixture(scope="session", autouse=True)
def _empty_clipboard_before_exit():
    """Qt's clipboard is destroyed after Python at exit; mime data made in Python would crash it."""
    yield
    from PySide6.QtGui import QGuiApplication

    if QGuiApplication.instance() is not None:
        QGuiApplication.clipboard().clear()
