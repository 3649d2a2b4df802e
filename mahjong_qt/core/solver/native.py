"""Which solver modules run: the optional compiled build, or the pure-Python reference.

The hot modules (:data:`HOT`) may sit next to their ``.py`` files as extensions compiled by
Cython from those very files (a wheel built with a C compiler, or ``tools/build_compiled.py`` in a
checkout). Python's import would prefer an extension to its source, so this module, imported by the
package before anything else, decides first (:func:`select`): the extensions are used only if every
hot module has one, the manifest written with them (:data:`MANIFEST`) names the exact sources
(``.py`` and ``.pxd``) they were built from, and ``MAHJONG_QT_PURE`` is not set. Otherwise the
``.py`` files are imported (a meta-path finder points the hot modules at them), so an extension
never hides an edited source. :func:`compiled` says which ran; ``python -m
mahjong_qt.core.solver`` prints it.

Only the standard library is used: the build hook loads this file by path to write the manifest.
"""

from __future__ import annotations

import hashlib
import importlib.abc
import importlib.machinery
import importlib.util
import json
import logging
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

__all__ = ["HOT", "MANIFEST", "PURE_ENV", "compiled", "describe", "digest", "pure_copy", "select"]

HOT = ("matchings", "problem", "replay", "playout", "search", "clearing")  # in no particular order
MANIFEST = "compiled.json"
PURE_ENV = "MAHJONG_QT_PURE"

_log = logging.getLogger(__name__)
_choice = {"package": "", "reason": "not selected yet"}


def digest(folder: Path, module: str) -> str:
    """SHA-256 of a hot module's ``.py`` and, if there is one, its ``.pxd``."""
    h = hashlib.sha256()
    for suffix in (".py", ".pxd"):
        path = folder / f"{module}{suffix}"
        if path.is_file():
            h.update(suffix.encode() + b"\0" + path.read_bytes() + b"\0")
    return h.hexdigest()


def _extension(folder: Path, module: str) -> Path | None:
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        path = folder / f"{module}{suffix}"
        if path.is_file():
            return path
    return None


def refusal(folder: Path) -> str | None:
    """Why the compiled modules in ``folder`` must not be used (None: they may)."""
    if os.environ.get(PURE_ENV, "").strip() not in ("", "0"):
        return f"{PURE_ENV} is set"
    missing = [m for m in HOT if _extension(folder, m) is None]
    if missing:
        return f"not compiled: {', '.join(missing)}"
    try:
        sources = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))["sources"]
    except (OSError, ValueError, KeyError, TypeError):
        return f"no readable {MANIFEST} next to the compiled modules"
    changed = [
        m for m in HOT if (folder / f"{m}.py").is_file() and sources.get(m) != digest(folder, m)
    ]
    if changed:
        return f"changed since they were compiled: {', '.join(changed)}"
    return None


class _SourceFinder(importlib.abc.MetaPathFinder):
    """Imports the named modules from their ``.py`` files, whatever else lies beside them."""

    def __init__(self, files: dict[str, Path]):
        self.files = files

    def find_spec(
        self,
        fullname: str,
        path: Sequence[str] | None = None,
        target: ModuleType | None = None,
    ) -> importlib.machinery.ModuleSpec | None:
        file = self.files.get(fullname)
        if file is None:
            return None
        return importlib.util.spec_from_file_location(fullname, file)


def select(package: str, folder: str | Path) -> None:
    """Choose, once, the compiled or the pure hot modules of ``package`` (found in ``folder``)."""
    folder = Path(folder)
    _choice["package"] = package
    if all(_extension(folder, m) is None for m in HOT):
        _choice["reason"] = "no compiled modules installed"
        return
    reason = refusal(folder)
    _choice["reason"] = reason or ""
    if reason is None:
        return
    if not reason.startswith(PURE_ENV):
        _log.warning("solver: using the pure-Python modules (%s)", reason)
    files = {f"{package}.{m}": folder / f"{m}.py" for m in HOT if (folder / f"{m}.py").is_file()}
    sys.meta_path.insert(0, _SourceFinder(files))


def _loaded_compiled() -> list[str]:
    package = _choice["package"]
    out = []
    for m in HOT:
        module = sys.modules.get(f"{package}.{m}")
        spec = getattr(module, "__spec__", None)
        if isinstance(getattr(spec, "loader", None), importlib.machinery.ExtensionFileLoader):
            out.append(m)
    return out


def compiled() -> bool:
    """Whether the solver's hot modules in use are the compiled ones (all of them)."""
    return _loaded_compiled() == list(HOT)


def describe() -> str:
    """One line: which modules run, and why the pure ones when there are compiled ones."""
    done = _loaded_compiled()
    if done == list(HOT):
        return f"solver: compiled (Cython): {', '.join(done)}"
    if done:
        return f"solver: partly compiled: {', '.join(done)}"
    reason = _choice["reason"]
    return "solver: pure Python" + (f" ({reason})" if reason else "")


def pure_copy() -> dict[str, ModuleType]:
    """A second copy of the whole solver package imported from its ``.py`` files, beside the
    modules in use (compiled or not), to compare the two in one process (tests, benchmarks):
    name → module. ``sys.modules`` and the import machinery are left as they were."""
    package = _choice["package"]
    parent_name, _, leaf = package.rpartition(".")

    def ours() -> dict[str, ModuleType]:
        return {k: m for k, m in sys.modules.items() if k == package or k.startswith(package + ".")}

    saved, finders, old = ours(), list(sys.meta_path), os.environ.get(PURE_ENV)
    for name in saved:
        del sys.modules[name]
    os.environ[PURE_ENV] = "1"
    try:
        importlib.import_module(package)
        copy = ours()
    finally:
        if old is None:
            del os.environ[PURE_ENV]
        else:
            os.environ[PURE_ENV] = old
        sys.meta_path[:] = finders
        for name in ours():
            del sys.modules[name]
        sys.modules.update(saved)
        setattr(sys.modules[parent_name], leaf, saved[package])
    return copy


if __package__:  # imported by the solver package (the build hook loads this file alone)
    select(__package__, Path(__file__).parent)
