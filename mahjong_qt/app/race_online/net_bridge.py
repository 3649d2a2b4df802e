"""The race client in a background thread, seen from Qt: ``open`` a connection with a first
message (create, join or rejoin), ``send`` messages, and receive every server message as the
``message`` signal, in the GUI thread (Qt queues signals emitted from another thread).

No protocol logic here: parsing and checking are :mod:`mahjong_qt.net`'s.
"""

from __future__ import annotations

import asyncio
import threading

from PySide6.QtCore import QObject, Signal
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from mahjong_qt.net import protocol as p
from mahjong_qt.net.client import JoinError, ProtocolError, RaceClient

__all__ = ["RaceConnection"]


class RaceConnection(QObject):
    """One connection to a race server. Signals: ``welcomed(Welcome)`` once in the room,
    ``message(ServerMessage)`` for each later message, ``failed(code, text)`` when the server
    refused us or could not be reached, ``closed()`` when the connection ends."""

    welcomed = Signal(object)
    message = Signal(object)
    failed = Signal(str, str)
    closed = Signal()

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._client: RaceClient | None = None
        self._thread: threading.Thread | None = None
        self._closing = False
        self._opened = 0  # how many connections were opened: only the last one's answers count
        self.url = ""

    def open(self, url: str, first: p.Create | p.Join | p.Rejoin) -> None:
        """Connect to ``url`` and send ``first``; answers come as signals."""
        self.close()
        self._closing = False
        self.url = url
        self._opened += 1
        ready = threading.Event()
        opened = self._opened
        self._thread = threading.Thread(
            target=lambda: asyncio.run(self._main(url, first, ready, opened)),
            name="race-client",
            daemon=True,
        )
        self._thread.start()
        ready.wait(5)

    async def _main(self, url: str, first, ready: threading.Event, opened: int) -> None:
        self._loop = asyncio.get_running_loop()
        ready.set()
        client = RaceClient(url, open_timeout=8)
        self._client = client

        def fail(code: str, text: str) -> None:  # unless we closed it, or opened another since
            if not self._closing and opened == self._opened:
                self.failed.emit(code, text)

        try:
            await client.connect()
            welcome = await client.enter(first)
            if opened == self._opened:
                self.welcomed.emit(welcome)
            async for message in client.messages():
                self.message.emit(message)
            fail("protocol", "the connection was closed")  # the server or the network ended it
        except JoinError as e:
            fail(e.code, e.message)
        except (OSError, TimeoutError, InvalidURI, InvalidHandshake) as e:
            fail("unreachable", str(e))
        except (ProtocolError, ConnectionClosed) as e:
            fail("protocol", str(e))
        finally:
            await client.close()
            if opened == self._opened:  # (not a newer connection's client)
                self._client = None
            self.closed.emit()

    def send(self, message: p._Msg) -> None:
        """Send a message (from the GUI thread); nothing when not connected."""
        loop, client = self._loop, self._client
        if loop is None or client is None or loop.is_closed():
            return
        try:
            asyncio.run_coroutine_threadsafe(self._send(client, message), loop)
        except RuntimeError:  # the loop just ended
            pass

    @staticmethod
    async def _send(client: RaceClient, message: p._Msg) -> None:
        try:
            await client.send(message)
        except ConnectionClosed:
            pass

    def close(self) -> None:
        """Close the connection and wait for its thread (a Leave is the caller's to send)."""
        self._closing = True
        loop, client, thread = self._loop, self._client, self._thread
        if loop is not None and client is not None and not loop.is_closed():
            try:
                asyncio.run_coroutine_threadsafe(client.close(), loop)
            except RuntimeError:
                pass
        if thread is not None:
            thread.join(5)
        self._thread = None
        self._loop = None
