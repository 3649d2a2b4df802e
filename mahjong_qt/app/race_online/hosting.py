"""Hosting a race room from the game: a race server in a thread, listening on the LAN, and its
announcement by zeroconf (the room code is not announced: players get it from the host). Only
the game itself creates rooms there (it connects from this machine); the others join, within
limits sized for a LAN (:func:`~mahjong_qt.race_server.limits.lan_limits`)."""

from __future__ import annotations

import logging

from mahjong_qt.net.discovery import RoomAnnouncer
from mahjong_qt.net.protocol import DEFAULT_PORT
from mahjong_qt.race_server.embedded import ServerThread
from mahjong_qt.race_server.limits import ServerLimits, lan_limits

__all__ = ["LanHost", "DEFAULT_PORT"]

log = logging.getLogger(__name__)


class LanHost:
    """``start()`` listens (on ``port``, or any free port when it is taken) and announces;
    ``url`` is where the game itself connects; ``stop()`` ends both."""

    def __init__(
        self,
        host_name: str,
        port: int = DEFAULT_PORT,
        announce: bool = True,
        limits: ServerLimits | None = None,
    ):
        self.host_name = host_name
        self.limits = lan_limits(limits)
        self.port = port
        self.announce = announce
        self.thread: ServerThread | None = None
        self.announcer: RoomAnnouncer | None = None

    def start(self) -> int:
        for port in (self.port, 0):
            thread = ServerThread("0.0.0.0", port, self.limits)
            try:
                self.port = thread.start()
            except OSError:
                thread.stop()
                continue
            self.thread = thread
            break
        else:
            raise OSError("no port to listen on")
        if self.announce:
            try:
                self.announcer = RoomAnnouncer(self.host_name, self.port)
            except Exception:  # noqa: BLE001 (no multicast here: join by address still works)
                log.warning("the room could not be announced on the network", exc_info=True)
        return self.port

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def stop(self) -> None:
        if self.announcer is not None:
            try:
                self.announcer.close()
            except Exception:  # noqa: BLE001 (the network went away: nothing to withdraw)
                log.warning("the announcement could not be withdrawn", exc_info=True)
            self.announcer = None
        if self.thread is not None:
            self.thread.stop(reason="host_closed")  # its players are told: the host's game closed
            self.thread = None
