"""Every command the README shows, run as a reader would copy it (python-chess runs its README as a
doctest; this is the same in spirit).

The commands are extracted from ``README.md`` (:mod:`readme_commands`). Each has a plan in
:data:`PLANS`: run as written, run in a short form (fewer deals, one language, output into the
test's folder, a free port: the reason is given), started and stopped (a window, a server), or
skipped for a stated reason (installing, building bundles: ``tools/smoke_bundle.py`` covers them;
what only rewrites files of the checkout). A README command without a plan fails
:func:`test_every_readme_command_has_a_plan`, and a plan whose command left the README fails too.
Every run is in a home of its own (``MAHJONG_QT_HOME``), headless, from the checkout, with a
time limit, and must end with exit status 0 and no traceback.
"""

from __future__ import annotations

import glob
import os
import shlex
import shutil
import signal
import socket
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pytest
from readme_commands import readme_commands

# The README runner starts all of them; each also has a module of its own (test_scripts_covered).
SCRIPTS = ("mahjong-qt", "mahjong-editor", "mahjong-layout", "mahjong-race", "mahjong-race-server")

REPO = Path(__file__).resolve().parents[2]
README = REPO / "README.md"
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


@dataclass(frozen=True)
class Run:
    """Run ``command`` (None: as the README writes it); ``{tmp}`` is the test's folder, ``{port}``
    a free port. ``kind``: "exit" runs to its end; "window" and "server" are started, must stay
    up (a server until it accepts a connection) and are then stopped. ``makes``: files it must
    write. ``why``: the reason for a short form. ``needs``: what it needs, else it is skipped."""

    command: str | None = None
    why: str = ""
    kind: str = "exit"
    timeout: float = 120
    makes: tuple[str, ...] = ()
    needs: str | None = None


@dataclass(frozen=True)
class Skip:
    why: str


_INSTALL = "the installation itself: CI runs it before the tests (tests/test_packaging.py checks the wheel)"
_BUNDLE = "builds the stand-alone bundle: tools/smoke_bundle.py builds and checks it"
_WINDOWS = "Windows only (the bundle on Windows: tools/smoke_bundle.py there)"
_OUT = "into the test's folder, not docs/ of the checkout"

PLANS: dict[str, Run | Skip] = {
    "python3 -m venv .venv": Skip("makes the virtual environment the tests already run in"),
    ".venv/bin/pip install .": Skip(_INSTALL),
    ".venv/bin/mahjong-qt": Run(kind="window"),
    '.venv/bin/pip install -q -e ".[test]"': Skip(_INSTALL),
    ".venv/bin/python -m pytest": Skip("the test suite itself, this test among them"),
    '.venv/bin/pip install ".[bundle]"': Skip(_BUNDLE),
    ".venv/bin/python tools/smoke_bundle.py": Skip(_BUNDLE),
    "py -3 -m venv .venv": Skip(_WINDOWS),
    '.venv\\Scripts\\pip install ".[bundle]"': Skip(_WINDOWS),
    ".venv\\Scripts\\python tools\\smoke_bundle.py": Skip(_WINDOWS),
    "mahjong-race-server --port 8765 [--host 0.0.0.0]": Run(
        "mahjong-race-server --port {port} --host 127.0.0.1",
        "a free port on loopback: 8765 may be taken, and a test never listens on the network",
        kind="server",
    ),
    "python -m mahjong_qt.race_server": Run(
        "python -m mahjong_qt.race_server --port {port}",
        "a free port: the default 8765 may be taken",
        kind="server",
    ),
    ".venv/bin/mahjong-editor": Run(kind="window"),
    ".venv/bin/mahjong-qt --install-desktop": Skip(
        "installs into the desktop's menus: the packaging tests run it in a home of their own"
        " (tests/test_desktop_integration.py)"
    ),
    "mahjong-qt --version": Run(),
    "mahjong-editor": Run("mahjong-editor --version", "named as printing its version"),
    "mahjong-layout": Run("mahjong-layout --version", "named as printing its version"),
    "mahjong-qt": Run("mahjong-qt --version", "named as one of the bundle's programs"),
    "python tools/review_screenshots.py": Run(
        "python tools/review_screenshots.py --out {tmp} --lang en",
        f"one language, {_OUT}",
        makes=("{tmp}/review_en.png",),
        timeout=240,
    ),
    "benchmarks/difficulty_bench.py": Run(
        "python benchmarks/difficulty_bench.py --deals 5", "5 deals per difficulty, not 500"
    ),
    "mahjong-qt --list-layouts": Run(),
    "python tools/browser_screenshot.py docs/screenshots/browser_fr.png": Run(
        "python tools/browser_screenshot.py {tmp}/browser_fr.png --deals 2",
        f"2 deals per layout, not 100, {_OUT}",
        makes=("{tmp}/browser_fr.png",),
        timeout=240,
    ),
    "mahjong-layout atlas layouts/turtle.json --deals 2000": Run(
        "mahjong-layout atlas layouts/turtle.json --deals 20", "20 deals, not 2,000"
    ),
    "mahjong-layout atlas": Skip("the sub-command named in a sentence: run in full above"),
    ".venv/bin/mahjong-race": Run(kind="window"),
    "python tools/race_screenshots.py": Run(
        "python tools/race_screenshots.py --out {tmp} --lang en",
        f"one language, {_OUT}",
        makes=("{tmp}/race_lobby_en.png", "{tmp}/race_strip_en.png", "{tmp}/race_result_en.png"),
        timeout=300,
    ),
    "mahjong-qt --screenshot FILE.png --layout turtle --number 7 --lang fr --size 1280x800": Run(
        "mahjong-qt --screenshot {tmp}/FILE.png --layout turtle --number 7 --lang fr"
        " --size 1280x800",
        _OUT,
        makes=("{tmp}/FILE.png",),
    ),
    "mahjong-editor --screenshot FILE.png --lang en layouts/turtle.json": Run(
        "mahjong-editor --screenshot {tmp}/FILE.png --lang en layouts/turtle.json",
        _OUT,
        makes=("{tmp}/FILE.png",),
    ),
    "mahjong-editor layouts/turtle.json --save-as mine.json": Run(
        "mahjong-editor layouts/turtle.json --save-as {tmp}/mine.json",
        _OUT,
        makes=("{tmp}/mine.json",),
    ),
    "mahjong-layout import /usr/share/kmahjongg/layouts/castle.layout -o castle.json": Run(
        "mahjong-layout import tests/data/foreign/castle.layout -o {tmp}/castle.json",
        "KMahjongg's Castle as kept in tests/data/foreign (KMahjongg may not be installed),"
        " into the test's folder",
        makes=("{tmp}/castle.json",),
    ),
    "mahjong-layout export layouts/turtle.json -o turtle.layout": Run(
        "mahjong-layout export layouts/turtle.json -o {tmp}/turtle.layout",
        _OUT,
        makes=("{tmp}/turtle.layout", "{tmp}/turtle.desktop"),
    ),
    "python tools/build_compiled.py": Skip(
        "compiles the solver into the checkout (a C compiler and the compiled extra):"
        " tests/test_compiled_build.py and tests/test_compiled_solver.py test the build"
    ),
    "python -m mahjong_qt.core.solver": Run(),
    "PYTHONPATH=. python benchmarks/compiled_bench.py": Run(
        "PYTHONPATH=. python benchmarks/compiled_bench.py --layouts turtle --deals 2",
        "one layout, 2 deals, not 3 of 200",
        needs="compiled",
    ),
    "tools/build_compiled.py --clean": Skip(
        "removes the compiled modules from the checkout (see tools/build_compiled.py above)"
    ),
    "tools/build_bundle.py": Skip(_BUNDLE),
    "tools/smoke_bundle.py": Skip(_BUNDLE),
    "mahjong-qt --self-test": Run(),
    "tools/make_icons.py": Run("python tools/make_icons.py {tmp}/icons", "OUT_DIR: the test's"),
    "python tools/export_schema.py": Run(
        "python tools/export_schema.py --check",
        "the same export compared with layouts/layout.schema.json instead of written over it",
    ),
    "python -m mahjong_qt.core.known_layouts": Run(
        "python -m mahjong_qt.core.known_layouts --check",
        "the digests compared with core/known_layouts.json instead of written over it",
    ),
    "mahjong-layout validate layouts/*.json": Run(),
    "mahjong-layout info layouts/turtle.json --json": Run(),
    "mahjong-layout atlas FILES... --deals N --json": Run(
        "mahjong-layout atlas layouts/turtle.json layouts/pyramid.json --deals 4 --json",
        "FILES and N filled in",
    ),
    "tools/layout_designs.py": Run(
        "python tools/layout_designs.py --check",
        "the designs compared with layouts/*.json instead of written over them",
    ),
    "tools/layout_designs_more.py": Skip(
        "drawings imported by tools/layout_designs.py (run above), not a program"
    ),
    "tools/layout_sheet.py": Run(
        "python tools/layout_sheet.py {tmp}/layouts.png", _OUT, makes=("{tmp}/layouts.png",)
    ),
    "mahjong-qt --list-layouts [--json]": Run("mahjong-qt --list-layouts --json", "with --json"),
    "benchmarks/browser_bench.py": Run(
        "PYTHONPATH=. python benchmarks/browser_bench.py --count 20 --repeat 1",
        "20 layouts once, not 1,500 three times",
    ),
    "python tools/update_translations.py": Skip(
        "rewrites translations/ of the checkout (Qt's lupdate and lrelease):"
        " tests/test_translations.py fails while a .qm is stale or a French entry unfinished"
    ),
    "python tools/fuzz_long.py": Run(
        "python tools/fuzz_long.py --examples 2", "2 inputs per reader, not 10,000", timeout=300
    ),
    "python tools/kill_harness.py --runs 100": Run(
        "python tools/kill_harness.py --runs 2", "2 runs, not 100", timeout=240
    ),
    "python benchmarks/race_load.py --rooms 50 --players 20": Run(
        "python benchmarks/race_load.py --rooms 1 --players 2 --duration 5 --setup 3 --workers 1",
        "1 room of 2 for 5 s, not 50 rooms of 20",
        needs="psutil",
        timeout=180,
    ),
    "python -m mahjong_qt.core.first_deals": Skip(
        "rewrites core/first_deals.json of the checkout; tests/test_first_deals.py checks that"
        " what it would write is what is shipped"
    ),
    "mahjong-race-server": Run("mahjong-race-server --version", "named as the program"),
    "mahjong-race-server --help": Run(),
    "python tools/make_earcons.py": Skip(
        "rewrites mahjong_qt/app/sound/wav/ of the checkout; tests/test_earcons.py checks that"
        " what it would write is what is shipped"
    ),
    "mahjong-race-server ratings": Run(
        "mahjong-race-server ratings --data {tmp}", "a data folder of the test's own"
    ),
    "mahjong-race-server ratings [--json]": Run(
        "mahjong-race-server ratings --data {tmp} --json", "a data folder of the test's own"
    ),
    "python -m mahjong_qt.race_server.shards N": Run(
        "python -m mahjong_qt.race_server.shards 2", "N = 2"
    ),
    "python benchmarks/race_cluster.py --shards 2 --rooms 20 --players 10 --json out.json": Run(
        "python benchmarks/race_cluster.py --shards 2 --rooms 2 --players 2 --duration 5"
        " --json {tmp}/out.json",
        "2 rooms of 2 for 5 s, into the test's folder",
        needs="haproxy",
        makes=("{tmp}/out.json",),
        timeout=180,
    ),
}


def _program(command: str) -> str:
    """What a command runs: the program, or the script or module given to python."""
    words = [w for w in shlex.split(command, posix=False) if "=" not in w.split("/")[0]]
    name = words[0].removeprefix(".venv/bin/")
    if name in ("python", "python3") and len(words) > 1:
        return words[2] if words[1] == "-m" else words[1]
    return name.removeprefix("python ").strip()


def test_every_readme_command_has_a_plan():
    commands = readme_commands(README.read_text("utf-8"))
    assert len(commands) > 30  # the extraction finds them
    missing = [c for c in commands if c not in PLANS]
    assert not missing, f"README commands with no plan in {Path(__file__).name}: {missing}"
    stale = [c for c in PLANS if c not in commands]
    assert not stale, f"plans for commands no longer in the README: {stale}"


def test_a_short_form_runs_the_same_program_and_says_why():
    for written, plan in PLANS.items():
        if isinstance(plan, Skip):
            assert len(plan.why) > 20, written
            continue
        if plan.command is not None:
            assert plan.why, f"{written}: a short form says why"
            assert _program(plan.command) == _program(written).replace("\\", "/"), written


def _needs(what: str | None) -> str | None:
    """Why a command cannot run here (None when it can)."""
    if what == "psutil":
        try:
            import psutil  # noqa: F401
        except ImportError:
            return "needs psutil (pip install -e '.[test,dev]')"
    if what == "haproxy" and shutil.which("haproxy") is None:
        return "needs HAProxy (Debian's haproxy)"
    if what == "compiled":
        from mahjong_qt.core.solver import compiled

        if not compiled():
            return "needs the compiled solver (python tools/build_compiled.py)"
    return None


def _argv(command: str, script_file) -> tuple[list[str], dict[str, str]]:
    """The command's arguments and the environment variables it sets (``NAME=value`` first)."""
    words = shlex.split(command)
    env: dict[str, str] = {}
    while words and "=" in words[0] and not words[0].startswith(("-", ".", "/")):
        key, _, value = words.pop(0).partition("=")
        env[key] = str(REPO) if value == "." else value
    program = words[0].removeprefix(".venv/bin/")
    if program in ("python", "python3"):
        argv = [sys.executable]
    else:
        argv = [str(script_file(program))]
    for word in words[1:]:
        matches = sorted(glob.glob(word, root_dir=REPO)) if "*" in word else []
        argv += matches or [word]
    return argv, env


def _wait_for_port(port: int, process: subprocess.Popen, seconds: float) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end and process.poll() is None:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                return True
        except OSError:
            time.sleep(0.2)
    return False


def _start_and_stop(argv, env, cwd, plan: Run, port: int) -> tuple[str, str]:
    """Start a window or a server, check that it stays up, stop it; its output."""
    process = subprocess.Popen(
        argv,
        cwd=cwd,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    try:
        if plan.kind == "server":
            up = _wait_for_port(port, process, 30)
        else:
            time.sleep(6)  # a window that fails to start exits (or prints a traceback) by then
            up = process.poll() is None
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGTERM)
        try:
            out, err = process.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            out, err = process.communicate()
    assert up, f"{' '.join(argv)} did not stay up (exit {process.returncode}): {err}"
    return out, err


@pytest.mark.parametrize(
    "written", [c for c, p in PLANS.items() if isinstance(p, Run)], ids=lambda c: c[:60]
)
def test_the_readme_command_runs(written, as_used_env, script_file, no_traceback, tmp_path):
    plan = PLANS[written]
    assert isinstance(plan, Run)
    missing = _needs(plan.needs)
    if missing:
        pytest.skip(missing)
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    command = (plan.command or written).replace("{tmp}", str(tmp_path)).replace("{port}", str(port))
    argv, extra_env = _argv(command, script_file)
    env = {**as_used_env, **extra_env}
    if plan.kind in ("window", "server"):
        out, err = _start_and_stop(argv, env, REPO, plan, port)
        result = subprocess.CompletedProcess(argv, 0, out, err)
    else:
        try:
            result = subprocess.run(
                argv,
                cwd=REPO,
                env=env,
                capture_output=True,
                text=True,
                timeout=plan.timeout,
                check=False,
            )
        except subprocess.TimeoutExpired:
            pytest.fail(f"{command} did not end within {plan.timeout} s")
        assert result.returncode == 0, (command, result.stdout[-2000:], result.stderr[-2000:])
    no_traceback(result)
    for made in plan.makes:
        path = Path(made.replace("{tmp}", str(tmp_path)))
        assert path.exists(), f"{command} did not write {path}"
        if path.suffix == ".png":
            assert path.read_bytes().startswith(PNG_MAGIC)
