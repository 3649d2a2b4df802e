"""Give a ``QApplication`` its program's identity: names, version, desktop id and window icon."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication, QIcon

from .. import __version__
from ..desktop import icon_path
from ..identity import ORGANISATION, ORGANISATION_DOMAIN, Program

__all__ = ["apply_identity", "program_icon"]


def program_icon(program: Program) -> QIcon:
    """The program's icon, drawn from its SVG at whatever size is asked (window, task bar)."""
    return QIcon(str(icon_path(program)))


def apply_identity(app: QGuiApplication, program: Program) -> None:
    """Names (settings, the session manager), the version, the desktop entry to match windows
    with (Wayland's app id, task bars) and the default window icon of every window."""
    app.setApplicationName(program.name)
    app.setApplicationVersion(__version__)
    app.setOrganizationName(ORGANISATION)
    app.setOrganizationDomain(ORGANISATION_DOMAIN)
    app.setDesktopFileName(program.app_id)
    app.setWindowIcon(program_icon(program))
