#!/usr/bin/env python3
"""Measure Difficulty pressed in the layout browser: seconds from the press to the first count
("Measuring “Tower”: 0 of 200 deals…"), and to the first deal counted ("1 of 200"), with the
idle measurer busy or not (issue 28, ninth session).

    python benchmarks/measure_now_bench.py [--runs 3] [--layout kmahjongg-tower] [--idle 4]
                                           [--root CHECKOUT] [--compare OTHER_CHECKOUT]

Each run is a fresh interpreter running the real entry point (``mahjong-qt --layout turtle``,
offscreen, its own user data, the machine's layouts as installed: KMahjongg's here, unmeasured,
so the idle measurer has work). Case "idle measurer busy": once the board has painted the game
is paused (the idle measurer starts measuring the machine's layouts), ``--idle`` seconds later
Game → New Game is triggered, the card whose id is ``--layout`` chosen and *Measure Difficulty*
pressed. Case "game running": the same without the pause. What the pool runs and queues at the
press is printed with ``--verbose``. ``--compare`` runs a second checkout interleaved. No figure
is a test.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from startup_bench import PROBE as STARTUP_PROBE
from startup_bench import stop

ROOT = Path(__file__).resolve().parent.parent

MEASURE = r"""
import sys, time

IDLE_MS, PAUSE, WANTED = int(sys.argv[1]), sys.argv[2] == "1", sys.argv[3]
del sys.argv[1:4]


def ON_BOARD(window):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QDialog

    def pool_state():
        from mahjong_qt.core import jobs

        pool = jobs._SHARED
        if pool is None:
            return "no pool"
        running = [type(w.handle.job).__name__ for w in pool._workers if w.handle is not None]
        queued = [type(h.job).__name__ for h in pool._queue]
        return f"running={running} queued={queued}"

    def press(dialog):
        browser = dialog.browser
        key = next((r.key for r in browser.model.rows if r.item.id == WANTED), None)
        if key is None:
            print("DONE no such card", flush=True)
            dialog.reject()
            return
        browser.select_key(key)
        t0 = time.monotonic()
        print(f"STATE {pool_state()}", flush=True)

        def counted(_key, done, deals):
            if not heard:
                print(f"FIRST {time.monotonic() - t0!r} {browser.status.text()!r}", flush=True)
            heard.append(done)
            if done >= 1:  # the first deal decided
                print(f"ONE {time.monotonic() - t0!r} {browser.status.text()!r}", flush=True)
                dialog.meter.progressed.disconnect(counted)
                QTimer.singleShot(0, dialog.reject)

        heard = []

        dialog.meter.progressed.connect(counted)
        browser.measure_button.click()
        print(f"SAID {browser.status.text()!r}; then {pool_state()}", flush=True)

    exec_ = QDialog.exec

    def exec_watched(dialog):
        if hasattr(dialog, "browser"):
            QTimer.singleShot(0, lambda: press(dialog))
        return exec_(dialog)

    QDialog.exec = exec_watched

    def open_browser():
        window.screens.ask_new_game()
        print("DONE", flush=True)
        QApplication.instance().quit()

    if PAUSE:
        window.play.set_paused(True)
    QTimer.singleShot(IDLE_MS, open_browser)
"""
PROBE = MEASURE + STARTUP_PROBE


def run(
    root: Path, home: Path, idle: float, pause: bool, layout: str, verbose: bool
) -> tuple[float, float]:
    """Seconds from the press to the first count, and to the first deal counted."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MAHJONG_QT_HOME=str(home))
    env["PYTHONPATH"] = str(root) + os.pathsep + env.get("PYTHONPATH", "")
    args = [sys.executable, "-c", PROBE, str(int(idle * 1000)), "1" if pause else "0", layout]
    args += ["--layout", "turtle"]
    proc = subprocess.Popen(
        args, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, cwd=root
    )
    heard: dict[str, float] = {}  # FIRST, ONE: seconds from the press
    assert proc.stdout is not None
    for line in proc.stdout:
        word, _, rest = line.partition(" ")
        if verbose and word in ("STATE", "SAID", "FIRST", "ONE"):
            print(f"  {line.rstrip()}")
        if word in ("FIRST", "ONE"):
            heard.setdefault(word, float(rest.split()[0]))
        elif word.startswith("DONE"):
            break
    stop(proc)  # its work is done (or it failed: then no count)
    if "FIRST" not in heard or "ONE" not in heard:
        raise SystemExit(f"{root}: no count was shown")
    return heard["FIRST"], heard["ONE"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="game starts per case and checkout")
    parser.add_argument("--layout", default="kmahjongg-tower", help="the id of the card measured")
    parser.add_argument("--idle", type=float, default=4.0, help="seconds from the board on")
    parser.add_argument("--root", type=Path, help="run this checkout of the game instead")
    parser.add_argument("--compare", type=Path, help="also run this checkout, interleaved")
    parser.add_argument("--verbose", action="store_true", help="print each run's pool state")
    args = parser.parse_args()
    roots = [(args.root or ROOT).resolve()]
    if args.compare is not None:
        roots.append(args.compare.resolve())
    load = os.getloadavg()
    cases = {"idle measurer busy": True, "game running": False}
    results: dict[tuple[str, Path], list[tuple[float, float]]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for n in range(args.runs):
            for case, pause in cases.items():
                for k, root in enumerate(roots):
                    home = Path(tmp) / f"home-{k}-{n}-{pause}"
                    if args.verbose:
                        print(f"{case}, {root}:")
                    first = run(root, home, args.idle, pause, args.layout, args.verbose)
                    results.setdefault((case, root), []).append(first)
    print(f"Measure Difficulty on {args.layout!r}: seconds from the press (offscreen)")
    print(f"{'case':<20} {'checkout':<28} {'first count':>24} {'1st deal counted':>24}")
    for (case, root), runs in results.items():
        cells = []
        for times in ([f for f, _o in runs], [o for _f, o in runs]):
            each = " ".join(f"{t:.2f}" for t in times)
            cells.append(f"{statistics.median(times):5.2f} ({each})")
        print(f"{case:<20} {str(root)[-28:]:<28} {cells[0]:>24} {cells[1]:>24}")
    loads = " ".join(f"{a:.2f}" for a in load), " ".join(f"{a:.2f}" for a in os.getloadavg())
    print(f"load average (1, 5, 15 min): {loads[0]} at the start, {loads[1]} at the end")
    return 0


if __name__ == "__main__":
    sys.exit(main())
