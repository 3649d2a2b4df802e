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

__all__ = ["paint_face", "corner_label", "art_shrink", "ART_SHRINK_WITH_INDEX", "INDEX_SCALES"]

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

#: The corner index sizes offered to players (large print), by setting id: a factor of the
#: normal index height.
INDEX_SCALES: dict[str, float] = {"normal": 1.0, "large": 1.45, "very_large": 1.9}


def art_shrink(index_scale: float) -> float:
    """How much the art shrinks to leave room for an index ``index_scale`` times the normal one."""
    return 1.0 - (1.0 - ART_SHRINK_WITH_INDEX) * index_scale


def paint_face(
    painter: QPainter,
    kind: int,
    style: TileStyle,
    *,
    corner_index: bool = True,
    lang: str = "en",
    index_scale: float = 1.0,
    heavy_index: bool = False,
) -> None:
    """Draw the art of ``kind`` (0..41) into the art box of the painter's current coordinates.

    ``index_scale`` enlarges the corner index (large print; the art gives it room) and
    ``heavy_index`` draws it bold.
    """
    k = KINDS[kind]
    painter.save()
    if corner_index:
        color = QColor(style.index_ink)
        draw_corner_index(painter, kind, lang, color, scale=index_scale, heavy=heavy_index)
        shrink = art_shrink(index_scale)
        painter.translate(_SHRINK_ANCHOR)
        painter.scale(shrink, shrink)
        painter.translate(-_SHRINK_ANCHOR)
    _DRAWERS[k.suit](painter, k.rank, style.ink)
    painter.restore()
