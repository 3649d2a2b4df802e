#!/usr/bin/env python3
"""Write a library of small made-up layouts, as KMahjongg would install them, for the layout
browser's test and benchmark (issue 17).

    python tools/sample_library.py FOLDER [--count 1500]

Makes ``FOLDER/kmahjongg/layouts/sample-NNNN.layout`` (KMahjongg v1.1) and a ``.desktop`` beside
each with an English and a French name; point ``XDG_DATA_DIRS`` at ``FOLDER`` to see them. Layout
``n`` is a block of ``2 + n % 7`` by ``2 + n % 5`` tiles with one or two tiles on top (for an even
count) and, further right, a pair of tiles whose place says ``n // 35``: every layout differs.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

__all__ = ["sample_positions", "write_sample_library"]

_WORDS = ("Garden", "River", "Tower", "Bridge", "Gate", "Hill", "Lake")
_MOTS = ("Jardin", "Rivière", "Tour", "Pont", "Porte", "Colline", "Lac")


def sample_positions(n: int) -> list[tuple[int, int, int]]:
    cols, rows = 2 + n % 7, 2 + n % 5
    base = [(2 * x, 2 * y, 0) for y in range(rows) for x in range(cols)]
    top = [(0, 0, 1), (2, 0, 1)] if len(base) % 2 == 0 else [(1, 0, 1)]  # an even count
    far = 2 * cols + 4 + 2 * (n // 35)
    return base + top + [(far, 0, 0), (far, 2, 0)]


def kmahjongg_text(positions: list[tuple[int, int, int]]) -> str:
    """A KMahjongg ``.layout`` file's text (v1.1) of ``positions``."""
    width = max(x for x, _, _ in positions) + 2
    height = max(y for _, y, _ in positions) + 2
    depth = max(z for _, _, z in positions) + 1
    grid = [[["."] * width for _ in range(height)] for _ in range(depth)]
    for x, y, z in positions:
        grid[z][y][x], grid[z][y][x + 1] = "1", "2"
        grid[z][y + 1][x], grid[z][y + 1][x + 1] = "4", "3"
    lines = ["kmahjongg-layout-v1.1", f"w{width}", f"h{height}", f"d{depth}"]
    lines += ["".join(row) for level in grid for row in level]
    return "\n".join(lines) + "\n"


def write_sample_library(folder: Path, count: int) -> Path:
    """Write ``count`` layouts under ``folder``; returns their directory."""
    out = folder / "kmahjongg" / "layouts"
    out.mkdir(parents=True, exist_ok=True)
    for n in range(count):
        stem = f"sample-{n:04d}"
        (out / f"{stem}.layout").write_text(kmahjongg_text(sample_positions(n)))
        word, mot = _WORDS[n % len(_WORDS)], _MOTS[n % len(_MOTS)]
        (out / f"{stem}.desktop").write_text(
            f"[KMahjonggLayout]\nName={word} {n}\nName[fr]={mot} {n}\nFileName={stem}.layout\n"
        )
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--count", type=int, default=1500)
    args = parser.parse_args(argv)
    print(write_sample_library(args.folder, args.count))
    return 0


if __name__ == "__main__":
    sys.exit(main())
