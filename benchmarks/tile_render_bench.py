"""How long tile pixmaps take to render, and how long a frame of 144 cached tiles takes to draw.

    QT_QPA_PLATFORM=offscreen python benchmarks/tile_render_bench.py

Prints a table. Cold renders happen once per (face, size, dpr, look); a frame only blits.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter  # noqa: E402

from mahjong_qt.core.layout import load_layout  # noqa: E402
from mahjong_qt.resources import layouts_dir  # noqa: E402
from mahjong_qt.ui.tile_metrics import (  # noqa: E402
    face_rect,
    layout_scene_rect,
    position_to_scene,
    stacking_z,  # noqa: E402
)
from mahjong_qt.ui.tile_renderer import TileRenderer  # noqa: E402
from mahjong_qt.ui.tile_style import STYLES  # noqa: E402


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:8.2f} ms"


def bench_cold(style_id: str, size: float, dpr: float) -> float:
    r = TileRenderer(style_id)
    start = time.perf_counter()
    for kind in range(42):
        r.tile_pixmap(kind, size, dpr)
    return time.perf_counter() - start


def bench_frame(zoom: float, dpr: float, frames: int = 20) -> tuple[float, float]:
    """(first frame with cold cache, mean warm frame) drawing the Turtle's 144 tiles."""
    layout = load_layout(layouts_dir() / "turtle.json")
    order = sorted(layout.positions, key=lambda p: stacking_z(*p))
    scene = layout_scene_rect(order)
    image = QImage(
        int(scene.width() * zoom * dpr) + 2,
        int(scene.height() * zoom * dpr) + 2,
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.setDevicePixelRatio(dpr)
    r = TileRenderer("classic")
    times = []
    for _ in range(frames + 1):
        image.fill(QColor("#1f4d3a"))
        start = time.perf_counter()
        painter = QPainter(image)
        painter.scale(zoom, zoom)
        painter.translate(-scene.topLeft())
        for i, (x, y, z) in enumerate(order):
            r.paint_tile(painter, face_rect().translated(position_to_scene(x, y, z)), i % 42)
        painter.end()
        times.append(time.perf_counter() - start)
    return times[0], sum(times[1:]) / frames


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    print("Cold render of the 42 tiles (no cache)")
    print(f"{'style':>8} {'face px':>8} {'dpr':>4} {'total':>11} {'per tile':>11}")
    for style_id in STYLES:
        for size, dpr in ((40, 1.0), (60, 1.0), (60, 2.0), (120, 2.0)):
            t = bench_cold(style_id, size, dpr)
            print(f"{style_id:>8} {size:>8} {dpr:>4} {_ms(t)} {_ms(t / 42)}")
    print()
    print("Drawing the Turtle (144 tiles) with paint_tile")
    print(f"{'zoom':>5} {'dpr':>4} {'first (cold)':>13} {'warm frame':>11}")
    for zoom, dpr in ((1.0, 1.0), (1.0, 2.0), (1.7, 1.0)):
        cold, warm = bench_frame(zoom, dpr)
        print(f"{zoom:>5} {dpr:>4} {_ms(cold):>13} {_ms(warm)}")
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
