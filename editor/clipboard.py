"""Tiles on the system clipboard, so a selection copied in one editor pastes into another.

The tiles travel as JSON (``[[x, y, z], ...]``) under a private MIME type, plus the same JSON as
plain text. Reading is defensive: the clipboard is input from anywhere, so anything that is not a
sane list of positions within the schema's limits is ignored.
"""

from __future__ import annotations

import json

from PySide6.QtCore import QMimeData

from mahjong_qt.core.geometry import Position
from mahjong_qt.core.layout_schema import MAX_TILES, MAX_XY, MAX_Z

__all__ = ["MIME_TYPE", "tiles_to_mime", "tiles_from_mime"]

MIME_TYPE = "application/x-mahjong-qt-tiles"
_MAX_BYTES = 64_000


def tiles_to_mime(tiles: tuple[Position, ...]) -> QMimeData:
    data = json.dumps([list(p) for p in tiles]).encode("ascii")
    mime = QMimeData()
    mime.setData(MIME_TYPE, data)
    mime.setText(data.decode("ascii"))
    return mime


def tiles_from_mime(mime: QMimeData | None) -> tuple[Position, ...]:
    """The tiles on the clipboard, or ``()`` when it holds none of ours."""
    if mime is None or not mime.hasFormat(MIME_TYPE):
        return ()
    raw = bytes(mime.data(MIME_TYPE))
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
