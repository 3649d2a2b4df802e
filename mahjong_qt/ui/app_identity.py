"""Give a ``QApplication`` its program's identity: names, version, desktop id and window icon.

The window icon is given apart (:func:`apply_icon`): its SVG needs Qt's SVG icon engine (a
plugin and its library loaded) and, on X11, the window's icon is drawn at every size the window
system keeps when the window is shown: ~8 ms of the game's start on X11, before the board's first
paint (benchmarks/STARTUP.md, eleventh session). The game gives it just after that paint."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication, QIcon

from .. import __version__
from ..desktop import icon_path
from ..identity import ORGANISATION, ORGANISATION_DOMAIN, Program

__all__ = ["apply_identity", "apply_icon", "program_icon"]


def program_icon(program: Program) -> QIcon:
    """The program's icon, drawn from its SVG at whatever size is asked (window, task bar)."""
    return QIcon(str(icon_path(program)))


def apply_identity(app: QGuiApplication, program: Program) -> None:
    """Names (settings, the session manager), the version and the desktop entry to match
    windows with (Wayland's app id, task bars)."""
    app.setApplicationName(program.name)
    app.setApplicationVersion(__version__)
    app.setOrganizationName(ORGANISATION)
    app.setOrganizationDomain(ORGANISATION_DOMAIN)
    app.setDesktopFileName(program.app_id)


def apply_icon(app: QGuiApplication, program: Program) -> None:
    """The default window icon of every window, those shown already included."""
    app.setWindowIcon(program_icon(program))
