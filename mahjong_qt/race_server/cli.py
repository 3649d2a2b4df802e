"""``mahjong-race-server --port N [--host H]``: the headless race server, until Ctrl+C."""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import logging
import multiprocessing
import signal

from ..identity import version_text
from ..net.protocol import DEFAULT_PORT
from .limits import ServerLimits
from .server import RaceServer

__all__ = ["main"]


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="mahjong-race-server",
        description="Race server for Mahjong Qt: players join a room by its address and code.",
    )
    parser.add_argument("--version", action="version", version=version_text("mahjong-race-server"))
    parser.add_argument(
        "--port", type=int, default=DEFAULT_PORT, help="TCP port (0: any free port)"
    )
    parser.add_argument("--host", default="0.0.0.0", help="address to listen on (default all)")
    parser.add_argument("--max-rooms", type=int, default=ServerLimits.max_rooms)
    parser.add_argument("--max-connections", type=int, default=ServerLimits.max_connections)
    parser.add_argument("--quiet", action="store_true", help="log warnings only")
    parser.add_argument("--stats", action="store_true", help="print counters (JSON) at exit")
    return parser


async def _serve(args: argparse.Namespace) -> None:
    limits = ServerLimits(max_rooms=args.max_rooms, max_connections=args.max_connections)
    server = RaceServer(limits)
    port = await server.start(args.host, args.port)
    gc.collect()
    gc.freeze()  # what start-up made (layouts, caches) is kept out of every later collection
    print(f"mahjong-race-server listening on ws://{args.host}:{port}", flush=True)
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
        await server.stop()
        if args.stats:
            print(json.dumps(server.stats_report()), flush=True)


def main(argv: list[str] | None = None) -> int:
    multiprocessing.freeze_support()  # a frozen build's worker processes start here
    args = _parser().parse_args(argv)
    if not 0 <= args.port <= 65535:
        print("mahjong-race-server: --port must be from 0 to 65535")
        return 2
    logging.basicConfig(level=logging.WARNING if args.quiet else logging.INFO)
    try:
        asyncio.run(_serve(args))
    except KeyboardInterrupt:
        pass
    except OSError as e:
        print(f"mahjong-race-server: cannot listen on {args.host}:{args.port}: {e.strerror}")
        return 1
    return 0
