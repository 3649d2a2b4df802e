"""``mahjong-layout deal FILE --number N --difficulty D [--variant V] [--json]``: the winnable
deal of that game, faces by kind id in position order, and its solution."""

from __future__ import annotations

import argparse
import json
import sys

from ..core.deals import Difficulty, NoDealError, make_deal
from ..core.tiles import KINDS
from .common import FILE_HELP, add_map_argument, add_variant_argument, load_or_report

NAME = "deal"
HELP = "make the winnable deal N of a layout at a difficulty and print it with its solution"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE", help=FILE_HELP)
    add_map_argument(parser)
    parser.add_argument("--number", type=int, required=True, help="game number (1 or more)")
    parser.add_argument(
        "--difficulty",
        choices=[d.value for d in Difficulty],
        default=Difficulty.NORMAL.value,
        help="deal difficulty",
    )
    add_variant_argument(parser)
    parser.add_argument("--json", action="store_true", help="print JSON")


def run(args: argparse.Namespace) -> int:
    layout = load_or_report(args.file, args.map)
    if layout is None:
        return 1
    try:
        deal = make_deal(layout, args.number, args.difficulty, args.variant)
    except (NoDealError, ValueError) as e:
        print(f"{args.file}: {e}", file=sys.stderr)
        return 1
    tiles = [
        {"position": list(p), "kind": KINDS[f].id}
        for p, f in zip(layout.positions, deal.faces, strict=True)
    ]
    if args.json:
        out = {
            "layout": deal.layout_id,
            "number": deal.number,
            "difficulty": deal.difficulty.value,
            "variant": deal.variant.value,
            "tiles": tiles,
            "solution": [list(p) for p in deal.solution],
        }
        print(json.dumps(out))
        return 0
    print(
        f"{args.file} #{deal.number} ({deal.difficulty.value}, {deal.variant.value}):"
        f" {len(tiles)} tiles"
    )
    for i, t in enumerate(tiles):
        x, y, z = t["position"]
        print(f"  {i:3d} ({x},{y},{z}) {t['kind']}")
    print("solution: " + " ".join(f"{a}-{b}" for a, b in deal.solution))
    return 0
