"""The dots (circles) suit: traditional arrangements of coloured coins."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF
from PySide6.QtGui import QBrush, QPainter, QRadialGradient

from ..tile_style import Ink
from .primitives import circle, leaf_path, no_pen, ring_dot, shaded

__all__ = ["draw_dots"]

B, G, R = "blue", "green", "red"

# rank -> radius, ((x, y, ink name), ...) in the 100 x 130 art box.
_LAYOUTS: dict[int, tuple[float, tuple[tuple[float, float, str], ...]]] = {
    2: (21.0, ((50, 35, G), (50, 95, B))),
    3: (16.5, ((24, 29, B), (50, 65, R), (76, 101, G))),
    4: (19.0, ((28, 38, B), (72, 38, G), (28, 92, G), (72, 92, B))),
    5: (16.5, ((26, 30, B), (74, 30, G), (50, 65, R), (26, 100, G), (74, 100, B))),
    6: (16.0, ((30, 26, G), (70, 26, G), (30, 65, R), (70, 65, R), (30, 104, R), (70, 104, R))),
    7: (
        13.0,
        (
            (22, 21, G),
            (50, 35, G),
            (78, 49, G),
            (32, 80, R),
            (68, 80, R),
            (32, 109, R),
            (68, 109, R),
        ),
    ),
    8: (13.5, tuple((x, y, B) for y in (21, 50.5, 80, 109.5) for x in (31, 69))),
    9: (
        13.0,
        tuple((x, y, ink) for y, ink in ((27, B), (65, R), (103, G)) for x in (21, 50, 79)),
    ),
}


def _one_dot(painter: QPainter, ink: Ink) -> None:
    """The 1 of dots: a large medallion (green rim, blue petals, red heart)."""
    c = QPointF(50, 65)
    green, blue, red = ink.color(G), ink.color(B), ink.color(R)
    light, dark = shaded(green, 125)
    grad = QRadialGradient(c + QPointF(-12, -12), 56)
    grad.setColorAt(0.0, light)
    grad.setColorAt(1.0, dark)
    circle(painter, c, 41, QBrush(grad))
    circle(painter, c, 35, ink.color("paper"))
    no_pen(painter)
    painter.setBrush(blue)
    for i in range(16):
        a = i * math.pi / 8
        u = QPointF(math.cos(a), math.sin(a))
        painter.drawPath(leaf_path(c + u * 21.5, c + u * 33.5, 3.6))
    painter.setBrush(green)
    for i in range(16):
        a = (i + 0.5) * math.pi / 8
        painter.drawEllipse(c + QPointF(math.cos(a), math.sin(a)) * 31.5, 1.6, 1.6)
    ring_dot(painter, c, 20.5, red, ink)


def draw_dots(painter: QPainter, rank: int, ink: Ink) -> None:
    """Draw the ``rank`` of dots (1..9) in the art box."""
    if rank == 1:
        _one_dot(painter, ink)
        return
    radius, dots = _LAYOUTS[rank]
    for x, y, name in dots:
        ring_dot(painter, QPointF(x, y), radius, ink.color(name), ink)
