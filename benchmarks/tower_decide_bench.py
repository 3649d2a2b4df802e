"""The share of a layout's random deals the measures' solver path decides within a time limit
each (issue 28 item 3: >= 95 % of random Tower deals within 2 s).

    PYTHONPATH=. python benchmarks/tower_decide_bench.py [LAYOUT] [--deals 100] [--seconds 2]
        [--first 0] [--compare]

The deals are the difficulty atlas's (``difficulty_atlas.atlas_faces``: deal ``i`` of the
layout's content hash), each decided by ``solver.decide_problem`` (the atlas's and *Measure
Difficulty*'s path) with a wall-clock budget of ``--seconds``. ``--compare`` also gives each
deal to ``solve_problem`` (deal generation's path, the atlas's before issue 28's seventh
session), interleaved deal by deal. Every WINNABLE is replayed on the board to an empty one, and with ``--compare`` a deal both
paths decide must get the same verdict (a cross-check of each NOT_WINNABLE).
Default layout: KMahjongg's Tower. Prints a line per deal and the shares.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mahjong_qt.core.board import Board  # noqa: E402
from mahjong_qt.core.difficulty_atlas import atlas_faces, content_hash  # noqa: E402
from mahjong_qt.core.formats import load_layout_parts  # noqa: E402
from mahjong_qt.core.layout import Layout  # noqa: E402
from mahjong_qt.core.solver import (  # noqa: E402
    Budget,
    Problem,
    SolveResult,
    Verdict,
    compiled,
    decide_problem,
    solve_problem,
)

TOWER = "/usr/share/kmahjongg/layouts/tower.layout"


def _replays(layout: Layout, faces: list[int], result: SolveResult) -> bool:
    board = Board(layout.geometry, faces)
    for a, b in result.solution:
        board.remove_pair(a, b)
    return board.tiles_left == 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("layout", nargs="?", default=TOWER)
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--first", type=int, default=0, help="the first deal's number")
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--compare", action="store_true", help="solve_problem beside it")
    args = parser.parse_args(argv)
    layout = load_layout_parts(args.layout)[0].layout
    if layout is None:
        print(f"{args.layout}: not a layout", file=sys.stderr)
        return 2
    key = content_hash(layout.positions)
    ways: dict[str, Callable[[Problem, Budget, int], SolveResult]] = {"decide": decide_problem}
    if args.compare:
        ways["solve"] = lambda p, b, s: solve_problem(p, b, seed=s)
    decided = dict.fromkeys(ways, 0)
    times: dict[str, list[float]] = {w: [] for w in ways}
    print(
        f"{args.layout}: {layout.tile_count} tiles, deals {args.first}..{args.first + args.deals - 1},"
        f" {args.seconds} s each, compiled {compiled()}, load {os.getloadavg()[0]:.2f}"
    )
    for i in range(args.first, args.first + args.deals):
        faces = atlas_faces(layout, key, i)
        order = list(ways) if i % 2 == 0 else list(reversed(ways))
        line = [f"deal {i:>4}"]
        verdicts: dict[str, Verdict] = {}
        for name in order:
            problem = Problem.build(layout.geometry, faces)
            start = time.perf_counter()
            result = ways[name](problem, Budget(seconds=args.seconds), i)
            took = time.perf_counter() - start
            if result.verdict is Verdict.WINNABLE and not _replays(layout, faces, result):
                print(f"deal {i}: {name}'s solution does not clear the board", file=sys.stderr)
                return 1
            if result.verdict is not Verdict.UNKNOWN:
                decided[name] += 1
                times[name].append(took)
            line.append(f"{name} {result.verdict.value:<12} {took:6.2f} s {result.replays:>7}")
            verdicts[name] = result.verdict
        if len({v for v in verdicts.values() if v is not Verdict.UNKNOWN}) > 1:
            print(f"deal {i}: the two paths disagree: {verdicts}", file=sys.stderr)
            return 1
        print("  ".join(line), flush=True)
    for name in ways:
        ts = sorted(times[name])
        p50 = ts[len(ts) // 2] if ts else float("nan")
        print(
            f"{name}: {decided[name]}/{args.deals} decided within {args.seconds} s"
            f" ({100 * decided[name] / args.deals:.1f} %), decided p50 {p50:.3f} s,"
            f" load {os.getloadavg()[0]:.2f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
