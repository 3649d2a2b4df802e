#!/usr/bin/env python3
"""What one move costs the game window: a pair taken off the Turtle and put back (undo), through
the player's input, as the window shows it (the session's change reaching every part).

    python benchmarks/move_bench.py [--moves 200] [--repo PATH]

Prints the median milliseconds per move (a click that selects, a click that removes the pair,
an undo), the Python function calls it made on the GUI thread (cProfile's count: steady under
load, where the milliseconds are not), and how many tile items were drawn again per pair
removed. ``--repo``: measure
another checkout (run its code, e.g. a copy of an older commit), to compare interleaved.
Offscreen, user data in a temporary folder.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CHILD = r"""
import json, statistics, sys, time
from mahjong_qt.app.main import make_application
app = make_application(["bench"])
from mahjong_qt.app.board.tile_item import TileItem
from mahjong_qt.app.window.main_window import GameStart, MainWindow
from mahjong_qt.core.paths import user_paths
from mahjong_qt.core.settings import Settings
from mahjong_qt.ui.i18n import Translations

translations = Translations(app)
translations.set_language("en")
window = MainWindow(user_paths(), Settings(), translations,
                    GameStart(layout_id="turtle", number=1), persist=False)
window.resize(1400, 900)
window.show()
while window.session.game is None:
    app.processEvents()
for _ in range(50):
    app.processEvents()
drawn = []
show_state = TileItem.show_state
def spy(item, kind, look):
    drawn.append(item.index)
    show_state(item, kind, look)
TileItem.show_state = spy
import cProfile, pstats
profile = cProfile.Profile()
times, per_pair = [], []
for _ in range(int(sys.argv[1])):
    game = window.session.game
    a, b = game.board.free_pairs()[0]
    t0 = time.perf_counter()
    profile.enable()
    window.play.click_tile(a)
    drawn.clear()
    window.play.click_tile(b)
    per_pair.append(len(set(drawn)))
    window.actions_.undo.trigger()
    profile.disable()
    times.append(time.perf_counter() - t0)
    app.processEvents()
calls = pstats.Stats(profile).total_calls / len(times)
print("RESULT " + json.dumps({"ms": statistics.median(times) * 1000, "calls": calls,
                              "drawn": statistics.median(per_pair)}), flush=True)
window.close()
"""


def run(repo: Path, moves: int) -> dict:
    with tempfile.TemporaryDirectory() as home:
        env = dict(
            os.environ,
            HOME=home,
            XDG_DATA_HOME=f"{home}/data",
            XDG_CONFIG_HOME=f"{home}/config",
            XDG_CACHE_HOME=f"{home}/cache",
            QT_QPA_PLATFORM="offscreen",
            PYTHONPATH=str(repo),
        )
        out = subprocess.run(
            [sys.executable, "-c", CHILD, str(moves)],
            cwd=repo,
            env=env,
            capture_output=True,
            text=True,
            check=True,
        ).stdout
    line = next(x for x in out.splitlines() if x.startswith("RESULT "))
    return json.loads(line[len("RESULT ") :])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=200)
    parser.add_argument("--repo", type=Path, default=ROOT)
    args = parser.parse_args()
    result = run(args.repo.resolve(), args.moves)
    print(
        f"per move (select, remove, undo): {result['ms']:.2f} ms, "
        f"{result['calls']:.0f} Python calls on the GUI thread; "
        f"tile items drawn per pair removed: {result['drawn']:.0f}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
