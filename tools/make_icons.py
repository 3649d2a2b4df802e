#!/usr/bin/env python3
"""Render the app icons (SVG, in mahjong_qt/desktop/data/icons/) to PNG, ICO and ICNS files.

    python tools/make_icons.py OUT_DIR     # OUT_DIR/<app id>-<size>.png, <app id>.ico, .icns

Sizes 16, 24, 32, 48, 64, 128, 256 and 512 px. The PNGs are made at build time, not committed:
Linux desktops use the SVG itself (hicolor/scalable), and tools/build_bundle.py gives PyInstaller
the .ico (Windows) or .icns (macOS) made here. Qt's own image plugins write all three formats.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from mahjong_qt.desktop import icon_path  # noqa: E402
from mahjong_qt.identity import EDITOR, GAME  # noqa: E402

SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZE = 256  # Windows' largest; the ICO holds one PNG-compressed image
ICNS_SIZE = 512


def render(svg: Path, size: int):
    """The SVG drawn into a transparent ``size`` × ``size`` image."""
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"make_icons: cannot read {svg}")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image


def make_icons(out: Path) -> list[Path]:
    """Write every PNG size, an ICO and an ICNS for both programs; the files written."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 (Qt needs one)
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for program in (GAME, EDITOR):
        svg = icon_path(program)
        for size in SIZES:
            target = out / f"{program.app_id}-{size}.png"
            _save(render(svg, size), target, "PNG")
            written.append(target)
        for fmt, size in (("ICO", ICO_SIZE), ("ICNS", ICNS_SIZE)):
            target = out / f"{program.app_id}.{fmt.lower()}"
            _save(render(svg, size), target, fmt)
            written.append(target)
    return written


def _save(image, target: Path, fmt: str) -> None:
    if not image.save(str(target), fmt):
        raise SystemExit(f"make_icons: Qt cannot write {fmt} ({target})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="folder for the icon files")
    args = parser.parse_args(argv)
    for path in make_icons(args.out):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
