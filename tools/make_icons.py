#!/usr/bin/env python3
"""Render the app icons (SVG, in mahjong_qt/desktop/data/icons/) to PNG, ICO and ICNS files.

    python tools/make_icons.py OUT_DIR     # OUT_DIR/<app id>-<size>.png, <app id>.ico, .icns

Every hicolor size (``mahjong_qt.desktop.icons.SIZES``: 16 to 512 px). The PNGs are made at build
time, not committed: a wheel's ``share/icons/hicolor`` gets them from ``tools/make_share.py``
(the same rendering), and tools/build_bundle.py gives PyInstaller the .ico (Windows) or .icns
(macOS) made here. Qt's own image plugins write all three formats.
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
from mahjong_qt.desktop.icons import SIZES, render_png  # noqa: E402
from mahjong_qt.identity import EDITOR, GAME  # noqa: E402

ICO_SIZE = 256  # Windows' largest; the ICO holds one PNG-compressed image
ICNS_SIZE = 512

__all__ = ["SIZES", "make_icons"]


def make_icons(out: Path) -> list[Path]:
    """Write every PNG size, an ICO and an ICNS for both programs; the files written."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication, QImage

    _app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 (Qt needs one)
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for program in (GAME, EDITOR):
        svg = icon_path(program)
        for size in SIZES:
            target = out / f"{program.app_id}-{size}.png"
            target.write_bytes(render_png(svg, size))
            written.append(target)
        for fmt, size in (("ICO", ICO_SIZE), ("ICNS", ICNS_SIZE)):
            target = out / f"{program.app_id}.{fmt.lower()}"
            if not QImage.fromData(render_png(svg, size), "PNG").save(str(target), fmt):
                raise SystemExit(f"make_icons: Qt cannot write {fmt} ({target})")
            written.append(target)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="folder for the icon files")
    args = parser.parse_args(argv)
    for path in make_icons(args.out):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
