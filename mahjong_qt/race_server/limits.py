"""Every limit of the server, in one frozen value (the command line can change most of them)."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from ..core.racing.fair_play import FAIR_PLAY, FairPlay
from ..core.racing.room import GRACE_SECONDS
from ..net.protocol import MAX_CLIENT_MESSAGE

__all__ = ["ServerLimits", "LOOPBACK", "lan_limits"]

LOOPBACK = frozenset({"127.0.0.1", "::1"})  # the game's own connection to the server it hosts


@dataclass(frozen=True, slots=True)
class ServerLimits:
    """Per connection: ``rate``/``burst`` messages a second (a burst above it is refused with
    ``rate_limited``; ``max_strikes`` refusals or bad messages drop the connection);
    ``hello_timeout``: seconds to be in a room (creating, joining or rejoining one; a ping does
    not count); ``max_wrong_codes`` wrong room codes before it is dropped.

    Per client address (IPv4, or IPv6 /64; :mod:`.addresses`): ``address_connections`` open at
    once, and token buckets (``*_rate`` a second on average, bursts of ``*_burst``) for new
    connections, rooms created, joins and wrong room codes.

    The server: ``max_rooms``, ``max_connections``; ``empty_room_seconds``: a room with nobody
    connected is closed after this (its slot is free again); ``creators``: the only client
    addresses that may create rooms (``None``: any; the game's LAN host: itself only);
    ``proxies``: the routers in front (HAProxy): for a connection from one of them, the
    client's address is the last of its ``X-Forwarded-For``;
    ``tick``: seconds between two ticks of every room.

    Fair play (:mod:`~mahjong_qt.core.racing.fair_play`): ``min_pair_seconds`` a pair on average
    to clear a board, ``min_move_gap`` between two moves (``fast_moves_allowed`` closer ones in a
    round); a finish under them is flagged and the round not rated."""

    max_message: int = MAX_CLIENT_MESSAGE
    rate: float = 20.0
    burst: float = 40.0
    max_strikes: int = 20
    hello_timeout: float = 10.0
    max_wrong_codes: int = 5
    max_rooms: int = 2000
    max_connections: int = 5000
    address_connections: int = 40
    connect_rate: float = 1.0
    connect_burst: float = 40.0
    create_rate: float = 0.05
    create_burst: float = 5.0
    join_rate: float = 0.5
    join_burst: float = 25.0
    wrong_code_rate: float = 0.1
    wrong_code_burst: float = 10.0
    creators: frozenset[str] | None = None
    proxies: frozenset[str] = frozenset()
    ping_interval: float = 10.0
    ping_timeout: float = 10.0
    close_timeout: float = 2.0  # seconds to wait for a closing handshake the client may not do
    grace: float = GRACE_SECONDS
    countdown: float = 3.0
    empty_room_seconds: float = 10.0
    tick: float = 0.05
    min_pair_seconds: float = FAIR_PLAY.min_pair_seconds
    min_move_gap: float = FAIR_PLAY.min_move_gap
    fast_moves_allowed: int = FAIR_PLAY.fast_moves_allowed

    @property
    def fair_play(self) -> FairPlay:
        return FairPlay(self.min_pair_seconds, self.min_move_gap, self.fast_moves_allowed)


def lan_limits(limits: ServerLimits | None = None) -> ServerLimits:
    """The limits of the game's LAN host: only the game itself creates rooms (others join), a
    few rooms, the players of one room (``limits``: its other values, e.g. a test's times)."""
    base = limits or ServerLimits()
    return dataclasses.replace(
        base,
        creators=LOOPBACK,
        max_rooms=min(base.max_rooms, 3),
        max_connections=min(base.max_connections, 24),
        address_connections=min(base.address_connections, 24),
    )
