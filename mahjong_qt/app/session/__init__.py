"""The game in progress: the session over the core's Game, how a game starts and which one the
window opens on, the deals and the solver's services in the worker pool, the records, the
player's input.

Its part is ``GameSession`` (``game_session.py``), imported on first use so that the
package's modules can be imported one by one without the whole part."""

from __future__ import annotations

from typing import Any

__all__ = ["GameSession"]


def __getattr__(attr: str) -> Any:
    if attr == "GameSession":
        from .game_session import GameSession

        return GameSession
    raise AttributeError(f"module {__name__!r} has no attribute {attr!r}")
