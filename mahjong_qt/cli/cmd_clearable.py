"""``mahjong-layout clearable FILE [--budget N] [--json]``: can the layout be emptied at all?"""

from __future__ import annotations

import argparse
import json
import time

from ..core.clearability import DEFAULT_BUDGET, Clearability, is_clearable
from .common import FILE_HELP, add_map_argument, load_or_report, positive_int

NAME = "clearable"
HELP = "check that some order of removing free pairs empties the layout (faces ignored)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE", help=FILE_HELP)
    add_map_argument(parser)
    parser.add_argument(
        "--budget", type=positive_int, default=DEFAULT_BUDGET, help="search nodes before giving up"
    )
    parser.add_argument("--json", action="store_true", help="print JSON")


def run(args: argparse.Namespace) -> int:
    layout = load_or_report(args.file, args.map)
    if layout is None:
        return 1
    start = time.perf_counter()
    result = is_clearable(layout.geometry, budget=args.budget)
    seconds = time.perf_counter() - start
    if args.json:
        out = {
            "verdict": result.verdict.value,
            "order": [list(p) for p in result.order],
            "nodes": result.nodes,
            "seconds": round(seconds, 6),
        }
        print(json.dumps(out))
    else:
        print(f"{args.file}: {result.verdict.value} ({result.nodes} nodes, {seconds:.3f} s)")
    return {Clearability.CLEARABLE: 0, Clearability.NOT_CLEARABLE: 1}.get(result.verdict, 2)
