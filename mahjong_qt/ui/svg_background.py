"""A KMahjongg background picture as a brush for the table (issue 17).

A tiled background is rendered once at its tile size (times the device pixel ratio) and repeated;
a stretched one is rendered at the size asked for. Rendered through ``QSvgRenderer``, so it is
sharp on HiDPI screens. ``None`` when the picture cannot be read (the table keeps its colour).
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QBrush, QImage, QPainter, QPixmap, QTransform

from ..core.kmahjongg_art import BackgroundInfo

__all__ = ["background_brush"]

_MAX_SIDE = 4096


def background_brush(info: BackgroundInfo, size: QSize, dpr: float = 1.0) -> QBrush | None:
    """The brush that paints ``info`` over a table of ``size`` logical pixels."""
    from PySide6.QtSvg import QSvgRenderer  # Qt's SVG library: loaded when a picture is chosen

    svg = QSvgRenderer(str(info.svg))
    if not svg.isValid():
        return None
    logical = QSize(*info.tile_size) if info.tiled else size
    w = min(_MAX_SIDE, max(1, round(logical.width() * dpr)))
    h = min(_MAX_SIDE, max(1, round(logical.height() * dpr)))
    image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    svg.render(painter)
    painter.end()
    brush = QBrush(QPixmap.fromImage(image))
    brush.setTransform(QTransform.fromScale(1 / dpr, 1 / dpr))
    return brush
