"""Per-deal solver times on a fixed sample of the benchmark's random Turtle deals.

    python benchmarks/solver_sample.py --first 200 --cap 10 --out sample.json [--deals 468,413]

Same deals as ``solver_bench.py`` (seed 2026): deal k is the k-th drawn. Prints p50/p90/p99/max
and the slowest deals; ``--out`` keeps every deal's time, verdict and work units.
"""

from __future__ import annotations

import argparse
import json
import sys
import time

from mahjong_qt.core.deal import random_faces
from mahjong_qt.core.layout import load_layout
from mahjong_qt.core.rng import Rng
from mahjong_qt.core.solver import solve
from mahjong_qt.core.tiles import TileSetVariant
from mahjong_qt.resources import layouts_dir


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--first", type=int, default=200)
    ap.add_argument("--start", type=int, default=0, help="skip the deals before this one")
    ap.add_argument("--deals", default="", help="extra deal numbers, comma separated")
    ap.add_argument("--upto", type=int, default=1000, help="deals drawn (for --deals)")
    ap.add_argument("--cap", type=float, default=10.0)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--playouts", type=int, default=None, help="else the solver's default")
    ap.add_argument("--out")
    a = ap.parse_args()
    layout = load_layout(str(layouts_dir() / "turtle.json"))
    extra = {int(x) for x in a.deals.split(",") if x}
    wanted = set(range(a.start, a.first)) | extra
    rng = Rng.from_key("solver-bench", a.seed)
    rows = []
    for k in range(max(wanted) + 1):
        faces = random_faces(layout.tile_count, TileSetVariant.FULL, rng)
        if k not in wanted:
            continue
        t0 = time.perf_counter()
        kw = {} if a.playouts is None else {"playouts": a.playouts}
        r = solve(layout.geometry, faces, seconds=a.cap, **kw)
        dt = time.perf_counter() - t0
        rows.append({"deal": k, "seconds": dt, "verdict": r.verdict.value, "used": r.replays})
    ts = sorted(r["seconds"] for r in rows)

    def pct(p):
        return ts[min(len(ts) - 1, int(p * len(ts)))]

    print(
        f"n={len(ts)} mean={sum(ts) / len(ts) * 1000:.1f}ms p50={pct(0.5) * 1000:.1f}ms p90={pct(0.9) * 1000:.1f}ms "
        f"p99={pct(0.99) * 1000:.0f}ms max={ts[-1] * 1000:.0f}ms total={sum(ts):.1f}s"
    )
    from collections import Counter

    print(dict(Counter(r["verdict"] for r in rows)))
    for r in sorted(rows, key=lambda r: -r["seconds"])[:12]:
        print(f"  deal {r['deal']}: {r['seconds']:.3f}s {r['verdict']}")
    if a.out:
        with open(a.out, "w") as f:
            json.dump(rows, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
