"""``mahjong-layout atlas FILES... [--deals N] [--json]``: how winnable each layout's deals are.

For each layout (our ``.json``, or a KMahjongg, GNOME or Kyodai file), the share of uniformly
random deals that can be won, with its 95 % Wilson interval, and the win rate of a plain random
player on the winnable ones (the normal deals). Measures are kept in the user cache dir by the
layout's content hash, so asking again is instant (``--no-cache`` measures anew). Each deal gets
``--nodes`` of solver work (a deal not decided within it is counted as undecided); while a layout
is measured, how many deals are done goes to stderr.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable

from ..core.atlas_cache import AtlasCache
from ..core.difficulty_atlas import (
    DEAL_NODES,
    DEFAULT_PLAYOUTS,
    AtlasEntry,
    content_hash,
    measure_layout,
)
from ..core.formats import load_layout_parts
from ..core.layout import Layout
from ..core.paths import user_paths
from .common import positive_int, report_error

NAME = "atlas"
HELP = "measure how winnable a layout's random deals are, and how a random player fares"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("files", metavar="FILE", nargs="+", help="layout files")
    parser.add_argument(
        "--deals", type=positive_int, default=200, help="random deals (default 200)"
    )
    parser.add_argument(
        "--playouts",
        type=int,
        default=DEFAULT_PLAYOUTS,
        help=f"random-player games per winnable deal (default {DEFAULT_PLAYOUTS})",
    )
    parser.add_argument(
        "--nodes",
        type=positive_int,
        default=DEAL_NODES,
        help=f"solver work per deal, past which it is undecided (default {DEAL_NODES})",
    )
    parser.add_argument("--no-cache", action="store_true", help="measure even if cached")
    parser.add_argument("--json", action="store_true", help="print JSON")


def _layouts(path: str) -> list[Layout]:
    """Every valid layout of a file (each map of a GNOME file); why the others are not said."""
    layouts = []
    for part in load_layout_parts(path):
        if part.error is not None:
            report_error(f"{path} [{part.part}]" if part.part else path, part.error)
        if part.layout is not None:
            layouts.append(part.layout)
    return layouts


def _percent(share: float | None) -> str:
    return "n/a" if share is None else f"{100 * share:.2f} %"


def _line(path: str, layout: Layout, e: AtlasEntry, cached: bool) -> str:
    low, high = e.winnable_interval
    rlow, rhigh = e.random_win_interval
    unknown = f", {e.unknown} undecided" if e.unknown else ""
    return (
        f"{path}: {layout.id} ({e.tiles} tiles), {e.deals} deals{unknown}:"
        f" winnable {_percent(e.winnable_share)} [{_percent(low)} .. {_percent(high)}],"
        f" random player {_percent(e.random_win_rate)} [{_percent(rlow)} .. {_percent(rhigh)}]"
        f" in {e.seconds:.1f} s{' (cached)' if cached else ''}"
    )


def _progress(path: str) -> Callable[[int, int], None]:
    """Deals done so far, on stderr: at most a line a second, and the last one."""
    last = [time.monotonic()]

    def told(done: int, deals: int) -> None:
        now = time.monotonic()
        if done == deals or now - last[0] >= 1.0:
            last[0] = now
            print(f"{path}: {done}/{deals} deals", file=sys.stderr, flush=True)

    return told


def run(args: argparse.Namespace) -> int:
    if args.playouts < 0:
        print("--playouts must not be negative", file=sys.stderr)
        return 2
    cache = AtlasCache(user_paths().cache_dir / "atlas")
    results, failed = [], 0
    for path in args.files:
        layouts = _layouts(path)
        failed += not layouts
        for layout in layouts:
            key = content_hash(layout.positions)
            entry = None if args.no_cache else cache.get(key, args.deals, args.playouts, args.nodes)
            cached = entry is not None
            if entry is None:
                entry = measure_layout(
                    layout,
                    args.deals,
                    playouts=args.playouts,
                    nodes=args.nodes,
                    progress=_progress(path),
                )
                try:
                    cache.put(entry, args.nodes)
                except OSError as e:
                    print(f"warning: could not keep the measure: {e}", file=sys.stderr)
            results.append({"file": path, "id": layout.id, "cached": cached, **entry.as_json()})
            if not args.json:
                print(_line(path, layout, entry, cached), flush=True)
    if args.json:
        print(json.dumps(results, indent=2))
    return 1 if failed else 0
