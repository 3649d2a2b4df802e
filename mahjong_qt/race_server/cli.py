"""``mahjong-race-server --port N [--host H] [--data DIR | --database URL]``: the headless race
server, until Ctrl+C; ``mahjong-race-server ratings [--data DIR | --database URL] [--json]``: its
leaderboard.

Accounts and ratings are kept in SQLite in ``--data DIR`` (by default the platform's data folder,
``$MAHJONG_QT_HOME/race-server`` when that is set), or in PostgreSQL (``--database
postgresql://…``) for several server processes sharing them.

Every limit the command line can change is a field of :class:`ServerLimits`, its default taken
from a ``ServerLimits()`` value (shown by ``--help``). Errors go to stderr with a non-zero exit:
2 for a bad option (argparse's way), 1 when the server cannot listen.
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import gc
import json
import logging
import multiprocessing
import signal
import sys
from collections.abc import Callable
from pathlib import Path

from ..help_defaults import show_defaults
from ..identity import version_text
from ..net.protocol import DEFAULT_PORT
from .limits import ServerLimits
from .server import RaceServer
from .store import RatingStore, SqliteStore, default_data_dir, top_players
from .store_postgres import PostgresStore

__all__ = ["main", "limits_from"]

PROG = "mahjong-race-server"

# The limits the command line changes: ServerLimits field -> help text (the flag is the field's
# name with dashes; the default is the field's value in ServerLimits()).
LIMIT_OPTIONS: dict[str, str] = {
    "max_rooms": "rooms open at once on this server",
    "max_connections": "connections open at once",
    "hello_timeout": "seconds a connection has to be in a room",
    "empty_room_seconds": "seconds before a room with nobody connected is closed",
    "max_wrong_codes": "wrong room codes before a connection is dropped",
    "address_connections": "connections open at once per client address (IPv6: per /64)",
    "connect_rate": "new connections a second per address, on average",
    "connect_burst": "new connections per address at once",
    "create_rate": "rooms created a second per address, on average",
    "create_burst": "rooms created per address at once",
    "join_rate": "joins a second per address, on average",
    "join_burst": "joins per address at once",
    "wrong_code_rate": "wrong room codes a second per address, on average",
    "wrong_code_burst": "wrong room codes per address at once",
    "min_pair_seconds": "fair play: seconds a pair at least, on average, to clear a board",
    "min_move_gap": "fair play: seconds between two moves (closer ones count as too fast)",
    "fast_moves_allowed": "fair play: too-fast moves a round may have before it is flagged",
}


def _port(text: str) -> int:
    try:
        port = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a port number: {text!r}") from None
    if not 0 <= port <= 65535:
        raise argparse.ArgumentTypeError("a port is from 0 to 65535")
    return port


def _positive(kind: type[int] | type[float]) -> Callable[[str], int | float]:
    def parse(text: str) -> int | float:
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
        if value < 0:
            raise argparse.ArgumentTypeError("must not be negative")
        return value

    parse.__name__ = kind.__name__  # argparse names the type in its error messages
    return parse


def _store_options(parser: argparse.ArgumentParser) -> None:
    where = parser.add_mutually_exclusive_group()
    where.add_argument(
        "--data",
        metavar="DIR",
        type=Path,
        default=default_data_dir(),
        help="folder of the accounts and ratings (SQLite)",
    )
    where.add_argument(
        "--database", metavar="URL", help="PostgreSQL instead (postgresql://user@host/db)"
    )


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=PROG,
        description="Race server for Mahjong Qt: players join a room by its address and code. "
        f"'{PROG} ratings --help': the leaderboard.",
        formatter_class=argparse.ArgumentDefaultsHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=version_text(PROG))
    _store_options(parser)
    parser.add_argument(
        "--port", type=_port, default=DEFAULT_PORT, help="TCP port (0: any free port)"
    )
    parser.add_argument("--host", default="0.0.0.0", help="address to listen on (0.0.0.0: all)")
    defaults = ServerLimits()
    for name, text in LIMIT_OPTIONS.items():
        default = getattr(defaults, name)
        parser.add_argument(
            "--" + name.replace("_", "-"),
            type=_positive(type(default)),
            default=default,
            metavar="N",
            help=text,
        )
    parser.add_argument(
        "--proxy",
        metavar="ADDR",
        action="append",
        default=[],
        help="a router in front (HAProxy): its X-Forwarded-For gives the players' addresses",
    )
    parser.add_argument("--shard", metavar="K", type=int, default=0, help="this shard's number")
    parser.add_argument("--shards", metavar="N", type=int, default=1, help="how many shards")
    parser.add_argument("--quiet", action="store_true", help="log warnings only")
    parser.add_argument("--stats", action="store_true", help="print counters (JSON) at exit")
    return parser


def limits_from(args: argparse.Namespace) -> ServerLimits:
    """The server's limits: the defaults, with what the command line changed."""
    changed = {name: getattr(args, name) for name in LIMIT_OPTIONS}
    return dataclasses.replace(ServerLimits(), proxies=frozenset(args.proxy), **changed)


def _ratings_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=f"{PROG} ratings",
        description="The leaderboard of a race server: player, rating, rated games.",
        formatter_class=argparse.ArgumentDefaultsHelpFormatter,
    )
    _store_options(parser)
    parser.add_argument("--top", metavar="N", type=_positive(int), default=20, help="how many")
    parser.add_argument("--json", action="store_true", help="print JSON")
    return parser


def open_store(data_dir: Path, database: str | None = None) -> RatingStore:
    """The store a server uses: PostgreSQL at ``database`` (a ``postgresql://`` URL), else
    SQLite in ``data_dir``."""
    return PostgresStore(database) if database else SqliteStore(data_dir)


def _open(args: argparse.Namespace) -> RatingStore | None:
    """The store the options name, or None after saying on stderr why it cannot be opened."""
    try:
        return open_store(args.data, args.database)
    except Exception as e:  # noqa: BLE001 (a bad folder, a database that refuses: said, exit 1)
        where = args.database or args.data
        print(f"{PROG}: cannot open the ratings at {where}: {e}", file=sys.stderr)
        return None


def _ratings(argv: list[str]) -> int:
    args = show_defaults(_ratings_parser()).parse_args(argv)
    store = _open(args)
    if store is None:
        return 1
    try:
        leaders = top_players(store, args.top)
    finally:
        store.close()
    if args.json:
        rows = [
            {"player": x.name, "account": x.account, "rating": x.rating, "games": x.games}
            for x in leaders
        ]
        print(json.dumps(rows, ensure_ascii=False, indent=2))
        return 0
    print(f"{'#':>3}  {'player':<24} {'rating':>7} {'games':>6}")
    for rank, x in enumerate(leaders, 1):
        print(f"{rank:>3}  {x.name:<24} {x.rating:>7.1f} {x.games:>6}")
    return 0


async def _serve(args: argparse.Namespace, store: RatingStore) -> None:
    server = RaceServer(limits_from(args), store=store, shard=(args.shard, args.shards))
    port = await server.start(args.host, args.port)
    gc.collect()
    gc.freeze()  # what start-up made (layouts, caches) is kept out of every later collection
    print(f"{PROG} listening on ws://{args.host}:{port}", flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(sig, stop.set)
        except (NotImplementedError, RuntimeError):  # Windows: Ctrl+C raises instead
            pass
    try:
        await stop.wait()
    finally:
        report = server.stats_report()  # as it was running (stopping ends every room)
        await server.stop()
        if args.stats:
            print(json.dumps(report), flush=True)


def main(argv: list[str] | None = None) -> int:
    multiprocessing.freeze_support()  # a frozen build's worker processes start here
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:1] == ["ratings"]:
        return _ratings(argv[1:])
    parser = show_defaults(_parser())
    args = parser.parse_args(argv)
    if not 0 <= args.shard < args.shards:
        parser.error("--shard must be from 0 to --shards - 1")
    logging.basicConfig(level=logging.WARNING if args.quiet else logging.INFO)
    store = _open(args)
    if store is None:
        return 1
    try:
        asyncio.run(_serve(args, store))
    except KeyboardInterrupt:
        pass
    except OSError as e:
        reason = e.strerror or str(e)
        print(f"{PROG}: cannot listen on {args.host}:{args.port}: {reason}", file=sys.stderr)
        return 1
    finally:
        store.close()
    return 0
