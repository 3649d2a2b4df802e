"""The player aids: the aids panel, the board finishing itself, the clock waiting behind dialogs,
the demo.

Its part is ``PlayAids`` (``play_aids.py``), imported on first use so that the
package's modules can be imported one by one without the whole part."""

from __future__ import annotations

from typing import Any

__all__ = ["PlayAids"]


def __getattr__(attr: str) -> Any:
    if attr == "PlayAids":
        from .play_aids import PlayAids

        return PlayAids
    raise AttributeError(f"module {__name__!r} has no attribute {attr!r}")
