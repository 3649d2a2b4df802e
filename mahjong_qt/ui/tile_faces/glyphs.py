"""Glyph outlines shipped with the game, turned into ``QPainterPath``s.

The data (``mahjong_qt/ui/glyph_data/glyphs.json``) is made by ``tools/make_glyphs.py`` from the
Noto CJK fonts (SIL OFL 1.1). Nothing here touches ``QFont``: the tiles look the same on every
machine, whatever fonts are installed.

Glyph coordinates are 1000 units per em, y pointing down, 0 at the top of the ideographic em box.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainterPath, QTransform

__all__ = [
    "GLYPH_FILE",
    "EM",
    "available_chars",
    "glyph_path",
    "place_glyph",
    "glyph_box",
    "check_text",
    "text_path",
]

GLYPH_FILE = Path(__file__).resolve().parent.parent / "glyph_data" / "glyphs.json"
EM = 1000.0

_ARITY = {"M": 2, "L": 2, "Q": 4, "C": 6, "Z": 0}


@cache
def _glyph_table() -> dict[str, dict]:
    data = json.loads(GLYPH_FILE.read_text(encoding="utf-8"))
    if data.get("format") != 1 or data.get("units_per_em") != EM:
        raise ValueError(f"{GLYPH_FILE}: unexpected glyph data format")
    return data["glyphs"]


def available_chars() -> frozenset[str]:
    """Every character the shipped glyph data can draw."""
    return frozenset(_glyph_table())


def _parse(d: str) -> QPainterPath:
    tokens = d.split()
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    i = 0
    while i < len(tokens):
        op = tokens[i]
        n = _ARITY[op]
        v = [float(t) for t in tokens[i + 1 : i + 1 + n]]
        i += 1 + n
        if op == "M":
            path.moveTo(v[0], v[1])
        elif op == "L":
            path.lineTo(v[0], v[1])
        elif op == "Q":
            path.quadTo(v[0], v[1], v[2], v[3])
        elif op == "C":
            path.cubicTo(v[0], v[1], v[2], v[3], v[4], v[5])
        else:
            path.closeSubpath()
    return path


@cache
def _glyph(char: str) -> tuple[QPainterPath, float]:
    entry = _glyph_table()[char]
    return _parse(entry["d"]), float(entry["advance"])


def glyph_path(char: str) -> QPainterPath:
    """The outline of ``char`` in em units (a copy: callers may transform it freely).

    Raises ``KeyError`` for a character that is not in the shipped data.
    """
    return QPainterPath(_glyph(char)[0])


def _fit(path: QPainterPath, src: QRectF, box: QRectF) -> QPainterPath:
    """``path`` scaled so that ``src`` fits ``box`` (aspect kept), centred in it."""
    if src.isEmpty():
        return QPainterPath()
    scale = min(box.width() / src.width(), box.height() / src.height())
    t = QTransform()
    t.translate(box.center().x(), box.center().y())
    t.scale(scale, scale)
    t.translate(-src.center().x(), -src.center().y())
    return t.map(path)


def place_glyph(char: str, box: QRectF) -> QPainterPath:
    """``char`` scaled to fit ``box`` (aspect kept) and centred in it.

    The glyph's em box (advance x 1000) is fitted, not its ink, so that characters of one set keep
    their relative sizes and positions (一 stays a thin stroke in the middle).
    """
    path, advance = _glyph(char)
    return _fit(path, QRectF(0.0, 0.0, advance, EM), box)


def glyph_box(centre: QPointF, size: float) -> QRectF:
    """A square of side ``size`` centred on ``centre``: the usual box for an ideograph."""
    return QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size)


def check_text(text: str) -> None:
    """Raise ``ValueError`` if ``text`` has a character the shipped glyph data cannot draw."""
    missing = sorted(set(text) - available_chars())
    if missing:
        raise ValueError(f"no shipped glyph for {''.join(missing)!r}")


def text_path(text: str, box: QRectF) -> QPainterPath:
    """A short run of shipped glyphs (digits, a few capitals) laid out by advance, fitted to box.

    Raises ``ValueError`` for a character the shipped data lacks, rather than drawing nothing.
    """
    check_text(text)
    run = QPainterPath()
    x = 0.0
    for char in text:
        path, advance = _glyph(char)
        run.addPath(path.translated(x, 0.0))
        x += advance
    return _fit(run, run.boundingRect(), box)
