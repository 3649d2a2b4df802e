"""The long fuzz run: 10,000 random inputs per parser (over 100,000 in all), then the counts.

    python tools/fuzz_long.py [--examples N] [--seed S] [-k EXPR]

Runs ``pytest tests/fuzz --hypothesis-profile=long`` (random, not derandomised, unlike CI) and
prints, per parser, how many inputs it got, how many were accepted, the errors by code and the
slowest input and the largest memory peak. Exit status: pytest's (non-zero when an input broke
the rule; hypothesis then prints the shrunk input and how to reproduce it).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run(examples: int, seed: int | None, select: str | None) -> tuple[int, dict, float]:
    with tempfile.TemporaryDirectory() as folder:
        counts_file = Path(folder) / "counts.json"
        env = dict(os.environ, FUZZ_COUNTS_FILE=str(counts_file), FUZZ_LONG_EXAMPLES=str(examples))
        env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
        command = [sys.executable, "-m", "pytest", "tests/fuzz", "-q", "-p", "no:cacheprovider"]
        command += ["--hypothesis-profile=long", "--timeout=0"]
        if seed is not None:
            command.append(f"--hypothesis-seed={seed}")
        if select:
            command += ["-k", select]
        start = time.perf_counter()
        status = subprocess.call(command, cwd=ROOT, env=env)
        seconds = time.perf_counter() - start
        counts = json.loads(counts_file.read_text()) if counts_file.exists() else {}
    return status, counts, seconds


def table(counts: dict) -> list[str]:
    lines = [
        f"{'parser':<20} {'inputs':>8} {'accepted':>9} {'slowest':>9} {'peak MB':>8}  refused by"
    ]
    total = 0
    for name, data in sorted(counts.items()):
        outcomes: dict[str, int] = data["outcomes"]
        n = sum(outcomes.values())
        total += n
        accepted = sum(v for k, v in outcomes.items() if k == "value" or k.startswith("value:"))
        refused = sorted(
            ((k, v) for k, v in outcomes.items() if not k.startswith("value")),
            key=lambda kv: -kv[1],
        )
        codes = ", ".join(f"{k.split(':', 1)[-1]} {v}" for k, v in refused[:6])
        if len(refused) > 6:
            codes += f", +{len(refused) - 6} more"
        lines.append(
            f"{name:<20} {n:>8,} {accepted:>9,} {data['seconds']:>8.3f}s"
            f" {data['bytes'] / 2**20:>8.1f}  {codes}"
        )
    lines.append(f"{'total':<20} {total:>8,}")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--examples", type=int, default=10_000, help="inputs per parser")
    parser.add_argument("--seed", type=int, default=None, help="hypothesis seed (default random)")
    parser.add_argument("-k", dest="select", default=None, help="only these parsers (pytest -k)")
    args = parser.parse_args(argv)
    status, counts, seconds = run(args.examples, args.seed, args.select)
    print()
    print("\n".join(table(counts)))
    print(
        f"{seconds:.0f} s; {'every input kept the rule' if status == 0 else 'RULE BROKEN (see above)'}"
    )
    return status


if __name__ == "__main__":
    sys.exit(main())
