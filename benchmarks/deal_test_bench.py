#!/usr/bin/env python3
"""The editor's Test Deals on a hard 228-tile layout: one worker after the other (as before, one
job for all the deals) against one job per deal in the shared worker pool (now).

    python benchmarks/deal_test_bench.py [--deals 10]

The layout is 57 piles of four tiles, ten piles to a row, side by side: random deals on it are
hard to decide, so some reach the solver's time cap (3 s a deal) and are undecided, as in the
report of issue 15 (a 228-tile layout, 22 s). Prints the wall time of both ways and the verdicts.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from editor.checking.analysis import DEAL_SECONDS, solve_deal  # noqa: E402
from editor.checking.call_job import CallJob  # noqa: E402
from mahjong_qt.core.jobs import JobPool, SolverWorker  # noqa: E402


def piles_228() -> list[tuple[int, int, int]]:
    return [((i % 10) * 2, (i // 10) * 2, z) for i in range(57) for z in range(4)]


def run(pool: JobPool, deals: int) -> tuple[float, list[str]]:
    positions = tuple(piles_228())
    pool.submit(CallJob(len, ((),)), 30).result()  # the workers are started before the clock
    if pool.size > 1:
        warm = [pool.submit(CallJob(time.sleep, (0.5,)), 30) for _ in range(pool.size)]
        for handle in warm:
            handle.result()
    start = time.perf_counter()
    handles = [
        pool.submit(CallJob(solve_deal, (positions, n, DEAL_SECONDS)), 600)
        for n in range(1, deals + 1)
    ]
    verdicts = [h.result() for h in handles]
    return time.perf_counter() - start, verdicts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=10)
    args = parser.parse_args()
    for label, pool in (("one worker (before)", SolverWorker()), ("pool of 2 (now)", JobPool(2))):
        with pool:
            seconds, verdicts = run(pool, args.deals)
        counts = {v: verdicts.count(v) for v in sorted(set(verdicts))}
        print(f"{label:22} {seconds:6.2f} s  {counts}")


if __name__ == "__main__":
    main()
