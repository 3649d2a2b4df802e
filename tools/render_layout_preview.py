"""Render a layout file to a PNG, to judge its shape by eye (a design aid, not the game's renderer).

Each tile is drawn as a 3D-ish block: a darker body shifted down-right under a face. Each level is
shifted up-left a little more and tinted its own colour, so stacks read at a glance. Tiles free at
the start get a small green dot. A caption gives the name, tile count, levels and free count.

Usage::

    python tools/render_layout_preview.py layouts/fortress.json /tmp/fortress.png [--scale 1.5]
    python tools/render_layout_preview.py layouts/*.json --out-dir /tmp/previews
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter, QPen  # noqa: E402

from mahjong_qt.core.layout import Layout, LayoutError, load_layout  # noqa: E402

HALF_W = 14.0  # pixels per half-tile width
HALF_H = 19.0  # pixels per half-tile height
DEPTH = 5.0  # thickness of a tile's visible body
LEVEL_SHIFT = 5.0  # up-left shift per level
MARGIN = 24.0
CAPTION_H = 40.0
LEVEL_TINTS = ("#f3ecd8", "#d9ecf7", "#e2f5d5", "#f8dcdc", "#eadcf8", "#f8efc4", "#d4f2ee")


def _caption(layout: Layout) -> str:
    levels = "/".join(str(n) for n in layout.level_counts())
    return (
        f"{layout.name('en')} / {layout.name('fr')}: {layout.tile_count} tiles,"
        f" levels {levels}, {layout.free_at_start()} free at start"
    )


def render(layout: Layout, scale: float = 1.0) -> QImage:
    """Draw ``layout`` into a new image (white background, caption at the top)."""
    min_x, min_y, width, height, levels = layout.geometry.extents()
    lift = LEVEL_SHIFT * max(levels - 1, 0)
    img_w = 2 * MARGIN + width * HALF_W + DEPTH + lift
    img_h = 2 * MARGIN + CAPTION_H + height * HALF_H + DEPTH + lift
    img_w = max(img_w, 520.0)
    image = QImage(int(img_w * scale), int(img_h * scale), QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    free = set(layout.geometry.free_indices([True] * layout.tile_count))
    painter = QPainter(image)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.scale(scale, scale)
        painter.setFont(QFont("Sans", 10))
        painter.setPen(QColor("black"))
        painter.drawText(QRectF(MARGIN / 2, 6, img_w - MARGIN, CAPTION_H), _caption(layout))
        origin = QPointF(MARGIN + lift, MARGIN + CAPTION_H + lift)
        for i, (x, y, z) in enumerate(layout.positions):  # canonical order: painter's order
            left = origin.x() + (x - min_x) * HALF_W - z * LEVEL_SHIFT
            top = origin.y() + (y - min_y) * HALF_H - z * LEVEL_SHIFT
            face = QRectF(left, top, 2 * HALF_W - 1, 2 * HALF_H - 1)
            tint = QColor(LEVEL_TINTS[z % len(LEVEL_TINTS)])
            painter.setPen(QPen(QColor("#555555"), 1))
            painter.setBrush(tint.darker(160))
            painter.drawRoundedRect(face.translated(DEPTH, DEPTH), 3, 3)
            painter.setBrush(tint)
            painter.drawRoundedRect(face, 3, 3)
            painter.setPen(QColor("#777777"))
            painter.drawText(face.adjusted(2, 1, -2, -1), Qt.AlignmentFlag.AlignTop, str(z))
            if i in free:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor("#2e9d3a"))
                painter.drawEllipse(face.center(), 3.5, 3.5)
    finally:
        painter.end()
    return image


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("layouts", nargs="+", type=Path, help="layout files (.json)")
    parser.add_argument("--out-dir", type=Path, help="write <id>.png for each layout here")
    parser.add_argument("--scale", type=float, default=1.0, help="pixel scale (default 1)")
    args = parser.parse_args(argv)
    paths: list[Path] = args.layouts
    targets: list[tuple[Path, Path]]
    if args.out_dir is not None:
        args.out_dir.mkdir(parents=True, exist_ok=True)
        targets = [(p, args.out_dir / f"{p.stem}.png") for p in paths]
    elif len(paths) == 2 and paths[1].suffix.lower() == ".png":
        targets = [(paths[0], paths[1])]
    else:
        parser.error("give LAYOUT OUT.png, or layouts with --out-dir")
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 - fonts
    for source, target in targets:
        try:
            layout = load_layout(source)
        except LayoutError as e:
            print(f"error: {e}", file=sys.stderr)
            return 1
        if not render(layout, args.scale).save(str(target)):
            print(f"error: cannot write {target}", file=sys.stderr)
            return 1
        print(f"{target}: {_caption(layout)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
