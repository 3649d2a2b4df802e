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
    """Installed on ``window`` (its parent: the filter keeps no reference of its own to the
    window, which would make a cycle the garbage collector may empty while events still come,
    as it did to the race window's title)."""

    def __init__(
        self, window: QWidget, paused: Callable[[], bool], set_paused: Callable[[bool], None]
    ):
        super().__init__(window)
        self._paused = paused
        self._set_paused = set_paused
        self._auto = False
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() in _WATCHED and watched is self.parent():
            assert isinstance(watched, QWidget)
            hidden = event.type() == QEvent.Type.Hide or watched.isMinimized()
            if hidden and not self._paused():
                self._auto = True
                self._set_paused(True)
            elif not hidden and self._auto:
                self._auto = False
                self._set_paused(False)
        return False
