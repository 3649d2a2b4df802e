"""A layout drawn small by the game's own tile renderer: for the layout browser and the README.

Tiles are placed with the board's metrics (:mod:`.tile_metrics`) and painted by
:class:`~.tile_renderer.TileRenderer`, in the board's stacking order, so a thumbnail looks like
the board in miniature. Without faces every tile is blank; with ``faces`` (a deal) each shows its
face. Drawn into a ``QImage``, which can be saved to the thumbnail cache as a PNG.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from .tile_metrics import TILE_H, TILE_W, layout_scene_rect, position_to_scene, stacking_z
from .tile_renderer import TileRenderer

__all__ = ["render_layout_image"]

_MARGIN = 3.0


def render_layout_image(
    positions: Sequence[tuple[int, int, int]],
    size: QSize,
    renderer: TileRenderer,
    *,
    faces: Sequence[int] | None = None,
    background: QColor | None = None,
    dpr: float = 1.0,
    min_tiles_across: int = 10,
) -> QImage:
    """An image of ``size`` logical pixels (transparent unless ``background``) with the layout
    centred and as large as fits, but no larger than ``min_tiles_across`` tiles across the image
    (so that a small layout looks small). ``faces`` are in ``positions`` order."""
    image = QImage(
        max(1, round(size.width() * dpr)),
        max(1, round(size.height() * dpr)),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.setDevicePixelRatio(dpr)
    image.fill(background if background is not None else QColor(Qt.GlobalColor.transparent))
    if not positions:
        return image
    bounds = layout_scene_rect(positions)
    scale = min(
        (size.width() - 2 * _MARGIN) / bounds.width(),
        (size.height() - 2 * _MARGIN) / bounds.height(),
        size.width() / (min_tiles_across * TILE_W),
    )
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    painter.translate(size.width() / 2, size.height() / 2)
    painter.scale(scale, scale)
    painter.translate(-bounds.center())
    order = sorted(range(len(positions)), key=lambda i: stacking_z(*positions[i]))
    for i in order:
        origin = position_to_scene(*positions[i])
        kind = faces[i] if faces is not None else None
        renderer.paint_tile(painter, QRectF(origin.x(), origin.y(), TILE_W, TILE_H), kind)
    painter.end()
    return image
