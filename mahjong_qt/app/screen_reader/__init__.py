"""What a screen reader hears: the game's events, the texts of announcements, a tile's words.

Its part is ``GameAnnouncer`` (``game_announcer.py``), imported on first use so that the
package's modules can be imported one by one without the whole part."""

from __future__ import annotations

from typing import Any

__all__ = ["GameAnnouncer"]


def __getattr__(attr: str) -> Any:
    if attr == "GameAnnouncer":
        from .game_announcer import GameAnnouncer

        return GameAnnouncer
    raise AttributeError(f"module {__name__!r} has no attribute {attr!r}")
