"""Frozen builds' entry point of ``mahjong-layout`` (PyInstaller starts here)."""

import sys

from mahjong_qt.cli.layout_cli import main

if __name__ == "__main__":
    sys.exit(main())
