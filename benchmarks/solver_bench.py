"""Solver benchmark: verdicts and times on random deals, then deals, hints and shuffles.

    python benchmarks/solver_bench.py                 # 1,000 Turtle deals, 60 s cap each
    python benchmarks/solver_bench.py --deals 100     # quicker
    python benchmarks/solver_bench.py --json out.json

Random deals come from a fixed seed (``--seed``), so two runs solve the same deals. Figures and
the machine they were measured on go into ``benchmarks/SOLVER.md``.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import time
from collections import Counter
from pathlib import Path

from mahjong_qt.core.board import Board
from mahjong_qt.core.deal import random_faces
from mahjong_qt.core.deals import Difficulty, make_deal
from mahjong_qt.core.hints import HintStatus, find_hints
from mahjong_qt.core.layout import Layout, load_layout
from mahjong_qt.core.rng import Rng
from mahjong_qt.core.shuffle import solvable_shuffle
from mahjong_qt.core.solver import solve
from mahjong_qt.core.tiles import TileSetVariant
from mahjong_qt.resources import layouts_dir


def stats(times: list[float]) -> dict[str, float]:
    """Count, mean and percentiles (seconds)."""
    if not times:
        return {"n": 0}
    s = sorted(times)

    def pct(p: float) -> float:
        return s[min(len(s) - 1, int(p * len(s)))]

    return {
        "n": len(s),
        "mean": sum(s) / len(s),
        "p50": pct(0.50),
        "p90": pct(0.90),
        "p99": pct(0.99),
        "max": s[-1],
    }


def fmt(name: str, st: dict[str, float]) -> str:
    if not st.get("n"):
        return f"{name:<22} (none)"
    ms = {k: v * 1000 for k, v in st.items() if k != "n"}
    return (
        f"{name:<22} n={st['n']:<5} mean {ms['mean']:9.2f} ms  p50 {ms['p50']:8.2f}  "
        f"p90 {ms['p90']:8.2f}  p99 {ms['p99']:9.2f}  max {ms['max']:9.2f}"
    )


def bench_random_deals(layout: Layout, count: int, seed: int, cap: float) -> dict:
    rng = Rng.from_key("solver-bench", seed)
    verdicts: Counter[str] = Counter()
    times: list[float] = []
    slowest: list[tuple[float, int, str]] = []
    for k in range(count):
        faces = random_faces(layout.tile_count, TileSetVariant.FULL, rng)
        start = time.perf_counter()
        result = solve(layout.geometry, faces, seconds=cap)
        elapsed = time.perf_counter() - start
        times.append(elapsed)
        verdicts[result.verdict.value] += 1
        slowest.append((elapsed, k, result.verdict.value))
        if (k + 1) % 100 == 0:
            print(f"  {k + 1} deals, {dict(verdicts)}", file=sys.stderr, flush=True)
    slowest.sort(reverse=True)
    return {
        "verdicts": dict(verdicts),
        "not_winnable_percent": 100.0 * verdicts["not_winnable"] / max(1, count),
        "time": stats(times),
        "slowest": [{"deal": k, "seconds": t, "verdict": v} for t, k, v in slowest[:10]],
    }


def bench_deal_generation(layout: Layout, counts: dict[Difficulty, int]) -> dict:
    out = {}
    for difficulty, n in counts.items():
        times = []
        for number in range(1, n + 1):
            start = time.perf_counter()
            make_deal(layout, number, difficulty)
            times.append(time.perf_counter() - start)
        out[difficulty.value] = stats(times)
    return out


def bench_hints_and_shuffles(layout: Layout, games: int) -> dict:
    """Play games: mostly the first safe hint, now and then a random legal pair (which may leave
    the kept pairing, forcing a re-solve); time every hint request, and a shuffle every 10
    moves."""
    hint_times: list[float] = []
    shuffle_times: list[float] = []
    outcomes: Counter[str] = Counter()
    for number in range(1, games + 1):
        deal = make_deal(layout, number, Difficulty.NORMAL)
        board = Board(layout.geometry, deal.faces)
        solution = deal.solution
        rng = Rng.from_key("hint-bench", number)
        moves = 0
        while not board.is_won:
            start = time.perf_counter()
            result = find_hints(board, solution, seconds=60)
            hint_times.append(time.perf_counter() - start)
            solution = result.solution
            if result.status is not HintStatus.WINNABLE or not result.hints:
                break
            if moves % 10 == 9:
                start = time.perf_counter()
                solvable_shuffle(
                    board.geometry, board.faces, board.present, seed=number * 1000 + moves
                )
                shuffle_times.append(time.perf_counter() - start)
            if rng.random() < 0.2:
                hint = rng.choice(result.hints)
            else:
                hint = result.hints[0]
            board.remove_pair(hint.a, hint.b)
            moves += 1
        outcomes["won" if board.is_won else "lost"] += 1
    return {
        "hint": stats(hint_times),
        "shuffle": stats(shuffle_times),
        "games": dict(outcomes),
    }


def machine() -> dict:
    return {
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "system": f"{platform.system()} {platform.release()}",
        "machine": platform.machine(),
        "processor": platform.processor() or _cpu_model(),
        "cpus": os.cpu_count(),
    }


def _cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return "unknown"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--layout", default=str(layouts_dir() / "turtle.json"))
    parser.add_argument("--deals", type=int, default=1000, help="random deals to solve")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--cap", type=float, default=60.0, help="seconds per deal")
    parser.add_argument("--generate", type=int, default=100, help="easy and normal deals made")
    parser.add_argument("--hard", type=int, default=30, help="hard deals made")
    parser.add_argument("--games", type=int, default=20, help="games played for hints/shuffles")
    parser.add_argument("--json", metavar="OUT", help="also write the figures as JSON")
    args = parser.parse_args(argv)

    layout = load_layout(args.layout)
    report: dict = {"machine": machine(), "layout": layout.id, "seed": args.seed}
    print(f"machine: {report['machine']}")
    print(f"layout: {layout.id} ({layout.tile_count} tiles)")

    if args.deals:
        print(f"solving {args.deals} random deals (cap {args.cap:g} s each)...")
        solved = bench_random_deals(layout, args.deals, args.seed, args.cap)
        report["random_deals"] = solved
        print(
            f"verdicts: {solved['verdicts']}  not winnable: {solved['not_winnable_percent']:.2f} %"
        )
        print(fmt("solve", solved["time"]))

    counts = {
        Difficulty.EASY: args.generate,
        Difficulty.NORMAL: args.generate,
        Difficulty.HARD: args.hard,
    }
    generated = bench_deal_generation(layout, counts)
    report["deal_generation"] = generated
    for name, st in generated.items():
        print(fmt(f"deal {name}", st))

    if args.games:
        played = bench_hints_and_shuffles(layout, args.games)
        report["hints_and_shuffles"] = played
        print(fmt("safe hint", played["hint"]))
        print(fmt("shuffle", played["shuffle"]))
        print(f"games: {played['games']}")

    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
