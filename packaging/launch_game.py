"""Frozen builds' entry point of the game (PyInstaller starts here)."""

import sys

from mahjong_qt.app.main import main

if __name__ == "__main__":
    sys.exit(main())
