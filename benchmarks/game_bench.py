#!/usr/bin/env python3
"""Game window speed: start-up to the first painted board, full repaints and pans of the
Turtle at 1920×1080, peak memory. Prints a table (targets from issue 4 beside each number).

    python benchmarks/game_bench.py [--starts 7] [--frames 60] [--json OUT]

Start-up is measured from launching a fresh interpreter to the end of the board view's first
paint (so imports, the deal with its solver proof, the window and the tile pixmaps all count).
Everything runs offscreen with user data in a temporary folder.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CHILD = r"""
import os, resource, statistics, sys, time, json
T0 = float(sys.argv[1])
from mahjong_qt.app.main import make_application
app = make_application(["bench"])
from mahjong_qt.app.window.main_window import GameStart, MainWindow
from mahjong_qt.core.paths import user_paths
from mahjong_qt.core.settings import Settings
from mahjong_qt.ui.i18n import Translations

translations = Translations(app)
translations.set_language("en")
window = MainWindow(user_paths(), Settings(), translations,
                    GameStart(layout_id="turtle", number=int(sys.argv[2])), persist=False)
window.resize(int(sys.argv[3]), int(sys.argv[4]))
window.show()
from mahjong_qt.app.command_line.screenshot import wait_for_board
wait_for_board(window)  # the deal is made in the solver worker
viewport = window.view.viewport()
viewport.repaint()  # the first painted board (synchronous)
first = time.time() - T0
mode = sys.argv[5]
out = {"startup": first}
if mode == "full":
    frames = int(sys.argv[6])
    window.view.fit()
    app.processEvents()
    full = []
    for _ in range(frames):
        t = time.perf_counter()
        viewport.repaint()
        full.append(time.perf_counter() - t)
    pan = []
    window.view.zoom_in()
    app.processEvents()
    h, v = window.view.horizontalScrollBar(), window.view.verticalScrollBar()
    for i in range(frames):
        step = 6 if (i // 15) % 2 == 0 else -6
        t = time.perf_counter()
        h.setValue(h.value() + step)  # scrolls the pixels, exposes a strip ...
        v.setValue(v.value() + step // 2)
        app.processEvents()  # ... which Qt paints now
        pan.append(time.perf_counter() - t)
    # play a few pairs and hints, as a player would, before reading the peak memory
    game = window.session.game
    clicks = []
    for _ in range(20):
        a, b = game.solution[len(game.board.history)]
        for tile in (a, b):
            t = time.perf_counter()
            window.play.click_tile(tile)  # the move, the snapshot, the status ...
            viewport.repaint()  # ... and the painted board
            clicks.append(time.perf_counter() - t)
    out.update(full=full, pan=pan, clicks=clicks)
out["peak_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print("RESULT " + json.dumps(out), flush=True)
"""


def run_child(home: str, number: int, size: tuple[int, int], mode: str, frames: int) -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MAHJONG_QT_HOME=home)
    t0 = time.time()
    proc = subprocess.run(
        [
            sys.executable,
            "-c",
            CHILD,
            repr(t0),
            str(number),
            str(size[0]),
            str(size[1]),
            mode,
            str(frames),
        ],
        env=env,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=600,
    )
    for line in proc.stdout.splitlines():
        if line.startswith("RESULT "):
            return json.loads(line[7:])
    raise SystemExit(f"benchmark child failed:\n{proc.stderr[-3000:]}")


def ms(values: list[float]) -> str:
    return f"{statistics.median(values) * 1000:7.2f}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--starts", type=int, default=7, help="cold starts to time")
    parser.add_argument("--frames", type=int, default=60, help="frames per paint measurement")
    parser.add_argument("--json", type=Path, help="also write the numbers here")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as home:
        starts = [
            run_child(home, n + 1, (1280, 860), "start", 0)["startup"] for n in range(args.starts)
        ]
        full = run_child(home, 1, (1920, 1080), "full", args.frames)
    p90 = sorted(full["pan"])[int(len(full["pan"]) * 0.9) - 1]
    rows = [
        (
            "start-up to first painted board (median, s)",
            f"{statistics.median(starts):7.3f}",
            "≤ 1.0",
        ),
        ("start-up, slowest of the runs (s)", f"{max(starts):7.3f}", ""),
        ("full repaint, Turtle at 1920×1080 (median, ms)", ms(full["full"]), "≤ 16"),
        ("frame during a pan (median, ms)", ms(full["pan"]), "≤ 8"),
        ("frame during a pan (p90, ms)", f"{p90 * 1000:7.2f}", ""),
        ("click to repainted board (median, ms)", ms(full["clicks"]), ""),
        ("peak memory (MB)", f"{full['peak_mb']:7.1f}", "≤ 250"),
    ]
    width = max(len(r[0]) for r in rows)
    print(f"{'measure':<{width}}  {'value':>7}  target")
    for name, value, target in rows:
        print(f"{name:<{width}}  {value}  {target}")
    if args.json:
        args.json.write_text(json.dumps({"starts": starts, **full}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
