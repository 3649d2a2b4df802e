"""Knowing when a modal dialog covers the game window, so that the clock can wait (issue 18).

Qt tells a window when a modal dialog starts and stops blocking it (``WindowBlocked`` and
``WindowUnblocked``), for dialogs opened with ``exec()`` as for window-modal ones opened with
``open()``: every dialog and every mode screen of the game. :class:`ModalWatch` turns those events
into one signal, ``blocked(bool)``; it watches the window's own events only.

In modes where time is the game (race, challenge) the clock does not wait: :func:`mark_running`
then adds to the dialog's title that the clock keeps running, so the player knows.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Signal
from PySide6.QtWidgets import QApplication, QWidget

__all__ = ["ModalWatch", "mark_running"]

_MARKED = "mahjongClockNote"


class ModalWatch(QObject):
    """``blocked(True)`` when a modal dialog starts blocking ``window``, ``blocked(False)`` when
    the last one closes; ``is_blocked`` says which now."""

    blocked = Signal(bool)

    def __init__(self, window: QWidget):
        super().__init__(window)
        self.is_blocked = False
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        kind = event.type()
        if kind == QEvent.Type.WindowBlocked and not self.is_blocked:
            self.is_blocked = True
            self.blocked.emit(True)
        elif kind == QEvent.Type.WindowUnblocked and self.is_blocked:
            self.is_blocked = False
            self.blocked.emit(False)
        return False


def mark_running(dialog: QWidget | None = None) -> None:
    """Add "the clock keeps running" to the title of ``dialog`` (the modal dialog on top when
    not given), once."""
    dialog = dialog if dialog is not None else QApplication.activeModalWidget()
    if dialog is None or dialog.property(_MARKED):
        return
    dialog.setProperty(_MARKED, True)
    note = QCoreApplication.translate("ModalWatch", "%1 — the clock keeps running")
    dialog.setWindowTitle(note.replace("%1", dialog.windowTitle()))
