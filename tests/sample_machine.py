"""Small KMahjongg layouts installed on a fake machine, as KMahjongg installs them, for the
tests of what the game finds there (``tools/sample_library.py`` writes them)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def install_sample_library(tmp_path: Path, monkeypatch, count: int) -> Path:
    """``count`` layouts under ``tmp_path/share``, which becomes the machine's XDG_DATA_DIRS;
    the folder they are in."""
    spec = importlib.util.spec_from_file_location("sample_library", ROOT / "tools/sample_library.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["sample_library"] = module  # its dataclasses look their module up
    try:
        spec.loader.exec_module(module)
    finally:
        del sys.modules["sample_library"]
    folder = module.write_sample_library(tmp_path / "share", count)
    monkeypatch.setenv("XDG_DATA_DIRS", str(tmp_path / "share"))
    return folder
