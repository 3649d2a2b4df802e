"""Several server processes behind one WebSocket-aware router (issue 23, item 6).

Rooms never talk to each other, so they shard by code: with ``N`` shards, the room with code
``C`` lives on shard :func:`shard_of` ``(C, N)`` (the first character's place in the code
alphabet, modulo ``N``), and a shard mints only codes of its own. Joins and rejoins carry the
code in the connection's path (``ws://host/room/CODE``, :func:`~mahjong_qt.net.client.room_url`),
so the router (HAProxy) sends each to the shard that owns it without reading any message;
``create`` goes to any shard (the least busy). Every shard uses one rating store (PostgreSQL, or
one SQLite file on one host).

``python -m mahjong_qt.race_server.shards N`` prints the HAProxy configuration for ``N`` shards
(``deploy/haproxy.cfg`` is the one for 2): the addresses come from the environment
(``RACE_BIND``, ``RACE_SHARD0``…), as HAProxy reads them.
"""

from __future__ import annotations

import sys

from ..net.protocol import CODE_ALPHABET

__all__ = ["shard_of", "first_letters", "haproxy_config"]


def shard_of(code: str, shards: int) -> int:
    """The shard that owns the room ``code`` (0 with one shard)."""
    if shards <= 1 or not code:
        return 0
    return CODE_ALPHABET.index(code[0]) % shards if code[0] in CODE_ALPHABET else 0


def first_letters(shard: int, shards: int) -> str:
    """The first characters of the codes shard ``shard`` of ``shards`` mints."""
    return "".join(c for c in CODE_ALPHABET if shard_of(c, shards) == shard)


def haproxy_config(shards: int) -> str:
    """HAProxy's configuration for ``shards`` shards: ``/room/CODE`` by the code's first
    character to its shard, anything else (a new room) to the least busy shard."""
    lines = [
        "# Mahjong Qt race servers behind HAProxy: made by",
        f"#   python -m mahjong_qt.race_server.shards {shards}",
        "# The addresses come from the environment: RACE_BIND (e.g. :8765), RACE_SHARD0...",
        '# For wss://, terminate TLS here: bind "${RACE_BIND}" ssl crt /etc/haproxy/race.pem',
        "# and give each shard --proxy 127.0.0.1 so limits apply to the players' own addresses.",
        "global",
        "    maxconn 8000  # each takes 2 file descriptors: raise the limit (LimitNOFILE) first",
        "defaults",
        "    mode http",
        "    timeout connect 5s",
        "    timeout client 60s",
        "    timeout server 60s",
        "    timeout tunnel 1h",
        "    option forwardfor",
        "frontend race",
        '    bind "${RACE_BIND}"',
    ]
    for k in range(shards):
        letters = first_letters(k, shards)
        lines.append(f"    acl to_shard{k} path_reg ^/room/[{letters}{letters.lower()}]")
    for k in range(shards):
        lines.append(f"    use_backend shard{k} if to_shard{k}")
    lines.append("    default_backend creators")
    for k in range(shards):
        lines += [f"backend shard{k}", f'    server shard{k} "${{RACE_SHARD{k}}}"']
    lines += ["backend creators", "    balance leastconn"]
    lines += [f'    server shard{k} "${{RACE_SHARD{k}}}"' for k in range(shards)]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    print(haproxy_config(int(sys.argv[1]) if len(sys.argv) > 1 else 2), end="")
