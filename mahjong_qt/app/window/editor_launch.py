"""Game → Open the Layout Editor: ``mahjong-editor`` started as a program of its own (as
KMahjongg opens its editor), on the layout being played when it is one of the player's own files.

The command is the one this installation starts the editor with (``desktop.install.launcher``:
the virtualenv's script, a frozen bundle's executable, else ``python -m editor``); ``start`` (a
callable ``(program, arguments) -> bool``, ``QProcess.startDetached`` by default) is replaced by
tests.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, Signal

from mahjong_qt.core.game import Game

__all__ = ["EditorLauncher", "own_layout_file"]


class _Session(Protocol):
    @property
    def game(self) -> Game | None: ...


def own_layout_file(game: Game | None, layouts_dir: Path) -> Path | None:
    """The file of ``game``'s layout when it is one of the player's (in their layouts folder)."""
    if game is None or game.layout_source == "bundled":
        return None
    path = Path(game.layout_source)
    try:
        inside = path.resolve().parent == layouts_dir.resolve()
    except OSError:
        return None
    return path if inside and path.is_file() else None


def _detached(program: str, arguments: list[str]) -> bool:
    from PySide6.QtCore import QProcess  # when asked for: its class and enums are not needed before

    started, _pid = QProcess.startDetached(program, arguments)
    return bool(started)


class EditorLauncher(QObject):
    """Starts the editor; ``failed`` says so when it could not be started."""

    failed = Signal(str)

    def __init__(self, session: _Session, layouts_dir: Path, parent: QObject | None = None):
        super().__init__(parent)
        self._session, self._layouts_dir = session, layouts_dir
        self.start: Callable[[str, list[str]], bool] = _detached

    def command(self) -> list[str]:
        """The editor's command line, with the layout being played if it is the player's."""
        from mahjong_qt.desktop.install import launcher
        from mahjong_qt.identity import EDITOR

        argv = launcher(EDITOR)
        own = own_layout_file(self._session.game, self._layouts_dir)
        return argv + ([str(own)] if own is not None else [])

    def open(self) -> None:
        program, *arguments = self.command()
        if not self.start(program, arguments):
            self.failed.emit(self.tr("The layout editor could not be started."))
