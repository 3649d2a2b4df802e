"""One game per data folder: a second start raises the first window instead of running beside
it (issue 26 item 9).

The first copy holds a :class:`QLockFile` in the data folder and listens on a
:class:`QLocalServer` named after that folder (:func:`server_name`: two folders, two games).
A second copy finds the lock taken, sends its request (:class:`Request`, one line of JSON) to
the first through a :class:`QLocalSocket`, reads the first's answer and exits 0. A lock left by
a copy that was killed is stale (its process is gone) and is taken over. Only the windowed run
takes part: ``--screenshot``, ``--list-layouts``, ``--self-test``, ``--version`` and the desktop
options open no window and neither take the lock nor ask.

The game takes the lock before its window is made but listens only once the board has painted
(``acquire(listen=False)``, then :meth:`SingleInstance.listen`): Qt Network is not loaded before
the first paint (~6 ms of a warm start). A second start in between finds the lock but no server
yet: it tries again for as long as it waits for an answer (``ask_first``, 2 s).
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QElapsedTimer, QLockFile, QObject, QThread, Signal

from mahjong_qt.core.atomic_io import make_private_folder

if TYPE_CHECKING:  # Qt Network: loaded when the game listens, after its first paint
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

__all__ = ["Request", "SingleInstance", "server_name", "LOCK_NAME", "RAISED"]

LOCK_NAME = "mahjong-qt.lock"
RAISED = b"raised\n"  # the first copy's answer
_WAIT_MS = 2000
_MAX_REQUEST = 16_384
_RETRY_MS = 50


@dataclass(frozen=True, slots=True)
class Request:
    """What a second start asks of the first: raise its window, and open the layout it was
    given, if any (a bundled or user layout's id, or a layout file's absolute path)."""

    layout: str | None = None
    layout_file: str | None = None
    number: int | None = None

    def encode(self) -> bytes:
        return json.dumps({"raise": True, **asdict(self)}).encode() + b"\n"

    @classmethod
    def decode(cls, data: bytes) -> Request:
        """The request in ``data`` (a bad one is just "raise")."""
        try:
            obj = json.loads(data.decode("utf-8"))
        except (UnicodeDecodeError, ValueError):
            return cls()
        if not isinstance(obj, dict):
            return cls()
        layout, file, number = obj.get("layout"), obj.get("layout_file"), obj.get("number")
        return cls(
            layout if isinstance(layout, str) and layout else None,
            file if isinstance(file, str) and file else None,
            number if isinstance(number, int) and not isinstance(number, bool) else None,
        )


def server_name(folder: Path) -> str:
    """The local server's name for the game on data ``folder`` (the same folder, the same
    name, whoever starts it)."""
    digest = hashlib.sha256(str(folder.resolve()).encode("utf-8")).hexdigest()[:20]
    return f"mahjong-qt-{digest}"


class SingleInstance(QObject):
    """The lock and the server of the game on ``folder``. ``requested(Request)`` when a second
    start asked the first (this one) to come forward."""

    requested = Signal(object)

    def __init__(self, folder: Path, parent: QObject | None = None):
        super().__init__(parent)
        self.folder = folder
        self.name = server_name(folder)
        self._lock: QLockFile | None = None
        self._server: QLocalServer | None = None

    def acquire(self, listen: bool = True) -> bool:
        """Take the lock (a stale one too) and listen (else: :meth:`listen` later): True when
        this is the first copy."""
        try:
            make_private_folder(self.folder)  # 0700, as the player's files are kept
        except OSError:
            return True  # no folder to lock in: run anyway, as before
        lock = QLockFile(str(self.folder / LOCK_NAME))
        lock.setStaleLockTime(0)  # stale only when its process is gone, never by age
        if not lock.tryLock(100):
            if lock.error() != QLockFile.LockError.LockFailedError:
                return True  # the folder cannot hold a lock: run anyway
            return False
        self._lock = lock
        try:
            os.chmod(self.folder / LOCK_NAME, 0o600)  # as private as the player's other files
        except OSError:
            pass
        if listen:
            self.listen()
        return True

    def listen(self) -> None:
        """Hear the requests of later starts (the lock is this copy's)."""
        from PySide6.QtNetwork import QLocalServer

        if self._lock is None or self._server is not None:
            return
        QLocalServer.removeServer(self.name)  # a socket left by a killed copy
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if server.listen(self.name):
            server.newConnection.connect(self._connected)
            self._server = server

    def ask_first(self, request: Request) -> bool:
        """Send ``request`` to the copy holding the lock; True when it answered (within 2 s:
        a copy that has not painted its board yet does not listen yet)."""
        from PySide6.QtNetwork import QLocalSocket

        socket = QLocalSocket()
        clock = QElapsedTimer()
        clock.start()
        socket.connectToServer(self.name)
        while not socket.waitForConnected(max(1, _WAIT_MS - clock.elapsed())):
            if clock.elapsed() >= _WAIT_MS:
                return False
            QThread.msleep(_RETRY_MS)  # no server yet: the first copy is starting
            socket.connectToServer(self.name)
        socket.write(request.encode())
        socket.waitForBytesWritten(_WAIT_MS)
        answer = b""
        while not answer.endswith(b"\n") and socket.waitForReadyRead(_WAIT_MS):
            answer += bytes(socket.readAll().data())
        socket.disconnectFromServer()
        return answer == RAISED

    def _connected(self) -> None:
        server = self._server
        while server is not None and server.hasPendingConnections():
            socket = server.nextPendingConnection()
            socket.readyRead.connect(lambda s=socket: self._read(s))

    def _read(self, socket: QLocalSocket) -> None:
        data = bytes(socket.peek(_MAX_REQUEST).data())
        if not data.endswith(b"\n") and len(data) < _MAX_REQUEST:
            return  # the rest of the line is coming
        socket.readAll()
        socket.readyRead.disconnect()
        socket.write(RAISED)
        socket.flush()
        socket.disconnectFromServer()  # once the answer is written
        socket.deleteLater()
        self.requested.emit(Request.decode(data.strip()))

    def release(self) -> None:
        """Stop listening and unlock (the program ends)."""
        if self._server is not None:
            self._server.close()
            self._server = None
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None


def come_forward(window, request: Request) -> None:
    """The first copy's answer to a second start: its window raised (out of the minimised or
    hidden state), and the layout the second was given opened, once the player agrees to leave
    a game under way."""
    from PySide6.QtCore import QCoreApplication, Qt

    from mahjong_qt.app.session.opening import GameStart, opening

    if window.isMinimized() or not window.isVisible():
        window.showNormal()
    window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.raise_()
    window.activateWindow()
    window.show_message(
        QCoreApplication.translate("SingleInstance", "Mahjong Qt is already running: here it is.")
    )
    if request.layout is None and request.layout_file is None and request.number is None:
        return
    if not window.confirm_discard():
        return
    file = Path(request.layout_file) if request.layout_file is not None else None
    start = GameStart(layout_id=request.layout, layout_file=file, number=request.number)
    first = opening(start, window.settings, window.shelf)
    for message in first.messages:
        window.show_message(message)
    window.start(first.setup)
