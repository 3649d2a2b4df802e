"""``mahjong-layout solve FILE --number N [--variant V] [--seconds S] [--json]``: decide the
uniformly random deal N of a layout and say how long it took."""

from __future__ import annotations

import argparse
import json
import sys

from ..core.deal import uniform_faces
from ..core.solver import Verdict, solve
from .common import (
    FILE_HELP,
    add_map_argument,
    add_variant_argument,
    load_or_report,
    positive_seconds,
)

NAME = "solve"
HELP = "decide whether the uniformly random deal N of a layout can be won"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE", help=FILE_HELP)
    add_map_argument(parser)
    parser.add_argument("--number", type=int, required=True, help="game number (1 or more)")
    add_variant_argument(parser)
    parser.add_argument(
        "--seconds", type=positive_seconds, default=60.0, help="time cap (UNKNOWN after)"
    )
    parser.add_argument("--json", action="store_true", help="print JSON")


def run(args: argparse.Namespace) -> int:
    layout = load_or_report(args.file, args.map)
    if layout is None:
        return 1
    try:
        faces = uniform_faces(layout.id, layout.tile_count, args.number, args.variant)
    except ValueError as e:
        print(f"{args.file}: {e}", file=sys.stderr)
        return 1
    result = solve(layout.geometry, faces, seconds=args.seconds)
    if args.json:
        out = {
            "verdict": result.verdict.value,
            "seconds": round(result.seconds, 6),
            "faces": faces,
            "solution": [list(p) for p in result.solution],
        }
        print(json.dumps(out))
    else:
        print(f"{args.file} #{args.number}: {result.verdict.value} in {result.seconds:.3f} s")
    return {Verdict.WINNABLE: 0, Verdict.NOT_WINNABLE: 1}.get(result.verdict, 2)
