"""The static checks CI runs (``.ci/static_checks``, issue 24), as a developer sees them: the
import contracts of ``pyproject.toml`` hold (``lint-imports``) and mypy finds no error (strict on
the core, the race server and its protocol; every function body checked elsewhere).

Both tools come with the ``test`` extra. mypy keeps its cache in the checkout's ``.mypy_cache``
(git-ignored, as when it is run by hand): about 10 s the first time, 1 s after.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
#: mypy's answer when an installed package's own stubs cannot be read (PySide6 6.7's QtGui.pyi)
_STUB_UNREADABLE = re.compile(r"site-packages[/\\]\S+\.pyi:\d+: error: .*\[syntax\]")


#: The oldest PySide6 whose stubs the types are checked against: older ones cannot be read
#: (6.7's QtGui.pyi) or lack what the code uses (6.8.0.2's ``QAccessible.State`` has no fields).
TYPED_AT = (6, 11)


def _pyside_version() -> tuple[int, ...]:
    from importlib.metadata import version

    return tuple(int(part) for part in version("PySide6-Essentials").split(".")[:2])


def _run(command: list[str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=600)


def test_the_import_contracts_hold():
    pytest.importorskip("importlinter")
    done = _run([str(Path(sys.executable).with_name("lint-imports")), "--no-cache"])
    assert done.returncode == 0, done.stdout + done.stderr
    assert "0 broken" in done.stdout


def test_mypy_finds_no_error():
    pytest.importorskip("mypy")
    if _pyside_version() < TYPED_AT:  # CI's runs at the lowest versions (6.7, 6.8.0.2)
        pytest.skip("the types are checked against PySide6's newer stubs (.ci/static_checks)")
    done = _run([sys.executable, "-m", "mypy"])  # what to check: [tool.mypy] in pyproject.toml
    if _STUB_UNREADABLE.search(done.stdout):
        pytest.skip("the installed PySide6's stubs do not parse; types are checked at the newest")
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("Success: no issues found")
