"""SIGTERM, SIGHUP (the session closing) and SIGINT (Ctrl+C) end a Qt program cleanly: the
handler wakes the event loop through a socket (``signal.set_wakeup_fd``), and the program's own
``quit`` runs on the GUI thread (save, stop the workers, close), instead of Python dying
mid-call with its worker processes left to find a broken pipe."""

from __future__ import annotations

import signal
import socket
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QSocketNotifier

__all__ = ["install_quit_signals", "QUIT_SIGNALS"]

QUIT_SIGNALS = tuple(
    s for s in (getattr(signal, n, None) for n in ("SIGTERM", "SIGHUP", "SIGINT")) if s is not None
)


class _QuitOnSignal(QObject):
    def __init__(self, app: QCoreApplication, quit: Callable[[], None]):
        super().__init__(app)
        self._quit = quit
        self._read, self._write = socket.socketpair()
        for end in (self._read, self._write):
            end.setblocking(False)
        signal.set_wakeup_fd(self._write.fileno())
        for number in QUIT_SIGNALS:
            signal.signal(number, lambda *_: None)  # the wake-up byte does the work
        self._notifier = QSocketNotifier(self._read.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._woken)

    def _woken(self) -> None:
        try:
            received = self._read.recv(64)
        except OSError:
            return
        if any(byte in QUIT_SIGNALS for byte in received):
            self._quit()
            QCoreApplication.quit()


def install_quit_signals(app: QCoreApplication, quit: Callable[[], None]) -> QObject:
    """Call ``quit()`` then end the event loop when a quit signal comes (kept by ``app``)."""
    return _QuitOnSignal(app, quit)
