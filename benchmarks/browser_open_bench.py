#!/usr/bin/env python3
"""The layout browser opened in the running game: the first open after the start, then the
later ones (issue 28 item 5: <= 200 ms the first time too).

    python benchmarks/browser_open_bench.py [--runs 5] [--opens 3] [--idle 3]
                                            [--root CHECKOUT] [--compare OTHER_CHECKOUT]

Each run is a fresh interpreter running the real entry point (``mahjong-qt --layout turtle``,
offscreen, user data as after a session: settings, deals kept, compiled bytecode, the thumbnails
and the layout index already on disk). Once the board has painted and ``--idle`` seconds have
gone by (the player looking at the board), Game → New Game is triggered
(``window.screens.ask_new_game``, the real action) and the time is taken from the trigger to the
end of the first paint of the browser's list with its cards in it; the dialog is then closed and
opened again ``--opens - 1`` times, a second apart. The layouts of the machine are those
installed (KMahjongg's 72 in ``/usr/share/kmahjongg`` here). A second case starts on empty user
data (a fresh install: no layout index, no thumbnails; the bytecode compiled). The GUI thread's
CPU time of each open is given too (steadier than wall time on a shared machine). ``--compare``
runs a second checkout interleaved with the first (e.g. a ``git archive`` of the starting
point). No figure is a test.
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

ROOT = Path(__file__).resolve().parent.parent

#: What the game does once its board has painted (startup_bench's probe, which notes that
#: paint, calls it): the browser opened ``IDLE_MS`` later, ``OPENS`` times.
BROWSER = r"""
import sys, time

IDLE_MS, OPENS = int(sys.argv[1]), int(sys.argv[2])
del sys.argv[1:3]


def ON_BOARD(window):
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication, QDialog

    opens = []

    class Painted(QObject):
        # the browser's list painted with its cards: the dialog is open to the player
        def __init__(self, dialog, t0, c0):
            super().__init__(dialog)
            self.dialog, self.t0, self.c0 = dialog, t0, c0
            dialog.browser.view.viewport().installEventFilter(self)

        def eventFilter(self, obj, event):
            if event.type() == QEvent.Type.Paint and self.dialog.browser.model.rowCount() > 0:
                obj.removeEventFilter(self)
                QApplication.sendEvent(obj, event)  # the cards painted, then the time taken
                took, cpu = time.monotonic() - self.t0, time.thread_time() - self.c0
                print(f"OPENED {took!r} {cpu!r}", flush=True)
                QTimer.singleShot(0, self.dialog.reject)
                return True
            return False

    exec_ = QDialog.exec
    started = {}

    def exec_watched(dialog):
        if hasattr(dialog, "browser") and "t0" in started:
            Painted(dialog, started.pop("t0"), started.pop("c0"))
        return exec_(dialog)

    QDialog.exec = exec_watched

    def open_browser():
        started["t0"], started["c0"] = time.monotonic(), time.thread_time()
        window.screens.ask_new_game()
        opens.append(1)
        if len(opens) < OPENS:
            QTimer.singleShot(1000, open_browser)
        else:
            print("DONE", flush=True)
            QApplication.instance().quit()

    QTimer.singleShot(IDLE_MS, open_browser)
"""
PROBE = BROWSER + STARTUP_PROBE


def run(
    root: Path, home: Path, pycache: Path, idle: float, opens: int
) -> list[tuple[float, float]]:
    """(seconds, GUI CPU seconds) of each open, the first one first."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MAHJONG_QT_HOME=str(home))
    env["PYTHONPYCACHEPREFIX"] = str(pycache)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPATH"] = str(root) + os.pathsep + env.get("PYTHONPATH", "")
    args = [sys.executable, "-c", PROBE, str(int(idle * 1000)), str(opens), "--layout", "turtle"]
    proc = subprocess.Popen(
        args, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, cwd=root
    )
    times = []
    assert proc.stdout is not None
    try:
        for line in proc.stdout:
            if line.startswith("OPENED "):
                times.append((float(line.split()[1]), float(line.split()[2])))
            elif line.startswith("DONE"):
                break
    finally:
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
    if len(times) != opens:
        raise SystemExit(f"{root}: the browser opened {len(times)} of {opens} times")
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="game starts (each checkout)")
    parser.add_argument("--opens", type=int, default=3, help="opens of the browser per start")
    parser.add_argument(
        "--idle", type=float, default=3.0, help="seconds from the board to the open"
    )
    parser.add_argument("--root", type=Path, help="run this checkout of the game instead")
    parser.add_argument("--compare", type=Path, help="also run this checkout, interleaved")
    args = parser.parse_args()
    roots = [(args.root or ROOT).resolve()]
    if args.compare is not None:
        roots.append(args.compare.resolve())
    load = os.getloadavg()
    cases = ("after a session", "fresh install")
    results: dict[tuple[str, Path], list[list[tuple[float, float]]]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        homes = {r: (Path(tmp) / f"home-{k}", Path(tmp) / f"pyc-{k}") for k, r in enumerate(roots)}
        for root in roots:  # user data as after a session: index, thumbnails, bytecode
            run(root, *homes[root], 0.5, 2)
        for n in range(args.runs):
            for k, root in enumerate(roots):
                home, pycache = homes[root]
                warm = run(root, home, pycache, args.idle, args.opens)
                results.setdefault((cases[0], root), []).append(warm)
                fresh = run(root, Path(tmp) / f"fresh-{k}-{n}", pycache, args.idle, args.opens)
                results.setdefault((cases[1], root), []).append(fresh)
    print(
        f"layout browser opened in the game (offscreen, {args.idle:g} s after the board),"
        " trigger → end of the first paint of its cards; goal: first open ≤ 200 ms"
    )
    print(
        f"{'user data':<16} {'checkout':<28} {'first ms':>9} {'min':>7} {'max':>7}"
        f" {'CPU ms':>7} {'later ms':>9} {'CPU ms':>7}"
    )
    for (case, root), runs in results.items():
        first = [r[0][0] for r in runs]
        cpu = [r[0][1] for r in runs]
        later = [t for r in runs for t in r[1:]]
        later_text = (
            f"{1000 * statistics.median(t for t, _c in later):9.1f}"
            f" {1000 * statistics.median(c for _t, c in later):7.1f}"
            if later
            else ""
        )
        print(
            f"{case:<16} {str(root)[-28:]:<28} {1000 * statistics.median(first):9.1f}"
            f" {1000 * min(first):7.1f} {1000 * max(first):7.1f}"
            f" {1000 * statistics.median(cpu):7.1f} {later_text}"
        )
    loads = " ".join(f"{a:.2f}" for a in load), " ".join(f"{a:.2f}" for a in os.getloadavg())
    print(f"load average (1, 5, 15 min): {loads[0]} at the start, {loads[1]} at the end")
    return 0


if __name__ == "__main__":
    sys.exit(main())
