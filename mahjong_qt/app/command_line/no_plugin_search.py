"""Pydantic looks for no plugins in the game's process, and imports nothing to look for them.

The game uses no pydantic plugin, so it starts with ``PYDANTIC_DISABLE_PLUGINS=__all__``: then
pydantic's ``get_plugins()`` answers "none" without reading any entry point. But its module
(``pydantic.plugin._loader``) imports ``importlib.metadata`` when the first model is built, and
with it 41 modules (``email``, ``csv``, ``zipfile``, ``importlib.resources``, ...), 30 of which
the game never imports before its first paint: ~15 ms of CPU (benchmarks/STARTUP.md, seventh
session).

:func:`spare_plugin_search` puts in that module's place, before pydantic is imported, one that
gives the same answer while plugins are disabled and hands everything else (plugins enabled
again, any other name) to pydantic's own module, imported then.
"""

from __future__ import annotations

import importlib
import os
import sys
import types
from collections.abc import Iterable
from typing import Any

__all__ = ["LOADER", "DISABLED", "spare_plugin_search"]

LOADER = "pydantic.plugin._loader"
#: The values of ``PYDANTIC_DISABLE_PLUGINS`` for which pydantic loads no plugin at all.
DISABLED = ("__all__", "1", "true")


def _disabled() -> bool:
    return os.environ.get("PYDANTIC_DISABLE_PLUGINS") in DISABLED


def _own_loader() -> types.ModuleType:
    """Pydantic's own loader, imported in place of this stand-in."""
    if not isinstance(sys.modules.get(LOADER), _StandIn):
        return importlib.import_module(LOADER)
    del sys.modules[LOADER]
    return importlib.import_module(LOADER)


class _StandIn(types.ModuleType):
    """``pydantic.plugin._loader`` while plugins are disabled."""

    def __getattr__(self, name: str) -> Any:  # anything but get_plugins: pydantic's own
        if name.startswith("__"):
            raise AttributeError(name)
        return getattr(_own_loader(), name)


def _get_plugins() -> Iterable[Any]:
    """pydantic's ``get_plugins``: none while they are disabled, else pydantic's own answer."""
    return () if _disabled() else _own_loader().get_plugins()


def spare_plugin_search() -> bool:
    """Put the stand-in in place (before pydantic is imported, plugins disabled): True when
    it is there."""
    if isinstance(sys.modules.get(LOADER), _StandIn):
        return True
    if not _disabled() or "pydantic" in sys.modules or LOADER in sys.modules:
        return False
    stand_in = _StandIn(LOADER, __doc__)
    stand_in.get_plugins = _get_plugins  # type: ignore[attr-defined]
    sys.modules[LOADER] = stand_in
    return True
