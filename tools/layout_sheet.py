#!/usr/bin/env python3
"""Draw every bundled layout, dealt (game 1, normal difficulty), on one sheet for the README.

    python tools/layout_sheet.py [docs/screenshots/layouts.png] [--columns 5]

Each cell shows the layout drawn by the game's tile renderer and its names and tile count.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
if str(Path(__file__).resolve().parent.parent) not in sys.path:
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QRectF, QSize, Qt  # noqa: E402
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter  # noqa: E402

from mahjong_qt.core.deals import make_deal  # noqa: E402
from mahjong_qt.core.layout import load_layout  # noqa: E402
from mahjong_qt.resources import bundled_layout_files  # noqa: E402
from mahjong_qt.ui.layout_thumbnail import render_layout_image  # noqa: E402
from mahjong_qt.ui.tile_renderer import TileRenderer  # noqa: E402

CELL = QSize(300, 220)
CAPTION = 28
BACKGROUND = QColor("#2E6B4F")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", type=Path, default=Path("docs/screenshots/layouts.png"))
    parser.add_argument("--columns", type=int, default=5)
    args = parser.parse_args(argv)
    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 - kept alive
    layouts = sorted(
        (load_layout(p) for p in bundled_layout_files()), key=lambda lay: lay.tile_count
    )
    renderer = TileRenderer(corner_index=False)
    rows = (len(layouts) + args.columns - 1) // args.columns
    sheet = QImage(
        args.columns * CELL.width(), rows * (CELL.height() + CAPTION), QImage.Format.Format_RGB32
    )
    sheet.fill(BACKGROUND)
    painter = QPainter(sheet)
    font = QFont()
    font.setPixelSize(13)
    painter.setFont(font)
    painter.setPen(QColor("white"))
    for i, layout in enumerate(layouts):
        x = (i % args.columns) * CELL.width()
        y = (i // args.columns) * (CELL.height() + CAPTION)
        faces = make_deal(layout, 1).faces
        image = render_layout_image(layout.positions, CELL - QSize(16, 8), renderer, faces=faces)
        painter.drawImage(x + 8, y + 4, image)
        caption = f"{layout.name('en')} / {layout.name('fr')} · {layout.tile_count}"
        painter.drawText(
            QRectF(x, y + CELL.height(), CELL.width(), CAPTION),
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
            caption,
        )
    painter.end()
    args.out.parent.mkdir(parents=True, exist_ok=True)
    if not sheet.save(str(args.out)):
        print(f"could not write {args.out}", file=sys.stderr)
        return 1
    print(f"{args.out}: {len(layouts)} layouts")
    return 0


if __name__ == "__main__":
    sys.exit(main())
