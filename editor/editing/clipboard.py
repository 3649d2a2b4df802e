"""Tiles on the system clipboard, so a selection copied in one editor pastes into another.

The tiles travel as JSON (``[[x, y, z], ...]``) under a private MIME type, plus the same JSON as
plain text. Reading is defensive: the clipboard is input from anywhere, so anything that is not a
sane list of positions within the schema's limits is ignored.
"""

from __future__ import annotations

import atexit
import json

from PySide6.QtCore import QMimeData
from PySide6.QtGui import QGuiApplication

from mahjong_qt.core.geometry import Position
from mahjong_qt.core.layout_schema import MAX_TILES, MAX_XY, MAX_Z

__all__ = ["MIME_TYPE", "tiles_to_mime", "tiles_from_mime", "put_tiles_on_clipboard"]

MIME_TYPE = "application/x-mahjong-qt-tiles"
_MAX_BYTES = 64_000


def tiles_to_mime(tiles: tuple[Position, ...]) -> QMimeData:
    data = json.dumps([list(p) for p in tiles]).encode("ascii")
    mime = QMimeData()
    mime.setData(MIME_TYPE, data)
    mime.setText(data.decode("ascii"))
    return mime


def put_tiles_on_clipboard(tiles: tuple[Position, ...]) -> None:
    """Copy tiles to the system clipboard (our MIME type and plain text)."""
    global _exit_hook_registered
    QGuiApplication.clipboard().setMimeData(tiles_to_mime(tiles))
    if not _exit_hook_registered:
        atexit.register(_hand_over_clipboard)
        _exit_hook_registered = True


_exit_hook_registered = False


def _hand_over_clipboard() -> None:
    """Before Python exits, swap our mime data for plain text that Qt itself owns.

    Qt destroys the clipboard after the interpreter is gone; mime data made in Python would then
    call back into Python and crash the exit. The tiles stay on the clipboard as text.
    """
    if QGuiApplication.instance() is None:
        return
    clipboard = QGuiApplication.clipboard()
    mime = clipboard.mimeData()
    if mime is not None and mime.hasFormat(MIME_TYPE):
        clipboard.setText(mime.text())


def tiles_from_mime(mime: QMimeData | None) -> tuple[Position, ...]:
    """The tiles on the clipboard, or ``()`` when it holds none of ours."""
    if mime is None or not mime.hasFormat(MIME_TYPE):
        return ()
    raw = bytes(mime.data(MIME_TYPE).data())
    if len(raw) > _MAX_BYTES:
        return ()
    try:
        items = json.loads(raw)
    except ValueError:
        return ()
    if not isinstance(items, list) or not 0 < len(items) <= MAX_TILES:
        return ()
    tiles: list[Position] = []
    for item in items:
        if not (isinstance(item, list) and len(item) == 3):
            return ()
        if not all(type(v) is int for v in item):
            return ()
        x, y, z = item
        if not (0 <= x <= MAX_XY and 0 <= y <= MAX_XY and 0 <= z <= MAX_Z):
            return ()
        tiles.append((x, y, z))
    return tuple(dict.fromkeys(tiles))
