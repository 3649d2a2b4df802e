"""Limits per client address (issue 23, item 4): one address cannot take the server.

Clients are counted by :func:`address_key`: an IPv4 address as it is, an IPv6 address by its
/64 (one household or one machine gets a whole /64, and could change its address within it at
will); an IPv4-mapped IPv6 address counts as its IPv4 address. Per key, :class:`AddressBook`
keeps the connections open now (at most :attr:`ServerLimits.address_connections`) and four token
buckets: new connections, rooms created, joins and wrong room codes. An address that is quiet
again (no connection, every bucket full) is forgotten, so the book stays small.
"""

from __future__ import annotations

import ipaddress
from dataclasses import dataclass, field
from enum import StrEnum

from ..net.limits import TokenBucket
from .limits import ServerLimits

__all__ = ["Spend", "address_key", "AddressBook", "AddressState"]


class Spend(StrEnum):
    """What a client spends from its address's buckets."""

    CONNECT = "connect"
    CREATE = "create"
    JOIN = "join"
    WRONG_CODE = "wrong_code"


def address_key(host: str | None) -> str:
    """The key a client's address is counted under: IPv4 as is, IPv6 by its /64."""
    if not host:
        return "?"
    try:
        ip = ipaddress.ip_address(host.split("%", 1)[0])  # no zone index ("fe80::1%eth0")
    except ValueError:
        return host
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.IPv6Network((ip, 64), strict=False))
    return str(ip)


def _buckets(limits: ServerLimits) -> dict[Spend, TokenBucket]:
    return {
        Spend.CONNECT: TokenBucket(limits.connect_rate, limits.connect_burst),
        Spend.CREATE: TokenBucket(limits.create_rate, limits.create_burst),
        Spend.JOIN: TokenBucket(limits.join_rate, limits.join_burst),
        Spend.WRONG_CODE: TokenBucket(limits.wrong_code_rate, limits.wrong_code_burst),
    }


@dataclass(slots=True)
class AddressState:
    """One address: its connections open now and its buckets."""

    buckets: dict[Spend, TokenBucket]
    connections: int = 0
    seen: float = 0.0


@dataclass(slots=True)
class AddressBook:
    """Every address with a connection now or a bucket not yet full again."""

    limits: ServerLimits
    states: dict[str, AddressState] = field(default_factory=dict)

    def _state(self, key: str, now: float) -> AddressState:
        state = self.states.get(key)
        if state is None:
            state = self.states[key] = AddressState(_buckets(self.limits))
        state.seen = now
        return state

    def connect(self, key: str, now: float) -> bool:
        """A new connection from ``key``: False when it has too many open or opened too many
        lately (then it is not counted)."""
        state = self._state(key, now)
        if state.connections >= self.limits.address_connections:
            return False
        if not state.buckets[Spend.CONNECT].take(now):
            return False
        state.connections += 1
        return True

    def disconnect(self, key: str) -> None:
        state = self.states.get(key)
        if state is not None and state.connections > 0:
            state.connections -= 1

    def spend(self, key: str, what: Spend, now: float) -> bool:
        """One ``what`` (a room created, a join, a wrong code) from ``key``: False when its
        bucket is empty."""
        return self._state(key, now).buckets[what].take(now)

    def may_create(self, host: str | None) -> bool:
        """Whether this client address may create rooms at all (:attr:`ServerLimits.creators`)."""
        creators = self.limits.creators
        return creators is None or (host or "").split("%", 1)[0] in creators

    def prune(self, now: float) -> None:
        """Forget the addresses with no connection whose buckets are all full again."""
        for key in [k for k, s in self.states.items() if s.connections == 0 and _rested(s, now)]:
            del self.states[key]


def _rested(state: AddressState, now: float) -> bool:
    return all(
        b.tokens < 0 or b.tokens + (now - b.last) * b.rate >= b.burst
        for b in state.buckets.values()
    )
