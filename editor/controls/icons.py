"""Small icons for the editor's tools and level actions, drawn with QPainter (no icon theme).

Icon themes are missing on many systems (and offscreen), so the editor draws its own: a tile
outline with a sign for the tools, arrows and signs for the level actions. The tiles keep their
own colours (a tile looks the same on any theme); what stands on the toolbar itself (arrows, the
pointer) is drawn in the palette's colours when shown (:mod:`mahjong_qt.ui.palette_icon`), so it
stays visible on a dark theme and follows a switch.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPen, QPolygonF

from mahjong_qt.ui.palette_icon import IconColours, palette_icon

__all__ = ["icon"]

_SIZE = 32
_TILE_INK = QColor("#37474f")  # outlines and signs on a tile
_TILE = QColor("#fbf4e2")
_EDGE = QColor("#b08d57")
_GREEN = QColor("#2e7d32")
_RED = QColor("#c62828")
_BLUE = QColor("#1565c0")


def _tile(p: QPainter, x: float, y: float, w: float = 15, h: float = 19, alpha: int = 255) -> None:
    edge = QColor(_EDGE)
    edge.setAlpha(alpha)
    face = QColor(_TILE)
    face.setAlpha(alpha)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(edge)
    p.drawRoundedRect(QRectF(x + 2.5, y + 2.5, w, h), 2.5, 2.5)
    p.setBrush(face)
    p.setPen(QPen(_TILE_INK, 1.2))
    p.drawRoundedRect(QRectF(x, y, w, h), 2.5, 2.5)


def _plus(p: QPainter, c: QPointF, r: float, colour: QColor) -> None:
    p.setPen(QPen(colour, 3.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawLine(QPointF(c.x() - r, c.y()), QPointF(c.x() + r, c.y()))
    p.drawLine(QPointF(c.x(), c.y() - r), QPointF(c.x(), c.y() + r))


def _cross(p: QPainter, c: QPointF, r: float, colour: QColor) -> None:
    p.setPen(QPen(colour, 3.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawLine(QPointF(c.x() - r, c.y() - r), QPointF(c.x() + r, c.y() + r))
    p.drawLine(QPointF(c.x() - r, c.y() + r), QPointF(c.x() + r, c.y() - r))


def _arrow(p: QPainter, colours: IconColours, up: bool) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colours.ink)
    tip, base = (5.0, 17.0) if up else (27.0, 15.0)
    p.drawPolygon(QPolygonF([QPointF(16, tip), QPointF(6, base), QPointF(26, base)]))
    p.drawRect(QRectF(12, 15, 8, 12) if up else QRectF(12, 5, 8, 12))


def _fill(p: QPainter) -> None:
    for x, y in ((3, 3), (14, 3), (3, 15), (14, 15)):
        _tile(p, x, y, 10, 11)
    p.setPen(QPen(_BLUE, 1.6, Qt.PenStyle.DashLine))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRect(QRectF(1.5, 1.5, 28, 28))


def _place(p: QPainter) -> None:
    _tile(p, 4, 5, 18, 22)
    _plus(p, QPointF(23, 22), 6, _GREEN)


def _erase(p: QPainter) -> None:
    _tile(p, 4, 5, 18, 22)
    _cross(p, QPointF(23, 22), 5.5, _RED)


def _select(p: QPainter, colours: IconColours) -> None:
    p.setPen(QPen(_BLUE, 1.8, Qt.PenStyle.DashLine))
    p.setBrush(QColor(21, 101, 192, 40))
    p.drawRect(QRectF(4, 4, 19, 19))
    path = QPainterPath(QPointF(16, 14))
    for x, y in ((28, 24), (23, 24.5), (26, 30), (23.5, 31), (20.5, 26), (16.5, 29.5)):
        path.lineTo(x, y)
    path.closeSubpath()
    p.setPen(QPen(colours.paper, 1.2))
    p.setBrush(colours.ink)
    p.drawPath(path)


def _on_top(p: QPainter) -> None:
    _tile(p, 3, 9, 16, 19)
    _tile(p, 11, 3, 16, 19)


def _ghost(p: QPainter) -> None:
    _tile(p, 3, 9, 16, 19)
    _tile(p, 11, 3, 16, 19, alpha=110)


def _numbers(p: QPainter) -> None:
    _tile(p, 6, 4, 19, 24)
    path = QPainterPath()  # a "1" drawn as strokes: no font needed
    path.moveTo(12.5, 11)
    path.lineTo(16.5, 8)
    path.lineTo(16.5, 23)
    p.setPen(QPen(_TILE_INK, 2.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(path)
    p.drawLine(QPointF(12.5, 23), QPointF(20.5, 23))


def _axis(p: QPainter, vertical: bool) -> None:
    p.setPen(QPen(QColor("#ef6c00"), 1.8, Qt.PenStyle.DashLine))
    if vertical:
        p.drawLine(QPointF(16, 1), QPointF(16, 31))
    else:
        p.drawLine(QPointF(1, 16), QPointF(31, 16))


def _mirror_none(p: QPainter) -> None:
    _tile(p, 8, 6, 14, 18)


def _mirror_vertical(p: QPainter) -> None:
    _tile(p, 2, 8, 10, 14)
    _tile(p, 19, 8, 10, 14, alpha=140)
    _axis(p, True)


def _mirror_horizontal(p: QPainter) -> None:
    _tile(p, 10, 1, 11, 11)
    _tile(p, 10, 19, 11, 11, alpha=140)
    _axis(p, False)


def _mirror_both(p: QPainter) -> None:
    _tile(p, 2, 1, 10, 11)
    for x, y in ((19, 1), (2, 19), (19, 19)):
        _tile(p, x, y, 10, 11, alpha=140)
    _axis(p, True)
    _axis(p, False)


def _insert(p: QPainter) -> None:
    _tile(p, 3, 9, 17, 19)
    _plus(p, QPointF(22, 9), 6, _GREEN)


def _duplicate(p: QPainter) -> None:
    _tile(p, 3, 10, 15, 18)
    _tile(p, 11, 3, 15, 18)


def _delete(p: QPainter) -> None:
    _tile(p, 3, 9, 17, 19, alpha=160)
    _cross(p, QPointF(22, 10), 5.5, _RED)


def _play(p: QPainter) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(_GREEN)
    p.drawPolygon(QPolygonF([QPointF(8, 5), QPointF(27, 16), QPointF(8, 27)]))


def _test(p: QPainter) -> None:
    _tile(p, 3, 6, 15, 20)
    p.setPen(QPen(_GREEN, 3.4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawPolyline(QPolygonF([QPointF(14, 20), QPointF(19, 26), QPointF(29, 11)]))


def _fixed(draw: Callable[[QPainter], None]) -> Callable[[QPainter, IconColours], None]:
    """A drawing in its own colours only (tiles and coloured signs)."""
    return lambda p, _colours: draw(p)


_PAINTERS: dict[str, Callable[[QPainter, IconColours], None]] = {
    "place": _fixed(_place),
    "fill": _fixed(_fill),
    "erase": _fixed(_erase),
    "select": _select,
    "on-top": _fixed(_on_top),
    "ghost": _fixed(_ghost),
    "numbers": _fixed(_numbers),
    "mirror-none": _fixed(_mirror_none),
    "mirror-vertical": _fixed(_mirror_vertical),
    "mirror-horizontal": _fixed(_mirror_horizontal),
    "mirror-both": _fixed(_mirror_both),
    "level-insert": _fixed(_insert),
    "level-duplicate": _fixed(_duplicate),
    "level-delete": _fixed(_delete),
    "level-up": lambda p, colours: _arrow(p, colours, True),
    "level-down": lambda p, colours: _arrow(p, colours, False),
    "play": _fixed(_play),
    "test-deals": _fixed(_test),
}


def icon(name: str) -> QIcon:
    """One of the editor's icons, drawn at whatever size and pixel ratio is asked, in the
    current palette's colours."""
    return palette_icon(_PAINTERS[name], _SIZE)
