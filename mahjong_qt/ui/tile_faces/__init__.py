"""The 42 tile faces, drawn as vectors with QPainter in a fixed 100 x 130 art box.

``paint_face`` is the single entry point: the renderer maps the art box onto the face rect and
calls it; nothing here depends on a pixel size or on an installed font (Chinese characters and
corner letters come from the shipped glyph outlines, see :mod:`.glyphs`).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QPainter

from ...core.tiles import KINDS, Suit
from ..tile_style import Ink, TileStyle
from .bamboo import draw_bamboo
from .bonus import draw_flower, draw_season
from .characters import draw_characters
from .corner import corner_label, draw_corner_index
from .dots import draw_dots
from .honors import draw_dragon, draw_wind

__all__ = ["paint_face", "corner_label", "ART_SHRINK_WITH_INDEX"]

_DRAWERS: dict[Suit, Callable[[QPainter, int, Ink], None]] = {
    Suit.BAMBOO: draw_bamboo,
    Suit.CHARACTERS: draw_characters,
    Suit.DOTS: draw_dots,
    Suit.WIND: draw_wind,
    Suit.DRAGON: draw_dragon,
    Suit.FLOWER: draw_flower,
    Suit.SEASON: draw_season,
}

# With a corner index, the art shrinks towards the bottom-right corner to leave the index room.
ART_SHRINK_WITH_INDEX = 0.86
_SHRINK_ANCHOR = QPointF(95.0, 126.0)


def paint_face(
    painter: QPainter, kind: int, style: TileStyle, *, corner_index: bool = True, lang: str = "en"
) -> None:
    """Draw the art of ``kind`` (0..41) into the art box of the painter's current coordinates."""
    k = KINDS[kind]
    painter.save()
    if corner_index:
        draw_corner_index(painter, kind, lang, QColor(style.index_ink))
        painter.translate(_SHRINK_ANCHOR)
        painter.scale(ART_SHRINK_WITH_INDEX, ART_SHRINK_WITH_INDEX)
        painter.translate(-_SHRINK_ANCHOR)
    _DRAWERS[k.suit](painter, k.rank, style.ink)
    painter.restore()
