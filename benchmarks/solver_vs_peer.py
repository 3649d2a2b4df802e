"""Our solver side by side with the peer (ffalt/mah's TypeScript port of de Bondt's solver).

    python benchmarks/solver_vs_peer.py --peer /tmp/peer/build/peer_worker.js \
        --layout turtle --deals 300 [--seed 1] [--json out.json]

Both solvers get the same uniformly random deals, interleaved (deal k goes to the peer first
when k is even, to ours first when it is odd), so a load change on the shared machine hits both
alike. Each side times only its own solve (the peer inside its Node worker with
``process.hrtime``, ours around :func:`mahjong_qt.core.solver.solve`), not the pipe. The script
prints verdict agreement and the ours/peer ratios of the mean, p50, p90, p99 and max times, and
of the total time on deals that cannot be won. ``--json`` keeps every deal.

Building the peer (never committed; its code stays out of this repository)::

    # with the repository tool ``fetch github:ffalt/mah`` (or a git clone of it):
    mkdir -p /tmp/peer/build && cd /tmp/peer
    git --git-dir=<mirror of ffalt/mah> archive HEAD src/app/model/solver | tar -x
    cd build && npm init -y && npm install esbuild@0.24
    # worker.ts: read one JSON line {"stones": [[x, y, z, group], ...]}, build StonePosition
    # objects {x, y, z, v: group, groupNr: group}, time `new Solver().solveLayout(stones)` with
    # process.hrtime and write {"remain": r, "seconds": s} (r == 0: winnable) as one line.
    ./node_modules/.bin/esbuild worker.ts --bundle --platform=node --target=node20 \
        --outfile=peer_worker.js

The peer's coordinates are ours (x, y in half tiles, z the level), shifted to be non-negative; a
tile's group is its match key. The peer only handles groups of 2 and 4 tiles, so layouts of more
than 144 tiles (groups of 6 or 8) are refused.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from collections import Counter

from mahjong_qt.core.deal import random_faces
from mahjong_qt.core.layout import Layout, load_layout
from mahjong_qt.core.rng import Rng
from mahjong_qt.core.solver import solve
from mahjong_qt.core.tiles import TileSetVariant, match_key
from mahjong_qt.resources import layouts_dir

WARM_UP = 5  # deals solved by both before timing (the peer's JIT, our caches)


def stats(times: list[float]) -> dict[str, float]:
    s = sorted(times)

    def pct(p: float) -> float:
        return s[min(len(s) - 1, int(p * len(s)))]

    return {
        "mean": sum(s) / len(s),
        "p50": pct(0.50),
        "p90": pct(0.90),
        "p99": pct(0.99),
        "max": s[-1],
    }


class Peer:
    """The long-lived Node worker."""

    def __init__(self, script: str):
        self.proc = subprocess.Popen(
            ["node", script],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            bufsize=1,
        )

    def solve(self, stones: list[list[int]]) -> tuple[bool, float]:
        assert self.proc.stdin and self.proc.stdout
        self.proc.stdin.write(json.dumps({"stones": stones}) + "\n")
        self.proc.stdin.flush()
        reply = json.loads(self.proc.stdout.readline())
        return reply["remain"] == 0, reply["seconds"]

    def close(self) -> None:
        assert self.proc.stdin
        self.proc.stdin.close()
        self.proc.wait(timeout=10)


def stones_of(layout: Layout, faces: list[int]) -> list[list[int]]:
    pos = layout.geometry.positions
    x0 = min(p[0] for p in pos)
    y0 = min(p[1] for p in pos)
    z0 = min(p[2] for p in pos)
    return [[x - x0, y - y0, z - z0, match_key(f)] for (x, y, z), f in zip(pos, faces, strict=True)]


def ours(layout: Layout, faces: list[int]) -> tuple[bool, float]:
    start = time.perf_counter()
    result = solve(layout.geometry, faces)
    return result.winnable, time.perf_counter() - start


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--peer", default="/tmp/peer/build/peer_worker.js")
    ap.add_argument("--layout", default="turtle")
    ap.add_argument("--deals", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json")
    a = ap.parse_args()
    if not os.path.exists(a.peer):
        print(f"no peer worker at {a.peer}: build it as this script's docstring says")
        return 2
    layout = load_layout(str(layouts_dir() / f"{a.layout}.json"))
    rng = Rng.from_key("solver-vs-peer", a.layout, a.seed)
    peer = Peer(a.peer)
    rows = []
    try:
        for k in range(WARM_UP + a.deals):
            faces = random_faces(layout.tile_count, TileSetVariant.FULL, rng)
            sizes = Counter(match_key(f) for f in faces)
            if set(sizes.values()) - {2, 4}:
                print("the peer handles groups of 2 and 4 tiles only")
                return 2
            stones = stones_of(layout, faces)
            if k % 2 == 0:
                pw, pt = peer.solve(stones)
                ow, ot = ours(layout, faces)
            else:
                ow, ot = ours(layout, faces)
                pw, pt = peer.solve(stones)
            if k >= WARM_UP:
                rows.append(
                    {"deal": k - WARM_UP, "ours": ot, "peer": pt, "win": ow, "peer_win": pw}
                )
            if (k + 1) % 50 == 0:
                print(f"  {k + 1} deals", file=sys.stderr, flush=True)
    finally:
        peer.close()
    agree = sum(r["win"] == r["peer_win"] for r in rows)
    won = sum(r["win"] for r in rows)
    so, sp = stats([r["ours"] for r in rows]), stats([r["peer"] for r in rows])
    ratios = {k: so[k] / sp[k] for k in so}
    lost = [r for r in rows if not r["win"]]
    lost_ratio = (
        sum(r["ours"] for r in lost) / sum(r["peer"] for r in lost) if lost else float("nan")
    )
    per_deal = sorted(r["ours"] / r["peer"] for r in rows)
    print(f"{a.layout}: {len(rows)} deals (seed {a.seed}), interleaved, one process each")
    print(f"verdicts equal: {agree}/{len(rows)}  ({won} winnable, {len(rows) - won} not)")
    for name, s in (("ours", so), ("peer", sp)):
        print(
            f"  {name}: mean {s['mean'] * 1e3:.2f} ms  p50 {s['p50'] * 1e3:.2f}  "
            f"p90 {s['p90'] * 1e3:.2f}  p99 {s['p99'] * 1e3:.1f}  max {s['max'] * 1e3:.1f}"
        )
    print(
        "  ratio ours/peer: "
        + "  ".join(f"{k} {v:.2f}" for k, v in ratios.items())
        + f"  (lost deals, total time: {lost_ratio:.2f}; per-deal ratio median"
        f" {per_deal[len(per_deal) // 2]:.2f})"
    )
    if a.json:
        out = {
            "layout": a.layout,
            "seed": a.seed,
            "agree": agree,
            "deals": len(rows),
            "winnable": won,
            "ours": so,
            "peer": sp,
            "ratio": ratios,
            "lost_total_ratio": lost_ratio,
            "rows": rows,
        }
        with open(a.json, "w") as f:
            json.dump(out, f, indent=1)
    return 0 if agree == len(rows) else 1


if __name__ == "__main__":
    sys.exit(main())
