"""The clock must not run while the window is minimised or hidden: an event filter on the
window pauses the game then, and resumes it when the window comes back (only a pause it made
itself)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget

__all__ = ["AutoPause"]

_WATCHED = (QEvent.Type.WindowStateChange, QEvent.Type.Hide, QEvent.Type.Show)


class AutoPause(QObject):
    def __init__(
        self, window: QWidget, paused: Callable[[], bool], set_paused: Callable[[bool], None]
    ):
        super().__init__(window)
        self._window = window
        self._paused = paused
        self._set_paused = set_paused
        self._auto = False
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if watched is self._window and event.type() in _WATCHED:
            hidden = event.type() == QEvent.Type.Hide or self._window.isMinimized()
            if hidden and not self._paused():
                self._auto = True
                self._set_paused(True)
            elif not hidden and self._auto:
                self._auto = False
                self._set_paused(False)
        return False
