"""The main window's size, place and toolbars between runs, kept in ``window.json`` (state),
with the board's zoom and scroll (a :class:`~mahjong_qt.ui.zoom_pan_view.ViewState` on a
layout)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QByteArray
from PySide6.QtWidgets import QMainWindow

from mahjong_qt.core.values import checked
from mahjong_qt.core.window_state import (
    BoardViewState,
    WindowState,
    load_window_state,
    save_window_state,
)
from mahjong_qt.ui.zoom_pan_view import ViewState

__all__ = ["restore_window", "remember_window"]


def _base64(data: QByteArray) -> str:
    return bytes(data.toBase64().data()).decode("ascii")


def _bytes(text: str) -> QByteArray:
    return QByteArray.fromBase64(text.encode("ascii"))


def restore_window(
    window: QMainWindow,
    path: Path,
    keep_view: Callable[[tuple[str, ViewState] | None], None] | None = None,
) -> bool:
    """Give ``window`` the geometry and state kept in ``path``; ``False`` when none was kept
    (or the file was bad: it is set aside), so the caller picks a size. ``keep_view`` is given
    the layout id and the zoom and scroll the board had on it at the last quit (``None`` for
    the overview or nothing kept), from the same read of the file."""
    kept, _notice = load_window_state(path)
    restored = bool(kept.geometry and window.restoreGeometry(_bytes(kept.geometry)))
    if kept.state:
        window.restoreState(_bytes(kept.state))
    if keep_view is not None:
        board = kept.board
        keep_view(
            None
            if board is None
            else (board.layout_id, ViewState(False, board.zoom, board.center_x, board.center_y))
        )
    return restored


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
            view = checked(
                BoardViewState,
                layout_id=layout_id,
                zoom=state.zoom,
                center_x=state.center_x,
                center_y=state.center_y,
            )
        except ValueError:  # pydantic's ValidationError, a view past every bound: the overview
            view = None  # next time
    kept = WindowState(
        geometry=_base64(window.saveGeometry()), state=_base64(window.saveState()), board=view
    )
    try:
        save_window_state(path, kept)
    except OSError:
        pass
