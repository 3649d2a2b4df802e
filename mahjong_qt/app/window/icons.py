"""Toolbar icons drawn as vectors (no icon theme or image files needed, crisp on HiDPI).

Each icon is a few strokes in a 24×24 box, drawn when shown in the palette's text colour (see
:mod:`mahjong_qt.ui.palette_icon`), so that it suits light and dark themes and follows a switch.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QIcon, QPainter, QPainterPath, QPen

from mahjong_qt.ui.palette_icon import IconColours, palette_icon

__all__ = ["make_icon", "ICON_NAMES"]

Draw = Callable[[QPainter], None]


def _arc_arrow(p: QPainter, clockwise: bool) -> None:
    """A three-quarter circle with an arrow head (restart, undo, redo)."""
    rect = QRectF(5, 5, 14, 14)
    path = QPainterPath()
    start = 120 if clockwise else 60
    span = -280 if clockwise else 280
    path.arcMoveTo(rect, start)
    path.arcTo(rect, start, span)
    p.drawPath(path)
    end = math.radians(start + span)
    tip = QPointF(12 + 7 * math.cos(end), 12 - 7 * math.sin(end))
    direction = -1 if clockwise else 1
    tangent = (direction * -math.sin(end), direction * -math.cos(end))
    normal = (math.cos(end), -math.sin(end))
    back = QPointF(tip.x() - tangent[0] * 4.5, tip.y() - tangent[1] * 4.5)
    head = QPainterPath(QPointF(back.x() + normal[0] * 3.5, back.y() + normal[1] * 3.5))
    head.lineTo(tip)
    head.lineTo(QPointF(back.x() - normal[0] * 3.5, back.y() - normal[1] * 3.5))
    p.drawPath(head)


def _hook_arrow(p: QPainter, left: bool) -> None:
    """A U-turn arrow (undo when pointing left, redo when pointing right)."""
    s = -1 if left else 1
    path = QPainterPath(QPointF(12 - 7 * s, 9))
    path.lineTo(QPointF(12 + 3 * s, 9))
    path.cubicTo(QPointF(12 + 9 * s, 9), QPointF(12 + 9 * s, 19), QPointF(12 + 3 * s, 19))
    path.lineTo(QPointF(12 - 3 * s, 19))
    p.drawPath(path)
    head = QPainterPath(QPointF(12 - 3 * s, 5))
    head.lineTo(QPointF(12 - 7 * s, 9))
    head.lineTo(QPointF(12 - 3 * s, 13))
    p.drawPath(head)


def _new(p: QPainter) -> None:
    p.drawRoundedRect(QRectF(4, 3, 12, 16), 2, 2)
    p.drawLine(QPointF(18, 14), QPointF(18, 22))
    p.drawLine(QPointF(14, 18), QPointF(22, 18))


def _hint(p: QPainter) -> None:
    bulb = QPainterPath()
    bulb.moveTo(9, 16)
    bulb.cubicTo(QPointF(9, 13), QPointF(5, 12), QPointF(5, 9))
    bulb.cubicTo(QPointF(5, 5), QPointF(8.5, 2.5), QPointF(12, 2.5))
    bulb.cubicTo(QPointF(15.5, 2.5), QPointF(19, 5), QPointF(19, 9))
    bulb.cubicTo(QPointF(19, 12), QPointF(15, 13), QPointF(15, 16))
    bulb.closeSubpath()
    p.drawPath(bulb)
    p.drawLine(QPointF(9.5, 19), QPointF(14.5, 19))
    p.drawLine(QPointF(10.5, 21.5), QPointF(13.5, 21.5))


def _shuffle(p: QPainter) -> None:
    for top in (True, False):
        y0, y1 = (7, 17) if top else (17, 7)
        path = QPainterPath(QPointF(3, y0))
        path.cubicTo(QPointF(11, y0), QPointF(11, y1), QPointF(19, y1))
        p.drawPath(path)
        head = QPainterPath(QPointF(17, y1 - 3))
        head.lineTo(QPointF(20.5, y1))
        head.lineTo(QPointF(17, y1 + 3))
        p.drawPath(head)


def _pause(p: QPainter) -> None:
    p.drawLine(QPointF(9, 5), QPointF(9, 19))
    p.drawLine(QPointF(15, 5), QPointF(15, 19))


def _fit(p: QPainter) -> None:
    for x, y, dx, dy in ((3, 3, 1, 1), (21, 3, -1, 1), (3, 21, 1, -1), (21, 21, -1, -1)):
        corner = QPainterPath(QPointF(x + 6 * dx, y))
        corner.lineTo(QPointF(x, y))
        corner.lineTo(QPointF(x, y + 6 * dy))
        p.drawPath(corner)
    p.drawRect(QRectF(8.5, 8.5, 7, 7))


def _modes(p: QPainter) -> None:
    """Four rounded cards: the ways to play."""
    for x, y in ((4, 4), (13, 4), (4, 13), (13, 13)):
        p.drawRoundedRect(QRectF(x, y, 7, 7), 1.5, 1.5)


def _give_up(p: QPainter) -> None:
    """A white flag on its pole."""
    p.drawLine(QPointF(6, 21), QPointF(6, 3))
    flag = QPainterPath(QPointF(6, 4))
    flag.cubicTo(QPointF(10, 2), QPointF(14, 7), QPointF(19, 4))
    flag.lineTo(QPointF(19, 12))
    flag.cubicTo(QPointF(14, 15), QPointF(10, 10), QPointF(6, 12))
    p.drawPath(flag)


def _back_to_winnable(p: QPainter) -> None:
    """Two arrow heads pointing back, to a bar: rewind to a safe point."""
    p.drawLine(QPointF(4, 6), QPointF(4, 18))
    for x in (7, 14):
        head = QPainterPath(QPointF(x + 7, 6))
        head.lineTo(QPointF(x, 12))
        head.lineTo(QPointF(x + 7, 18))
        p.drawPath(head)


_DRAW: dict[str, Draw] = {
    "new": _new,
    "restart": lambda p: _arc_arrow(p, clockwise=True),
    "undo": lambda p: _hook_arrow(p, left=True),
    "redo": lambda p: _hook_arrow(p, left=False),
    "back_to_winnable": _back_to_winnable,
    "hint": _hint,
    "shuffle": _shuffle,
    "pause": _pause,
    "fit": _fit,
    "modes": _modes,
    "give_up": _give_up,
}
ICON_NAMES = tuple(_DRAW)


def make_icon(name: str) -> QIcon:
    """The icon ``name`` (one of :data:`ICON_NAMES`) in the palette's text colour, at any size
    and pixel ratio; Qt asks for the disabled colour when the action is disabled."""
    draw = _DRAW[name]

    def paint(painter: QPainter, colours: IconColours) -> None:
        pen = QPen(colours.ink, 1.8)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        draw(painter)

    return palette_icon(paint, 24)
