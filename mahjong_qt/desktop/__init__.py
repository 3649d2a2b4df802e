"""Desktop integration: the freedesktop entries, AppStream metainfo, MIME types and app icons.

The files live in ``data/``; :mod:`.install` copies them into the user's XDG data directory
(``mahjong-qt --install-desktop``), which pip cannot do.
"""

from __future__ import annotations

from pathlib import Path

from ..identity import Program

__all__ = ["data_dir", "icon_path"]


def data_dir() -> Path:
    """The folder of the desktop files (inside the package, so the wheel and bundles carry it)."""
    return Path(__file__).resolve().parent / "data"


def icon_path(program: Program) -> Path:
    """The program's scalable icon (SVG)."""
    return data_dir() / "icons" / program.icon_file
