"""Render the game window with a given deal to a PNG (``mahjong-qt --screenshot``)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication, QMainWindow

__all__ = ["render_screenshot"]


def render_screenshot(window: QMainWindow, path: Path, size: tuple[int, int]) -> bool:
    """Show ``window`` at ``size``, let it lay out and paint, grab it and write ``path``."""
    window.resize(*size)
    window.show()
    for _ in range(3):
        QApplication.processEvents()
    view = getattr(window, "view", None)
    if view is not None:
        view.fit()
        QApplication.processEvents()
    image = window.grab().toImage()
    path.parent.mkdir(parents=True, exist_ok=True)
    ok = image.save(str(path), "PNG")
    window.hide()
    return ok
