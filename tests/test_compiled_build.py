"""The build hook compiles the solver only when it can, and otherwise builds the pure wheel
(saying why in the build log); it asks for Cython only when it may compile. No compiler runs
here: the compile itself is replaced (CI builds a real compiled wheel, see ``.ci/run``)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
import hatch_build  # noqa: E402

sys.path.remove(str(ROOT))


class Log:
    def __init__(self):
        self.lines: list[str] = []

    def display_info(self, text: str) -> None:
        self.lines.append(text)

    display_warning = display_info

    def compile_lines(self) -> list[str]:
        """The lines about the solver (the others say what went to share/)."""
        return [line for line in self.lines if "share/" not in line]


RUNTIME = ["PySide6-Essentials>=6.7", "pydantic>=2.6"]  # what the project's metadata says
METADATA = SimpleNamespace(core=SimpleNamespace(dependencies=RUNTIME))


def _hook(log: Log, target: str = "wheel") -> hatch_build.CustomBuildHook:
    return hatch_build.CustomBuildHook(str(ROOT), {}, None, METADATA, str(ROOT), target, app=log)


def _build_data() -> dict:
    return {
        "force_include": {},
        "force_include_editable": {},
        "shared_data": {},
        "pure_python": True,
        "infer_tag": False,
    }


@pytest.fixture
def clean_env(monkeypatch):
    for name in (hatch_build.PURE_BUILD, hatch_build.REQUIRE_COMPILED):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(hatch_build, "c_compiler", lambda: "/usr/bin/cc")
    monkeypatch.setattr(hatch_build, "make_share", lambda root, out: {})  # tests/test_packaging
    return monkeypatch


def test_cython_is_asked_for_only_when_a_compile_may_happen(clean_env):
    hook = _hook(Log())
    share = hatch_build.SHARE_NEEDS + RUNTIME  # the man pages and icons: every regular wheel
    assert hook.dependencies() == share + hatch_build.BUILD_NEEDS
    clean_env.setenv(hatch_build.PURE_BUILD, "1")
    assert hook.dependencies() == share
    clean_env.setenv(hatch_build.PURE_BUILD, "0")
    clean_env.setattr(hatch_build, "c_compiler", lambda: None)
    assert hook.dependencies() == share
    assert _hook(Log(), "sdist").dependencies() == []


def test_an_editable_build_asks_for_nothing_and_never_compiles(clean_env):
    hook = _hook(Log())

    def get_requires_for_build_editable():
        return hook.dependencies()

    assert get_requires_for_build_editable() == []
    clean_env.setattr(hatch_build, "compile_hot", pytest.fail)
    data = _build_data()
    hook.initialize("editable", data)
    assert list(data["force_include_editable"].values()) == ["mahjong_qt_editor/__init__.py"]
    assert not data["force_include"] and data["pure_python"]
    hook.finalize("editable", data, "")


@pytest.mark.parametrize(
    "setup, reason",
    [
        (lambda env: env.setenv(hatch_build.PURE_BUILD, "1"), "MAHJONG_QT_PURE_BUILD is set"),
        (lambda env: env.setattr(hatch_build, "c_compiler", lambda: None), "no C compiler found"),
        (
            lambda env: env.setattr(hatch_build, "compile_hot", _fail),
            "the compile failed (CompileError: replay.py: no such type)",
        ),
    ],
)
def test_when_it_cannot_compile_the_wheel_is_pure_and_the_log_says_why(clean_env, setup, reason):
    setup(clean_env)
    log = Log()
    hook, data = _hook(log), _build_data()
    hook.initialize("standard", data)
    assert data == _build_data()
    assert log.compile_lines() == [f"mahjong-qt: building the pure-Python wheel: {reason}"]
    hook.finalize("standard", data, "")


class CompileError(Exception):
    pass


def _fail(*args):
    raise CompileError("replay.py: no such type")


def test_ci_makes_a_fallback_an_error(clean_env):
    clean_env.setenv(hatch_build.REQUIRE_COMPILED, "1")
    clean_env.setattr(hatch_build, "compile_hot", _fail)
    hook = _hook(Log())
    with pytest.raises(RuntimeError, match="MAHJONG_QT_REQUIRE_COMPILED is set but the compile"):
        hook.initialize("standard", _build_data())
    hook.finalize("standard", {}, "")


def test_a_compiled_wheel_carries_the_extensions_and_the_manifest_and_a_platform_tag(
    clean_env, tmp_path
):
    nat = hatch_build.native(ROOT)

    def fake_compile(root, out, temp):
        built = {}
        for m in nat.HOT:
            path = out / f"{m}.cpython-311-x86_64-linux-gnu.so"
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(b"\x7fELF")
            built[m] = path
        return built

    clean_env.setattr(hatch_build, "compile_hot", fake_compile)
    clean_env.setitem(sys.modules, "Cython", type(sys)("Cython"))
    sys.modules["Cython"].__version__ = "3.test"
    log = Log()
    hook, data = _hook(log), _build_data()
    hook.initialize("standard", data)
    targets = sorted(data["force_include"].values())
    assert targets == sorted(
        [f"mahjong_qt/core/solver/{m}.cpython-311-x86_64-linux-gnu.so" for m in nat.HOT]
        + ["mahjong_qt/core/solver/compiled.json"]
    )
    assert data["pure_python"] is False and data["infer_tag"] is True
    manifest = next(Path(src) for src, dst in data["force_include"].items() if "json" in dst)
    text = manifest.read_text()
    for m in nat.HOT:
        assert nat.digest(ROOT / hatch_build.SOLVER, m) in text
    assert log.compile_lines() == ["mahjong-qt: compiled " + ", ".join(nat.HOT) + " with Cython"]
    hook.finalize("standard", data, "")


def _requires(**env: str) -> list[list[str]]:
    """What hatchling answers a build front end in the checkout: editable, then regular wheel."""
    probe = (
        "import json; from hatchling.build import get_requires_for_build_editable as e,"
        " get_requires_for_build_wheel as w; print(json.dumps([e(), w()]))"
    )
    base = {k: v for k, v in os.environ.items() if k != hatch_build.PURE_BUILD}
    out = subprocess.run(
        [sys.executable, "-c", probe],
        cwd=ROOT,
        env={**base, **env},
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    return json.loads(out.stdout)


def test_hatchling_asks_for_cython_for_a_regular_wheel_only():
    import tomllib

    editable, wheel = _requires()
    assert not [d for d in editable if d.lower().startswith(("cython", "setuptools"))]
    runtime = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    share = _same(hatch_build.SHARE_NEEDS + runtime)  # tools/make_share.py imports the programs
    cython = _same(hatch_build.BUILD_NEEDS if hatch_build.c_compiler() else [])
    assert _same(wheel) == share | cython
    assert _same(_requires(MAHJONG_QT_PURE_BUILD="1")[1]) == share
    if sys.platform != "win32":  # there the compiler is cl on the PATH
        assert _same(_requires(CC="/no/such/compiler")[1]) == share


def _same(requirements: list[str]) -> set[str]:
    """Requirements as hatchling writes them (it normalises the names and sorts them)."""
    from packaging.requirements import Requirement

    return {str(Requirement(r)).lower() for r in requirements}
