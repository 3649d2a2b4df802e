"""The game's command line beside the window: its options and checks, the one-off runs (layouts
listed, a screenshot, the self-test) and the play-test's game.

Its part is ``parse_args`` (``game_args.py``), imported on first use so that the
package's modules can be imported one by one without the whole part."""

from __future__ import annotations

from typing import Any

__all__ = ["parse_args"]


def __getattr__(attr: str) -> Any:
    if attr == "parse_args":
        from .game_args import parse_args

        return parse_args
    raise AttributeError(f"module {__name__!r} has no attribute {attr!r}")
