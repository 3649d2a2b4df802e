"""SIGTERM, SIGHUP (the session closing) and SIGINT (Ctrl+C) end a Qt program cleanly: the
handler wakes the event loop through a pipe (``signal.set_wakeup_fd``; a socket pair where the
system wants one), and the program's own ``quit`` runs on the GUI thread (save, stop the
workers, close), instead of Python dying mid-call with its worker processes left to find a
broken pipe. A pipe spares the first paint the :mod:`socket` module (~6 ms)."""

from __future__ import annotations

import os
import signal
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QSocketNotifier

__all__ = ["install_quit_signals", "QUIT_SIGNALS"]

QUIT_SIGNALS = tuple(
    s for s in (getattr(signal, n, None) for n in ("SIGTERM", "SIGHUP", "SIGINT")) if s is not None
)


def _wake_ends() -> tuple[int, int, Callable[[], bytes]]:
    """The read and write ends the signal handler wakes the event loop through (non-blocking),
    and how to read what it wrote: a pipe, or a socket pair on Windows, where
    ``signal.set_wakeup_fd`` takes only a socket."""
    if os.name == "nt":
        import socket

        reader, writer = socket.socketpair()
        for end in (reader, writer):
            end.setblocking(False)
        # the closure keeps both sockets open (a socket closes when it is collected)
        return reader.fileno(), writer.fileno(), lambda: (reader, writer)[0].recv(64)
    read, write = os.pipe()
    for fd in (read, write):
        os.set_blocking(fd, False)
    return read, write, lambda: os.read(read, 64)


class _QuitOnSignal(QObject):
    def __init__(self, app: QCoreApplication, quit: Callable[[], None]):
        super().__init__(app)
        self._quit = quit
        read, write, self._receive = _wake_ends()
        signal.set_wakeup_fd(write)
        for number in QUIT_SIGNALS:
            signal.signal(number, lambda *_: None)  # the wake-up byte does the work
        self._notifier = QSocketNotifier(read, QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._woken)

    def _woken(self) -> None:
        try:
            received = self._receive()
        except OSError:
            return
        if any(byte in QUIT_SIGNALS for byte in received):
            self._quit()
            QCoreApplication.quit()


def install_quit_signals(app: QCoreApplication, quit: Callable[[], None]) -> QObject:
    """Call ``quit()`` then end the event loop when a quit signal comes (kept by ``app``)."""
    return _QuitOnSignal(app, quit)
