#!/usr/bin/env python3
"""Editor speed: live validation after one edit on a 300-tile layout (target: median <= 30 ms).

    python benchmarks/editor_bench.py [--edits 200] [--json OUT]

Measures, in a real (offscreen) editor window holding a 300-tile layout, the time from pushing
one edit (place a tile, then undo it) until the scene, the layer panel and the validation panel
are up to date — everything the window does synchronously after an edit — and the same plus a
full repaint of the canvas. Also prints the validation alone and the quick clearability check
that runs after a pause in editing.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def layout_300() -> list[tuple[int, int, int]]:
    """300 tiles: a 14 x 12 base, a 10 x 9 level, an 8 x 5 level and a 1 x 2 top, straddled."""
    tiles = [(2 * x, 2 * y, 0) for x in range(14) for y in range(12)]
    tiles += [(2 * x + 3, 2 * y + 3, 1) for x in range(10) for y in range(9)]
    tiles += [(2 * x + 5, 2 * y + 5, 2) for x in range(8) for y in range(5)]
    tiles += [(12, 8, 3), (12, 10, 3)]
    assert len(tiles) == 300
    return tiles


def stats(samples: list[float]) -> dict[str, float]:
    ms = sorted(s * 1000 for s in samples)
    return {
        "median_ms": statistics.median(ms),
        "p90_ms": ms[int(0.9 * (len(ms) - 1))],
        "max_ms": ms[-1],
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--edits", type=int, default=200)
    parser.add_argument("--json", metavar="OUT")
    args = parser.parse_args()

    from PySide6.QtWidgets import QApplication

    from editor.checking.analysis import check_clearable
    from editor.checking.checks import QUICK_CLEAR_BUDGET
    from editor.checking.validation import validate
    from editor.editing import commands as cmd
    from editor.editing.document import LayoutDocument
    from editor.window.main_window import EditorWindow

    app = QApplication.instance() or QApplication([])
    window = EditorWindow()
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    tiles = layout_300()
    window.load_document(LayoutDocument.from_positions(tiles))
    app.processEvents()

    session = window.session
    edit_times, painted_times, validate_times = [], [], []
    spots = [(30 + 2 * (i % 10), 2 * (i // 10), 0) for i in range(args.edits)]
    for p in spots:
        t0 = time.perf_counter()
        session.push(cmd.place(session.doc, [p]))
        t1 = time.perf_counter()
        window.view.viewport().repaint()  # the canvas painted with the new tile
        t2 = time.perf_counter()
        session.undo_stack.undo()
        app.processEvents()
        edit_times.append(t1 - t0)
        painted_times.append(t2 - t0)
        t3 = time.perf_counter()
        validate(session.doc.tiles, session.doc.levels)
        validate_times.append(time.perf_counter() - t3)
    clear_times = []
    for _ in range(20):
        t0 = time.perf_counter()
        check_clearable(session.doc.positions(), QUICK_CLEAR_BUDGET)
        clear_times.append(time.perf_counter() - t0)

    results = {
        "tiles": len(tiles),
        "edits": args.edits,
        "edit_and_live_validation": stats(edit_times),
        "edit_validation_and_repaint": stats(painted_times),
        "validation_alone": stats(validate_times),
        "quick_clearability": stats(clear_times),
    }
    window.session.undo_stack.setClean()
    window.close()
    print(f"Editor benchmark: {len(tiles)}-tile layout, {args.edits} edits (place + undo)")
    print(f"{'measure':<28}{'median ms':>12}{'p90 ms':>10}{'max ms':>10}")
    names = (
        "edit_and_live_validation",
        "edit_validation_and_repaint",
        "validation_alone",
        "quick_clearability",
    )
    for name in names:
        r = results[name]
        print(f"{name:<28}{r['median_ms']:>12.2f}{r['p90_ms']:>10.2f}{r['max_ms']:>10.2f}")
    target = results["edit_and_live_validation"]["median_ms"]
    print(f"target: median <= 30 ms after one edit: {'OK' if target <= 30 else 'MISSED'}")
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
