"""Work that waits for the program's first paint: at start-up the board is shown first, then the
files are written and the next games planned (issue 10 item 6).

    after_first_paint(session.save, session)

``fn`` runs on the GUI thread on a later turn of the event loop: after the first paint of a
window when one is shown and has not painted yet, else at once (as ``QTimer.singleShot(0, ...)``
would: a window that is never shown, as in a test or a screenshot run, does not hold anything
up). A shown window that does not paint within :data:`FALLBACK_MS` gets its work done anyway.
The work of a ``context`` object deleted meanwhile is dropped, as Qt drops a timer's call.
Once a window has painted, work runs on the next turn, one piece a turn, as with
``QTimer.singleShot(0, context, fn)``. Work still waiting or due when the program quits
(``aboutToQuit``: the window closed, SIGTERM) runs then.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication, QWidget
from shiboken6 import isValid

__all__ = ["after_first_paint", "FirstPaintGate", "FALLBACK_MS"]

#: The longest work waits for a shown window's first paint.
FALLBACK_MS = 1000

Work = Callable[[], None]


class FirstPaintGate(QObject):
    """Work waiting for the first paint (:meth:`after`), and what opens the gate: the first
    paint of a shown window, seen by an event filter on the shown windows only (not on the
    application: every event of the start would go through Python, and PySide would make
    wrappers, enums and all, for every kind of object it meets), from the first turn of the
    event loop (the window is shown by then) until that paint."""

    def __init__(self) -> None:
        super().__init__()
        self.painted = False
        self.queue: list[tuple[Work, QObject | None]] = []
        self.checking = False
        self.watching: list[QWidget] = []  # the shown windows whose first paint is awaited
        self.fallback = QTimer(self)
        self.fallback.setSingleShot(True)
        self.fallback.timeout.connect(self.run)
        self.released: deque[tuple[Work, QObject | None]] = deque()  # due, one a turn
        self._turns = QTimer(self)
        self._turns.setInterval(0)
        self._turns.timeout.connect(self._run_one)
        app = QApplication.instance()
        if app is not None:  # quitting before the first paint (SIGTERM): the work is not lost
            app.aboutToQuit.connect(self.flush)

    def after(self, fn: Work, context: QObject | None = None) -> None:
        """Run ``fn`` after the first paint (see the module)."""
        if self.painted:
            self._release(fn, context)
            return
        self.queue.append((fn, context))
        if not self.checking:
            self.checking = True
            QTimer.singleShot(0, self, self.check)

    def check(self) -> None:
        """A turn of the event loop has passed since work came: is a window on the screen?"""
        self.checking = False
        if not self.queue or self.watching:
            return
        shown = [w for w in QApplication.topLevelWidgets() if w.isVisible()]
        if any(w.testAttribute(Qt.WidgetAttribute.WA_Mapped) for w in shown):
            self.open()  # exposed, so painted already (Qt paints as it exposes)
        elif shown:
            for window in shown:  # a window paints itself first, then its children
                window.installEventFilter(self)
            self.watching = shown
            self.fallback.start(FALLBACK_MS)
        else:
            self.run()  # nothing on the screen, nothing to wait for

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, self, self.open)  # after the whole window is painted
            self._stop_watching()
        return False

    def open(self) -> None:
        self.painted = True
        self.run()

    def run(self) -> None:
        self.fallback.stop()
        self._stop_watching()
        queue, self.queue = self.queue, []
        for fn, context in queue:
            self._release(fn, context)

    def flush(self) -> None:
        """Run all the work now (the program is quitting: no later turn will come)."""
        self.run()
        while self.released:
            self._run_one()

    def _release(self, fn: Work, context: QObject | None) -> None:
        self.released.append((fn, context))
        if not self._turns.isActive():
            self._turns.start()

    def _run_one(self) -> None:
        """One piece of work on this turn of the event loop: a click may come between two."""
        if not self.released:
            self._turns.stop()
            return
        fn, context = self.released.popleft()
        if not self.released:
            self._turns.stop()
        if context is None or isValid(context):  # else deleted: its work goes with it
            fn()

    def _stop_watching(self) -> None:
        for window in self.watching:
            if isValid(window):
                window.removeEventFilter(self)
        self.watching = []


_GATE: list[FirstPaintGate] = []  # the program's


def _gate() -> FirstPaintGate:
    if not _GATE:
        _GATE.append(FirstPaintGate())
    return _GATE[0]


def after_first_paint(fn: Work, context: QObject | None = None) -> None:
    """Run ``fn`` after the program's first paint (see the module); dropped if ``context`` is
    deleted meanwhile."""
    _gate().after(fn, context)
