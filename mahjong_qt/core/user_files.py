"""Reading and writing the user's small JSON files (settings, records, the game in progress).

Every such file is untrusted: it may be missing, truncated by a crash of another program, binary
junk, another program's JSON, or written by a newer version of this app. :func:`read_json_object`
turns all of these into one :class:`UserFileError` with a stable ``code`` and an English message;
the caller sets the bad file aside (:func:`set_aside_notice`) so it is never silently overwritten,
and goes on. Writes are atomic (:mod:`mahjong_qt.core.atomic_io`).
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Annotated, Any, TypeVar

from pydantic import BaseModel, Field, ValidationError

from .atomic_io import atomic_write_text, set_aside
from .json_text import JsonTextError, parse_json

__all__ = [
    "MAX_COUNT",
    "MAX_SECONDS",
    "Count",
    "Seconds",
    "capped",
    "capped_seconds",
    "UserFileError",
    "Notice",
    "read_json_object",
    "schema_version_of",
    "validate_model",
    "load_model_file",
    "write_json_object",
    "set_aside_notice",
]

# The numbers our files keep are bounded, so that no sum, average or clock can overflow or be
# infinite, whatever a file says (a JSON number may be 10^4000, or 1e308 that a sum makes inf).
MAX_COUNT = 10**12  # games, wins, streaks, points, help used, game numbers
MAX_SECONDS = 10.0**9  # one game's time: about 31 years
Count = Annotated[int, Field(ge=0, le=MAX_COUNT)]
Seconds = Annotated[float, Field(ge=0, le=MAX_SECONDS, allow_inf_nan=False)]


def capped(count: int) -> int:
    """A count held within 0..:data:`MAX_COUNT`, for a count that grows with play (a file at the
    bound, hostile or not, stays valid after one more game)."""
    return min(max(count, 0), MAX_COUNT)


def capped_seconds(seconds: float) -> float:
    """A time held within 0..:data:`MAX_SECONDS` (a clock restored near the bound goes on)."""
    return min(max(seconds, 0.0), MAX_SECONDS)


class UserFileError(Exception):
    """A user file that cannot be used: ``code`` is stable (the UI translates by it), ``message``
    is English text for logs and for a UI without a translation."""

    def __init__(self, code: str, message: str):
        self.code = code
        self.message = message
        super().__init__(message)


class Notice(str):
    """A message for the user (English text) that also carries a stable ``code`` and, when a bad
    file was set aside, ``kept_as`` (where it now is). It *is* a ``str``, so it can be shown as is."""

    code: str
    kept_as: Path | None

    def __new__(cls, code: str, message: str, kept_as: Path | None = None) -> Notice:
        obj = super().__new__(cls, message)
        obj.code = code
        obj.kept_as = kept_as
        return obj

    def __reduce__(self):  # keep code and kept_as through pickling (worker processes)
        return (Notice, (self.code, str(self), self.kept_as))


def read_json_object(path: str | os.PathLike[str], *, max_bytes: int) -> dict[str, Any] | None:
    """The JSON object in ``path``; ``None`` when there is no file.

    Raises :class:`UserFileError` with code ``unreadable``, ``too_large``, ``not_text`` (binary
    junk), ``not_json`` (e.g. truncated, nested too deeply, ``Infinity``), ``invalid`` (a number
    too long to be real) or ``not_object``.
    """
    p = Path(path)
    try:
        if not p.exists():
            return None
        if p.is_dir():
            raise UserFileError("unreadable", "it is a folder, not a file")
        if not p.is_file():  # a pipe or a device would block or never end
            raise UserFileError("unreadable", "it is not a regular file")
        with p.open("rb") as f:
            data = f.read(max_bytes + 1)
    except OSError as e:
        raise UserFileError("unreadable", f"cannot read it: {e.strerror or e}") from None
    if len(data) > max_bytes:
        raise UserFileError("too_large", f"it is too large (over {max_bytes:,} bytes)")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise UserFileError("not_text", "it is not text (binary data)") from None
    if "\x00" in text:
        raise UserFileError("not_text", "it is not text (binary data)")
    try:
        obj = parse_json(text)
    except JsonTextError as e:
        if e.reason == "number_too_long":
            raise UserFileError("invalid", f"it holds an impossible value ({e.message})") from None
        raise UserFileError("not_json", f"it is not valid JSON ({e.message})") from None
    if not isinstance(obj, dict):
        raise UserFileError("not_object", "it does not hold a JSON object")
    return obj


def schema_version_of(obj: dict[str, Any], current: int, *, required_key: str | None = None) -> int:
    """The file's ``schema_version`` (1..``current``).

    Raises :class:`UserFileError` ``foreign`` when the object is not one of our files (no
    version, or ``required_key`` missing) and ``too_new`` when a newer app wrote it.
    """
    version = obj.get("schema_version")
    if (
        isinstance(version, bool)
        or not isinstance(version, int)
        or version < 1
        or (required_key is not None and required_key not in obj)
    ):
        raise UserFileError("foreign", "it was not written by Mahjong Qt")
    if version > current:
        raise UserFileError(
            "too_new",
            f"a newer version of Mahjong Qt wrote it (format {version}; this one reads up to {current})",
        )
    return version


M = TypeVar("M", bound=BaseModel)


def validate_model(model: type[M], obj: dict[str, Any]) -> M:
    """``model.model_validate(obj)``, raising :class:`UserFileError` ``invalid`` with the first
    problem (which field, what is wrong) instead of pydantic's error."""
    try:
        return model.model_validate(obj)
    except ValidationError as e:
        first = e.errors(include_url=False)[0]
        where = ".".join(str(p) for p in first.get("loc", ())) or "file"
        raise UserFileError("invalid", f"'{where}': {first.get('msg', 'invalid value')}") from None
    except RecursionError:
        raise UserFileError("invalid", "it is nested too deeply") from None


def load_model_file(
    path: str | os.PathLike[str],
    model: type[M],
    *,
    max_bytes: int,
    current: int,
    what: str,
    then: str,
    required_key: str | None = None,
) -> tuple[M, Notice | None]:
    """The never-failing load of a versioned file: the ``model`` in ``path`` (its defaults when
    there is no file), or the defaults and the :class:`Notice` of :func:`set_aside_notice`
    (``what`` and ``then``) when the file is bad, foreign or too new."""
    try:
        obj = read_json_object(path, max_bytes=max_bytes)
        if obj is None:
            return model(), None
        schema_version_of(obj, current, required_key=required_key)
        return validate_model(model, obj), None
    except UserFileError as e:
        return model(), set_aside_notice(path, e, what, then)


def write_json_object(
    path: str | os.PathLike[str], obj: dict[str, Any], *, compact: bool = False
) -> None:
    """Write a JSON object atomically (UTF-8, final newline): indented to be readable, or
    ``compact`` for files that grow with play (the game in progress)."""
    if compact:
        text = json.dumps(obj, ensure_ascii=False, separators=(",", ":"))
    else:
        text = json.dumps(obj, ensure_ascii=False, indent=2)
    atomic_write_text(path, text + "\n")


def set_aside_notice(
    path: str | os.PathLike[str], error: UserFileError, what: str, then: str
) -> Notice:
    """Set the bad file aside and describe it: "The {what} could not be used: {why}. It was kept as
    {name}; {then}." ``what`` and ``then`` are English fragments, e.g. "settings file" and "the
    default settings are used"."""
    try:
        kept = set_aside(path, "corrupt")
    except OSError:
        kept = None
    where = f"It was kept as {kept.name}" if kept is not None else "It could not be moved aside"
    return Notice(
        error.code, f"The {what} could not be used: {error.message}. {where}; {then}.", kept
    )
