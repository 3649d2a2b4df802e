"""The New Game dialog made ready while the player looks at the first board (issue 28 item 5).

Its first open paid for what the later ones find done: some fifty modules imported (the
browser, the layout readers, the difficulty meter and the solver it names), the game's own
layouts read, and the index of the machine's layouts (KMahjongg's, GNOME's, the player's
folder) checked against the files, or written on the first start of a fresh install.
:class:`BrowserWarmUp` does the same :data:`WARM_UP_MS` after the first paint, one piece a turn
of the event loop, so that a click may come between two; the dialog itself is made only when
opened, from what is kept (the layout shelf, the index on disk), and sees any change since.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QWidget

from mahjong_qt.ui.first_paint import after_first_paint

from .layout_names import LayoutNames

__all__ = ["BrowserWarmUp", "WARM_UP_MS"]

#: From the first paint to the warm-up: the start's own deferred work (the saves, the worker
#: pool starting, the next deals planned) is done by then.
WARM_UP_MS = 2000


class BrowserWarmUp(QObject):
    """Imports the dialog's modules, reads the game's layouts (``layouts()``) and brings the
    index of the machine's layouts up to date (``names`` learn them), after the first paint;
    ``done`` once it has. A window (the parent) closed before then prepares nothing."""

    def __init__(
        self, layouts: Callable[[], object], names: LayoutNames, parent: QObject | None = None
    ):
        super().__init__(parent)
        self.done = False
        self._steps: list[Callable[[], object]] = [
            lambda: import_module("mahjong_qt.app.dialogs.new_game_dialog"),
            layouts,
            names.refresh,
        ]
        after_first_paint(lambda: QTimer.singleShot(WARM_UP_MS, self, self._next), self)

    def _next(self) -> None:
        window = self.parent()
        if isinstance(window, QWidget) and not window.isVisible():
            self._steps.clear()  # the window closed meanwhile: nothing left to make ready
            return
        if self._steps:
            self._steps.pop(0)()
        if self._steps:
            QTimer.singleShot(0, self, self._next)
        else:
            self.done = True
