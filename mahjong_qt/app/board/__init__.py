"""The board the player sees and plays on: the scene and its tiles, the view with keyboard play and
its accessible tiles, the status panel, the lost banner.

Its part is ``BoardPresenter`` (``board_presenter.py``), imported on first use so that the
package's modules can be imported one by one without the whole part."""

from __future__ import annotations

from typing import Any

__all__ = ["BoardPresenter"]


def __getattr__(attr: str) -> Any:
    if attr == "BoardPresenter":
        from .board_presenter import BoardPresenter

        return BoardPresenter
    raise AttributeError(f"module {__name__!r} has no attribute {attr!r}")
