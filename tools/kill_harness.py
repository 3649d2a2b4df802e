"""Kill the real game with SIGKILL at random moments and check that it comes back.

One *run*: start the game (a subprocess, ``QT_QPA_PLATFORM=offscreen``, its own
``MAHJONG_QT_HOME``), let a bot play, and ``SIGKILL`` it (its whole process group: the solver
workers too) after a random delay; the next run's start must restore the game as the last run
left it, with at most the move being made lost. The bot drives the real window's session (the
same calls a click makes, each of which saves the game): it removes the pairs of the deal's
solution one after the other, then undoes them all, and again, so the game is never won nor stuck.

The game prints what it did, flushed, one line each:

* ``RESTORED <moves> <digest>`` at start (or ``NEW`` when there was nothing to restore, then
  ``GAME 0 <digest>`` once the new game is dealt);
* ``DO <moves>`` before a move and ``DONE <moves> <digest>`` after it (the save is written by
  then); ``<moves>`` is the length of the history, ``<digest>`` a hash of the board.

:func:`kill_runs` does the runs and checks each restart; ``python tools/kill_harness.py --runs
100`` prints the figures. ``python tools/kill_harness.py --drive`` is the game's side.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MOVE_EVERY_MS = 15


# --- the game's side ----------------------------------------------------------------------------
def _digest(game) -> str:
    board = game.board
    data = bytes(board.present) + bytes(board.faces)
    return hashlib.sha1(data).hexdigest()[:12]


def drive() -> int:
    """Start the real game window (restoring the saved game) and let the bot play until killed."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QTimer

    from mahjong_qt.app.main import make_application
    from mahjong_qt.app.window.main_window import GameStart, MainWindow
    from mahjong_qt.core.paths import user_paths
    from mahjong_qt.core.settings import load_settings
    from mahjong_qt.core.state_migration import move_state_files
    from mahjong_qt.ui.i18n import Translations

    app = make_application([sys.argv[0]])
    paths = user_paths()
    move_state_files(paths)
    settings, _ = load_settings(paths.settings_file)
    translations = Translations(app, ("mahjong_qt",))
    translations.set_language("en")

    def say(line: str) -> None:
        try:
            sys.stdout.write(line + "\n")
            sys.stdout.flush()
        except BrokenPipeError:  # the reader is gone
            os._exit(0)

    had_save = paths.save_file.exists()
    window = MainWindow(paths, settings, translations, GameStart())
    window.show()
    session = window.session
    game = session.game
    restored = had_save and game is not None
    say(f"RESTORED {len(game.board.history)} {_digest(game)}" if restored else "NEW")
    if any(".corrupt-" in p.name for p in paths.state_dir.glob("*")):
        say("CORRUPT")
    state = {"forward": True, "announced": restored}

    def step() -> None:
        game = session.game
        if game is None or session.blocked:
            return
        if not state["announced"]:
            if not paths.save_file.exists():  # a new game is written just after its first paint
                return
            state["announced"] = True
            say(f"GAME {len(game.board.history)} {_digest(game)}")
            return
        board = game.board
        moves = len(board.history)
        if state["forward"] and board.tiles_left <= 4:
            state["forward"] = False
        elif not state["forward"] and moves == 0:
            state["forward"] = True
        if state["forward"]:
            pair = next(
                (a, b)
                for a, b in game.solution or ()
                if board.is_present(a) and board.is_present(b)
            )
            say(f"DO {moves + 1}")
            for tile in pair:
                session.click(tile)
        else:
            say(f"DO {moves - 1}")
            session.undo()
        say(f"DONE {len(game.board.history)} {_digest(game)}")

    timer = QTimer()
    timer.timeout.connect(step)
    timer.start(MOVE_EVERY_MS)
    return app.exec()


# --- the killer's side --------------------------------------------------------------------------
@dataclass
class Figures:
    """What the runs showed."""

    runs: int = 0
    moves_made: int = 0  # DONE lines over all runs
    lost: Counter[int] = field(default_factory=Counter)  # moves lost at a restart -> how many
    in_flight: int = 0  # kills between DO and DONE
    before_start: int = 0  # kills before the game said what it restored
    corrupt: int = 0  # restarts that found a file set aside
    failures: list[str] = field(default_factory=list)

    def lines(self) -> list[str]:
        restarts = sum(self.lost.values())
        lost = ", ".join(f"{n} lost: {c}" for n, c in sorted(self.lost.items())) or "none"
        return [
            f"runs (SIGKILL each): {self.runs}",
            f"moves made: {self.moves_made}",
            f"restarts compared: {restarts} ({lost})",
            f"killed during a move: {self.in_flight}; before the game had started: {self.before_start}",
            f"files set aside: {self.corrupt}",
            f"failures: {len(self.failures)}",
            *self.failures,
        ]


def _spawn(home: Path) -> subprocess.Popen:
    env = dict(os.environ, MAHJONG_QT_HOME=str(home), QT_QPA_PLATFORM="offscreen")
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    return subprocess.Popen(
        [sys.executable, str(Path(__file__).resolve()), "--drive"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        start_new_session=True,  # its own process group: the kill takes its workers too
    )


def _kill_after(process: subprocess.Popen, delay: float) -> list[str]:
    """SIGKILL the game (and its workers) after ``delay`` seconds; the lines it printed."""
    time.sleep(delay)
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    out, _ = process.communicate()
    return out.splitlines()


def _check_restart(start: str, before: list[str], figures: Figures, run: int) -> None:
    """Compare how a run started with how the run before it ended."""
    done = [line.split() for line in before if line.startswith(("DONE", "GAME", "RESTORED"))]
    expected = (int(done[-1][1]), done[-1][2]) if done else None
    pending = before[-1].split() if before and before[-1].startswith("DO ") else None
    if start == "NEW":
        if expected is not None:
            figures.failures.append(f"run {run}: the game was lost (expected {expected[0]} moves)")
        return
    _, moves, digest = start.split()
    got = (int(moves), digest)
    if expected is None:
        figures.lost[0] += 1  # a game saved before its first line could be printed
    elif got == expected:
        figures.lost[1 if pending else 0] += 1
    elif pending and got[0] == int(pending[1]):
        figures.lost[0] += 1  # the move in flight was saved before the kill
    else:
        figures.failures.append(
            f"run {run}: restored {got}, expected {expected} (pending {pending})"
        )


def kill_runs(
    runs: int, seed: int, home: Path, max_delay: float = 3.0, min_delay: float = 0.2
) -> Figures:
    """``runs`` starts and kills of the real game on the user folder ``home``, each after a
    random delay from ``min_delay`` to ``max_delay`` seconds."""
    rng = random.Random(seed)
    figures = Figures()
    previous: list[str] | None = None
    for run in range(1, runs + 1):
        lines = _kill_after(_spawn(home), rng.uniform(min_delay, max_delay))
        figures.runs += 1
        figures.moves_made += sum(line.startswith("DONE") for line in lines)
        figures.in_flight += bool(lines) and lines[-1].startswith("DO ")
        figures.corrupt += "CORRUPT" in lines
        if not lines:
            figures.before_start += 1
            continue  # killed before it said anything: compare the next start with the same
        if previous is not None:
            _check_restart(lines[0], previous, figures, run)
        previous = lines
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="SIGKILL the real game at random moments")
    parser.add_argument("--drive", action="store_true", help="be the game (internal)")
    parser.add_argument("--runs", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--max-delay", type=float, default=3.0, help="seconds before a kill, at most"
    )
    args = parser.parse_args(argv)
    if args.drive:
        return drive()
    with tempfile.TemporaryDirectory(prefix="mahjong-kill-") as folder:
        start = time.perf_counter()
        figures = kill_runs(args.runs, args.seed, Path(folder), args.max_delay)
        seconds = time.perf_counter() - start
    print("\n".join(figures.lines()))
    print(f"{seconds:.0f} s")
    return 1 if figures.failures or figures.corrupt else 0


if __name__ == "__main__":
    sys.exit(main())
