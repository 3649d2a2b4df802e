"""Render the game window with a given deal to a PNG (``mahjong-qt --screenshot``)."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEventLoop
from PySide6.QtWidgets import QApplication, QMainWindow

__all__ = ["render_screenshot", "wait_for_board"]


def wait_for_board(
    window, ready: Callable[[], bool] = lambda: True, seconds: float = 120.0
) -> bool:
    """Run the event loop until the window's game is on the board (its deal is made in the
    solver worker) and ``ready()``; False if that takes more than ``seconds``."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if window.starter.waiting is None and window.session.game is not None and ready():
            return True
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 50)
    return False


def render_screenshot(window: QMainWindow, path: Path, size: tuple[int, int] | None) -> bool:
    """Show ``window`` at ``size`` (``None``: the size it opens at), let it lay out and paint,
    grab it and write ``path``."""
    if size is not None:
        window.resize(*size)
    window.show()
    if not wait_for_board(window):
        return False
    for _ in range(3):
        QApplication.processEvents()
    view = getattr(window, "view", None)
    if view is not None:
        view.fit()
        QApplication.processEvents()
    image = window.grab().toImage()
    path.parent.mkdir(parents=True, exist_ok=True)
    # PySide6's stub wants bytes for the format; it takes only str at run time
    ok = image.save(str(path), "PNG")  # type: ignore[call-overload]
    window.hide()
    return ok
