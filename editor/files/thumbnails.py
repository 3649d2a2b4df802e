"""Small pictures of a layout: seen from above, each level a shade lighter (the layout manager),
or one level picked out over the faint rest (the layer list).

Cheap to draw (a rectangle per tile), so they are made on the fly for a few hundred tiles.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap

from mahjong_qt.core.geometry import Position

__all__ = ["layout_thumbnail"]

_FACE = QColor("#f3ead7")
_EDGE = QColor("#6d5a3a")
_LOW = QColor("#b9a98a")
_PICKED = QColor("#ffcf66")


def layout_thumbnail(
    positions: Iterable[Position], size: QSize, level: int | None = None, ratio: float = 1.0
) -> QPixmap:
    """A picture of the layout fitting ``size`` (``ratio``: the screen's device pixel ratio).
    With ``level``, that level's tiles are drawn bright and the others faint."""
    pixmap = QPixmap(size * ratio)
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    pos = sorted(positions, key=lambda p: (p[2], p[1], p[0]))
    if not pos:
        return pixmap
    x0, y0 = min(p[0] for p in pos), min(p[1] for p in pos)
    w = max(p[0] for p in pos) - x0 + 2
    h = max(p[1] for p in pos) - y0 + 2
    # A half cell is about as tall as wide (tiles are 3:4), with a margin of one pixel.
    scale = min((size.width() - 2) / w, (size.height() - 2) / (h * 1.3))
    top = max(p[2] for p in pos) or 1
    ox = (size.width() - w * scale) / 2
    oy = (size.height() - h * scale * 1.3) / 2
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(_EDGE, 0.6))
    for x, y, z in pos:
        if level is None:
            colour = QColor(_LOW).lighter(100 + int(25 * z / top))
        elif z == level:
            colour = _PICKED
        else:
            colour = QColor(_FACE if z < level else _LOW)
            colour.setAlpha(70)
        painter.setBrush(colour)
        rect = QRectF(
            ox + (x - x0) * scale - z * scale * 0.15,
            oy + (y - y0) * scale * 1.3 - z * scale * 0.15,
            2 * scale,
            2 * scale * 1.3,
        )
        painter.drawRoundedRect(rect.adjusted(0.3, 0.3, -0.3, -0.3), scale * 0.25, scale * 0.25)
    painter.end()
    return pixmap
