"""Deal generation times, as the game makes deals, per layout and difficulty.

    python benchmarks/deal_bench.py                          # the bundled layouts
    python benchmarks/deal_bench.py --layouts /usr/share/kmahjongg/layouts --numbers 20
    python benchmarks/deal_bench.py --only turtle --numbers 100 --json out.json

Every layout (``*.json`` ours, anything else through the foreign-format importer) gets
``make_deal`` for game numbers 1..N at each difficulty. Printed per layout: p50, p99 and max per
difficulty, and every ``NoDealError`` with its code and message; then the layouts over the p99
target (``--p99``, issue 28's 150 ms by default), the refusals slower than 5 s, and the pooled
figures.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from mahjong_qt.core.deals import Difficulty, NoDealError, make_deal
from mahjong_qt.core.formats.errors import FormatError
from mahjong_qt.core.formats.imported import to_layout
from mahjong_qt.core.formats.importer import import_file
from mahjong_qt.core.layout import Layout, LayoutError, load_layout
from mahjong_qt.resources import layouts_dir

P99_TARGET = 0.150  # issue 28: every KMahjongg layout, normal and hard
REFUSAL_TARGET = 5.0


def pct(values: list[float], p: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(p * len(s)))]


def load_any(path: Path) -> Layout:
    if path.suffix == ".json":
        return load_layout(str(path))
    return to_layout(import_file(path), str(path))


def layouts_in(folder: Path, only: set[str]) -> list[tuple[str, Layout]]:
    out = []
    for path in sorted(folder.iterdir()):
        if path.suffix == ".desktop" or path.name.endswith(".schema.json") or not path.is_file():
            continue
        if only and path.stem not in only:
            continue
        try:
            out.append((path.stem, load_any(path)))
        except (FormatError, LayoutError) as e:
            print(f"{path.name}: not a layout ({e})")
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--layouts", default=str(layouts_dir()), help="a folder of layout files")
    ap.add_argument("--only", default="", help="layout file stems, comma separated")
    ap.add_argument("--numbers", type=int, default=20, help="game numbers 1..N")
    ap.add_argument("--difficulties", default="easy,normal,hard")
    ap.add_argument("--p99", type=float, default=P99_TARGET, help="the p99 target, seconds")
    ap.add_argument("--json")
    a = ap.parse_args()
    only = {s for s in a.only.split(",") if s}
    difficulties = [Difficulty(d) for d in a.difficulties.split(",")]
    rows = []
    over: list[str] = []
    slow_refusals: list[str] = []
    for name, layout in layouts_in(Path(a.layouts), only):
        line = [f"{name:<22} {layout.tile_count:>4} tiles"]
        for diff in difficulties:
            times, refusals = [], []
            for number in range(1, a.numbers + 1):
                start = time.perf_counter()
                try:
                    make_deal(layout, number, diff)
                    ok, code, message = True, "", ""
                except NoDealError as e:
                    ok, code, message = False, e.code, e.message
                dt = time.perf_counter() - start
                times.append(dt)
                rows.append(
                    {
                        "layout": name,
                        "tiles": layout.tile_count,
                        "difficulty": diff.value,
                        "number": number,
                        "seconds": dt,
                        "ok": ok,
                        "code": code,
                        "message": message,
                    }
                )
                if not ok:
                    refusals.append((number, code, message, dt))
            p99 = pct(times, 0.99)
            line.append(
                f"{diff.value} p50 {pct(times, 0.5) * 1e3:7.1f} ms p99 {p99 * 1e3:7.1f} ms"
                + (f" ({len(refusals)} refused)" if refusals else "")
            )
            if p99 > a.p99:
                over.append(
                    f"{name} {diff.value} p99 {p99 * 1e3:.1f} ms, max {max(times) * 1e3:.1f} ms"
                )
            for number, code, message, dt in refusals[:1]:
                print(f"    {name} {diff.value} #{number}: {code} in {dt:.2f} s: {message}")
            slow_refusals += [
                f"{name} {diff.value} #{n}: {dt:.1f} s" for n, _, _, dt in refusals if dt > 5
            ]
        print(" | ".join(line), flush=True)
    print()
    layouts = len({r["layout"] for r in rows})
    for diff in difficulties:
        ts = [r["seconds"] for r in rows if r["difficulty"] == diff.value]
        refused = sum(not r["ok"] for r in rows if r["difficulty"] == diff.value)
        names = {r["layout"] for r in rows if r["difficulty"] == diff.value and not r["ok"]}
        if ts:
            print(
                f"{diff.value:<7} {len(ts)} deals on {layouts} layouts: p50 {pct(ts, 0.5) * 1e3:.1f}"
                f" ms, p99 {pct(ts, 0.99):.2f} s, max {max(ts):.2f} s; refused {refused}"
                f" ({len(names)} layouts{': ' + ', '.join(sorted(names)) if names else ''})"
            )
    print(f"layouts over {a.p99 * 1e3:.0f} ms p99: {len(over)}" + ("" if not over else ": "))
    for o in over:
        print("  " + o)
    print(f"refusals slower than {REFUSAL_TARGET:.0f} s: {len(slow_refusals)}")
    for s in slow_refusals:
        print("  " + s)
    if a.json:
        with open(a.json, "w") as f:
            json.dump(rows, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
