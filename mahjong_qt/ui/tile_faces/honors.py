"""Honour tiles: the four winds (black), the red 中 and green 發 dragons, the white dragon frame."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter

from ..tile_style import Ink
from .glyphs import glyph_box, place_glyph
from .primitives import fill_glyph, pen

__all__ = ["WIND_CHARS", "draw_wind", "draw_dragon"]

WIND_CHARS = "東南西北"


def draw_wind(painter: QPainter, rank: int, ink: Ink) -> None:
    """Draw wind ``rank`` (1 east, 2 south, 3 west, 4 north) as a large dark character."""
    path = place_glyph(WIND_CHARS[rank - 1], glyph_box(QPointF(50, 65), 86))
    fill_glyph(painter, path, ink.color("dark"))


def _white_dragon(painter: QPainter, ink: Ink) -> None:
    """The white dragon: a blue double frame with square corner blocks (a "blank" tile)."""
    blue = ink.color("blue")
    outer = QRectF(15, 17, 70, 96)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(pen(blue, 6.5))
    painter.drawRoundedRect(outer, 3, 3)
    painter.setPen(pen(blue, 2.0))
    painter.drawRoundedRect(outer.adjusted(8, 8, -8, -8), 2, 2)
    painter.setPen(pen(blue, 1.0))
    painter.setBrush(blue)
    for corner in (outer.topLeft(), outer.topRight(), outer.bottomLeft(), outer.bottomRight()):
        painter.drawRect(QRectF(corner - QPointF(6, 6), corner + QPointF(6, 6)))
    painter.setBrush(ink.color("paper"))
    painter.setPen(pen(ink.color("paper"), 0.1))
    for corner in (outer.topLeft(), outer.topRight(), outer.bottomLeft(), outer.bottomRight()):
        painter.drawRect(QRectF(corner - QPointF(2.2, 2.2), corner + QPointF(2.2, 2.2)))


def draw_dragon(painter: QPainter, rank: int, ink: Ink) -> None:
    """Draw dragon ``rank`` (1 red 中, 2 green 發, 3 white frame)."""
    if rank == 1:
        fill_glyph(painter, place_glyph("中", glyph_box(QPointF(50, 65), 92)), ink.color("red"))
    elif rank == 2:
        fill_glyph(painter, place_glyph("發", glyph_box(QPointF(50, 65), 88)), ink.color("green"))
    else:
        _white_dragon(painter, ink)
