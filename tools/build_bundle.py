#!/usr/bin/env python3
"""Build the one-folder frozen bundle of Mahjong Qt with PyInstaller (packaging/mahjong-qt.spec).

    pip install ".[bundle]"              # PyInstaller, into the environment that has the game
    python tools/build_bundle.py         # -> dist/mahjong-qt/ (mahjong-qt, mahjong-editor, ...)

Run it on the system you build for: Linux gives a folder, Windows a folder of .exe files,
macOS also "Mahjong Qt.app". The icons are rendered first (tools/make_icons.py) into the work
folder; nothing generated lands in the source tree but build/ and dist/.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "mahjong-qt.spec"
BUNDLE_NAME = "mahjong-qt"

__all__ = ["build", "folder_size", "frozen_executable"]


def frozen_executable(dist: Path, command: str) -> Path:
    """The path of ``command`` (mahjong-qt, mahjong-editor, mahjong-layout) in a built bundle."""
    suffix = ".exe" if sys.platform == "win32" else ""
    return dist / BUNDLE_NAME / f"{command}{suffix}"


def folder_size(folder: Path) -> tuple[int, int]:
    """(bytes, files) under ``folder``."""
    files = [p for p in folder.rglob("*") if p.is_file() and not p.is_symlink()]
    return sum(p.stat().st_size for p in files), len(files)


def build(dist: Path, work: Path) -> Path:
    """Make the icons and run PyInstaller; the bundle folder."""
    sys.path.insert(0, str(ROOT))
    from tools.make_icons import make_icons

    icons = work / "icons"
    make_icons(icons)
    env = dict(os.environ, MAHJONG_QT_ICONS=str(icons))
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--log-level",
        "WARN",
        "--distpath",
        str(dist),
        "--workpath",
        str(work / "pyinstaller"),
        str(SPEC),
    ]
    subprocess.run(command, check=True, cwd=ROOT, env=env)
    return dist / BUNDLE_NAME


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the bundle goes")
    parser.add_argument("--work", type=Path, default=ROOT / "build", help="PyInstaller's work")
    args = parser.parse_args(argv)
    started = time.monotonic()
    folder = build(args.dist.resolve(), args.work.resolve())
    size, files = folder_size(folder)
    print(f"bundle: {folder}")
    print(
        f"size: {size / 1e6:.1f} MB in {files} files; built in {time.monotonic() - started:.0f} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
