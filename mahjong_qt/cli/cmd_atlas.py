"""``mahjong-layout atlas FILES... [--deals N] [--json]``: how winnable each layout's deals are.

For each layout (our ``.json``, or a KMahjongg, GNOME or Kyodai file), the share of uniformly
random deals that can be won, with its 95 % Wilson interval, and the win rate of a plain random
player on the winnable ones (the normal deals). Measures are kept in the user cache dir by the
layout's content hash, so asking again is instant (``--no-cache`` measures anew).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from ..core.atlas_cache import AtlasCache
from ..core.difficulty_atlas import DEFAULT_PLAYOUTS, AtlasEntry, content_hash, measure_layout
from ..core.layout import Layout
from ..core.layout_sources import read_layout_file
from ..core.paths import user_paths
from .common import load_or_report

NAME = "atlas"
HELP = "measure how winnable a layout's random deals are, and how a random player fares"


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("files", metavar="FILE", nargs="+", help="layout files")
    parser.add_argument("--deals", type=_positive, default=200, help="random deals (default 200)")
    parser.add_argument(
        "--playouts",
        type=int,
        default=DEFAULT_PLAYOUTS,
        help=f"random-player games per winnable deal (default {DEFAULT_PLAYOUTS})",
    )
    parser.add_argument(
        "--nodes", type=_positive, help="solver cap per deal (default: decide every deal)"
    )
    parser.add_argument("--no-cache", action="store_true", help="measure even if cached")
    parser.add_argument("--json", action="store_true", help="print JSON")


def _layouts(path: str) -> list[Layout]:
    if Path(path).suffix.lower() == ".json":
        layout = load_or_report(path)
        return [layout] if layout is not None else []
    found = read_layout_file(Path(path))
    for bad in found.unreadable:
        part = f" [{bad.part}]" if bad.part else ""
        print(f"{path}{part}: INVALID: {bad.reason}", file=sys.stderr)
    return [f.layout for f in found.layouts]


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
                entry = measure_layout(layout, args.deals, playouts=args.playouts, nodes=args.nodes)
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
