"""The bamboo suit: sticks in traditional arrangements, and a peacock on the 1 of bamboo."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF
from PySide6.QtGui import QBrush, QLinearGradient, QPainter, QPainterPath

from ..tile_style import Ink
from .primitives import circle, leaf_path, no_pen, pen, shaded, stick

__all__ = ["draw_bamboo"]

B, G, R = "blue", "green", "red"

_TALL, _SHORT = 50.0, 36.5  # stick lengths for two and three rows
_WIDE, _THIN = 14.5, 12.5

# rank -> ((x, y, length, width, ink name, angle), ...) in the 100 x 130 art box.
_Stick = tuple[float, float, float, float, str, float]
_LAYOUTS: dict[int, tuple[_Stick, ...]] = {
    2: ((50, 36, _TALL, _WIDE, G, 0), (50, 94, _TALL, _WIDE, B, 0)),
    3: (
        (50, 36, _TALL, _WIDE, G, 0),
        (31, 94, _TALL, _WIDE, B, 0),
        (69, 94, _TALL, _WIDE, B, 0),
    ),
    4: tuple(
        (x, y, _TALL, _WIDE, ink, 0)
        for (x, y), ink in zip(((30, 36), (70, 36), (30, 94), (70, 94)), (G, B, B, G), strict=True)
    ),
    5: (
        (23, 36, _TALL, _WIDE, G, 0),
        (77, 36, _TALL, _WIDE, B, 0),
        (50, 65, _TALL, _WIDE, R, 0),
        (23, 94, _TALL, _WIDE, B, 0),
        (77, 94, _TALL, _WIDE, G, 0),
    ),
    6: tuple((x, y, _TALL, _WIDE, ink, 0) for y, ink in ((36, G), (94, B)) for x in (23, 50, 77)),
    7: ((50, 24, _SHORT, _THIN, R, 0),)
    + tuple((x, y, _SHORT, _THIN, G, 0) for y in (65, 105) for x in (23, 50, 77)),
    8: (
        (17, 36, 48, _THIN, G, 0),
        (38, 36, 48, _THIN, B, -20),
        (62, 36, 48, _THIN, B, 20),
        (83, 36, 48, _THIN, G, 0),
        (17, 94, 48, _THIN, G, 0),
        (38, 94, 48, _THIN, B, 20),
        (62, 94, 48, _THIN, B, -20),
        (83, 94, 48, _THIN, G, 0),
    ),
    9: tuple(
        (x, y, _SHORT, _THIN, ink, 0)
        for y in (25, 65, 105)
        for x, ink in ((22, G), (50, R), (78, B))
    ),
}


def _tail(painter: QPainter, ink: Ink) -> None:
    """Eight tail feathers fanned up and right behind the body, each ending in an eye."""
    root = QPointF(55, 84)
    green, blue = ink.color(G), ink.color(B)
    light, dark = shaded(green, 140)
    for i in range(8):
        a = math.radians(-84 + i * 19)
        tip = root + QPointF(math.cos(a), math.sin(a)) * 41
        grad = QLinearGradient(root, tip)
        grad.setColorAt(0.0, dark)
        grad.setColorAt(1.0, light)
        painter.setPen(pen(dark, 0.8))
        painter.setBrush(QBrush(grad))
        painter.drawPath(leaf_path(root, tip, 9.5))
        eye = root + (tip - root) * 0.8
        painter.setPen(pen(dark.darker(120), 0.7))
        painter.drawLine(root, eye)  # the feather's shaft
        no_pen(painter)
        circle(painter, eye, 5.4, ink.color("gold"))
        circle(painter, eye, 3.8, blue)
        circle(painter, eye, 1.7, ink.color(R))


def _body(painter: QPainter, ink: Ink) -> None:
    green, blue = ink.color(G), ink.color(B)
    light, dark = shaded(green, 130)
    body = QPainterPath(QPointF(30, 58))
    body.cubicTo(QPointF(34, 48), QPointF(58, 52), QPointF(70, 70))
    body.cubicTo(QPointF(76, 80), QPointF(66, 96), QPointF(50, 96))
    body.cubicTo(QPointF(34, 96), QPointF(26, 74), QPointF(30, 58))
    grad = QLinearGradient(QPointF(30, 55), QPointF(66, 95))
    grad.setColorAt(0.0, light)
    grad.setColorAt(1.0, dark)
    painter.setPen(pen(dark.darker(130), 1.0))
    painter.setBrush(QBrush(grad))
    painter.drawPath(body)
    # Neck and head.
    neck = QPainterPath(QPointF(30, 62))
    neck.cubicTo(QPointF(26, 50), QPointF(30, 44), QPointF(28, 36))
    neck.lineTo(QPointF(40, 34))
    neck.cubicTo(QPointF(40, 44), QPointF(44, 50), QPointF(48, 58))
    neck.closeSubpath()
    painter.setBrush(blue)
    painter.setPen(pen(blue.darker(140), 0.9))
    painter.drawPath(neck)
    circle(painter, QPointF(34, 32), 10.0, blue)
    # Wing: a blue leaf with feather lines.
    wing = leaf_path(QPointF(40, 66), QPointF(74, 90), 10.0)
    wl, wd = shaded(blue, 130)
    wgrad = QLinearGradient(QPointF(40, 66), QPointF(74, 90))
    wgrad.setColorAt(0.0, wl)
    wgrad.setColorAt(1.0, wd)
    painter.setPen(pen(wd.darker(130), 0.9))
    painter.setBrush(QBrush(wgrad))
    painter.drawPath(wing)
    painter.setPen(pen(ink.color("pale", 0.6), 1.0))
    for k in (0.35, 0.55, 0.75):
        a = QPointF(40 + 34 * k, 66 + 24 * k)
        painter.drawLine(a, a + QPointF(-3.5, 6.5))


def _head(painter: QPainter, ink: Ink) -> None:
    red, gold, dark = ink.color(R), ink.color("gold"), ink.color("dark")
    # Crest: three plumes with red tips.
    painter.setPen(pen(dark, 1.1))
    for end in (QPointF(30, 14), QPointF(36, 12), QPointF(42, 14)):
        painter.drawLine(QPointF(35, 23), end)
        no_pen(painter)
        circle(painter, end, 2.3, red)
        painter.setPen(pen(dark, 1.1))
    # Beak.
    beak = QPainterPath(QPointF(25.5, 29))
    beak.lineTo(QPointF(14, 34))
    beak.lineTo(QPointF(26, 36.5))
    beak.closeSubpath()
    painter.setPen(pen(gold.darker(150), 0.8))
    painter.setBrush(gold)
    painter.drawPath(beak)
    # Eye with a white ring and a red cheek patch.
    no_pen(painter)
    circle(painter, QPointF(36, 37), 3.2, red)
    circle(painter, QPointF(31, 30), 3.3, ink.color("paper"))
    circle(painter, QPointF(30.6, 30), 1.8, ink.color("dark"))


def _perch(painter: QPainter, ink: Ink) -> None:
    """A short horizontal bamboo stalk with the bird's feet on it."""
    stick(painter, QPointF(40, 111), 54, 8.5, ink.color(G).darker(115), ink, angle=90)
    painter.setPen(pen(ink.color("gold").darker(160), 2.0))
    for x in (44, 54):
        painter.drawLine(QPointF(x, 94), QPointF(x - 2, 106))
        painter.drawLine(QPointF(x - 2, 106), QPointF(x - 6, 108))
        painter.drawLine(QPointF(x - 2, 106), QPointF(x + 2, 108))


def _peacock(painter: QPainter, ink: Ink) -> None:
    """The 1 of bamboo: a peacock on a bamboo perch, tail fanned to the right."""
    _tail(painter, ink)
    _perch(painter, ink)
    _body(painter, ink)
    _head(painter, ink)


def draw_bamboo(painter: QPainter, rank: int, ink: Ink) -> None:
    """Draw the ``rank`` of bamboo (1..9) in the art box."""
    if rank == 1:
        _peacock(painter, ink)
        return
    for x, y, length, width, name, angle in _LAYOUTS[rank]:
        stick(painter, QPointF(x, y), length, width, ink.color(name), ink, angle)
