"""The "as used" layer: the installed programs run as a user runs them, as subprocesses.

Each module here declares ``SCRIPTS = ("mahjong-...",)``, the console scripts it runs
(``tests/as_used/test_scripts_covered.py`` fails when a console script of ``pyproject.toml`` is in
no module's ``SCRIPTS``). A script is found beside the interpreter, where ``pip install -e
".[test]"`` put it, and runs with its user data in a temporary folder (``MAHJONG_QT_HOME``),
headless (``QT_QPA_PLATFORM=offscreen``), with no other game's layouts in sight, and a time limit:
a program that hangs fails its test. Nothing here reaches into the program's objects.

Fixtures and helpers:

* ``as_used_env`` (the environment of a run; ``as_used_home`` is its ``MAHJONG_QT_HOME``);
* ``run_script(name, *args, timeout=60, cwd=None, input=None, env=None)`` runs one script to its
  end and returns the :class:`subprocess.CompletedProcess` (text mode, stdout and stderr
  captured); ``env`` entries are added to (or, with ``None``, removed from) the run's
  environment;
* ``free_port``: a TCP port free on loopback (bound to port 0, then released);
* ``script_file(name)``: the script's file (skipping the test when it is not installed);
* ``no_traceback(result)``: asserts that neither stream of a run holds a Python traceback.

(Fixtures, not imports: the modules here are not a package, so ``conftest`` cannot be imported
by name.)
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from collections.abc import Callable, Mapping
from pathlib import Path

import pytest

__all__ = ["REPO", "script_path", "assert_no_traceback", "RunScript"]

#: The checkout (the README, ``layouts/``, ``tools/`` and ``benchmarks/`` are run from here).
REPO = Path(__file__).resolve().parents[2]

RunScript = Callable[..., "subprocess.CompletedProcess[str]"]


def script_path(name: str) -> Path:
    """The console script ``name`` installed beside this interpreter (``.venv/bin/NAME``, or
    ``NAME.exe`` in ``Scripts`` on Windows). Skips the test when it is not installed."""
    here = Path(sys.executable)
    for candidate in (here.with_name(name), here.with_name(f"{name}.exe")):
        if candidate.exists():
            return candidate
    pytest.skip(f"{name} is not installed beside {here} (pip install -e '.[test]')")


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def assert_no_traceback(result: subprocess.CompletedProcess[str]) -> None:
    """A program that refuses bad input says why in a sentence, never with a Python traceback."""
    for stream in (result.stdout, result.stderr):
        assert "Traceback (most recent call last)" not in (stream or ""), stream


@pytest.fixture
def as_used_home(tmp_path: Path) -> Path:
    """The user data folder of the runs (``MAHJONG_QT_HOME``): empty at the start."""
    home = tmp_path / "home"
    home.mkdir()
    return home


@pytest.fixture
def as_used_env(tmp_path: Path, as_used_home: Path) -> dict[str, str]:
    """The environment the programs run in: this test's own home, headless, no other game's
    layouts (XDG data folders of its own), English messages."""
    env = dict(os.environ)
    env.update(
        MAHJONG_QT_HOME=str(as_used_home),
        QT_QPA_PLATFORM="offscreen",
        XDG_DATA_HOME=str(tmp_path / "xdg-data-home"),
        XDG_DATA_DIRS=str(tmp_path / "xdg-data-dirs"),
        XDG_RUNTIME_DIR=str(tmp_path / "xdg-runtime"),
        LANG="C.UTF-8",
        LC_ALL="C.UTF-8",
        LANGUAGE="en",
        PYTHONIOENCODING="utf-8",
    )
    (tmp_path / "xdg-runtime").mkdir(mode=0o700, exist_ok=True)
    return env


@pytest.fixture
def run_script(as_used_env: dict[str, str], tmp_path: Path) -> RunScript:
    """``run_script(name, *args, timeout=60, cwd=None, input=None, env=None)``: run a console
    script to its end (a run over its time limit fails the test) and return what it did."""

    def run(
        name: str,
        *args: str | os.PathLike[str],
        timeout: float = 60,
        cwd: str | os.PathLike[str] | None = None,
        input: str | None = None,  # noqa: A002 - subprocess.run's own name
        env: Mapping[str, str | None] | None = None,
    ) -> subprocess.CompletedProcess[str]:
        run_env = dict(as_used_env)
        for key, value in (env or {}).items():
            if value is None:
                run_env.pop(key, None)
            else:
                run_env[key] = value
        command = [str(script_path(name)), *(str(a) for a in args)]
        try:
            return subprocess.run(
                command,
                cwd=cwd if cwd is not None else tmp_path,
                env=run_env,
                input=input,
                capture_output=True,
                text=True,
                encoding="utf-8",
                errors="replace",
                timeout=timeout,
                check=False,
            )
        except subprocess.TimeoutExpired as e:
            pytest.fail(f"{name} {' '.join(map(str, args))} did not end within {timeout} s: {e}")

    return run


@pytest.fixture
def free_port() -> int:
    """A TCP port free on loopback now (bound to port 0, then released)."""
    return _free_port()


@pytest.fixture
def script_file() -> Callable[[str], Path]:
    """``script_file(name)``: the installed console script (the test is skipped without it)."""
    return script_path


@pytest.fixture
def no_traceback() -> Callable[[subprocess.CompletedProcess[str]], None]:
    """``no_traceback(result)``: fails when a run printed a Python traceback."""
    return assert_no_traceback
