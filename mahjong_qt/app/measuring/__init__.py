"""Measuring the difficulty of the machine's layouts while the game is idle (issue 26 item 6):
:class:`IdleMeasurer` (``idle_measurer.py``), which the window's ``WindowMeasuring``
(``idle_measuring.py``) starts after the first paint.

The part is imported on first use, so that the window imports ``idle_measuring`` at start
without the atlas and the solver it measures with."""

from __future__ import annotations

from typing import Any

__all__ = ["IdleMeasurer"]


def __getattr__(attr: str) -> Any:
    if attr == "IdleMeasurer":
        from .idle_measurer import IdleMeasurer

        return IdleMeasurer
    raise AttributeError(f"module {__name__!r} has no attribute {attr!r}")
