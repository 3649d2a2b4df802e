"""Bonus tiles: four flowers and four seasons, each a small picture over its character.

Flowers: plum 梅, orchid 蘭, chrysanthemum 菊, bamboo 竹 (character in red).
Seasons: spring 春 (a sprout), summer 夏 (a sun), autumn 秋 (a maple leaf), winter 冬 (a
snowflake) (character in blue). The pictures sit in the upper part, centred near (50, 42).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QRadialGradient

from ..tile_style import Ink
from .glyphs import glyph_box, place_glyph
from .primitives import circle, fill_glyph, leaf_path, no_pen, pen, petal_flower, shaded, stick

__all__ = ["FLOWER_CHARS", "SEASON_CHARS", "draw_flower", "draw_season", "draw_bonus_marker"]

FLOWER_CHARS = "梅蘭菊竹"
SEASON_CHARS = "春夏秋冬"

_CHAR_CENTRE, _CHAR_SIZE = QPointF(50, 99), 42.0


def _branch_color(ink: Ink) -> QColor:
    return QColor(ink.gold).darker(260)


def _plum(painter: QPainter, ink: Ink) -> None:
    branch = QPainterPath(QPointF(14, 72))
    branch.cubicTo(QPointF(30, 60), QPointF(40, 52), QPointF(52, 40))
    branch.cubicTo(QPointF(62, 30), QPointF(74, 24), QPointF(88, 20))
    twig = QPainterPath(QPointF(44, 48))
    twig.cubicTo(QPointF(46, 38), QPointF(42, 26), QPointF(36, 16))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(pen(_branch_color(ink), 4.0))
    painter.drawPath(branch)
    painter.setPen(pen(_branch_color(ink), 2.4))
    painter.drawPath(twig)
    pink = ink.color("red").lighter(125)
    petal_flower(painter, QPointF(30, 56), 13.0, 5, pink, ink.color("gold"), petal_width=0.75)
    petal_flower(painter, QPointF(66, 33), 12.0, 5, pink, ink.color("gold"), petal_width=0.75)
    no_pen(painter)
    circle(painter, QPointF(37, 17), 4.0, pink)
    circle(painter, QPointF(86, 21), 3.6, pink)


def _orchid(painter: QPainter, ink: Ink) -> None:
    green = ink.color("green")
    light, dark = shaded(green, 130)
    painter.setPen(pen(dark, 0.8))
    painter.setBrush(green)
    for tip, width in ((QPointF(14, 24), 4.5), (QPointF(86, 30), 4.5), (QPointF(60, 12), 3.5)):
        painter.drawPath(leaf_path(QPointF(50, 74), tip, width))
    painter.setPen(pen(dark, 1.5))
    painter.drawLine(QPointF(50, 74), QPointF(46, 44))
    violet = QColor(ink.violet or ink.blue)
    if ink.violet is None:
        violet.setRed(min(255, violet.red() + 120))
    petal_flower(painter, QPointF(45, 40), 14.0, 3, violet, ink.color("gold"), petal_width=0.8)
    petal_flower(
        painter, QPointF(45, 40), 8.0, 3, violet.lighter(130), ink.color("red"), rotation=-30
    )


def _chrysanthemum(painter: QPainter, ink: Ink) -> None:
    green = ink.color("green")
    painter.setPen(pen(green.darker(130), 0.8))
    painter.setBrush(green)
    painter.drawPath(leaf_path(QPointF(50, 60), QPointF(20, 72), 6.0))
    painter.drawPath(leaf_path(QPointF(50, 60), QPointF(82, 70), 6.0))
    painter.setPen(pen(green.darker(130), 2.5))
    painter.drawLine(QPointF(50, 50), QPointF(50, 76))
    gold = ink.color("gold")
    petal_flower(painter, QPointF(50, 38), 26.0, 18, gold, ink.color("red"), petal_width=0.2)
    petal_flower(
        painter, QPointF(50, 38), 16.0, 12, gold.lighter(115), ink.color("red"), petal_width=0.3
    )


def _bamboo_plant(painter: QPainter, ink: Ink) -> None:
    green = ink.color("green")
    stick(painter, QPointF(40, 44), 64, 8.5, green, ink, angle=12)
    stick(painter, QPointF(64, 52), 46, 6.5, green.darker(115), ink, angle=-8)
    light, dark = shaded(green, 125)
    painter.setPen(pen(dark, 0.7))
    painter.setBrush(light)
    for base, tip in (
        (QPointF(44, 30), QPointF(76, 18)),
        (QPointF(44, 30), QPointF(70, 34)),
        (QPointF(38, 52), QPointF(12, 44)),
        (QPointF(38, 52), QPointF(16, 62)),
        (QPointF(64, 40), QPointF(90, 48)),
    ):
        painter.drawPath(leaf_path(base, tip, 4.5))


def _sprout(painter: QPainter, ink: Ink) -> None:
    """Spring: a seedling with two leaves and a pink bud, on a mound of earth."""
    earth = QPainterPath(QPointF(18, 74))
    earth.cubicTo(QPointF(30, 60), QPointF(70, 60), QPointF(82, 74))
    earth.closeSubpath()
    no_pen(painter)
    painter.setBrush(_branch_color(ink).lighter(150))
    painter.drawPath(earth)
    green = ink.color("green")
    painter.setPen(pen(green.darker(130), 3.0))
    stem = QPainterPath(QPointF(50, 66))
    stem.cubicTo(QPointF(48, 50), QPointF(54, 40), QPointF(50, 28))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(stem)
    painter.setPen(pen(green.darker(130), 0.8))
    painter.setBrush(green.lighter(120))
    painter.drawPath(leaf_path(QPointF(50, 50), QPointF(20, 34), 9.0))
    painter.drawPath(leaf_path(QPointF(51, 44), QPointF(82, 30), 9.0))
    pink = ink.color("red").lighter(130)
    petal_flower(painter, QPointF(50, 22), 10.0, 5, pink, ink.color("gold"), petal_width=0.7)


def _sun(painter: QPainter, ink: Ink) -> None:
    """Summer: a sun with alternating long and short rays."""
    c = QPointF(50, 42)
    gold, red = ink.color("gold"), ink.color("red")
    no_pen(painter)
    painter.setBrush(red.lighter(120))
    for i in range(16):
        a = i * math.pi / 8
        r = 34 if i % 2 == 0 else 27
        painter.drawPath(leaf_path(c, c + QPointF(math.cos(a), math.sin(a)) * r, 4.2))
    grad = QRadialGradient(c + QPointF(-5, -5), 24)
    grad.setColorAt(0.0, gold.lighter(140))
    grad.setColorAt(1.0, gold.darker(110))
    painter.setPen(pen(red, 1.6))
    painter.setBrush(QBrush(grad))
    painter.drawEllipse(c, 17, 17)


def _maple_leaf(painter: QPainter, ink: Ink) -> None:
    """Autumn: a five-lobed maple leaf in red and gold, with its veins."""
    c = QPointF(50, 44)
    points: list[QPointF] = []
    for i in range(5):
        a = math.radians(-90 + (i - 2) * 50)  # lobes spread over 200 degrees, upwards
        for da, r in ((-14, 16), (-8, 26), (0, 34), (8, 26), (14, 16)):
            aa = a + math.radians(da)
            points.append(c + QPointF(math.cos(aa), math.sin(aa)) * r)
    leaf = QPainterPath(c + QPointF(0, 10))
    for p in points:
        leaf.lineTo(p)
    leaf.closeSubpath()
    red = ink.color("red")
    grad = QRadialGradient(c, 36)
    grad.setColorAt(0.0, ink.color("gold"))
    grad.setColorAt(1.0, red)
    painter.setPen(pen(red.darker(140), 1.2))
    painter.setBrush(QBrush(grad))
    painter.drawPath(leaf)
    painter.setPen(pen(red.darker(150), 1.4))
    for i in range(5):
        a = math.radians(-90 + (i - 2) * 50)
        painter.drawLine(c, c + QPointF(math.cos(a), math.sin(a)) * 28)
    painter.setPen(pen(_branch_color(ink), 2.6))
    painter.drawLine(c, QPointF(56, 76))


def _snowflake(painter: QPainter, ink: Ink) -> None:
    """Winter: a six-armed snowflake with branches."""
    c = QPointF(50, 42)
    blue = ink.color("blue")
    painter.setPen(pen(blue.lighter(110), 3.2))
    for i in range(6):
        a = math.radians(-90 + i * 60)
        u = QPointF(math.cos(a), math.sin(a))
        painter.drawLine(c, c + u * 32)
        for k, size in ((0.45, 9.0), (0.75, 6.5)):
            base = c + u * 32 * k
            for side in (-1, 1):
                b = a + side * math.radians(45)
                painter.drawLine(base, base + QPointF(math.cos(b), math.sin(b)) * size)
    no_pen(painter)
    circle(painter, c, 5.0, blue)


_FLOWER_ART = (_plum, _orchid, _chrysanthemum, _bamboo_plant)
_SEASON_ART = (_sprout, _sun, _maple_leaf, _snowflake)


def _char(painter: QPainter, char: str, color: QColor) -> None:
    fill_glyph(painter, place_glyph(char, glyph_box(_CHAR_CENTRE, _CHAR_SIZE)), color)


def draw_flower(painter: QPainter, rank: int, ink: Ink) -> None:
    """Draw flower ``rank`` (1 plum, 2 orchid, 3 chrysanthemum, 4 bamboo)."""
    _FLOWER_ART[rank - 1](painter, ink)
    _char(painter, FLOWER_CHARS[rank - 1], ink.color("red"))


def draw_season(painter: QPainter, rank: int, ink: Ink) -> None:
    """Draw season ``rank`` (1 spring, 2 summer, 3 autumn, 4 winter)."""
    _SEASON_ART[rank - 1](painter, ink)
    _char(painter, SEASON_CHARS[rank - 1], ink.color("blue"))


def draw_bonus_marker(painter: QPainter, box: QRectF, season: bool, color: QColor) -> None:
    """The corner index of a bonus tile: a small flower (flowers) or a small sun (seasons).

    Bonus tiles match within their group, so the marker names the group, not the tile.
    """
    c, r = box.center(), min(box.width(), box.height()) / 2
    if season:
        painter.setPen(pen(color, r * 0.22))
        for i in range(8):
            a = i * math.pi / 4
            u = QPointF(math.cos(a), math.sin(a))
            painter.drawLine(c + u * r * 0.62, c + u * r)
        no_pen(painter)
        circle(painter, c, r * 0.42, color)
    else:
        no_pen(painter)
        painter.setBrush(color)
        for i in range(5):
            a = math.radians(-90 + i * 72)
            painter.drawEllipse(c + QPointF(math.cos(a), math.sin(a)) * r * 0.52, r * 0.4, r * 0.4)
