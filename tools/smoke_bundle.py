#!/usr/bin/env python3
"""Build the frozen bundle and prove it works: versions, workers, a painted board, the editor.

    python tools/smoke_bundle.py                 # build (tools/build_bundle.py), then check
    python tools/smoke_bundle.py --no-build      # check an existing dist/mahjong-qt/

Checks, each run offscreen with a throw-away user folder:
  1. the three executables answer --version with the package's version;
  2. the frozen game deals and hints in a worker process (``mahjong-qt --self-test``);
  3. the frozen game paints the Turtle to a PNG (the time from exec to the written board is the
     "start-up" figure printed; the PNG is kept for a look);
  4. the frozen editor opens a bundled layout, runs its checks and paints itself;
  5. the frozen mahjong-layout reads a bundled layout.
Prints the bundle's size and the times; exit status 1 on the first failure.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mahjong_qt import __version__  # noqa: E402
from tools.build_bundle import build, folder_size, frozen_executable  # noqa: E402

TIMEOUT = 180


class SmokeFailure(Exception):
    pass


def _run(argv: list[str], env: dict[str, str]) -> subprocess.CompletedProcess:
    proc = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=TIMEOUT)
    if proc.returncode != 0:
        raise SmokeFailure(
            f"{' '.join(argv)} exited {proc.returncode}:\n{proc.stdout}{proc.stderr}"
        )
    return proc


def _timed_png(argv: list[str], png: Path, env: dict[str, str]) -> float:
    """Run ``argv`` (which writes ``png``); seconds from exec until the PNG is written."""
    started = time.monotonic()
    process = subprocess.Popen(argv, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    written = None
    while process.poll() is None and time.monotonic() - started < TIMEOUT:
        if written is None and png.is_file() and png.stat().st_size > 0:
            written = time.monotonic() - started
        time.sleep(0.01)
    output = process.communicate(timeout=TIMEOUT)[0].decode(errors="replace")
    if process.returncode != 0 or not png.is_file():
        raise SmokeFailure(f"{' '.join(argv)} exited {process.returncode}:\n{output}")
    return written if written is not None else time.monotonic() - started


def _check_board_png(png: Path) -> None:
    """The screenshot is a real picture: wide, and not one flat colour."""
    data = png.read_bytes()
    if data[:8] != b"\x89PNG\r\n\x1a\n" or len(data) < 50_000:
        raise SmokeFailure(f"{png} is not a painted board ({len(data)} bytes)")


def smoke(dist: Path, out: Path) -> dict:
    home = Path(tempfile.mkdtemp(prefix="mahjong-smoke-"))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MAHJONG_QT_HOME=str(home))
    env.pop("PYTHONPATH", None)  # only the bundle's own modules
    game = frozen_executable(dist, "mahjong-qt")
    editor = frozen_executable(dist, "mahjong-editor")
    layout_tool = frozen_executable(dist, "mahjong-layout")
    numbers: dict = {}
    for exe in (game, editor, layout_tool):
        answer = _run([str(exe), "--version"], env).stdout.strip()
        if answer != f"{exe.stem} {__version__}":
            raise SmokeFailure(f"{exe.name} --version said {answer!r}")
    report = json.loads(_run([str(game), "--self-test"], env).stdout.strip().splitlines()[-1])
    if not report["ok"]:
        raise SmokeFailure(f"self-test: {report}")
    numbers["worker deal + hint (s)"] = report["seconds"]
    out.mkdir(parents=True, exist_ok=True)
    board = out / "frozen_game.png"
    board.unlink(missing_ok=True)
    shot = [str(game), "--screenshot", str(board), "--layout", "turtle", "--number", "7"]
    numbers["exec to painted board, first (s)"] = _timed_png(shot, board, env)
    board.unlink()
    numbers["exec to painted board, again (s)"] = _timed_png(shot, board, env)
    _check_board_png(board)
    turtle = dist / "mahjong-qt" / "_internal" / "mahjong_qt" / "data" / "layouts" / "turtle.json"
    if not turtle.is_file():  # macOS or another PyInstaller layout: ask the tool where it is
        turtle = next((dist / "mahjong-qt").rglob("layouts/turtle.json"))
    editor_png = out / "frozen_editor.png"
    editor_png.unlink(missing_ok=True)
    numbers["editor exec to painted window (s)"] = _timed_png(
        [str(editor), "--screenshot", str(editor_png), "--lang", "fr", str(turtle)], editor_png, env
    )
    info = _run([str(layout_tool), "info", str(turtle)], env).stdout
    if "tiles: 144" not in info:
        raise SmokeFailure(f"mahjong-layout info: {info}")
    size, files = folder_size(dist / "mahjong-qt")
    numbers["bundle size (MB)"] = round(size / 1e6, 1)
    numbers["bundle files"] = files
    return numbers


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--work", type=Path, default=ROOT / "build")
    parser.add_argument("--no-build", action="store_true", help="check the bundle already built")
    parser.add_argument(
        "--out",
        type=Path,
        default=None,
        help="folder for the screenshots (default: the work folder)",
    )
    args = parser.parse_args(argv)
    dist, work = args.dist.resolve(), args.work.resolve()
    if not args.no_build:
        started = time.monotonic()
        build(dist, work)
        print(f"built in {time.monotonic() - started:.0f} s")
    try:
        numbers = smoke(dist, (args.out or work).resolve())
    except (SmokeFailure, subprocess.TimeoutExpired) as failure:
        print(f"SMOKE FAILED: {failure}", file=sys.stderr)
        return 1
    width = max(len(k) for k in numbers)
    for key, value in numbers.items():
        print(
            f"{key:<{width}}  {value:.2f}"
            if isinstance(value, float)
            else f"{key:<{width}}  {value}"
        )
    print("smoke test passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
