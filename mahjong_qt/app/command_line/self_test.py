"""``mahjong-qt --self-test``: prove that this installation's background workers answer.

Frozen builds (PyInstaller) break in ways a source install never does: a worker process that
cannot start, package data left out. This check runs what the game runs in its worker processes —
a deal of a numbered Turtle game, then the solver on the position after the first pair, whose
answer gives a proven-safe hint — and prints one JSON line; exit status 0 when all is well.
"""

from __future__ import annotations

import json
import os
import time

from mahjong_qt.core.board import Board
from mahjong_qt.core.jobs import DealJob, SolveJob, SolverWorker
from mahjong_qt.core.layout import load_layout
from mahjong_qt.resources import layouts_dir

__all__ = ["run_self_test"]

LAYOUT = "turtle"
NUMBER = 7
SECONDS = 60.0


def run_self_test(number: int = NUMBER) -> int:
    """Deal and hint in a worker process; print the outcome as JSON; 0 if both answered."""
    started = time.monotonic()
    layout = load_layout(layouts_dir() / f"{LAYOUT}.json")
    report: dict = {"layout": LAYOUT, "number": number}
    with SolverWorker() as worker:
        dealing = worker.submit(DealJob(layout, number), SECONDS)
        deal = dealing.result(SECONDS + 5)
        report["deal_seconds"] = round(time.monotonic() - started, 3)
        board = Board(layout.geometry, deal.faces)
        board.remove_pair(*deal.solution[0])
        solving = worker.submit(SolveJob(layout.positions, deal.faces, board.present), SECONDS)
        answer = solving.result(SECONDS + 5)
    pids = {dealing.worker_pid, solving.worker_pid}
    report["in_a_worker_process"] = None not in pids and os.getpid() not in pids
    hint = answer.solution[0] if answer.winnable and answer.solution else None
    report["tiles"] = len(deal.faces)
    report["verdict"] = str(answer.verdict)
    report["hint"] = list(hint) if hint else None
    report["hint_is_legal"] = hint is not None and board.check_pair(*hint) is None
    report["seconds"] = round(time.monotonic() - started, 3)
    ok = len(deal.faces) == len(layout.positions) and report["hint_is_legal"]
    ok = ok and report["in_a_worker_process"]
    report["ok"] = ok
    print(json.dumps(report, sort_keys=True))
    return 0 if ok else 1
