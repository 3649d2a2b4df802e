"""Every console script of ``pyproject.toml`` is run as a user runs it by a module of its own in
``tests/as_used/`` (one whose ``SCRIPTS`` names it), and every README command by the README
runner (``test_readme_as_used.py``, which checks that itself). A new program without such a test
fails here."""

from __future__ import annotations

import ast
import tomllib
from pathlib import Path

SCRIPTS = ()  # runs nothing: it reads the other modules

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
# It starts every program, but only to check the README's commands: it covers none of them.
README_RUNNER = "test_readme_as_used.py"


def console_scripts() -> set[str]:
    project = tomllib.loads((REPO / "pyproject.toml").read_text("utf-8"))["project"]
    return set(project.get("scripts", {})) | set(project.get("gui-scripts", {}))


def declared_scripts(path: Path) -> tuple[str, ...] | None:
    """A module's module-level ``SCRIPTS`` (None when it has none), read without importing it."""
    for node in ast.parse(path.read_text("utf-8")).body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "SCRIPTS" for t in node.targets
        ):
            value = ast.literal_eval(node.value)
            assert isinstance(value, tuple), f"{path.name}: SCRIPTS must be a tuple of names"
            return value
    return None


def _modules() -> dict[str, tuple[str, ...] | None]:
    return {p.name: declared_scripts(p) for p in sorted(HERE.glob("test_*.py"))}


def test_every_module_declares_the_scripts_it_runs():
    undeclared = [name for name, scripts in _modules().items() if scripts is None]
    assert not undeclared, f"modules of tests/as_used without SCRIPTS = (...): {undeclared}"
    known = console_scripts()
    for name, scripts in _modules().items():
        unknown = set(scripts or ()) - known
        assert not unknown, f"{name} names scripts that pyproject.toml does not have: {unknown}"


def test_every_console_script_has_a_module_that_runs_it():
    covered = {
        script
        for name, scripts in _modules().items()
        if name != README_RUNNER
        for script in scripts or ()
    }
    missing = sorted(console_scripts() - covered)
    assert not missing, (
        f"console scripts that no module of tests/as_used runs as a user does: {missing}"
        " (add test_<program>_as_used.py with SCRIPTS = (...))"
    )
