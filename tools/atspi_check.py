#!/usr/bin/env python3
"""Check with a real accessibility bus that a screen reader sees the board's tiles and names.

Runs the game under Xvfb with ``QT_ACCESSIBILITY=1`` on an AT-SPI bus (``at-spi2-core``), then
reads the accessibility tree the way Orca does, with ``pyatspi`` (Debian's ``python3-pyatspi``,
for the system Python), and checks that the board is a list of tiles named like
"Bamboo 5, level 1, free" / "…, covered by Red dragon on level 2" / "…, blocked left and right";
then presses the Hint button through AT-SPI and checks that the game's announcement
(``QAccessibleAnnouncementEvent``, heard as ``object:announcement``) reaches the bus.

    /usr/bin/python3 tools/atspi_check.py --app-python /path/to/venv/bin/python

Exit status 0 when the board and its tiles were found, 1 when not, 2 when the tools are missing.
The script starts its own X server and D-Bus session (``xvfb-run``, ``dbus-run-session``) and
stops everything it started.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
TILE_NAME = re.compile(r"^.+, level \d+, (free|covered by .+ on level \d+|blocked left and right)$")


def missing_tools() -> list[str]:
    """What this check needs and this machine lacks."""
    missing = [t for t in ("xvfb-run", "dbus-run-session", "dbus-send") if not shutil.which(t)]
    if not Path(BUS_LAUNCHER).exists():
        missing.append("at-spi2-core")
    if importlib.util.find_spec("pyatspi") is None:  # importing it would connect to the bus
        missing.append("pyatspi (python3-pyatspi)")
    return missing


def wait_for_bus(timeout: float = 15.0) -> bool:
    """Whether the launcher holds the accessibility bus's name yet (asked without activating
    it: a second launcher started by D-Bus would lack the session's environment)."""
    command = ["dbus-send", "--session", "--dest=org.freedesktop.DBus", "--print-reply"]
    command += ["/org/freedesktop/DBus", "org.freedesktop.DBus.NameHasOwner"]
    command += ["string:org.a11y.Bus"]
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        answer = subprocess.run(command, capture_output=True, text=True)
        if "boolean true" in answer.stdout:
            return True
        time.sleep(0.2)
    return False


def _walk(node, depth: int = 0):
    """Every accessible under ``node`` (depth first), skipping broken ones."""
    yield node
    if depth > 14:
        return
    try:
        count = node.childCount
    except Exception:  # noqa: BLE001 - a dying object answers with a D-Bus error
        return
    for i in range(count):
        try:
            child = node.getChildAtIndex(i)
        except Exception:  # noqa: BLE001
            continue
        if child is not None:
            yield from _walk(child, depth + 1)


def find_board(app_name: str, timeout: float):
    """The game's board list once the game shows it (None after ``timeout`` seconds)."""
    import pyatspi

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            if app is None or app_name not in (app.name or ""):
                continue
            for node in _walk(app):
                try:
                    if node.getRoleName() == "list" and node.childCount > 0:
                        first = node.getChildAtIndex(0)
                        if first is not None and first.getRoleName() == "list item":
                            return node
                except Exception:  # noqa: BLE001
                    continue
        time.sleep(0.5)
    return None


def check_board(board) -> tuple[bool, list[str]]:
    """Whether every visible tile of ``board`` has a tile name; the report lines."""
    import pyatspi

    names, bad = [], []
    for i in range(board.childCount):
        tile = board.getChildAtIndex(i)
        if not tile.getState().contains(pyatspi.STATE_VISIBLE):
            continue
        name = tile.name or ""
        names.append(name)
        if not TILE_NAME.match(name):
            bad.append(name)
    free = [n for n in names if n.endswith(", free")]
    covered = [n for n in names if ", covered by " in n]
    sides = [n for n in names if n.endswith("blocked left and right")]
    report = [
        f"board: {board.name!r}, {board.childCount} tiles, {len(names)} visible",
        f"free: {len(free)}, covered: {len(covered)}, blocked at both sides: {len(sides)}",
        *(f"  e.g. {n}" for n in (free[:1] + covered[:1] + sides[:1])),
    ]
    report += [f"  badly named: {n!r}" for n in bad[:5]]
    return bool(names) and not bad and bool(free) and bool(covered), report


def hear_a_hint(board, seconds: float = 8.0) -> list[str]:
    """Press the game's Hint button through AT-SPI (as a screen reader user would) and collect
    the announcements the game sends meanwhile (``object:announcement``)."""
    import pyatspi
    from gi.repository import GLib

    heard: list[str] = []

    def on_event(event) -> None:
        heard.append(str(event.any_data))

    pyatspi.Registry.registerEventListener(on_event, "object:announcement")
    app = board
    while app.parent is not None and app.getRoleName() != "application":
        app = app.parent
    button = next(
        (n for n in _walk(app) if n.getRoleName() == "push button" and n.name == "Hint"), None
    )
    if button is None:
        return heard
    button.queryAction().doAction(0)
    context, deadline = GLib.MainContext.default(), time.monotonic() + seconds
    while time.monotonic() < deadline and not any(h.startswith("Hint: ") for h in heard):
        context.iteration(False)
        time.sleep(0.02)
    pyatspi.Registry.deregisterEventListener(on_event, "object:announcement")
    return heard


def inner(app_python: str, layout: str, number: int, timeout: float, hear: bool = True) -> int:
    """Inside Xvfb and a D-Bus session: start the bus, the game, and read its tree."""
    bus = subprocess.Popen([BUS_LAUNCHER, "--launch-immediately"])
    game = None
    try:
        if not wait_for_bus():
            print("the accessibility bus did not start")
            return 1
        env = dict(
            os.environ,
            QT_ACCESSIBILITY="1",
            QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
            QT_QPA_PLATFORM="xcb",
            PYTHONPATH=str(ROOT),
            MAHJONG_QT_HOME=tempfile.mkdtemp(prefix="mahjong-atspi-"),
        )
        command = [app_python, "-m", "mahjong_qt.app.main", "--lang", "en"]
        command += ["--layout", layout, "--number", str(number)]
        log = tempfile.TemporaryFile()
        game = subprocess.Popen(command, env=env, cwd=ROOT, stdout=log, stderr=log)
        board = find_board("Mahjong", timeout)
        if board is None:
            print("no board with tiles was found in the accessibility tree; the game said:")
            log.seek(0)
            print(log.read().decode(errors="replace")[-3000:])
            return 1
        ok, report = check_board(board)
        heard = hear_a_hint(board)
        hint = [h for h in heard if h.startswith("Hint: ")]
        report.append(f"announced after pressing Hint: {hint[0] if hint else heard}")
        print("\n".join(report))
        return 0 if ok and (hint or not hear) else 1  # Qt < 6.8 sends no announcements
    finally:
        for process in (game, bus):
            if process is not None:
                process.terminate()
                try:
                    process.wait(5)
                except subprocess.TimeoutExpired:
                    process.kill()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--app-python", default=os.environ.get("MAHJONG_APP_PYTHON", "python3"))
    parser.add_argument("--layout", default="turtle")
    parser.add_argument("--number", type=int, default=7)
    parser.add_argument("--timeout", type=float, default=40.0)
    parser.add_argument("--inner", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument(
        "--no-announcements",
        action="store_true",
        help="do not require the hint's announcement (the app's Qt is older than 6.8)",
    )
    parser.add_argument(
        "--list-missing", action="store_true", help="say what is missing (nothing: all there)"
    )
    args = parser.parse_args(argv)
    missing = missing_tools()
    if args.list_missing:
        if missing:
            print("missing: " + ", ".join(missing))
        return 0
    if missing:
        print("missing: " + ", ".join(missing))
        return 2
    if args.inner:
        hear = not args.no_announcements
        return inner(args.app_python, args.layout, args.number, args.timeout, hear)
    command = ["xvfb-run", "-a", "dbus-run-session", "--", sys.executable, __file__, "--inner"]
    command += ["--app-python", args.app_python, "--layout", args.layout]
    command += ["--number", str(args.number), "--timeout", str(args.timeout)]
    command += ["--no-announcements"] if args.no_announcements else []
    return subprocess.run(command, cwd=ROOT).returncode


if __name__ == "__main__":
    sys.exit(main())
