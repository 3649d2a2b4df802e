"""Small drawing helpers shared by the face modules: shaded discs, bamboo sticks, leaves, petals.

All sizes are in art units (the face is a 100 x 130 box, see ``tile_metrics.ART_W/ART_H``).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)

from ..tile_style import Ink

__all__ = [
    "no_pen",
    "pen",
    "shaded",
    "circle",
    "ring_dot",
    "stick",
    "leaf_path",
    "petal_flower",
    "fill_glyph",
]


def no_pen(painter: QPainter) -> None:
    painter.setPen(Qt.PenStyle.NoPen)


def pen(color: QColor, width: float) -> QPen:
    """A round-capped pen, the only kind the art uses."""
    p = QPen(color, width)
    p.setCapStyle(Qt.PenCapStyle.RoundCap)
    p.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return p


def shaded(color: QColor, factor: int = 135) -> tuple[QColor, QColor]:
    """A lighter and a darker version of ``color``, for gradients that suggest relief."""
    return color.lighter(factor), color.darker(factor)


def circle(painter: QPainter, c: QPointF, r: float, brush: QBrush | QColor) -> None:
    no_pen(painter)
    painter.setBrush(brush)
    painter.drawEllipse(c, r, r)


def ring_dot(painter: QPainter, c: QPointF, r: float, color: QColor, ink: Ink) -> None:
    """One circle of the dots suit: a coloured ring, a pale band, a coloured core, a pale eye.

    Drawn with a radial gradient so that it reads as a slightly domed coin at every size.
    """
    light, dark = shaded(color, 125)
    grad = QRadialGradient(c + QPointF(-r * 0.35, -r * 0.35), r * 1.4)
    grad.setColorAt(0.0, light)
    grad.setColorAt(1.0, dark)
    circle(painter, c, r, QBrush(grad))
    circle(painter, c, r * 0.74, ink.color("paper"))
    # Eight small notches on the pale band: the traditional "coin" pattern.
    painter.setBrush(color)
    for i in range(8):
        a = i * math.pi / 4
        painter.drawEllipse(c + QPointF(math.cos(a), math.sin(a)) * r * 0.6, r * 0.085, r * 0.085)
    core = QRadialGradient(c + QPointF(-r * 0.15, -r * 0.15), r * 0.5)
    core.setColorAt(0.0, light)
    core.setColorAt(1.0, color)
    circle(painter, c, r * 0.44, QBrush(core))
    circle(painter, c, r * 0.16, ink.color("paper"))


def stick(
    painter: QPainter,
    c: QPointF,
    length: float,
    width: float,
    color: QColor,
    ink: Ink,
    angle: float = 0.0,
) -> None:
    """One bamboo stick centred on ``c``, vertical when ``angle`` is 0 (degrees, clockwise).

    A rounded stalk with a lengthwise gradient, a joint (node) in the middle and at both ends,
    and a pale highlight line: recognisable as bamboo even at 20 pixels.
    """
    painter.save()
    painter.translate(c)
    painter.rotate(angle)
    h, w = length / 2, width / 2
    light, dark = shaded(color, 150)
    grad = QLinearGradient(-w, 0, w, 0)
    grad.setColorAt(0.0, dark)
    grad.setColorAt(0.35, light)
    grad.setColorAt(1.0, dark)
    no_pen(painter)
    painter.setBrush(QBrush(grad))
    body = QPainterPath()
    body.addRoundedRect(QRectF(-w, -h, width, length), w * 0.9, w * 0.9)
    painter.drawPath(body)
    painter.setBrush(dark)
    for y in (-h + width * 0.55, 0.0, h - width * 0.55):
        painter.drawRoundedRect(
            QRectF(-w * 1.12, y - width * 0.16, width * 1.12, width * 0.32), 2, 2
        )
    painter.setPen(pen(ink.color("pale", 0.7), width * 0.14))
    painter.drawLine(QPointF(-w * 0.35, -h + width * 0.95), QPointF(-w * 0.35, -width * 0.35))
    painter.drawLine(QPointF(-w * 0.35, width * 0.35), QPointF(-w * 0.35, h - width * 0.95))
    painter.restore()


def leaf_path(base: QPointF, tip: QPointF, width: float) -> QPainterPath:
    """A pointed leaf from ``base`` to ``tip``, ``width`` at its widest (a lens of two curves)."""
    d = tip - base
    length = math.hypot(d.x(), d.y()) or 1.0
    n = QPointF(-d.y() / length, d.x() / length) * width
    a, b = base + d * 0.3 + n, base + d * 0.3 - n
    path = QPainterPath(base)
    path.cubicTo(a, tip - d * 0.25 + n * 0.5, tip)
    path.cubicTo(tip - d * 0.25 - n * 0.5, b, base)
    path.closeSubpath()
    return path


def petal_flower(
    painter: QPainter,
    c: QPointF,
    r: float,
    petals: int,
    color: QColor,
    heart: QColor,
    *,
    petal_width: float = 0.55,
    rotation: float = -90.0,
) -> None:
    """A flower of ``petals`` rounded petals of radius ``r`` around a heart."""
    light, dark = shaded(color, 130)
    painter.setPen(pen(dark, max(0.6, r * 0.06)))
    for i in range(petals):
        a = math.radians(rotation + i * 360.0 / petals)
        tip = c + QPointF(math.cos(a), math.sin(a)) * r
        grad = QRadialGradient(c, r)
        grad.setColorAt(0.0, light)
        grad.setColorAt(1.0, color)
        painter.setBrush(QBrush(grad))
        petal = leaf_path(c, tip, r * petal_width)
        painter.drawPath(petal)
    no_pen(painter)
    circle(painter, c, r * 0.26, heart)
    circle(painter, c, r * 0.11, heart.darker(140))


def fill_glyph(painter: QPainter, path: QPainterPath, color: QColor) -> None:
    """Fill a glyph outline without a stroke (strokes would thicken small characters)."""
    no_pen(painter)
    painter.setBrush(color)
    painter.drawPath(path)
