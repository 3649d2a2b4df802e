#!/usr/bin/env python3
"""Start-up of the game: from exec to the first paint of a playable Turtle, and peak memory;
KMahjongg beside it when it is installed (issue 10 item 6).

    python benchmarks/startup_bench.py [--warm 10] [--cold 5] [--kmahjongg] [--json OUT]
                                       [--root CHECKOUT] [--compare OTHER_CHECKOUT]

Ours runs the real ``mahjong-qt`` entry point (``mahjong_qt.app.main.main``) in a fresh
interpreter; an event filter on the board's viewport, installed when the window is shown, notes
its first paint once a game is on it and no deal is being made (the board is playable). (An
application-wide filter, as before, sent every event of the start through Python and made
Python wrappers, enums and all, of objects the game never touches: it added ~30 ms.) Three
cases:

* **warm, new game**: user data as after an earlier session (settings, the deal prepared for
  the next game), no game in progress: a new Turtle game;
* **warm, restored**: the same with a game in progress to restore;
* **cold**: empty user data and no compiled bytecode (a fresh ``PYTHONPYCACHEPREFIX``);
* **cold installed**: empty user data, the bytecode compiled (pip and the distributions
  compile it when they install): the first start after installing.

Warm runs have compiled bytecode, as an installed game has (pip and the distributions compile
it): a ``PYTHONPYCACHEPREFIX`` of the benchmark's own, filled by the first run, and
``PYTHONDONTWRITEBYTECODE`` dropped from the environment (set, it would make every warm run
compile ~150 modules again, ~0.12 s). Each run also reports the CPU time of the GUI thread up to
the paint, steadier than wall time on a shared machine, and the process's CPU time (every
thread) to the paint, beside KMahjongg's to its mapping (``/proc/PID/stat``, read just before
the ``xdotool`` call that finds its window: a lower bound): the ratio of the work each does,
which the load of a shared machine moves less than the wall times.

Peak memory is the main process's ``VmHWM`` a moment after that paint (Linux). KMahjongg is
timed from exec to its main window being mapped (``xdotool``); with ``--kmahjongg`` both run on
an X server (``$DISPLAY``, else an ``Xvfb`` started here on a free display, with a D-Bus
session bus), else ours runs offscreen. Its cold runs use an empty ``$HOME``. The page cache is not dropped (that
would slow everyone on a shared machine): "cold" is cold for our own caches only.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: A new Turtle game (no game restored, no start screen over the board).
NEW_TURTLE = ("--layout", "turtle")

PROBE = r"""
import sys, time
from mahjong_qt.app import main as game_main

make = game_main.make_application
ON_BOARD = globals().get("ON_BOARD", lambda window: None)  # another benchmark's next step

def make_application(argv):
    app = make(argv)
    from PySide6.QtCore import QEvent, QObject
    from mahjong_qt.app.window import main_window  # what main() imports next

    class FirstPaint(QObject):
        # the board's viewport painted with a game on it and no deal being made: playable
        def __init__(self, window):
            super().__init__(window)
            self.window = window
            window.view.viewport().installEventFilter(self)

        def eventFilter(self, obj, event):
            window = self.window
            starter = getattr(window, "starter", None)  # None: a version that deals at once
            if (
                event.type() == QEvent.Type.Paint
                and (starter is None or starter.waiting is None)
                and window.session.game is not None
            ):
                now = f"{time.monotonic()!r} {time.thread_time()!r} {time.process_time()!r}"
                print(f"PAINTED {now}", flush=True)
                obj.removeEventFilter(self)
                ON_BOARD(window)
            return False

    show = main_window.MainWindow.show

    def show_watched(window):
        show(window)
        FirstPaint(window)

    main_window.MainWindow.show = show_watched
    return app

if __name__ == "__main__":
    game_main.make_application = make_application
    sys.exit(game_main.main(sys.argv[1:]))
"""


def cpu_seconds(pid: int) -> float | None:
    """The CPU time of process ``pid`` so far, every thread (user + system; 10 ms ticks)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def peak_mb(pid: int) -> float | None:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return None


def stop(proc: subprocess.Popen) -> None:
    proc.terminate()
    try:
        proc.wait(timeout=20)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


ROOTS = [ROOT]  # the checkouts that run (--root: another one; --compare: a second one beside)


def run_ours(
    home: Path,
    pycache: Path,
    env: dict,
    settle: float,
    options: tuple[str, ...] = (),
    root: Path = ROOT,
) -> tuple[float, float, float, float]:
    """Seconds from exec to the first playable paint, peak MB, the GUI thread's CPU seconds
    and the process's (every thread) to the paint, of the checkout ``root`` (``pycache``: where
    the bytecode is kept; ``options``: the command line, e.g. ``--layout turtle`` for a new
    Turtle game)."""
    env = dict(env, MAHJONG_QT_HOME=str(home), PYTHONPYCACHEPREFIX=str(pycache))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPATH"] = str(root) + os.pathsep + env.get("PYTHONPATH", "")
    args = [sys.executable, "-c", PROBE, *options]
    t0 = time.monotonic()
    proc = subprocess.Popen(
        args, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, cwd=root
    )
    painted, cpu, process_cpu = None, 0.0, 0.0
    assert proc.stdout is not None
    for line in proc.stdout:
        if line.startswith("PAINTED "):
            words = line.split()
            painted, cpu = float(words[1]) - t0, float(words[2])
            process_cpu = float(words[3]) if len(words) > 3 else cpu  # older probes: the thread's
            break
    if painted is None:
        stop(proc)
        raise SystemExit("the game did not paint a board")
    time.sleep(0.3)
    mb = peak_mb(proc.pid) or 0.0
    time.sleep(settle)  # let it prepare the next deal, as a session would
    stop(proc)
    return painted, mb, cpu, process_cpu


def prepare_home(home: Path, pycache: Path, env: dict, root: Path) -> None:
    """User data as after a session: settings and a prepared next deal (and a saved game),
    and the bytecode compiled."""
    run_ours(home, pycache, env, 8.0, NEW_TURTLE, root)


def run_kmahjongg(exe: str, env: dict, home: Path) -> tuple[float, float, None, float] | None:
    """Seconds from exec to KMahjongg's main window mapped, peak MB, and its CPU seconds (every
    thread) read just before the ``xdotool`` call that found the window: a lower bound of its
    CPU at the mapping (each call takes a few ms, during which it goes on working)."""
    env = dict(env, HOME=str(home))
    t0 = time.monotonic()
    proc = subprocess.Popen([exe], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    mapped, cpu = None, 0.0
    while time.monotonic() - t0 < 60:
        before = cpu_seconds(proc.pid) or 0.0
        found = subprocess.run(
            ["xdotool", "search", "--onlyvisible", "--pid", str(proc.pid)],
            env=env,
            capture_output=True,
        )
        if found.stdout.strip():
            mapped, cpu = time.monotonic() - t0, before
            break
        time.sleep(0.005)
    time.sleep(0.3)
    mb = peak_mb(proc.pid) or 0.0
    stop(proc)
    if mapped is None:  # it happens on a busy machine: that run is left out (and said)
        print("KMahjongg did not map a window within a minute: run left out", file=sys.stderr)
        return None
    return mapped, mb, None, cpu  # no GUI thread's own figure


class XServer:
    """``$DISPLAY``, or an Xvfb and a D-Bus session bus started for the benchmark."""

    def __init__(self) -> None:
        self.procs: list[subprocess.Popen] = []
        self.env = dict(os.environ)
        self.dbus_pid: int | None = None

    def __enter__(self) -> dict:
        if not self.env.get("DISPLAY"):  # a display number of its own (-displayfd)
            xvfb = subprocess.Popen(
                ["Xvfb", "-displayfd", "1", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                text=True,
            )
            self.procs.append(xvfb)
            assert xvfb.stdout is not None
            self.env["DISPLAY"] = ":" + xvfb.stdout.readline().strip()
            time.sleep(0.5)
        if not self.env.get("DBUS_SESSION_BUS_ADDRESS") and shutil.which("dbus-daemon"):
            out = subprocess.run(
                ["dbus-daemon", "--session", "--fork", "--print-address=1", "--print-pid=1"],
                capture_output=True,
                text=True,
            ).stdout.split()
            self.env["DBUS_SESSION_BUS_ADDRESS"], self.dbus_pid = out[0], int(out[1])
        runtime = Path(tempfile.mkdtemp(prefix="xdg-"))
        runtime.chmod(0o700)
        self.env.setdefault("XDG_RUNTIME_DIR", str(runtime))
        self.env.pop("QT_QPA_PLATFORM", None)
        return self.env

    def __exit__(self, *exc) -> None:
        if self.dbus_pid is not None:
            os.kill(self.dbus_pid, 15)
        for proc in self.procs:
            stop(proc)


def summary(runs: list[tuple]) -> dict:
    times = [r[0] for r in runs]
    out = {
        "median_s": statistics.median(times),
        "min_s": min(times),
        "max_s": max(times),
        "peak_mb": statistics.median(r[1] for r in runs),
        "runs": len(times),
    }
    if all(r[2] is not None for r in runs):
        out["gui_cpu_s"] = statistics.median(r[2] for r in runs)
    out["process_cpu_s"] = statistics.median(r[3] for r in runs)
    return out


def measure(env: dict, warm: int, cold: int, kmahjongg: str | None) -> dict:
    """Every case, the runs of each program interleaved (the load of a shared machine moves
    while it runs: interleaved, it weighs on each alike)."""
    results: dict[str, dict] = {}
    names = {root: ("ours" if k == 0 else f"other ({root.name})") for k, root in enumerate(ROOTS)}
    runs: dict[str, list] = {}

    def note(case: str, run) -> None:
        if run is not None:
            runs.setdefault(case, []).append(run)

    with tempfile.TemporaryDirectory() as tmp:
        tmp_path = Path(tmp)
        homes = {}
        for k, root in enumerate(ROOTS):
            homes[root] = (tmp_path / f"home-{k}", tmp_path / f"pyc-warm-{k}")
            prepare_home(*homes[root], env, root)
        khome = tmp_path / "khome"
        if kmahjongg:
            khome.mkdir()
            run_kmahjongg(kmahjongg, env, khome)  # its first start writes its config
        for _ in range(warm):
            for root in ROOTS:
                note(
                    f"{names[root]}, warm new game",
                    run_ours(*homes[root], env, 4.0, NEW_TURTLE, root),
                )
            if kmahjongg:
                note("KMahjongg, warm", run_kmahjongg(kmahjongg, env, khome))
        for _ in range(warm):
            for root in ROOTS:  # the game in progress goes on
                note(f"{names[root]}, warm restored", run_ours(*homes[root], env, 0.0, (), root))
        for k in range(cold):
            for j, root in enumerate(ROOTS):
                fresh, pyc = tmp_path / f"cold-{j}-{k}", tmp_path / f"pyc-{j}-{k}"
                note(f"{names[root]}, cold", run_ours(fresh, pyc, env, 0.0, NEW_TURTLE, root))
                installed = tmp_path / f"installed-{j}-{k}"  # its bytecode compiled, as pip does
                case = f"{names[root]}, cold installed"
                note(case, run_ours(installed, homes[root][1], env, 0.0, NEW_TURTLE, root))
            if kmahjongg:
                fresh = tmp_path / f"kcold-{k}"
                fresh.mkdir()
                note("KMahjongg, cold", run_kmahjongg(kmahjongg, env, fresh))
    cases = ("warm new game", "warm restored", "cold", "cold installed")
    order = [f"{names[r]}, {c}" for r in ROOTS for c in cases]
    for case in order + ["KMahjongg, warm", "KMahjongg, cold"]:
        if runs.get(case):
            results[case] = summary(runs[case])
    return results


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--warm", type=int, default=10, help="warm starts (each case)")
    parser.add_argument("--cold", type=int, default=5, help="cold starts")
    parser.add_argument("--kmahjongg", action="store_true", help="run KMahjongg beside it")
    parser.add_argument("--json", type=Path, help="also write the numbers here")
    parser.add_argument("--root", type=Path, help="run this checkout of the game instead")
    parser.add_argument(
        "--compare", type=Path, help="also run this checkout, interleaved (e.g. before a change)"
    )
    args = parser.parse_args()
    if args.root is not None:
        ROOTS[0] = args.root.resolve()
    if args.compare is not None:
        ROOTS.append(args.compare.resolve())
    load = os.getloadavg()
    kmahjongg = None
    if args.kmahjongg:
        kmahjongg = shutil.which("kmahjongg") or (
            "/usr/games/kmahjongg" if Path("/usr/games/kmahjongg").exists() else None
        )
        if kmahjongg is None or not shutil.which("xdotool"):
            print("KMahjongg (and xdotool) not installed: ours only")
            kmahjongg = None
    if kmahjongg:
        with XServer() as env:
            results = measure(env, args.warm, args.cold, kmahjongg)
        platform = "X server (" + env["DISPLAY"] + ")"
    else:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        results = measure(env, args.warm, args.cold, None)
        platform = "offscreen"
    print(
        f"start-up, exec → first playable paint ({platform}); goals (issue 28): warm ≤ 1.0×"
        " KMahjongg's, cold installed ≤ 1.5× KMahjongg's cold, peak ≤ 105 MB"
    )
    head = f"{'case':<36} {'median s':>9} {'min s':>7} {'max s':>7} {'peak MB':>8} {'runs':>5}"
    print(head + f" {'GUI CPU s':>10} {'CPU s':>7}")
    for name, r in results.items():
        cpu = f"{r['gui_cpu_s']:10.3f}" if "gui_cpu_s" in r else f"{'':>10}"
        cpu += f" {r['process_cpu_s']:7.3f}"
        print(
            f"{name:<36} {r['median_s']:9.3f} {r['min_s']:7.3f} {r['max_s']:7.3f}"
            f" {r['peak_mb']:8.1f} {r['runs']:5d} {cpu}"
        )
    loads = " ".join(f"{a:.2f}" for a in load), " ".join(f"{a:.2f}" for a in os.getloadavg())
    print(f"load average (1, 5, 15 min): {loads[0]} at the start, {loads[1]} at the end")
    ours = results.get("ours, warm new game")
    theirs = results.get("KMahjongg, warm")
    if ours and theirs:
        print(f"ratio ours / KMahjongg (warm median): {ours['median_s'] / theirs['median_s']:.2f}")
        cpu = ours["process_cpu_s"] / theirs["process_cpu_s"]
        print(f"ratio ours / KMahjongg (warm, process CPU to the paint / the mapping): {cpu:.2f}")
    ours, theirs = results.get("ours, cold installed"), results.get("KMahjongg, cold")
    if ours and theirs:
        print(
            f"ratio ours cold installed / KMahjongg cold (median): "
            f"{ours['median_s'] / theirs['median_s']:.2f}, "
            f"process CPU {ours['process_cpu_s'] / theirs['process_cpu_s']:.2f}"
        )
    if args.json:
        args.json.write_text(json.dumps({"platform": platform, "results": results}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
