"""What the difficulties mean: a random player's win rate on the deals of each one.

    python benchmarks/difficulty_bench.py                     # Turtle, 500 deals per difficulty
    python benchmarks/difficulty_bench.py --layout pyramid --deals 200 --json out.json

Game numbers 1..N of each difficulty are dealt as the game deals them, and each is played once
by a plain random player: at every move it takes one of the free matching pairs, uniformly (no
look-ahead, no safe moves), until the board is clear or no pair is left. Printed per
difficulty: the win rate with its 95 % Wilson interval, and the mean time to make a deal. As a
reference, ``--uniform`` adds uniformly random deals (winnable or not) of the same numbers.
"""

from __future__ import annotations

import argparse
import json
import sys
import time

from mahjong_qt.core.deal import uniform_faces
from mahjong_qt.core.deals import Difficulty, make_deal
from mahjong_qt.core.layout import load_layout
from mahjong_qt.core.rng import Rng
from mahjong_qt.core.solver import Problem
from mahjong_qt.core.solver.playout import play_out
from mahjong_qt.core.tiles import TileSetVariant
from mahjong_qt.core.wilson import wilson_interval
from mahjong_qt.resources import layouts_dir


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--layout", default="turtle")
    ap.add_argument("--deals", type=int, default=500)
    ap.add_argument("--uniform", action="store_true", help="also uniformly random deals")
    ap.add_argument("--json")
    a = ap.parse_args()
    layout = load_layout(str(layouts_dir() / f"{a.layout}.json"))
    kinds: list[str] = [d.value for d in Difficulty] + (["uniform"] if a.uniform else [])
    out = {}
    for kind in kinds:
        player = Rng.from_key("difficulty-bench", a.layout, kind)
        wins, spent = 0, 0.0
        for number in range(1, a.deals + 1):
            start = time.perf_counter()
            if kind == "uniform":
                faces = uniform_faces(layout.id, layout.tile_count, number, TileSetVariant.FULL)
            else:
                faces = list(make_deal(layout, number, kind).faces)
            spent += time.perf_counter() - start
            problem = Problem.build(layout.geometry, faces)
            wins += play_out(problem, player, safe=False) is not None
        lo, hi = wilson_interval(wins, a.deals)
        out[kind] = {"deals": a.deals, "wins": wins, "rate": wins / a.deals, "ci95": [lo, hi]}
        print(
            f"{a.layout} {kind:<8} random player wins {wins:>4}/{a.deals} = "
            f"{100 * wins / a.deals:5.1f} %  (95 %: {100 * lo:.1f}–{100 * hi:.1f} %)  "
            f"deal made in {1000 * spent / a.deals:.1f} ms on average",
            flush=True,
        )
    if a.json:
        with open(a.json, "w") as f:
            json.dump(out, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
