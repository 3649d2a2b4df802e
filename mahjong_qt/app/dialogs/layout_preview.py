"""A drawn miniature of a layout: every tile as a small 3D block, higher levels lighter.

Drawn with plain rectangles (no faces) so that a chooser with dozens of layouts opens at once.
Tiles are placed with the board's own metrics, so the miniature looks like the board.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap

from mahjong_qt.ui.tile_metrics import (
    DEPTH_X,
    DEPTH_Y,
    TILE_H,
    TILE_W,
    layout_scene_rect,
    position_to_scene,
)

__all__ = ["layout_preview"]

MIN_TILES_ACROSS = 8
_FACE = QColor("#f4ecd8")
_EDGE = QColor("#c9a66b")
_LINE = QColor("#6b5434")


def layout_preview(
    positions: Sequence[tuple[int, int, int]],
    size: QSize,
    dpr: float = 1.0,
    frame: Sequence[tuple[int, int, int]] | None = None,
) -> QPixmap:
    """A transparent pixmap of ``size`` (logical pixels) showing the layout centred.

    With ``frame`` (a whole layout) the picture is framed and shaded as for ``frame`` and shows
    only ``positions``: the tiles still there in a game keep their places as others go."""
    pixmap = QPixmap(max(1, round(size.width() * dpr)), max(1, round(size.height() * dpr)))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    if not positions:
        return pixmap
    whole = frame or positions
    bounds = layout_scene_rect(whole)
    margin = 4.0
    scale = min(
        (size.width() - 2 * margin) / bounds.width(),
        (size.height() - 2 * margin) / bounds.height(),
        size.width() / (MIN_TILES_ACROSS * TILE_W),  # a tiny layout keeps small tiles
    )
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.translate(size.width() / 2, size.height() / 2)
    painter.scale(scale, scale)
    painter.translate(-bounds.center())
    top = max(p[2] for p in whole) or 1
    pen = QPen(_LINE, 0.6)
    pen.setCosmetic(True)  # a hairline whatever the scale
    ordered = sorted(positions, key=lambda p: (p[2], p[0] + p[1], p[1]))
    for x, y, z in ordered:
        origin = position_to_scene(x, y, z)
        face = QRectF(origin.x(), origin.y(), TILE_W, TILE_H)
        body = face.adjusted(0, 0, DEPTH_X, DEPTH_Y)
        painter.setPen(pen)
        painter.setBrush(_EDGE.darker(100 + 8 * (top - z)))
        painter.drawRoundedRect(body, 6, 6)
        painter.setBrush(_FACE.darker(100 + 7 * (top - z)))
        painter.drawRoundedRect(face, 6, 6)
    painter.end()
    return pixmap
