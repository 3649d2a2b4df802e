"""The compiled solver against the pure-Python one, interleaved in one process.

    python tools/build_compiled.py   # first: the compiled modules in the checkout
    PYTHONPATH=. python benchmarks/compiled_bench.py [--layouts turtle fortress pyramid]
        [--deals 200] [--seed 1]

Loads a second, pure copy of the solver beside the compiled one
(:func:`mahjong_qt.core.solver.native.pure_copy`) and gives both the same uniformly random
deals, deal by deal, alternating which goes first, so a load change on a shared machine hits
both alike. Checks that both give the same verdict, solution and work count on every deal, and
prints per layout the mean, p50, p90 and max solve times of each and the pure/compiled ratios
(the speed-up), then the cost of one solver play-out and of one relaxed replay (best of three
rounds). Prints the load average.
"""

from __future__ import annotations

import argparse
import os
import sys
import time

from mahjong_qt.core import solver
from mahjong_qt.core.deal import random_faces
from mahjong_qt.core.layout import load_layout
from mahjong_qt.core.rng import Rng
from mahjong_qt.core.solver import native
from mahjong_qt.core.tiles import TileSetVariant
from mahjong_qt.resources import layouts_dir

PKG = "mahjong_qt.core.solver"


def stats(times: list[float]) -> dict[str, float]:
    s = sorted(times)
    return {
        "mean": sum(s) / len(s),
        "p50": s[len(s) // 2],
        "p90": s[min(len(s) - 1, int(0.9 * len(s)))],
        "max": s[-1],
    }


def timed(solve, geometry, faces) -> tuple[tuple, float]:
    start = time.perf_counter()
    r = solve(geometry, faces)
    return (r.verdict.value, r.solution, r.replays), time.perf_counter() - start


def best_of_three(work) -> float:
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        work()
        best = min(best, time.perf_counter() - start)
    return best


def phases(variant: dict, layout, deals: list[list[int]]) -> tuple[float, float]:
    """Seconds per solver play-out and per relaxed replay (built and run) on these deals."""
    build = variant[f"{PKG}.problem"].Problem.build
    play_out = variant[f"{PKG}.playout"].play_out
    replay = variant[f"{PKG}.replay"].RelaxedReplay
    problems = [build(layout.geometry, f) for f in deals]

    def plays():
        for p in problems:
            rng = Rng.from_key("compiled-bench", 1)
            for _ in range(10):
                play_out(p, rng)

    def replays():
        for p in problems:
            for _ in range(10):
                replay(p).run()

    n = 10 * len(problems)
    return best_of_three(plays) / n, best_of_three(replays) / n


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--layouts", nargs="+", default=["turtle", "fortress", "pyramid"])
    ap.add_argument("--deals", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    if not solver.compiled():
        print(f"{native.describe()}: build it first (tools/build_compiled.py)")
        return 2
    pure = native.pure_copy()
    variants = {"compiled": {PKG: solver, **{k: sys.modules[k] for k in pure}}, "pure": pure}
    print(native.describe(), f"| load average {os.getloadavg()[0]:.1f}")
    for name in a.layouts:
        layout = load_layout(str(layouts_dir() / f"{name}.json"))
        rng = Rng.from_key("compiled-bench", name, a.seed)
        deals = [random_faces(layout.tile_count, TileSetVariant.FULL, rng) for _ in range(a.deals)]
        times: dict[str, list[float]] = {"compiled": [], "pure": []}
        agree = 0
        for k, faces in enumerate(deals):
            order = ("compiled", "pure") if k % 2 else ("pure", "compiled")
            answers = {}
            for v in order:
                answers[v], t = timed(variants[v][PKG].solve, layout.geometry, faces)
                times[v].append(t)
            agree += answers["compiled"] == answers["pure"]
        sc, sp = stats(times["compiled"]), stats(times["pure"])
        ratios = "  ".join(f"{k} {sp[k] / sc[k]:.2f}" for k in sc)
        print(f"{name}: {a.deals} deals, same answers (verdict, solution, work) {agree}/{a.deals}")
        for v, s in (("pure", sp), ("compiled", sc)):
            print(
                f"  {v:8}: mean {s['mean'] * 1e3:7.2f} ms  p50 {s['p50'] * 1e3:6.2f}  "
                f"p90 {s['p90'] * 1e3:7.2f}  max {s['max'] * 1e3:8.1f}"
            )
        print(f"  speed-up pure/compiled: {ratios}")
        sample = deals[:20]
        (pc, rc), (pp, rp) = (
            phases(variants["compiled"], layout, sample),
            phases(pure, layout, sample),
        )
        print(
            f"  one play-out {pp * 1e3:.3f} -> {pc * 1e3:.3f} ms ({pp / pc:.2f}x), "
            f"one relaxed replay {rp * 1e3:.3f} -> {rc * 1e3:.3f} ms ({rp / rc:.2f}x)"
        )
        if agree != a.deals:
            return 1
    print(f"load average {os.getloadavg()[0]:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
