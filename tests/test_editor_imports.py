"""The editor and the core have no import circle; the editor's helpers never import its window.

The import graph is read from the source (TYPE_CHECKING imports included: a helper that needs the
whole window's type has too wide an interface).
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def import_graph(*packages: str) -> dict[str, set[str]]:
    """Module -> the project modules it imports, for the modules of ``packages``."""
    files = {_module_name(p): p for pkg in packages for p in (ROOT / pkg).rglob("*.py")}
    graph: dict[str, set[str]] = {m: set() for m in files}
    for module, path in files.items():
        package = module.split(".") if path.name == "__init__.py" else module.split(".")[:-1]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = package[: len(package) - node.level + 1] if node.level else []
                prefix = ".".join(base + ([node.module] if node.module else []))
                names = [prefix] + [f"{prefix}.{a.name}" for a in node.names]
            else:
                continue
            for name in names:
                while name and name not in files:
                    name = name.rpartition(".")[0]
                if name and name != module and not module.startswith(name + "."):
                    graph[module].add(name)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_cycles_finds_a_circle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_no_import_circle_in_the_editor_or_the_core():
    graph = import_graph("editor", "mahjong_qt")
    inside = [
        c for c in cycles(graph) if all(m.startswith(("editor", "mahjong_qt.core")) for m in c)
    ]
    assert inside == []


def test_editor_helpers_never_import_the_window():
    graph = import_graph("editor", "mahjong_qt")
    importers = sorted(m for m, deps in graph.items() if "editor.window.main_window" in deps)
    # the command line starts it; its package exports it
    assert [m for m in importers if m.startswith("editor.")] == ["editor.main", "editor.window"]


def test_a_worker_loads_no_qt_to_run_the_editors_checks():
    """A worker process (started by "spawn") imports the modules of the jobs it runs, and their
    packages' ``__init__``: ``editor.checking``'s stays light, so the worker's start loads no Qt."""
    import subprocess
    import sys

    code = (
        "import sys, editor.checking.call_job, editor.checking.analysis,"
        " editor.checking.difficulty_estimate;"
        " print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"
    # and the package still gives its main part when asked
    from editor.checking import BackgroundChecks
    from editor.checking.checks import BackgroundChecks as direct

    assert BackgroundChecks is direct
