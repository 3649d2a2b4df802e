"""Who the programs are: names, desktop ids and the version, in one place.

The ids are reverse-DNS names of the project's home (``HOME_URL``); they name the ``.desktop``
files, the AppStream metainfo, the icons, and Qt's ``desktopFileName`` (so a Wayland compositor or
a task bar matches a window to its entry, whatever the interpreter is called).
"""

from __future__ import annotations

from dataclasses import dataclass

from . import __version__

__all__ = [
    "EDITOR",
    "GAME",
    "HOME_URL",
    "ORGANISATION",
    "ORGANISATION_DOMAIN",
    "Program",
    "version_text",
]

HOME_URL = "https://github.com/mahjong-qt/mahjong-qt"
ORGANISATION = "Mahjong Qt"
ORGANISATION_DOMAIN = "mahjong_qt.github.io"


@dataclass(frozen=True)
class Program:
    """One of the two desktop programs."""

    command: str  # the command that starts it
    module: str  # what ``python -m`` runs
    name: str  # Qt's applicationName (English; the desktop entry carries the French)
    app_id: str  # desktop id: the .desktop, metainfo and icon file names without suffix

    @property
    def desktop_file(self) -> str:
        return f"{self.app_id}.desktop"

    @property
    def metainfo_file(self) -> str:
        return f"{self.app_id}.metainfo.xml"

    @property
    def icon_file(self) -> str:
        return f"{self.app_id}.svg"


GAME = Program("mahjong-qt", "mahjong_qt", "Mahjong Qt", "io.github.mahjong_qt.MahjongQt")
EDITOR = Program(
    "mahjong-editor",
    "mahjong_qt_editor",
    "Mahjong Qt Layout Editor",
    "io.github.mahjong_qt.MahjongQtEditor",
)


def version_text(command: str) -> str:
    """What ``COMMAND --version`` prints."""
    return f"{command} {__version__}"
