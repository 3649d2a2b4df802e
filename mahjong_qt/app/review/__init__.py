"""The review of a lost game: when it may open, its job, its dialog and board, its words.

Its part is ``GameReviewer`` (``game_reviewer.py``), imported on first use so that the
package's modules can be imported one by one without the whole part."""

from __future__ import annotations

from typing import Any

__all__ = ["GameReviewer"]


def __getattr__(attr: str) -> Any:
    if attr == "GameReviewer":
        from .game_reviewer import GameReviewer

        return GameReviewer
    raise AttributeError(f"module {__name__!r} has no attribute {attr!r}")
