"""One dialog open at a time over a window, window-modal without blocking the event loop."""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

from PySide6.QtWidgets import QDialog

__all__ = ["DialogSlot"]

D = TypeVar("D", bound=QDialog)


class DialogSlot(Generic[D]):
    """Holds the dialog open (``dialog``, None when closed); a new one closes the old one.
    ``closed(dialog)`` is called when a dialog it opened closes."""

    def __init__(self, closed: Callable[[D], None] | None = None):
        self.dialog: D | None = None
        self._closed = closed

    def open(self, dialog: D) -> D:
        if self.dialog is not None:
            self.dialog.close()
        self.dialog = dialog
        dialog.finished.connect(lambda _code: self._finished(dialog))
        dialog.open()
        return dialog

    def _finished(self, dialog: D) -> None:
        if self.dialog is dialog:
            self.dialog = None
        if self._closed is not None:
            self._closed(dialog)
