"""The main window's size, place and toolbars between runs, kept in ``window.json`` (state)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray
from PySide6.QtWidgets import QMainWindow

from ..core.window_state import WindowState, load_window_state, save_window_state

__all__ = ["restore_window", "remember_window"]


def _base64(data: QByteArray) -> str:
    return bytes(data.toBase64()).decode("ascii")


def _bytes(text: str) -> QByteArray:
    return QByteArray.fromBase64(text.encode("ascii"))


def restore_window(window: QMainWindow, path: Path) -> bool:
    """Give ``window`` the geometry and state kept in ``path``; ``False`` when none was kept
    (or the file was bad: it is set aside), so the caller picks a size."""
    kept, _notice = load_window_state(path)
    restored = bool(kept.geometry) and window.restoreGeometry(_bytes(kept.geometry))
    if kept.state:
        window.restoreState(_bytes(kept.state))
    return restored


def remember_window(window: QMainWindow, path: Path) -> None:
    """Keep ``window``'s geometry and state in ``path`` (a failing disk is not worth a word at
    quit: the window simply opens at its usual size next time)."""
    kept = WindowState(geometry=_base64(window.saveGeometry()), state=_base64(window.saveState()))
    try:
        save_window_state(path, kept)
    except OSError:
        pass
