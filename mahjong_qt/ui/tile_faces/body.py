"""The tile body (shadow, two-layer side edge, face) and the state overlays of a :class:`TileLook`.

Everything is drawn in scene units of :mod:`..tile_metrics`, with the face at
``(0, 0, TILE_W, TILE_H)``; the renderer scales the painter to pixels first.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath

from ..tile_metrics import ART_H, ART_W, THREE_D, TILE_H, TILE_W, TileGeometry
from ..tile_style import TileStyle
from .primitives import no_pen, pen

__all__ = [
    "TileLook",
    "NORMAL",
    "CORNER_RADIUS",
    "paint_body",
    "body_path",
    "paint_face_plate",
    "art_transform",
    "paint_overlays",
]

CORNER_RADIUS = 6.0
_ART_MARGIN = 1.5  # the art box sits this far inside the face


@dataclass(frozen=True, slots=True)
class TileLook:
    """How a tile is shown besides its face; every combination is valid (and cached apart)."""

    selected: bool = False
    hinted: bool = False
    shaded: bool = False  # blocked tile shading (preference)
    focused: bool = False  # keyboard focus ring
    dimmed: bool = False  # editor: a layer below the current one
    ghost: bool = False  # editor: placement preview, semi-transparent
    invalid: bool = False  # editor: a position that breaks a rule


NORMAL = TileLook()


def _face_path(dx: float = 0.0, dy: float = 0.0) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(QRectF(dx, dy, TILE_W, TILE_H), CORNER_RADIUS, CORNER_RADIUS)
    return path


def _sweep(geometry: TileGeometry, t0: float, t1: float, steps: int = 10) -> QPainterPath:
    """The face outline swept along the edge direction from ``t0`` to ``t1`` (0 face, 1 back)."""
    path = QPainterPath()
    for i in range(steps + 1):
        t = t0 + (t1 - t0) * i / steps
        path = path.united(_face_path(geometry.depth_x * t, geometry.depth_y * t))
    return path


@cache
def body_path(geometry: TileGeometry = THREE_D) -> QPainterPath:
    """The face and its side edge: everything a tile paints opaquely."""
    return _sweep(geometry, 0.0, 1.0)


@cache
def _front_layer(geometry: TileGeometry) -> QPainterPath:
    return _sweep(geometry, 0.0, 0.5, 5)


def _paint_shadow(painter: QPainter, style: TileStyle, geometry: TileGeometry) -> None:
    """A soft shadow down-right of the body: nested rounded rects of decreasing alpha."""
    base = QColor(style.shadow)
    no_pen(painter)
    rings = 12
    for i in range(rings):
        grow = geometry.shadow * (1.0 - i / rings)
        c = QColor(base)
        c.setAlphaF(base.alphaF() / rings * 1.3)
        painter.setBrush(c)
        size = (TILE_W + geometry.depth_x, TILE_H + geometry.depth_y)
        rect = QRectF(0.0, 0.0, *size).adjusted(2.0 - grow * 0.3, 2.0 - grow * 0.3, grow, grow)
        painter.drawRoundedRect(rect, CORNER_RADIUS + grow, CORNER_RADIUS + grow)


def paint_body(
    painter: QPainter, style: TileStyle, *, shadow: bool = True, geometry: TileGeometry = THREE_D
) -> None:
    """Shadow, the coloured back layer and the face-coloured front layer of the side edge (a
    flat tile has no edge: the back layer is then only the thin outline around its face)."""
    if shadow:
        _paint_shadow(painter, style, geometry)
    back = QColor(style.edge_back)
    far = QPointF(TILE_W + geometry.depth_x, TILE_H + geometry.depth_y)
    grad = QLinearGradient(QPointF(TILE_W * 0.3, 0.0), far)
    grad.setColorAt(0.0, back.lighter(115))
    grad.setColorAt(1.0, back.darker(125))
    painter.setPen(pen(QColor(style.edge_line), 0.7 * style.outline))
    painter.setBrush(QBrush(grad))
    painter.drawPath(body_path(geometry))
    if not (geometry.depth_x or geometry.depth_y):
        return
    front = QColor(style.edge_face)
    fgrad = QLinearGradient(QPointF(TILE_W * 0.3, 0.0), far)
    fgrad.setColorAt(0.0, front)
    fgrad.setColorAt(1.0, front.darker(118))
    no_pen(painter)
    painter.setBrush(QBrush(fgrad))
    painter.drawPath(_front_layer(geometry))


def paint_face_plate(painter: QPainter, style: TileStyle) -> None:
    """The face itself: a rounded plate with a soft diagonal gradient and a thin rim."""
    grad = QLinearGradient(QPointF(0.0, 0.0), QPointF(TILE_W, TILE_H))
    grad.setColorAt(0.0, QColor(style.face_light))
    grad.setColorAt(1.0, QColor(style.face_dark))
    painter.setPen(pen(QColor(style.face_rim), 0.8 * style.outline))
    painter.setBrush(QBrush(grad))
    painter.drawPath(_face_path())
    # A faint highlight along the top-left inner edge gives the plate a bevel.
    hl = QColor(255, 255, 255, 110)
    painter.setPen(pen(hl, 0.9))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    inner = QRectF(1.2, 1.2, TILE_W - 2.4, TILE_H - 2.4)
    painter.drawRoundedRect(inner, CORNER_RADIUS - 1.2, CORNER_RADIUS - 1.2)


def art_transform(painter: QPainter) -> None:
    """Map the 100 x 130 art box onto the face (inside a small margin), keeping its aspect."""
    scale = min((TILE_W - 2 * _ART_MARGIN) / ART_W, (TILE_H - 2 * _ART_MARGIN) / ART_H)
    painter.translate((TILE_W - ART_W * scale) / 2, (TILE_H - ART_H * scale) / 2)
    painter.scale(scale, scale)


def _overlay(painter: QPainter, path: QPainterPath, color: QColor, alpha: float) -> None:
    c = QColor(color)
    c.setAlphaF(alpha)
    no_pen(painter)
    painter.setBrush(c)
    painter.drawPath(path)


def _frame(painter: QPainter, color: QColor, width: float, grow: float, alpha: float = 1.0) -> None:
    c = QColor(color)
    c.setAlphaF(alpha)
    painter.setPen(pen(c, width))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    r = QRectF(0.0, 0.0, TILE_W, TILE_H).adjusted(-grow, -grow, grow, grow)
    painter.drawRoundedRect(r, CORNER_RADIUS + grow, CORNER_RADIUS + grow)


def _hatch(painter: QPainter, path: QPainterPath, color: QColor, pattern: Qt.BrushStyle) -> None:
    """``path`` filled with a line pattern: a mark that needs no colour to be seen."""
    no_pen(painter)
    painter.setBrush(QBrush(color, pattern))  # cosmetic: lines a few device pixels apart
    painter.drawPath(path)


def _invert(painter: QPainter, path: QPainterPath) -> None:
    """``path`` shown in negative (white on black): the selection, told without a tint."""
    painter.save()
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Difference)
    no_pen(painter)
    painter.setBrush(QColor("#ffffff"))
    painter.drawPath(path)
    painter.restore()


def _paint_pattern_overlays(
    painter: QPainter, style: TileStyle, look: TileLook, geometry: TileGeometry
) -> None:
    """The overlays of a style that carries no meaning by tint (high contrast)."""
    face = _face_path()
    if look.shaded or look.dimmed:
        _hatch(painter, body_path(geometry), QColor(style.shade), Qt.BrushStyle.BDiagPattern)
    if look.invalid:
        _hatch(painter, face, QColor(style.invalid), Qt.BrushStyle.DiagCrossPattern)
        _frame(painter, QColor(style.invalid), 4.0, -2.0)
    if look.selected:
        _invert(painter, face)
    if look.hinted:
        p = pen(QColor(style.hint if not look.selected else "#ffffff"), 3.2)
        p.setDashPattern([1.2, 0.8])
        painter.setPen(p)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        r = QRectF(1.6, 1.6, TILE_W - 3.2, TILE_H - 3.2)
        painter.drawRoundedRect(r, CORNER_RADIUS - 1.6, CORNER_RADIUS - 1.6)
    if look.focused:
        r = QRectF(-2.6, -2.6, TILE_W + 5.2, TILE_H + 5.2)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(pen(QColor("#ffffff"), 4.2))
        painter.drawRoundedRect(r, CORNER_RADIUS + 2, CORNER_RADIUS + 2)
        p = pen(QColor(style.focus), 2.6)
        p.setDashPattern([2.0, 1.5])
        painter.setPen(p)
        painter.drawRoundedRect(r, CORNER_RADIUS + 2, CORNER_RADIUS + 2)


def paint_overlays(
    painter: QPainter, style: TileStyle, look: TileLook, geometry: TileGeometry = THREE_D
) -> None:
    """Tints and frames for the look's flags, over the finished tile."""
    if style.pattern_marks:
        _paint_pattern_overlays(painter, style, look, geometry)
        return
    face = _face_path()
    if look.shaded:
        _overlay(painter, body_path(geometry), QColor(style.shade), QColor(style.shade).alphaF())
    if look.dimmed:
        _overlay(painter, body_path(geometry), QColor(style.face_dark).darker(160), 0.45)
    if look.invalid:
        _overlay(painter, face, QColor(style.invalid), 0.30)
        _frame(painter, QColor(style.invalid), 2.6, -1.3)
    if look.hinted:
        _overlay(painter, face, QColor(style.hint), 0.22)
        _frame(painter, QColor(style.hint), 5.0, -0.5, 0.45)
        _frame(painter, QColor(style.hint), 2.2, -1.1)
    if look.selected:
        _overlay(painter, face, QColor(style.select), 0.30)
        _frame(painter, QColor(style.select), 2.8, -1.4)
    if look.focused:
        c = QColor(style.focus)
        p = pen(c, 1.8)
        p.setDashPattern([2.5, 1.8])
        painter.setPen(p)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(
            QRectF(-2.2, -2.2, TILE_W + 4.4, TILE_H + 4.4), CORNER_RADIUS + 2, CORNER_RADIUS + 2
        )
