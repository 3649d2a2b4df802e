"""Build hook: the editable editor alias, the desktop files under ``share/``, and the optional
compiled solver.

**Editor alias.** The wheel installs the repository's ``editor/`` folder as the package
``mahjong_qt_editor`` (``sources`` in ``pyproject.toml``). An editable install only puts the
checkout on ``sys.path`` (``dev-mode-dirs``), where that folder is still called ``editor``; so the
editable wheel also gets a one-line package ``mahjong_qt_editor`` whose ``__path__`` is the
checkout's ``editor/``. Its modules then load from the checkout (edits take effect at once) under
the installed name, so the ``mahjong-editor`` entry point and ``python -m mahjong_qt_editor`` work
in both kinds of install.

**Desktop files as wheel data.** A regular wheel carries, under its ``.data/data/share/``, the
menu entries, AppStream metainfo, MIME package, the icons at every hicolor size and a man page
per program, so that an install into a prefix (``pip install --prefix=/usr``, a distribution's
``%pyproject_install``, a virtualenv's ``share/``) puts them where the desktop and ``man`` look.
``tools/make_share.py`` makes them, in a child process of this interpreter: it renders the PNGs
with Qt and takes the man pages from the programs' own parsers, so a build asks for the
runtime dependencies and ``argparse-manpage`` (:data:`SHARE_NEEDS`). When it fails the wheel is
made without them, with a warning in the build log (``MAHJONG_QT_REQUIRE_SHARE=1``, CI: an
error); per-user installs get the desktop files from ``mahjong-qt --install-desktop`` anyway.

**The sdist's pictures.** The sdist carries the screenshots the README and the metainfo show
(:func:`cited_screenshots`), not the others of ``docs/screenshots`` (most of its size).

**Compiled solver (optional).** A regular wheel also carries the solver's hot modules
(:data:`HOT`) compiled by Cython from their plain ``.py`` files, typed by the ``.pxd`` files next
to them, when a C compiler is found: Cython and setuptools are then asked for as build
dependencies (:meth:`CustomBuildHook.dependencies`), and never otherwise, so a machine without a
compiler needs neither. The ``.py`` files stay in the wheel (the pure reference, chosen at run
time with ``MAHJONG_QT_PURE=1``) and a manifest records the sources each extension was built from
(``mahjong_qt/core/solver/native.py`` reads it). With ``MAHJONG_QT_PURE_BUILD=1``, with no
compiler or no Cython, or when any module fails to compile, the wheel is the pure one
(``py3-none-any``), with one line in the build log saying why; ``MAHJONG_QT_REQUIRE_COMPILED=1``
(CI) makes that an error instead. A compiled wheel is tagged for its interpreter and platform.
Editable installs never compile: ``tools/build_compiled.py`` builds the extensions into the
checkout on request (they are git-ignored, and a stale one is not used).
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

PACKAGE = "mahjong_qt_editor"
SOURCE = "editor"

SOLVER = Path("mahjong_qt", "core", "solver")
PURE_BUILD = "MAHJONG_QT_PURE_BUILD"
REQUIRE_COMPILED = "MAHJONG_QT_REQUIRE_COMPILED"
BUILD_NEEDS = ["Cython>=3.0", "setuptools>=64"]
REQUIRE_SHARE = "MAHJONG_QT_REQUIRE_SHARE"
SHARE_NEEDS = ["argparse-manpage>=4.5"]  # and the project's own dependencies
MAKE_SHARE = Path("tools", "make_share.py")
DIRECTIVES = {
    "language_level": 3,
    "annotation_typing": False,  # types come from the .pxd files only
    "binding": True,
}


def alias_package(source: Path) -> str:
    """The text of an ``__init__.py`` that makes its package load its modules from ``source``."""
    return (
        f'"""Editable install: the modules of this package are in {source}."""\n'
        f"__path__ = [{str(source)!r}]\n"
    )


def native(root: Path):
    """The solver's ``native`` module (stdlib only), loaded by path: the build environment has
    none of the package's dependencies, so the package itself is not imported."""
    spec = importlib.util.spec_from_file_location("_mahjong_qt_native", root / SOLVER / "native.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def flag(name: str) -> bool:
    return os.environ.get(name, "").strip() not in ("", "0")


def c_compiler() -> str | None:
    """The C compiler a build would use, if one is installed."""
    if sys.platform == "win32":
        return shutil.which("cl")
    cc = os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc"
    return shutil.which(cc.split()[0])


def why_pure() -> str | None:
    """Why this build cannot compile before even trying (None: it may)."""
    if flag(PURE_BUILD):
        return f"{PURE_BUILD} is set"
    if c_compiler() is None:
        return "no C compiler found"
    return None


def compile_hot(root: Path, out: Path, temp: Path) -> dict[str, Path]:
    """Compile the hot modules into ``out`` (a package tree): module name → extension file.
    Raises on any failure (no Cython or setuptools, a compile or link error)."""
    from Cython.Build import cythonize
    from setuptools import Distribution, Extension
    from setuptools.command.build_ext import build_ext

    hot = native(root).HOT
    dotted = ".".join(SOLVER.parts)
    flags = [] if sys.platform == "win32" else ["-g0"]  # no debug information: a fifth of the size
    extensions = [
        Extension(f"{dotted}.{m}", [(SOLVER / f"{m}.py").as_posix()], extra_compile_args=flags)
        for m in hot
    ]
    here = os.getcwd()
    os.chdir(root)  # Cython names modules by their place under the package root
    try:
        modules = cythonize(
            extensions,
            compiler_directives=DIRECTIVES,
            build_dir=str(temp / "c"),
            quiet=True,
            force=True,
        )
        command = build_ext(Distribution({"ext_modules": modules, "script_name": "hatch_build"}))
        command.build_lib = str(out)
        command.build_temp = str(temp / "o")
        command.ensure_finalized()
        command.run()
    finally:
        os.chdir(here)
    built = {m: out / command.get_ext_filename(f"{dotted}.{m}") for m in hot}
    missing = [m for m, path in built.items() if not path.is_file()]
    if missing:
        raise RuntimeError(f"no extension built for {', '.join(missing)}")
    return built


def write_manifest(root: Path, built: dict[str, Path], folder: Path) -> Path:
    """The record of the sources the extensions were built from, in ``folder``."""
    nat = native(root)
    import Cython

    manifest = folder / nat.MANIFEST
    data = {
        "cython": Cython.__version__,
        "sources": {m: nat.digest(root / SOLVER, m) for m in built},
    }
    manifest.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return manifest


def make_share(root: Path, out: Path) -> dict[str, str]:
    """Run ``tools/make_share.py`` into ``out``: file → its path in the wheel's data
    (``share/...``). Raises on any failure."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(root))
    subprocess.run(
        [sys.executable, str(root / MAKE_SHARE), str(out)],
        cwd=root,
        env=env,
        check=True,
        capture_output=True,
        text=True,
        timeout=600,
    )
    files = sorted(p for p in (out / "share").rglob("*") if p.is_file())
    if not files:
        raise RuntimeError(f"{MAKE_SHARE} wrote nothing")
    return {str(p): p.relative_to(out).as_posix() for p in files}


SCREENSHOTS = "docs/screenshots"
CITING = ("README.md", "mahjong_qt/desktop/data")  # the README, and the metainfo files


def cited_screenshots(root: Path) -> list[str]:
    """The screenshots (paths in the checkout) that the README or a metainfo file names."""
    texts = [(root / CITING[0]).read_text(encoding="utf-8")]
    texts += [p.read_text(encoding="utf-8") for p in (root / CITING[1]).glob("*.metainfo.xml")]
    names = set(re.findall(rf"{SCREENSHOTS}/([\w.-]+\.png)", "\n".join(texts)))
    return sorted(f"{SCREENSHOTS}/{n}" for n in names if (root / SCREENSHOTS / n).is_file())


class CustomBuildHook(BuildHookInterface):
    def dependencies(self) -> list[str]:
        if self.target_name != "wheel" or _asked_for_editable():
            return []
        needs = list(SHARE_NEEDS) + list(self.metadata.core.dependencies)
        return needs if why_pure() else needs + BUILD_NEEDS

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name == "sdist":
            root = Path(self.root).resolve()
            for path in cited_screenshots(root):
                build_data["force_include"][str(root / path)] = path
            return
        if self.target_name != "wheel":
            return
        self._tmp = tempfile.TemporaryDirectory()
        tmp = Path(self._tmp.name)
        if version == "editable":
            init = tmp / "__init__.py"
            init.write_text(alias_package(Path(self.root).resolve() / SOURCE), encoding="utf-8")
            build_data["force_include_editable"][str(init)] = f"{PACKAGE}/__init__.py"
            return
        self._add_share(tmp, build_data)
        self._add_compiled(tmp, build_data)

    def _add_share(self, tmp: Path, build_data: dict[str, Any]) -> None:
        try:
            files = make_share(Path(self.root).resolve(), tmp / "share-tree")
        except (Exception, subprocess.SubprocessError) as error:  # noqa: BLE001 - the wheel goes on
            detail = getattr(error, "stderr", None) or ""
            reason = f"{type(error).__name__}: {error}\n{detail[-2000:]}".strip()
            if flag(REQUIRE_SHARE):
                raise RuntimeError(
                    f"{REQUIRE_SHARE} is set but {MAKE_SHARE} failed: {reason}"
                ) from error
            self.app.display_warning(f"mahjong-qt: no desktop files in share/: {reason}")
            return
        build_data["shared_data"].update(files)
        self.app.display_info(f"mahjong-qt: {len(files)} desktop files and man pages in share/")

    def _add_compiled(self, tmp: Path, build_data: dict[str, Any]) -> None:
        root = Path(self.root).resolve()
        reason = why_pure()
        built: dict[str, Path] = {}
        if reason is None:
            try:
                built = compile_hot(root, tmp / "lib", tmp)
            except (Exception, SystemExit) as error:  # noqa: BLE001 - any failure: the pure wheel
                reason = f"the compile failed ({type(error).__name__}: {error})"
        if reason is not None:
            if flag(REQUIRE_COMPILED):
                raise RuntimeError(f"{REQUIRE_COMPILED} is set but {reason}")
            self.app.display_info(f"mahjong-qt: building the pure-Python wheel: {reason}")
            return
        for path in built.values():
            build_data["force_include"][str(path)] = (SOLVER / path.name).as_posix()
        manifest = write_manifest(root, built, tmp)
        build_data["force_include"][str(manifest)] = (SOLVER / manifest.name).as_posix()
        build_data["pure_python"] = False
        build_data["infer_tag"] = True
        self.app.display_info(f"mahjong-qt: compiled {', '.join(built)} with Cython")

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        tmp = getattr(self, "_tmp", None)
        if tmp is not None:
            tmp.cleanup()


def _asked_for_editable() -> bool:
    """Whether the build front end is asking what an editable build needs (PEP 660): hatchling
    asks the hooks the same question for both kinds of wheel, and only a regular one compiles."""
    frame = sys._getframe(1)
    while frame is not None:
        if frame.f_code.co_name == "get_requires_for_build_editable":
            return True
        frame = frame.f_back
    return False
