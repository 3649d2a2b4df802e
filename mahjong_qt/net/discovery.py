"""Race rooms on the local network, with mDNS / DNS-SD (``zeroconf``).

A game that hosts a room announces it (:class:`RoomAnnouncer`): service type
:data:`SERVICE_TYPE`, the server's port, and in its TXT record the protocol version and the
host's name. The room code is **not** announced: players see that a room exists, and still
need its code from the host to join. :class:`RoomBrowser` lists the rooms it hears of.
"""

from __future__ import annotations

import socket
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from zeroconf import IPVersion, ServiceBrowser, ServiceInfo, ServiceStateChange, Zeroconf

from .protocol import PROTOCOL_VERSION

__all__ = ["SERVICE_TYPE", "FoundRoom", "RoomAnnouncer", "RoomBrowser", "room_info", "found_room"]

SERVICE_TYPE = "_mahjongrace._tcp.local."
MAX_LABEL = 40


@dataclass(frozen=True, slots=True)
class FoundRoom:
    """A room heard of on the network: who hosts it and where to connect (``address``, the
    first of ``addresses``: every address the network gave for the host's name)."""

    service: str
    host_name: str
    address: str
    port: int
    addresses: tuple[str, ...] = ()

    @property
    def url(self) -> str:
        host = f"[{self.address}]" if ":" in self.address else self.address
        return f"ws://{host}:{self.port}"


def _label(text: str) -> str:
    clean = "".join(c for c in text if c.isprintable() and c not in ".\\").strip()
    return (clean or "Mahjong")[:MAX_LABEL]


def room_info(host_name: str, port: int, addresses: Sequence[str]) -> ServiceInfo:
    """The announcement of a room hosted by ``host_name`` on ``port`` at ``addresses``."""
    label = _label(host_name)
    unique = f"{label} {socket.gethostname()[:16]} {port}"
    return ServiceInfo(
        SERVICE_TYPE,
        f"{_label(unique)}.{SERVICE_TYPE}",
        port=port,
        properties={"v": str(PROTOCOL_VERSION), "host": label},
        parsed_addresses=list(addresses),
        server=f"{_label(socket.gethostname()).replace(' ', '-')}.local.",
    )


def _text(value: bytes | str | None) -> str:
    if isinstance(value, bytes):
        return value.decode("utf-8", "replace")
    return value or ""


def found_room(info: ServiceInfo) -> FoundRoom | None:
    """The room an announcement describes, or ``None`` (another version, no address)."""
    props = {_text(k): _text(v) for k, v in (info.properties or {}).items() if k is not None}
    if props.get("v") != str(PROTOCOL_VERSION) or info.port is None:
        return None
    addresses = info.parsed_scoped_addresses(IPVersion.All)
    if not addresses:
        return None
    host = _label(props.get("host", "") or info.name.split(".")[0])
    return FoundRoom(info.name, host, addresses[0], info.port, tuple(addresses))


def local_addresses() -> list[str]:
    """This machine's IPv4 addresses as the LAN sees them (best effort, never empty)."""
    found = set()
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("192.0.2.1", 9))  # no packet is sent: this only picks the outgoing route
            found.add(s.getsockname()[0])
    except OSError:
        pass
    return sorted(found) or ["127.0.0.1"]


class RoomAnnouncer:
    """Announces a hosted room until :meth:`close`."""

    def __init__(self, host_name: str, port: int, addresses: Sequence[str] | None = None,
                 zeroconf: Zeroconf | None = None):  # fmt: skip
        self._own = zeroconf is None
        self.zeroconf = zeroconf or Zeroconf()
        self.info = room_info(host_name, port, addresses or local_addresses())
        self.zeroconf.register_service(self.info, allow_name_change=True)

    def close(self) -> None:
        try:
            self.zeroconf.unregister_service(self.info)
        finally:
            if self._own:
                self.zeroconf.close()


class RoomBrowser:
    """Listens for announced rooms; ``on_change(rooms)`` is called (from zeroconf's thread) with
    the rooms known now whenever one appears or goes."""

    def __init__(self, on_change: Callable[[list[FoundRoom]], None],
                 zeroconf: Zeroconf | None = None):  # fmt: skip
        self._own = zeroconf is None
        self.zeroconf = zeroconf or Zeroconf()
        self.on_change = on_change
        self.rooms: dict[str, FoundRoom] = {}
        self._lock = threading.Lock()
        self.browser = ServiceBrowser(self.zeroconf, SERVICE_TYPE, handlers=[self._changed])

    def _changed(self, zeroconf: Zeroconf, service_type: str, name: str,
                 state_change: ServiceStateChange) -> None:  # fmt: skip
        room = None
        if state_change is not ServiceStateChange.Removed:
            info = zeroconf.get_service_info(service_type, name, timeout=1500)
            room = None if info is None else found_room(info)
        with self._lock:
            if room is None:
                self.rooms.pop(name, None)
            else:
                self.rooms[name] = room
            rooms = sorted(self.rooms.values(), key=lambda r: (r.host_name, r.address))
        self.on_change(rooms)

    def close(self) -> None:
        self.browser.cancel()
        if self._own:
            self.zeroconf.close()
