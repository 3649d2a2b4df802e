"""The game window: the composition root and its menus, actions and icons, what it shows of the
game, its title, size and memory, its questions and dialogs, the settings and the look.

Its part is ``MainWindow`` (``main_window.py``), imported on first use so that the
package's modules can be imported one by one without the whole part."""

from __future__ import annotations

from typing import Any

__all__ = ["MainWindow"]


def __getattr__(attr: str) -> Any:
    if attr == "MainWindow":
        from .main_window import MainWindow

        return MainWindow
    raise AttributeError(f"module {__name__!r} has no attribute {attr!r}")
