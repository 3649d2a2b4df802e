"""Time the difficulty atlas per layout (issue 17): random deals decided by the exact solver,
plus the random player's games on the winnable ones.

    PYTHONPATH=. python benchmarks/atlas_bench.py [--deals 100] [--playouts 10] [FILES...]

Without FILES: every bundled layout. Prints one line per layout (time, time per deal, figures)
and the total. Nothing is cached here: every run measures.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mahjong_qt.core.difficulty_atlas import DEFAULT_PLAYOUTS, measure_layout  # noqa: E402
from mahjong_qt.core.layout import load_layout  # noqa: E402
from mahjong_qt.resources import bundled_layout_files  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", type=Path)
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--playouts", type=int, default=DEFAULT_PLAYOUTS)
    args = parser.parse_args(argv)
    files = args.files or bundled_layout_files()
    print(f"{'layout':<24}{'tiles':>6}{'seconds':>9}{'ms/deal':>9}{'winnable':>10}{'random':>9}")
    total = 0.0
    for path in files:
        layout = load_layout(path)
        start = time.perf_counter()
        entry = measure_layout(layout, args.deals, playouts=args.playouts)
        took = time.perf_counter() - start
        total += took
        share = entry.winnable_share or 0.0
        rate = entry.random_win_rate or 0.0
        print(
            f"{layout.id:<24}{layout.tile_count:>6}{took:>9.2f}{1000 * took / args.deals:>9.1f}"
            f"{100 * share:>9.1f}%{100 * rate:>8.1f}%"
        )
    print(f"total {total:.2f} s for {len(files)} layouts, {args.deals} deals each")
    return 0


if __name__ == "__main__":
    sys.exit(main())
