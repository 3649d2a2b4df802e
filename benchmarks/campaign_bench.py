"""Campaign benchmark: build all 120 levels, deal each one, check every deal is winnable.

    python benchmarks/campaign_bench.py               # all 120 levels
    python benchmarks/campaign_bench.py --levels 1-40 # a range
    python benchmarks/campaign_bench.py --json out.json

For each level it prints the place, the shape family (or the classic layout), the tile count and
levels, the tiles free at the start, the layout's deal-friendliness score (random deals proven
winnable, of 12), the deal difficulty and the time to make the deal; the deal's solution is
replayed through ``Board`` (a failure is reported and the exit code is 1). Then the totals: the
time to build each place's layouts (the first level of a place builds the whole place) and deal
times p50/p90/max per difficulty. Also the race levels.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import time
from collections import Counter

from mahjong_qt.core.board import Board
from mahjong_qt.core.layout_generator import FRIENDLY_MIN, friendliness
from mahjong_qt.core.modes.campaign import LEVEL_COUNT, campaign_deal, campaign_level
from mahjong_qt.core.modes.race import RACE_LEVELS, race_deal, race_layout


def pct(values: list[float], p: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(p / 100 * len(s)))]


def parse_range(text: str) -> range:
    if "-" in text:
        a, b = text.split("-", 1)
        return range(int(a), int(b) + 1)
    return range(int(text), int(text) + 1)


def replays(layout, deal) -> bool:
    board = Board(layout.geometry, deal.faces)
    try:
        for a, b in deal.solution:
            board.remove_pair(a, b)
    except Exception:  # noqa: BLE001 - reported as a failure
        return False
    return board.is_won


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", default=f"1-{LEVEL_COUNT}", help="e.g. 1-120 or 37")
    parser.add_argument("--json", help="write the measures to this file")
    args = parser.parse_args(argv)
    print(
        f"machine: {platform.machine()}, {os.cpu_count()} CPUs, Python {platform.python_version()}"
    )
    rows = []
    failures = 0
    build_times: dict[int, float] = {}
    header = f"{'lvl':>3} {'place':<16} {'shape':<11} {'tiles':>5} {'levels':<16} {'free':>4}"
    print(header + f" {'friendly':>8} {'deal':<7} {'deal s':>7}  ok")
    for n in parse_range(args.levels):
        t0 = time.perf_counter()
        level = campaign_level(n)
        built = time.perf_counter() - t0
        build_times[level.place.index] = build_times.get(level.place.index, 0.0) + built
        layout = level.layout
        t1 = time.perf_counter()
        deal = campaign_deal(level)
        deal_s = time.perf_counter() - t1
        ok = replays(layout, deal)
        failures += not ok
        score = friendliness(layout.positions)
        row = {
            "level": n,
            "place": level.place.id,
            "shape": level.family or layout.id,
            "tiles": layout.tile_count,
            "levels": layout.level_counts(),
            "free": layout.free_at_start(),
            "friendly": score,
            "difficulty": level.difficulty,
            "deal_seconds": round(deal_s, 4),
            "ok": ok,
        }
        rows.append(row)
        levels = "/".join(str(c) for c in row["levels"])
        print(
            f"{n:>3} {level.place.name.en:<16} {row['shape']:<11} {row['tiles']:>5} {levels:<16}"
            f" {row['free']:>4} {score:>5}/12 {level.difficulty:<7} {deal_s:>7.3f}  {'ok' if ok else 'FAIL'}",
            flush=True,
        )
    print()
    for place, seconds in sorted(build_times.items()):
        print(f"place {place}: layouts built in {seconds:.2f} s")
    by_difficulty: dict[str, list[float]] = {}
    for row in rows:
        by_difficulty.setdefault(row["difficulty"], []).append(row["deal_seconds"])
    for difficulty, times in by_difficulty.items():
        print(
            f"{difficulty:<7} deals: n={len(times)} p50={pct(times, 50):.3f}s"
            f" p90={pct(times, 90):.3f}s max={max(times):.3f}s"
        )
    shapes = Counter(row["shape"] for row in rows)
    print("shapes:", ", ".join(f"{k} {v}" for k, v in shapes.most_common()))
    low = [row["level"] for row in rows if row["friendly"] < FRIENDLY_MIN]
    print(f"levels with friendliness under {FRIENDLY_MIN}/12: {len(low)} {low}")
    print()
    race_rows = []
    for level in RACE_LEVELS:
        t0 = time.perf_counter()
        layout = race_layout(level.id)
        built = time.perf_counter() - t0
        t1 = time.perf_counter()
        deal = race_deal(level.id, 1)
        deal_s = time.perf_counter() - t1
        ok = replays(layout, deal)
        failures += not ok
        race_rows.append(
            {
                "level": level.id,
                "tiles": layout.tile_count,
                "levels": layout.level_counts(),
                "build_seconds": round(built, 3),
                "deal_seconds": round(deal_s, 4),
                "ok": ok,
            }
        )
        print(
            f"{level.id:<16} {layout.tile_count:>4} tiles {layout.level_counts()}"
            f" built {built:.2f}s, deal {deal_s:.3f}s {'ok' if ok else 'FAIL'}"
        )
    print(f"\nfailures: {failures}")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump({"campaign": rows, "race": race_rows}, f, indent=1)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
