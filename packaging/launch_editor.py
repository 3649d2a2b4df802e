"""Frozen builds' entry point of the layout editor (PyInstaller starts here)."""

import sys

from editor.main import main

if __name__ == "__main__":
    sys.exit(main())
