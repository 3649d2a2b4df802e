"""JSON text from an untrusted file, read strictly: the one JSON reader of the user's files.

:func:`parse_json` is ``json.loads`` with the limits a hostile file needs, so that every input
ends in a value or in :class:`JsonTextError` (never in Python's own ``ValueError`` for a number of
more than 4,300 digits, ``RecursionError`` or an infinite float):

* numbers are at most :data:`MAX_NUMBER_CHARS` characters long (no file of ours needs more);
* ``Infinity``, ``-Infinity``, ``NaN`` and floats that overflow (``1e400``) are refused: they are
  not JSON (RFC 8259), and no time, count or score may be infinite;
* arrays and objects nested deeper than Python's recursion limit are ``too_deep``.

Duplicate keys keep Python's rule (the last one wins): the schemas then check the value.
"""

from __future__ import annotations

import json
import math
import os
from typing import Any

from .regular_file import read_regular_file

__all__ = ["MAX_NUMBER_CHARS", "JsonTextError", "parse_json", "read_versioned_field"]

MAX_NUMBER_CHARS = 100


class JsonTextError(Exception):
    """Text that is not JSON we accept. ``reason``: ``syntax`` (then ``line`` and ``column``
    say where), ``too_deep``, ``number_too_long`` or ``not_finite``; ``message`` is English."""

    def __init__(
        self, reason: str, message: str, line: int | None = None, column: int | None = None
    ):
        self.reason = reason
        self.message = message
        self.line = line
        self.column = column
        super().__init__(message)


def _int(text: str) -> int:
    if len(text) > MAX_NUMBER_CHARS:
        raise JsonTextError("number_too_long", f"a number is too long: {len(text):,} characters")
    return int(text)


def _float(text: str) -> float:
    if len(text) > MAX_NUMBER_CHARS:
        raise JsonTextError("number_too_long", f"a number is too long: {len(text):,} characters")
    value = float(text)
    if not math.isfinite(value):
        raise JsonTextError("not_finite", f"the number {text} is too large")
    return value


def _constant(name: str) -> Any:
    raise JsonTextError("not_finite", f"{name} is not a number JSON allows")


def parse_json(text: str) -> Any:
    """The value of a JSON text. Raises :class:`JsonTextError` only."""
    try:
        value = json.loads(text, parse_int=_int, parse_float=_float, parse_constant=_constant)
    except json.JSONDecodeError as e:
        raise JsonTextError(
            "syntax", f"{e.msg} at line {e.lineno}, column {e.colno}", e.lineno, e.colno
        ) from None
    except RecursionError:
        raise JsonTextError("too_deep", "it is nested too deeply") from None
    return value


def read_versioned_field(
    path: str | os.PathLike[str], *, max_bytes: int, version: int, field: str
) -> Any:
    """The ``field`` of the JSON object in ``path`` whose ``"version"`` is ``version``, for a
    cache: ``None`` when the file is missing, larger than ``max_bytes``, not JSON we accept or of
    another version (the cache is then made again). A pipe or a device there is not read."""
    try:
        data = read_regular_file(path, max_bytes)
        if len(data) > max_bytes:
            return None
        value = parse_json(data.decode("utf-8"))
    except (OSError, ValueError, JsonTextError):
        return None
    if not isinstance(value, dict) or value.get("version") != version:
        return None
    return value.get(field)
