"""The main window's size, place and toolbars between runs, kept in ``window.json`` (state),
with the board's zoom and scroll (a :class:`~mahjong_qt.ui.zoom_pan_view.ViewState` on a
layout)."""

from __future__ import annotations

from pathlib import Path

from pydantic import ValidationError
from PySide6.QtCore import QByteArray
from PySide6.QtWidgets import QMainWindow

from ..core.window_state import BoardViewState, WindowState, load_window_state, save_window_state
from ..ui.zoom_pan_view import ViewState

__all__ = ["restore_window", "remember_window", "kept_board_view"]


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


def kept_board_view(path: Path) -> tuple[str, ViewState] | None:
    """The layout id and the zoom and scroll the board had on it at the last quit; ``None``
    for the overview (or nothing kept)."""
    board = load_window_state(path)[0].board
    if board is None:
        return None
    return board.layout_id, ViewState(False, board.zoom, board.center_x, board.center_y)


def remember_window(
    window: QMainWindow, path: Path, board: tuple[str, ViewState] | None = None
) -> None:
    """Keep ``window``'s geometry and state in ``path``, and ``board``'s view on its layout
    (a failing disk is not worth a word at quit: the window simply opens at its usual size
    next time)."""
    view = None
    if board is not None and not board[1].fitting:
        layout_id, state = board
        try:
            view = BoardViewState(
                layout_id=layout_id,
                zoom=state.zoom,
                center_x=state.center_x,
                center_y=state.center_y,
            )
        except ValidationError:  # a view past every bound: the overview next time
            view = None
    kept = WindowState(
        geometry=_base64(window.saveGeometry()), state=_base64(window.saveState()), board=view
    )
    try:
        save_window_state(path, kept)
    except OSError:
        pass
