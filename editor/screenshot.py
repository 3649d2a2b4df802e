"""Render the editor window to a PNG (for documentation and for looking at it headless)."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEventLoop
from PySide6.QtWidgets import QWidget

__all__ = ["save_screenshot", "wait_until", "ESTIMATE_WAIT_SECONDS"]

ESTIMATE_WAIT_SECONDS = 120.0


def wait_until(done: Callable[[], bool], seconds: float) -> bool:
    """Let the window work (background answers come as events) until ``done()`` or time is up."""
    end = time.monotonic() + seconds
    while not done():
        if time.monotonic() > end:
            return False
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
        time.sleep(0.02)
    return True


def save_screenshot(window: QWidget, path: str | Path) -> bool:
    """Show the window, let it lay out and paint, and save what it shows as a PNG."""
    window.show()
    for _ in range(5):
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
    pixmap = window.grab()
    try:
        Path(path).parent.mkdir(parents=True, exist_ok=True)
    except OSError:
        return False  # the caller says it cannot write the file
    return pixmap.save(str(path), "PNG")
