"""The corner index: a small Latin mark for players who do not read Chinese (PRODUCT §4).

Suits show their number, winds their initial in the UI language (E S W N / E S O N), dragons
theirs (R G W / R V B); bonus tiles show a small flower or sun marker instead of a letter.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QTransform

from ...core.tiles import KINDS, Suit
from .bonus import draw_bonus_marker
from .glyphs import glyph_path
from .primitives import fill_glyph

__all__ = ["INDEX_BOX", "corner_label", "draw_corner_index"]

# Where the index sits in the 100 x 130 art box (top-left corner).
INDEX_BOX = QRectF(5.0, 5.0, 14.0, 17.0)
_CAP_HEIGHT = 740.0  # height of capitals and digits in the shipped Latin glyphs (font units)

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


def draw_corner_index(painter: QPainter, kind: int, lang: str, color: QColor) -> None:
    """Draw the corner index of ``kind`` in :data:`INDEX_BOX`."""
    label = corner_label(kind, lang)
    if label is None:
        marker = INDEX_BOX.adjusted(0.0, 2.0, 0.0, -2.0)
        draw_bonus_marker(painter, marker, KINDS[kind].suit is Suit.SEASON, color)
        return
    fill_glyph(painter, _index_path(label), color)


def _index_path(label: str) -> QPainterPath:
    """``label`` at cap height = the box height, left-aligned: E, W and 1 get the same height."""
    path = glyph_path(label)
    ink = path.boundingRect()
    scale = INDEX_BOX.height() / _CAP_HEIGHT
    t = QTransform()
    t.translate(INDEX_BOX.left(), INDEX_BOX.center().y())
    t.scale(scale, scale)
    t.translate(-ink.left(), -ink.center().y())
    return t.map(path)
