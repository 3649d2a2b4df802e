"""Desktop integration: the freedesktop entries, AppStream metainfo, MIME types and app icons.

The files live in ``data/``. A wheel carries them, with the icons rendered at every size and the
man pages, under ``share/`` (``hatch_build.py``, ``tools/make_share.py``), so an install into a
prefix puts them where the desktop looks; :mod:`.install` writes them into the user's XDG data
directory for an install that has no such prefix (a virtualenv, a bundle:
``mahjong-qt --install-desktop``), its entries starting that very installation.
"""

from __future__ import annotations

from pathlib import Path

from ..identity import Program

__all__ = ["LAYOUT_SUFFIX", "data_dir", "icon_path", "layout_file_name"]

# What the editor names the layouts it saves: the MIME package's glob (``*.mahjong.json``) gives
# them a type of their own, where ``*.json`` would claim every JSON file on the desktop. The game
# and the editor still read any ``.json`` layout.
LAYOUT_SUFFIX = ".mahjong.json"


def layout_file_name(layout_id: str) -> str:
    """The file name a new layout gets: ``turtle`` → ``turtle.mahjong.json``."""
    return f"{layout_id}{LAYOUT_SUFFIX}"


def data_dir() -> Path:
    """The folder of the desktop files (inside the package, so the wheel and bundles carry it)."""
    return Path(__file__).resolve().parent / "data"


def icon_path(program: Program) -> Path:
    """The program's scalable icon (SVG)."""
    return data_dir() / "icons" / program.icon_file
