"""The corner index: a small Latin mark for players who do not read Chinese (PRODUCT §4).

Suits show their number, winds their initial in the UI language (E S W N / E S O N), dragons
theirs (R G W / R V B); bonus tiles show a small flower or sun marker (their group) followed by
their number 1-4 (as on real tiles), so that no two faces share an index and none is told apart by
colour alone.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QTransform

from ...core.tiles import KINDS, Suit
from .bonus import draw_bonus_marker
from .glyphs import glyph_path
from .primitives import fill_glyph, pen

__all__ = ["INDEX_BOX", "corner_label", "draw_corner_index", "draw_index_badge"]

# Where the index sits in the 100 x 130 art box (top-left corner).
INDEX_BOX = QRectF(5.0, 5.0, 14.0, 17.0)
_HEAVY_STROKE = 1.3  # art units: the outline that makes a heavy index bold
_CAP_HEIGHT = 740.0  # height of capitals and digits in the shipped Latin glyphs (font units)

_BADGE_PAPER = QColor(255, 252, 240, 235)  # a light plate under the index of foreign art
_BADGE_INK = QColor("#1d1b18")
_BADGE_MARGIN = 2.5

_WIND_INITIALS = {"en": "ESWN", "fr": "ESON"}
_DRAGON_INITIALS = {"en": "RGW", "fr": "RVB"}


def corner_label(kind: int, lang: str) -> str | None:
    """The letter or digit shown in the corner of ``kind``; ``None`` for bonus tiles (marker)."""
    k = KINDS[kind]
    lang = lang if lang in _WIND_INITIALS else "en"
    if k.suit in (Suit.BAMBOO, Suit.CHARACTERS, Suit.DOTS):
        return str(k.rank)
    if k.suit is Suit.WIND:
        return _WIND_INITIALS[lang][k.rank - 1]
    if k.suit is Suit.DRAGON:
        return _DRAGON_INITIALS[lang][k.rank - 1]
    return None


def draw_corner_index(
    painter: QPainter,
    kind: int,
    lang: str,
    color: QColor,
    *,
    scale: float = 1.0,
    heavy: bool = False,
) -> None:
    """Draw the corner index of ``kind`` in :data:`INDEX_BOX`, ``scale`` times larger from its
    top-left corner; ``heavy`` adds an outline of the ink colour around the glyphs (bold)."""
    painter.save()
    painter.translate(INDEX_BOX.topLeft())
    painter.scale(scale, scale)
    painter.translate(-INDEX_BOX.topLeft())
    _draw_index(painter, kind, lang, color, heavy)
    painter.restore()


def draw_index_badge(
    painter: QPainter, kind: int, lang: str, *, scale: float = 1.0, heavy: bool = False
) -> None:
    """The corner index on a plate of its own, for art that leaves it no room (a tile set of
    another game): dark ink on a light, nearly opaque rounded plate, whatever the face's colours."""
    wide = corner_label(kind, lang) is None  # a bonus tile: marker and number
    width = INDEX_BOX.width() * (2 if wide else 1) + (1.5 if wide else 0)
    plate = QRectF(INDEX_BOX.left(), INDEX_BOX.top(), width, INDEX_BOX.height())
    m = _BADGE_MARGIN
    painter.save()
    painter.translate(INDEX_BOX.topLeft())
    painter.scale(scale, scale)
    painter.translate(-INDEX_BOX.topLeft())
    painter.setPen(pen(QColor(_BADGE_INK.red(), _BADGE_INK.green(), _BADGE_INK.blue(), 120), 0.8))
    painter.setBrush(_BADGE_PAPER)
    painter.drawRoundedRect(plate.adjusted(-m, -m, m, m), 3.0, 3.0)
    _draw_index(painter, kind, lang, _BADGE_INK, heavy)
    painter.restore()


def _draw_index(painter: QPainter, kind: int, lang: str, color: QColor, heavy: bool) -> None:
    label = corner_label(kind, lang)
    if label is None:
        k = KINDS[kind]
        marker = INDEX_BOX.adjusted(0.0, 2.0, 0.0, -2.0)
        draw_bonus_marker(painter, marker, k.suit is Suit.SEASON, color)
        digit = INDEX_BOX.translated(INDEX_BOX.width() + 1.5, 0.0)
        _fill(painter, _index_path(str(k.rank), digit), color, heavy)
        return
    _fill(painter, _index_path(label, INDEX_BOX), color, heavy)


def _fill(painter: QPainter, path: QPainterPath, color: QColor, heavy: bool) -> None:
    if not heavy:
        fill_glyph(painter, path, color)
        return
    painter.setPen(pen(color, _HEAVY_STROKE))
    painter.setBrush(color)
    painter.drawPath(path)


def _index_path(label: str, box: QRectF) -> QPainterPath:
    """``label`` at cap height = the box height, left-aligned: E, W and 1 get the same height."""
    path = glyph_path(label)
    ink = path.boundingRect()
    scale = box.height() / _CAP_HEIGHT
    t = QTransform()
    t.translate(box.left(), box.center().y())
    t.scale(scale, scale)
    t.translate(-ink.left(), -ink.center().y())
    return t.map(path)
