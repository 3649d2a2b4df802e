"""The game pauses itself while its window is hidden or minimised (app/window/auto_pause.py)."""

from __future__ import annotations

import gc
import weakref

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from mahjong_qt.app.window.auto_pause import AutoPause


class Clock:
    def __init__(self) -> None:
        self.paused = False

    def set(self, paused: bool) -> None:
        self.paused = paused


def watched(qtbot) -> tuple[QWidget, Clock]:
    window = QWidget()
    qtbot.addWidget(window)
    clock = Clock()
    AutoPause(window, lambda: clock.paused, clock.set)
    window.show()
    qtbot.waitExposed(window)
    return window, clock


def test_hidden_pauses_and_shown_again_resumes(qtbot):
    window, clock = watched(qtbot)
    window.hide()
    assert clock.paused
    window.show()
    assert not clock.paused


def test_minimised_pauses_and_restored_resumes(qtbot):
    window, clock = watched(qtbot)
    window.setWindowState(Qt.WindowState.WindowMinimized)
    qtbot.waitUntil(lambda: clock.paused, timeout=2000)
    window.setWindowState(Qt.WindowState.WindowNoState)
    qtbot.waitUntil(lambda: not clock.paused, timeout=2000)


def test_the_players_own_pause_is_kept(qtbot):
    window, clock = watched(qtbot)
    clock.paused = True  # the player paused
    window.hide()
    window.show()
    assert clock.paused


def test_the_filter_keeps_no_window_alive():
    """No cycle through the filter: a window let go is freed by its last reference."""
    window = QWidget()
    clock = Clock()
    AutoPause(window, lambda: clock.paused, clock.set)
    freed = weakref.ref(window)
    gc.disable()
    try:
        del window
        assert freed() is None
    finally:
        gc.enable()
