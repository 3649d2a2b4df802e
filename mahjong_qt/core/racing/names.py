"""Players' names in a room: cleaned of what cannot be shown, and made unique within the limit.

Cleaning takes out every control, format and unassigned character (NUL, the bidi overrides and
isolates such as U+202E that would turn the lobby's text around, zero-width characters, line and
paragraph separators) before the name is shown to anyone (issue 23, item 5).

A name is at most :data:`MAX_NAME` characters, always, including after de-duplication: the
second "Anne" is "Anne (2)", a long name is cut to leave room for its number (issue 22, item 6:
ten players of one 20-character name once made a 25-character name that no lobby message could
carry).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Collection

__all__ = ["MAX_NAME", "clean_name", "unique_name"]

MAX_NAME = 24
_DROPPED = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})  # controls, format, unassigned


def clean_name(name: str) -> str:
    """``name`` without control, format or unassigned characters, its runs of white space made
    single spaces, cut to :data:`MAX_NAME` ("?" when nothing is left)."""
    text = " ".join("".join(_kept(c) for c in name).split())[:MAX_NAME].strip()
    return text or "?"


def _kept(c: str) -> str:
    if c.isspace():
        return " "
    return "" if unicodedata.category(c) in _DROPPED else c


def unique_name(name: str, taken: Collection[str]) -> str:
    """The cleaned ``name``, or ``"name (k)"`` for the first ``k`` from 2 not in ``taken``;
    never longer than :data:`MAX_NAME`."""
    base = clean_name(name)
    unique, k = base, 2
    while unique in taken:
        suffix = f" ({k})"
        unique = base[: MAX_NAME - len(suffix)].rstrip() + suffix
        k += 1
    return unique
