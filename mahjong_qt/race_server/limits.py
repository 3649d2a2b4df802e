"""Every limit of the server, in one frozen value (the command line can change a few)."""

from __future__ import annotations

from dataclasses import dataclass

from ..core.racing.room import GRACE_SECONDS
from ..net.protocol import MAX_CLIENT_MESSAGE

__all__ = ["ServerLimits"]


@dataclass(frozen=True, slots=True)
class ServerLimits:
    """``rate``/``burst``: messages a second per connection (a burst above it is refused with
    ``rate_limited``; ``max_strikes`` refusals or bad messages drop the connection).
    ``hello_timeout``: seconds to send the first message. ``max_wrong_codes``: wrong room codes
    before the connection is dropped. ``empty_room_seconds``: a room with nobody connected is
    closed after this. ``tick``: seconds between two ticks of every room."""

    max_message: int = MAX_CLIENT_MESSAGE
    rate: float = 20.0
    burst: float = 40.0
    max_strikes: int = 20
    hello_timeout: float = 10.0
    max_wrong_codes: int = 5
    max_rooms: int = 2000
    max_connections: int = 5000
    ping_interval: float = 10.0
    ping_timeout: float = 10.0
    close_timeout: float = 2.0  # seconds to wait for a closing handshake the client may not do
    grace: float = GRACE_SECONDS
    countdown: float = 3.0
    empty_room_seconds: float = 120.0
    tick: float = 0.05
