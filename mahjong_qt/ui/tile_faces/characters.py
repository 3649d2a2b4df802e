"""The characters suit: a Chinese numeral (dark) over 萬 (red), as on real tiles."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainter

from ..tile_style import Ink
from .glyphs import glyph_box, place_glyph
from .primitives import fill_glyph

__all__ = ["NUMERALS", "draw_characters"]

NUMERALS = "一二三四五六七八九"


def draw_characters(painter: QPainter, rank: int, ink: Ink) -> None:
    """Draw the ``rank`` of characters (1..9) in the art box."""
    numeral = place_glyph(NUMERALS[rank - 1], glyph_box(QPointF(50, 35), 58))
    fill_glyph(painter, numeral, ink.color("numeral"))
    fill_glyph(painter, place_glyph("萬", glyph_box(QPointF(50, 95), 62)), ink.color("red"))
