"""Helpers for the game window tests: a window on isolated user data, tile positions on screen."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QPoint, QPointF
from PySide6.QtWidgets import QApplication, QLabel

from mahjong_qt.app.window.main_window import GameStart, MainWindow
from mahjong_qt.core.paths import user_paths
from mahjong_qt.core.settings import Settings
from mahjong_qt.ui.i18n import Translations
from mahjong_qt.ui.tile_metrics import face_rect


def make_window(
    qtbot,
    start: GameStart | None = None,
    settings: Settings | None = None,
    wait: bool = True,
    first_help: bool = False,
):
    """A shown game window with its first game dealt (``wait``); confirmations answer "yes"
    (no modal box blocks a test); the first board's helping hand (a pair shown after 12 s
    without a move) only with ``first_help``."""
    translations = Translations(QApplication.instance())
    translations.set_language("en")
    window = MainWindow(user_paths(), settings or Settings(), translations, start)
    window.confirm.answer = True
    window.first_help.armed = window.first_help.armed and first_help
    qtbot.addWidget(window)
    window.resize(1100, 760)
    window.show()
    qtbot.waitExposed(window)
    if wait:
        wait_for_game(qtbot, window)
        # a deal taken at once (prepared, or shipped for the first game) leaves no turn of the
        # event loop for a window (this one, or a dialog over it) to become active: the
        # window's shortcuts would not fire yet
        qtbot.waitUntil(lambda: QApplication.activeWindow() is not None, timeout=5_000)
    return window


def wait_for_game(qtbot, window, start=None, timeout: int = 60_000):
    """Run ``start()`` (if given), then wait until the game asked for is on the board (its deal
    is made in the solver worker); the game."""
    before = window.session.game
    if start is not None:
        start()
    qtbot.waitUntil(
        lambda: (
            window.starter.waiting is None
            and window.session.game is not None
            and (start is None or window.session.game is not before)
        ),
        timeout=timeout,
    )
    return window.session.game


def curtain(window):
    """The board's curtain (pause, countdown, a deal being made)."""
    return window.view.findChild(QLabel, "pauseCurtain")


def tile_point(window: MainWindow, index: int, at: QPointF | None = None) -> QPoint:
    """Where tile ``index``'s face (its centre, or ``at`` in item coordinates) is on the
    viewport."""
    item = window.scene.item(index)
    local = at if at is not None else face_rect().center()
    return window.view.mapFromScene(item.mapToScene(local))


def write_layout(folder: Path, positions: list[tuple[int, int, int]], layout_id: str) -> Path:
    """A layout file with these positions (a small board for quick games)."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{layout_id}.json"
    data = {
        "schema_version": 1,
        "id": layout_id,
        "name": {"en": "Tiny", "fr": "Minuscule"},
        "description": {"en": "", "fr": ""},
        "author": "tests",
        "tiles": [list(p) for p in positions],
    }
    path.write_text(json.dumps(data), encoding="utf-8")
    return path
