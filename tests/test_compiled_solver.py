"""The optional compiled solver (Cython, ``tools/build_compiled.py`` or a compiled wheel) gives
exactly the pure-Python solver's answers, and the package picks the pure modules whenever it
must: ``MAHJONG_QT_PURE=1``, a partial build, or sources edited since the build.

The comparisons run only where the compiled modules are installed (CI builds them, and sets
``MAHJONG_QT_REQUIRE_COMPILED=1`` so that a silent fallback to the pure modules fails)."""

from __future__ import annotations

import ast
import importlib
import json
import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong_qt.core import solver
from mahjong_qt.core.deal import random_faces
from mahjong_qt.core.geometry import Geometry
from mahjong_qt.core.layout import load_layout
from mahjong_qt.core.rng import Rng
from mahjong_qt.core.solver import native
from mahjong_qt.core.tiles import TileSetVariant, match_key
from mahjong_qt.resources import layouts_dir

PKG = "mahjong_qt.core.solver"
REQUIRED = os.environ.get("MAHJONG_QT_REQUIRE_COMPILED", "").strip() not in ("", "0")
SOLVER_DIR = Path(solver.__file__).parent


def _python(code: str, **env: str) -> str:
    run_env = dict(os.environ, **env)
    proc = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=120,
        env=run_env,
    )
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def test_ci_runs_the_compiled_modules_when_it_asks_for_them():
    if REQUIRED:
        assert solver.compiled(), native.describe()
    assert native.describe().startswith("solver: ")


def test_pure_env_forces_every_hot_module_to_its_py_file():
    out = _python(
        "import sys, json, mahjong_qt.core.solver as s;"
        f"print(json.dumps([s.compiled()] + [sys.modules['{PKG}.' + m].__file__ "
        f"for m in {native.HOT!r}]))",
        **{native.PURE_ENV: "1"},
    )
    flag, *files = json.loads(out)
    assert flag is False
    assert [Path(f).name for f in files] == [f"{m}.py" for m in native.HOT]


def test_python_m_solver_says_which_modules_run():
    out = _python("import runpy; runpy.run_module('mahjong_qt.core.solver', run_name='__main__')")
    assert out == native.describe() + "\n"
    forced = _python(
        "import runpy; runpy.run_module('mahjong_qt.core.solver', run_name='__main__')",
        **{native.PURE_ENV: "1"},
    )
    assert forced.startswith("solver: pure Python")


# --- the choice, on a fake package whose "extensions" would not even load -------------------
def _fake_package(root: Path, manifest: dict | None) -> Path:
    folder = root / "fakesolver"
    folder.mkdir()
    (folder / "__init__.py").write_text(
        "from mahjong_qt.core.solver import native\nnative.select(__name__, __path__[0])\n"
    )
    suffix = importlib.machinery.EXTENSION_SUFFIXES[0]
    for m in native.HOT:
        (folder / f"{m}.py").write_text(f"WHO = {m!r}\n")
        (folder / f"{m}{suffix}").write_bytes(b"not an extension")
    if manifest is not None:
        (folder / native.MANIFEST).write_text(json.dumps(manifest))
    return folder


def _manifest_of(folder: Path) -> dict:
    return {"sources": {m: native.digest(folder, m) for m in native.HOT}}


def _import_fake(root: Path, **env: str) -> str:
    probe = textwrap.dedent(
        f"""
        import sys
        sys.path.insert(0, {str(root)!r})
        import fakesolver
        from mahjong_qt.core.solver import native
        print(native.refusal(__import__('pathlib').Path(fakesolver.__path__[0])))
        for m in {native.HOT!r}:
            mod = __import__('fakesolver.' + m, fromlist=['WHO'])
            assert mod.WHO == m and mod.__file__.endswith('.py'), mod.__file__
        """
    )
    return _python(probe, **env).strip()


def test_edited_sources_are_imported_instead_of_their_stale_extensions(tmp_path):
    folder = _fake_package(tmp_path, manifest=None)
    manifest = _manifest_of(folder)
    (folder / native.MANIFEST).write_text(json.dumps(manifest))
    (folder / "replay.py").write_text("WHO = 'replay'  # edited after the build\n")
    assert _import_fake(tmp_path) == "changed since they were compiled: replay"


def test_no_manifest_or_a_missing_extension_means_the_pure_modules(tmp_path):
    folder = _fake_package(tmp_path, manifest=None)
    assert _import_fake(tmp_path) == "no readable compiled.json next to the compiled modules"
    (folder / native.MANIFEST).write_text(json.dumps(_manifest_of(folder)))
    next(folder.glob("search.*so")).unlink()
    assert native.refusal(folder) == "not compiled: search"


def test_a_current_build_is_accepted_unless_pure_is_asked(tmp_path, monkeypatch):
    folder = _fake_package(tmp_path, manifest=None)
    (folder / native.MANIFEST).write_text(json.dumps(_manifest_of(folder)))
    monkeypatch.delenv(native.PURE_ENV, raising=False)
    assert native.refusal(folder) is None
    monkeypatch.setenv(native.PURE_ENV, "1")
    assert native.refusal(folder) == "MAHJONG_QT_PURE is set"
    (folder / "search.pxd").write_text("# a new type changes the build too\n")
    monkeypatch.setenv(native.PURE_ENV, "0")
    assert native.refusal(folder) == "changed since they were compiled: search"


# --- compiled against pure, in one process ------------------------------------------------
needs_compiled = pytest.mark.skipif(
    not solver.compiled() and not REQUIRED, reason="the compiled solver is not built"
)


@pytest.fixture(scope="module")
def pure():
    """A second copy of the solver package, imported from its .py files only."""
    modules = native.pure_copy()
    assert sys.modules[PKG] is solver and modules[PKG] is not solver
    assert all(modules[f"{PKG}.{m}"].__file__.endswith(".py") for m in native.HOT)
    return modules


def _layout(name: str):
    return load_layout(str(layouts_dir() / f"{name}.json"))


def _answer(result) -> tuple:
    return result.verdict.value, result.solution, result.replays


@needs_compiled
@pytest.mark.parametrize("name, deals", [("turtle", 12), ("fortress", 6), ("pyramid", 6)])
def test_fixed_deals_get_the_same_verdicts_solutions_and_work(pure, name, deals):
    assert solver.compiled()
    layout = _layout(name)
    rng = Rng.from_key("compiled-vs-pure", name)
    for k in range(deals):
        faces = random_faces(layout.tile_count, TileSetVariant.FULL, rng)
        ours = solver.solve(layout.geometry, faces, nodes=20_000, seed=k)
        ref = pure[PKG].solve(layout.geometry, faces, nodes=20_000, seed=k)
        assert _answer(ours) == _answer(ref), (name, k)


@needs_compiled
def test_play_outs_and_the_random_player_are_the_same_games(pure):
    layout = _layout("turtle")
    faces = random_faces(layout.tile_count, TileSetVariant.FULL, Rng.from_key("playouts", 1))
    problem = solver.Problem.build(layout.geometry, faces)
    ref_problem = pure[f"{PKG}.problem"].Problem.build(layout.geometry, faces)
    play, ref_play = solver.playout.play_out, pure[f"{PKG}.playout"].play_out
    for safe, lone, whole in ((True, 1, 0), (False, 1, 0), (True, 0, 1)):  # (whole: Tower's)
        a, b = Rng.from_key("p", safe, whole), Rng.from_key("p", safe, whole)
        for _ in range(30):
            assert play(problem, a, safe, lone, whole) == ref_play(
                ref_problem, b, safe, lone, whole
            )
    wall = _layout("great-wall")  # groups of eight, as on Tower
    faces = random_faces(wall.tile_count, TileSetVariant.FULL, Rng.from_key("playouts", 2))
    p, ref_p = solver.Problem.build(wall.geometry, faces), ref_problem.build(wall.geometry, faces)
    a, b = Rng.from_key("wall"), Rng.from_key("wall")
    for _ in range(30):
        assert play(p, a, True, 0, 1) == ref_play(ref_p, b, True, 0, 1)
    assert solver.random_win_rate(problem, Rng(7), 40) == pure[PKG].random_win_rate(
        ref_problem, Rng(7), 40
    )


@needs_compiled
@settings(max_examples=25, deadline=None)
@given(
    name=st.sampled_from(["turtle", "fortress", "pyramid"]),
    deal=st.integers(0, 2**32),
    gone=st.sets(st.integers(0, 40), max_size=30),
    seed=st.integers(0, 3),
)
def test_any_position_gets_the_same_answer(pure, name, deal, gone, seed):
    """A random deal with whole kinds taken away (a position in progress, or not reachable:
    the solver decides any), the same verdict, solution and work from both."""
    layout = _layout(name)
    faces = random_faces(layout.tile_count, TileSetVariant.FULL, Rng(deal))
    present = [match_key(f) not in gone for f in faces]
    ours = solver.solve(layout.geometry, faces, present, nodes=3_000, seed=seed)
    ref = pure[PKG].solve(layout.geometry, faces, present, nodes=3_000, seed=seed)
    assert _answer(ours) == _answer(ref)


@needs_compiled
@pytest.mark.parametrize("name", ["turtle", "pyramid"])
def test_the_pairing_walk_keeps_the_same_swaps_in_the_same_order(pure, name):
    """The mixed deals' walk: from the easy deal's order, the same swaps kept and the same
    clearing order after each, compiled or pure."""
    from mahjong_qt.core.deals import make_deal

    layout = _layout(name)
    start = make_deal(layout, 3, "easy").solution
    ours = solver.PairingWalk(layout.geometry, start)
    ref = pure[PKG].PairingWalk(layout.geometry, start)
    rng, kept = Rng.from_key("walk", name), 0
    for _ in range(300):
        i, j = rng.below(len(start)), rng.below(len(start))
        if i == j:
            continue
        (a, a2), (b, b2) = ours.pair(i), ours.pair(j)
        swap = (i, (b, a2), j, (a, b2))
        result = ours.try_swap(*swap)
        assert result is ref.try_swap(*swap)
        kept += result
        assert ours.pairs() == ref.pairs()
    assert 0 < kept < 300


DEALS_AND_HINTS = textwrap.dedent(
    """
    import json
    from mahjong_qt.core import solver
    from mahjong_qt.core.board import Board
    from mahjong_qt.core.deals import make_deal
    from mahjong_qt.core.hints import find_hints
    from mahjong_qt.core.layout import load_layout
    from mahjong_qt.resources import layouts_dir

    layout = load_layout(str(layouts_dir() / "turtle.json"))
    out = {"compiled": solver.compiled(), "deals": [], "hints": []}
    for number in (1, 2, 3):
        for difficulty in ("normal", "hard"):
            deal = make_deal(layout, number, difficulty)
            out["deals"].append([list(deal.faces), [list(p) for p in deal.solution]])
    board = Board(layout.geometry, list(deal.faces))
    for a, b in deal.solution[:20]:
        board.remove_pair(a, b)
    hints = find_hints(board, seconds=None)
    out["hints"] = [hints.status.value, [[h.a, h.b, h.safe] for h in hints.hints]]
    print(json.dumps(out))
    """
)


@needs_compiled
def test_deals_and_hints_are_the_same_with_either_solver():
    compiled = json.loads(_python(DEALS_AND_HINTS))
    reference = json.loads(_python(DEALS_AND_HINTS, **{native.PURE_ENV: "1"}))
    assert compiled.pop("compiled") is True and reference.pop("compiled") is False
    assert compiled == reference


@needs_compiled
@pytest.mark.parametrize("stacks, kinds", [(44, 1), (70, 2)])
def test_groups_of_more_than_64_tiles_keep_exact_masks(pure, stacks, kinds):
    """Group masks stay Python ints in the compiled modules: one group of 88 tiles, or two of
    70 (a row of two-tile stacks), the same answer as the pure solver."""
    cells = [(2 * i, 0, z) for i in range(stacks) for z in (0, 1)]
    geometry = Geometry.from_positions(cells)
    faces = [i % kinds for i in range(len(cells))]
    for seed in range(3):
        ours = solver.solve(geometry, faces, nodes=400, seed=seed)
        ref = pure[PKG].solve(geometry, faces, nodes=400, seed=seed)
        assert _answer(ours) == _answer(ref)
        assert ours.verdict is solver.Verdict.WINNABLE


# --- the .pxd files follow the .py files (checked without a compiler) ---------------------
def _pxd_declarations(text: str) -> tuple[dict[str, set[str]], dict[str, list[str]]]:
    """Per ``cdef class``: its attributes; per function or ``Class.method``: argument names."""
    attributes: dict[str, set[str]] = {}
    functions: dict[str, list[str]] = {}
    owner = None
    for line in text.splitlines():
        if not line.strip() or line.lstrip().startswith(("#", "@", ")")) or "=" in line:
            continue
        if m := re.match(r"cdef class (\w+)", line):
            owner = m[1]
            attributes[owner] = set()
            continue
        if not line.startswith(" "):
            owner = None
        if m := re.match(r"\s+cdef public (?:signed |unsigned )?[\w.\[\]:]+ (.+)", line):
            attributes[owner].update(a.strip() for a in m[1].split(","))
        elif m := re.match(r"\s*cpdef .*?(\w+)\((.*?)\)", line):
            args = [a.split("=")[0].split()[-1] for a in m[2].split(",") if a.strip()]
            functions[f"{owner}.{m[1]}" if owner else m[1]] = args
    return attributes, functions


def _py_definitions(tree: ast.Module) -> tuple[dict[str, set[str]], dict[str, list[str]]]:
    attributes: dict[str, set[str]] = {}
    functions: dict[str, list[str]] = {}
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            functions[node.name] = [a.arg for a in node.args.args]
        if isinstance(node, ast.ClassDef):
            attributes[node.name] = {
                t.attr
                for sub in ast.walk(node)
                if isinstance(sub, ast.Assign | ast.AnnAssign | ast.AugAssign)
                for target in (sub.targets if isinstance(sub, ast.Assign) else [sub.target])
                for t in ast.walk(target)
                if isinstance(t, ast.Attribute)
                and isinstance(t.value, ast.Name)
                and t.value.id == "self"
            }
            for item in node.body:
                if isinstance(item, ast.FunctionDef):
                    functions[f"{node.name}.{item.name}"] = [a.arg for a in item.args.args]
    return attributes, functions


@pytest.mark.parametrize("pxd", sorted(p.name for p in SOLVER_DIR.glob("*.pxd")))
def test_each_pxd_declares_what_its_py_has(pxd):
    """A ``cdef class`` has no ``__dict__``: an attribute the .py sets but the .pxd does not
    declare would fail only in the compiled build; a typed function must exist with the same
    arguments. Checked here so that an edit of the .py shows in the pure test run too."""
    py = (SOLVER_DIR / pxd).with_suffix(".py")
    declared, signatures = _pxd_declarations((SOLVER_DIR / pxd).read_text(encoding="utf-8"))
    has, defined = _py_definitions(ast.parse(py.read_text(encoding="utf-8")))
    for cls, attrs in declared.items():
        assert cls in has, f"{pxd}: no class {cls} in {py.name}"
        assert has[cls] <= attrs, f"{pxd}: {cls} does not declare {sorted(has[cls] - attrs)}"
    for name, args in signatures.items():
        assert defined.get(name) == args, f"{pxd}: {name}{tuple(args)} is not in {py.name}"
