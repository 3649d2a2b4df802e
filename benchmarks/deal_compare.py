"""Deal times of two checkouts, interleaved deal by deal (a fair ratio on a shared machine).

    python benchmarks/deal_compare.py OTHER_CHECKOUT [--layouts DIR] [--only a,b] [--numbers 10]
                                      [--difficulties normal,hard] [--json OUT]

Two worker processes, one importing this checkout and one ``OTHER_CHECKOUT`` (``PYTHONPATH``),
make the same deals (``make_deal`` for game numbers 1..N on every layout of ``--layouts``, the
KMahjongg folder by default) one after the other, alternating which goes first. Each says how
long its deal took and a fingerprint of it (faces and solution), so the table also says whether
both make the same deals. Printed per layout and difficulty: p50, p99 and max of both, and the
ratio of the sums (ours / other); then the pooled figures.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

WORKER = r"""
import hashlib, json, sys, time
sys.path.insert(0, sys.argv[1])
from deal_bench import load_any
from mahjong_qt.core.deals import NoDealError, make_deal
from mahjong_qt.core.solver import native
print(json.dumps(native.describe()), flush=True)
layouts = {}
for line in sys.stdin:
    path, number, difficulty = json.loads(line)
    layout = layouts.get(path)
    if layout is None:
        layout = layouts[path] = load_any(__import__("pathlib").Path(path))
    start = time.perf_counter()
    try:
        deal = make_deal(layout, number, difficulty)
        mark = hashlib.sha256(repr((deal.faces, deal.solution)).encode()).hexdigest()[:16]
    except NoDealError as e:
        mark = "refused:" + e.code
    print(json.dumps([time.perf_counter() - start, mark]), flush=True)
"""


def _worker(checkout: Path) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=str(checkout))
    return subprocess.Popen(
        [sys.executable, "-c", WORKER, str(ROOT / "benchmarks")],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env=env,
        cwd=str(checkout),
    )


def _ask(worker: subprocess.Popen, task: list) -> tuple[float, str]:
    assert worker.stdin is not None and worker.stdout is not None
    worker.stdin.write(json.dumps(task) + "\n")
    worker.stdin.flush()
    seconds, mark = json.loads(worker.stdout.readline())
    return seconds, mark


def pct(values: list[float], p: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(p * len(s)))]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("other", type=Path, help="the other checkout")
    ap.add_argument("--layouts", default="/usr/share/kmahjongg/layouts")
    ap.add_argument("--only", default="", help="layout file stems, comma separated")
    ap.add_argument("--numbers", type=int, default=10)
    ap.add_argument("--difficulties", default="normal,hard")
    ap.add_argument("--json")
    a = ap.parse_args()
    only = {s for s in a.only.split(",") if s}
    paths = [
        p
        for p in sorted(Path(a.layouts).iterdir())
        if p.is_file()
        and p.suffix in (".layout", ".json")
        and not p.name.endswith(".schema.json")
        and (not only or p.stem in only)
    ]
    ours, other = _worker(ROOT), _worker(a.other.resolve())
    for name, w in (("ours", ours), ("other", other)):
        assert w.stdout is not None
        print(f"{name}: {json.loads(w.stdout.readline())}")
    rows, turn = [], 0
    for path in paths:
        for difficulty in a.difficulties.split(","):
            for number in range(1, a.numbers + 1):
                task = [str(path), number, difficulty]
                first, second = (ours, other) if turn % 2 == 0 else (other, ours)
                turn += 1
                got = {id(first): _ask(first, task), id(second): _ask(second, task)}
                (t_ours, m_ours), (t_other, m_other) = got[id(ours)], got[id(other)]
                rows.append([path.stem, difficulty, number, t_ours, t_other, m_ours == m_other])
            mine = [r for r in rows if r[0] == path.stem and r[1] == difficulty]
            to, tt = [r[3] for r in mine], [r[4] for r in mine]
            same = "same deals" if all(r[5] for r in mine) else "DIFFERENT DEALS"
            print(
                f"{path.stem:<14} {difficulty:<6} ours p50 {pct(to, 0.5) * 1e3:6.1f} p99"
                f" {pct(to, 0.99) * 1e3:6.1f} ms | other p50 {pct(tt, 0.5) * 1e3:6.1f} p99"
                f" {pct(tt, 0.99) * 1e3:6.1f} ms | ratio {sum(to) / sum(tt):.2f} | {same}",
                flush=True,
            )
    for w in (ours, other):
        assert w.stdin is not None
        w.stdin.close()
        w.wait()
    print()
    for difficulty in a.difficulties.split(","):
        mine = [r for r in rows if r[1] == difficulty]
        to, tt = [r[3] for r in mine], [r[4] for r in mine]
        over = sorted({r[0] for r in mine if r[3] > 0.150})
        print(
            f"{difficulty}: {len(mine)} deals; ours p50 {pct(to, 0.5) * 1e3:.1f} ms, p99"
            f" {pct(to, 0.99) * 1e3:.1f} ms, max {max(to) * 1e3:.1f} ms; other p50"
            f" {pct(tt, 0.5) * 1e3:.1f} ms, p99 {pct(tt, 0.99) * 1e3:.1f} ms, max"
            f" {max(tt) * 1e3:.1f} ms; ratio of sums {sum(to) / sum(tt):.2f};"
            f" layouts with a deal over 150 ms (ours): {len(over)}"
        )
    print("same deals everywhere:", all(r[5] for r in rows))
    if a.json:
        Path(a.json).write_text(json.dumps(rows), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
