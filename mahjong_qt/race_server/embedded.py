"""A race server in a background thread of another program (the game hosting a LAN room, and
the tests): its own asyncio loop, started and stopped from the calling thread."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable

from ..net.protocol import EndReason
from .limits import ServerLimits
from .server import RaceServer

__all__ = ["ServerThread"]


class ServerThread:
    """``start()`` returns the port once the server listens; ``stop()`` ends it and the thread
    (``reason``: what its rooms' players are told, e.g. ``host_closed`` for the game's LAN room)."""

    def __init__(self, host: str = "0.0.0.0", port: int = 0, limits: ServerLimits | None = None):
        self.host, self.requested_port = host, port
        self.server = RaceServer(limits)
        self.port = 0
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._stopped: asyncio.Event | None = None
        self.error: BaseException | None = None
        self.reason: EndReason = "server_stopped"

    def start(self, timeout: float = 10.0) -> int:
        self._thread = threading.Thread(target=self._run, name="race-server", daemon=True)
        self._thread.start()
        if not self._ready.wait(timeout):
            raise TimeoutError("the race server did not start")
        if self.error is not None:
            raise self.error
        return self.port

    def _run(self) -> None:
        asyncio.run(self._main())

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stopped = asyncio.Event()
        try:
            self.port = await self.server.start(self.host, self.requested_port, warm=False)
        except BaseException as e:  # reported to start()'s caller
            self.error = e
            self._ready.set()
            return
        self._ready.set()
        try:
            await self._stopped.wait()
        finally:
            await self.server.stop(self.reason)

    def call_soon(self, callback: Callable[..., object], *args: object) -> None:
        """Run ``callback(*args)`` in the server's loop, from any thread (once it started)."""
        if self._loop is None:
            raise RuntimeError("the race server has not started")
        self._loop.call_soon_threadsafe(callback, *args)

    def stop(self, timeout: float = 5.0, reason: EndReason = "server_stopped") -> None:
        self.reason = reason
        if self._loop is not None and self._stopped is not None and not self._loop.is_closed():
            try:
                self._loop.call_soon_threadsafe(self._stopped.set)
            except RuntimeError:  # the loop already ended
                pass
        if self._thread is not None:
            self._thread.join(timeout)
