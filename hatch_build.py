"""Build hook: make ``mahjong_qt_editor`` importable from an editable install.

The wheel installs the repository's ``editor/`` folder as the package ``mahjong_qt_editor``
(``sources`` in ``pyproject.toml``). An editable install only puts the checkout on ``sys.path``
(``dev-mode-dirs``), where that folder is still called ``editor``; so the editable wheel also gets
a one-line package ``mahjong_qt_editor`` whose ``__path__`` is the checkout's ``editor/``. Its
modules then load from the checkout (edits take effect at once) under the installed name, so the
``mahjong-editor`` entry point and ``python -m mahjong_qt_editor`` work in both kinds of install.
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

PACKAGE = "mahjong_qt_editor"
SOURCE = "editor"


def alias_package(source: Path) -> str:
    """The text of an ``__init__.py`` that makes its package load its modules from ``source``."""
    return (
        f'"""Editable install: the modules of this package are in {source}."""\n'
        f"__path__ = [{str(source)!r}]\n"
    )


class CustomBuildHook(BuildHookInterface):
    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel" or version != "editable":
            return
        self._tmp = tempfile.TemporaryDirectory()
        init = Path(self._tmp.name) / "__init__.py"
        init.write_text(alias_package(Path(self.root).resolve() / SOURCE), encoding="utf-8")
        build_data["force_include_editable"][str(init)] = f"{PACKAGE}/__init__.py"

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        tmp = getattr(self, "_tmp", None)
        if tmp is not None:
            tmp.cleanup()
