"""Crash recovery as the window offers it: at start, the edits an editor that stopped without
saving left behind (:mod:`editor.files.recovery`) are offered back, with their undo history and
mirror drawing; a recovery copy that cannot be written is said in the status bar."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QLocale, QObject
from PySide6.QtWidgets import QMessageBox

from ..canvas.toolbox import ToolBox
from ..editing.session import EditSession
from ..files.file_actions import FileActions
from ..files.recovery import RecoveryKeeper, forget, orphans

__all__ = ["RecoveryOffer", "RecoveryShell"]


class RecoveryShell(Protocol):
    """What the offer asks of the window (tests answer ``ask_recover`` in place of the user)."""

    def ask_recover(self, name: str, when: str) -> QMessageBox.StandardButton: ...

    def show_status(self, text: str, timeout_ms: int = 0) -> None: ...


class RecoveryOffer(QObject):
    def __init__(
        self,
        keeper: RecoveryKeeper,
        session: EditSession,
        files: FileActions,
        toolbox: ToolBox,
        shell: RecoveryShell,
        lang: Callable[[], str],
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self._keeper, self._session, self._files = keeper, session, files
        self._toolbox, self._shell, self._lang = toolbox, shell, lang
        keeper.failed.connect(self._failed)

    def offer(self) -> bool:
        """The newest copy first (the others wait for the next start). True when recovered."""
        for path, recovered in orphans():
            # PySide6 takes a datetime for a QDateTime; its stub lists QDateTime only
            when = QLocale().toString(  # type: ignore[call-overload]
                recovered.saved_at.astimezone(), QLocale.FormatType.ShortFormat
            )
            answer = self._shell.ask_recover(recovered.name(self._lang()), when)
            if answer == QMessageBox.StandardButton.Cancel:
                return False  # later: the copy is kept
            if answer == QMessageBox.StandardButton.Discard:
                forget(path)
                continue
            source = Path(recovered.source) if recovered.source else None
            self._files.restore(recovered.document(), source)
            recovered.restore_history(self._session)
            self._toolbox.restore_mirror(recovered.mirror)
            forget(path)
            self._keeper.write_now()
            return True
        return False

    def _failed(self, reason: str) -> None:
        self._shell.show_status(
            self.tr("The recovery copy cannot be written: %1").replace("%1", reason), 8000
        )
