"""Filling ``%1``, ``%2``… in a translated template (Qt's numbering), in one pass."""

from __future__ import annotations

import re

__all__ = ["fill"]

_PLACEHOLDER = re.compile(r"%(\d)")


def fill(text: str, *args: object) -> str:
    """``%1``, ``%2``… replaced in one pass (a value holding "%2" stays as it is)."""
    return _PLACEHOLDER.sub(
        lambda m: str(args[int(m.group(1)) - 1]) if 0 < int(m.group(1)) <= len(args) else m[0],
        text,
    )
