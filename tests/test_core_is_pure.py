"""The core never imports Qt: it must run (and be tested) without PySide6."""

from __future__ import annotations

import ast
import json
import pkgutil
import subprocess
import sys
from pathlib import Path

import mahjong_qt.core as core

QT_MODULES = ("PySide6", "shiboken6", "PyQt5", "PyQt6", "PySide2", "shiboken2", "qtpy")
CORE_DIR = Path(core.__file__).resolve().parent


def core_modules() -> list[str]:
    return sorted(m.name for m in pkgutil.walk_packages([str(CORE_DIR)], prefix="mahjong_qt.core."))


def test_core_has_the_expected_modules():
    names = core_modules()
    for expected in ("board", "game", "scoring", "selection", "savegame", "settings", "records"):
        assert f"mahjong_qt.core.{expected}" in names


def test_importing_every_core_module_loads_no_qt():
    code = (
        "import importlib, json, sys\n"
        f"for name in {core_modules()!r}:\n"
        "    importlib.import_module(name)\n"
        f"print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in {QT_MODULES!r})))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True
    )
    assert json.loads(out.stdout.strip().splitlines()[-1]) == []


def imported_names(tree: ast.AST, package: str = "mahjong_qt.core") -> set[str]:
    """Every module a source imports; relative imports resolved against ``package``."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level == 0:
                names.add(node.module or "")
            else:
                parts = package.split(".")
                base = parts[: len(parts) - (node.level - 1)]
                names.add(".".join(base + ([node.module] if node.module else [])))
        elif (
            isinstance(node, ast.Call)
            and getattr(node.func, "attr", getattr(node.func, "id", ""))
            in ("import_module", "__import__")
            and node.args
            and isinstance(node.args[0], ast.Constant)
        ):
            names.add(str(node.args[0].value))
    return names


def test_no_core_source_mentions_a_qt_import():
    offenders = []
    for path in sorted(CORE_DIR.rglob("*.py")):
        tree = ast.parse(path.read_text("utf-8"), str(path))
        rel = path.relative_to(CORE_DIR).with_suffix("")
        package = ".".join(("mahjong_qt", "core", *rel.parts[:-1]))
        for name in imported_names(tree, package):
            if name.split(".")[0] in QT_MODULES or name.startswith(
                ("mahjong_qt.ui", "mahjong_qt.app", "editor")
            ):
                offenders.append(f"{path.relative_to(CORE_DIR)}: {name}")
    assert offenders == []


def test_the_scan_would_catch_an_import():
    tree = ast.parse("import PySide6.QtCore\nfrom shiboken6 import isValid\n__import__('PyQt6')")
    assert {"PySide6.QtCore", "shiboken6", "PyQt6"} <= imported_names(tree)
    relative = ast.parse(
        "from ..ui import tile_style\nfrom .board import Board\nfrom ...editor import x"
    )
    assert imported_names(relative, "mahjong_qt.core") == {
        "mahjong_qt.ui",
        "mahjong_qt.core.board",
        "editor",
    }
