"""Render every tile face in every style, at a large and a small size, to one PNG for looking.

    QT_QPA_PLATFORM=offscreen python tools/tile_gallery.py --out /tmp/tiles.png [--lang fr]

Per style: the 42 tiles at ``--size`` with their names, the same 42 at ``--small`` size (how
they look on a crowded board), and a strip of the looks (selected, hinted, shaded, ...). The
names use a system font: this is a developer tool, the tiles themselves never need one.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QPointF, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter  # noqa: E402

from mahjong_qt.core.tiles import KINDS  # noqa: E402
from mahjong_qt.ui.tile_metrics import TILE_H, TILE_W  # noqa: E402
from mahjong_qt.ui.tile_renderer import TileLook, TileRenderer  # noqa: E402
from mahjong_qt.ui.tile_style import STYLES  # noqa: E402

_PER_ROW = 10
_LOOKS = (
    ("normal", TileLook()),
    ("selected", TileLook(selected=True)),
    ("hinted", TileLook(hinted=True)),
    ("shaded", TileLook(shaded=True)),
    ("focused", TileLook(focused=True)),
    ("sel+focus", TileLook(selected=True, focused=True)),
    ("dimmed", TileLook(dimmed=True)),
    ("ghost", TileLook(ghost=True)),
    ("invalid", TileLook(invalid=True)),
    ("label", TileLook()),
)
_ROWS = ((0, 9), (9, 18), (18, 27), (27, 34), (34, 42))  # bamboo, characters, dots, honours, bonus


def _section(painter: QPainter, r: TileRenderer, top: float, size: float, names: bool, lang: str):
    """Draw the 42 tiles in five rows from ``top``; return the y below them."""
    k = size / TILE_W
    step_x, step_y = size * 1.3, TILE_H * k * 1.25 + (16 if names else 0)
    font = QFont()
    font.setPixelSize(11)
    painter.setFont(font)
    y = top
    for start, stop in _ROWS:
        for col, kind in enumerate(range(start, stop)):
            x = 20 + col * step_x
            r.paint_tile(painter, QRectF(x, y, size, TILE_H * k), kind)
            if names:
                painter.setPen(QColor("#f0f0e8"))
                painter.drawText(
                    QRectF(x - 10, y + TILE_H * k + 6 * k + 4, size + 20, 14),
                    Qt.AlignmentFlag.AlignHCenter,
                    KINDS[kind].name(lang),
                )
        y += step_y
    return y


def render(size: float, small: float, dpr: float, lang: str, corner_index: bool) -> QImage:
    """The gallery image for all styles."""
    width = int(40 + _PER_ROW * size * 1.3)
    per_style = int(5 * (TILE_H * size / TILE_W * 1.25 + 16) + 5 * TILE_H * small / TILE_W * 1.25)
    per_style += int(TILE_H * size / TILE_W * 1.3) + 80
    image = QImage(
        int(width * dpr), int(per_style * len(STYLES) * dpr), QImage.Format.Format_ARGB32
    )
    image.setDevicePixelRatio(dpr)
    image.fill(QColor("#1f4d3a"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    y = 10.0
    for style_id in STYLES:
        r = TileRenderer(style_id, corner_index=corner_index, lang=lang)
        font = QFont()
        font.setPixelSize(16)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(QPointF(20, y + 18), f"{STYLES[style_id].name} ({style_id})")
        y = _section(painter, r, y + 30, size, True, lang)
        y = _section(painter, r, y, small, False, lang)
        font.setPixelSize(11)
        font.setBold(False)
        painter.setFont(font)
        for col, (name, look) in enumerate(_LOOKS):
            x = 20 + col * size * 1.3
            kind = None if name in ("invalid", "label") else 18 + 4
            label = "3" if name == "label" else None
            rect = QRectF(x, y, size, TILE_H * size / TILE_W)
            r.paint_tile(painter, rect, kind, look, label=label)
            painter.setPen(QColor("#f0f0e8"))
            painter.drawText(QPointF(x, y + TILE_H * size / TILE_W + 20), name)
        y += TILE_H * size / TILE_W + 50
    painter.end()
    return image


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("tile_gallery.png"))
    parser.add_argument("--size", type=float, default=72.0, help="large face width, pixels")
    parser.add_argument("--small", type=float, default=30.0, help="small face width, pixels")
    parser.add_argument("--dpr", type=float, default=1.0, help="device pixel ratio")
    parser.add_argument("--lang", default="en", choices=("en", "fr"))
    parser.add_argument("--no-index", action="store_true", help="hide the corner index")
    args = parser.parse_args()
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    image = render(args.size, args.small, args.dpr, args.lang, not args.no_index)
    image.save(str(args.out))
    print(f"wrote {args.out} ({image.width()} x {image.height()})")
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
