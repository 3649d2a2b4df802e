"""Reading and writing the user's small JSON files (settings, records, the game in progress).

Every such file is untrusted: it may be missing, truncated by a crash of another program, binary
junk, another program's JSON, or written by a newer version of this app. :func:`read_json_object`
turns all of these into one :class:`UserFileError` with a stable ``code`` and an English message;
the caller sets the bad file aside (:func:`set_aside_notice`) so it is never silently overwritten,
and goes on. Writes are atomic (:mod:`mahjong_qt.core.atomic_io`).
"""

from __future__ import annotations

import copy
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any, TypeVar

from .atomic_io import atomic_write_bytes, set_aside
from .checked_values import recalled_or_checked
from .json_text import JsonTextError, parse_json
from .regular_file import NotRegularFileError, read_regular_file
from .value_rules import Rule
from .values import errors_of, field_names, json_of, validated

__all__ = [
    "MAX_COUNT",
    "MAX_SECONDS",
    "Count",
    "Seconds",
    "capped",
    "capped_seconds",
    "UserFileError",
    "Notice",
    "read_file_bytes",
    "json_object_of",
    "read_json_object",
    "read_checked_file",
    "schema_version_of",
    "validate_model",
    "model_of_bytes",
    "load_model_file",
    "salvage_entries",
    "write_json_object",
    "set_aside_notice",
]

M = TypeVar("M")  # a pydantic model or a frozen dataclass (core.values)

# The numbers our files keep are bounded, so that no sum, average or clock can overflow or be
# infinite, whatever a file says (a JSON number may be 10^4000, or 1e308 that a sum makes inf).
MAX_COUNT = 10**12  # games, wins, streaks, points, help used, game numbers
MAX_SECONDS = 10.0**9  # one game's time: about 31 years
Count = Annotated[int, Rule(ge=0, le=MAX_COUNT)]
Seconds = Annotated[float, Rule(ge=0, le=MAX_SECONDS, allow_inf_nan=False)]


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
    left_out: int  # how many entries were left out (code ``partly_kept``), else 0

    def __new__(
        cls, code: str, message: str, kept_as: Path | None = None, left_out: int = 0
    ) -> Notice:
        obj = super().__new__(cls, message)
        obj.code = code
        obj.kept_as = kept_as
        obj.left_out = left_out
        return obj

    def __reduce__(
        self,
    ) -> tuple[object, ...]:  # keep code, kept_as and left_out through pickling (worker processes)
        return (Notice, (self.code, str(self), self.kept_as, self.left_out))


def read_file_bytes(path: str | os.PathLike[str], *, max_bytes: int) -> bytes | None:
    """The bytes of the file at ``path``; ``None`` when there is no file. Raises
    :class:`UserFileError` with code ``unreadable`` or ``too_large``."""
    try:
        data = read_regular_file(path, max_bytes)
    except FileNotFoundError:
        return None
    except IsADirectoryError:
        raise UserFileError("unreadable", "it is a folder, not a file") from None
    except NotRegularFileError:  # a pipe or a device would block or never end
        raise UserFileError("unreadable", "it is not a regular file") from None
    except OSError as e:
        raise UserFileError("unreadable", f"cannot read it: {e.strerror or e}") from None
    if len(data) > max_bytes:
        raise UserFileError("too_large", f"it is too large (over {max_bytes:,} bytes)")
    return data


def json_object_of(data: bytes) -> dict[str, Any]:
    """The JSON object a file's bytes hold. Raises :class:`UserFileError` with code
    ``not_text`` (binary junk), ``not_json`` (e.g. truncated, nested too deeply, ``Infinity``),
    ``invalid`` (a number too long to be real) or ``not_object``."""
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


def read_json_object(path: str | os.PathLike[str], *, max_bytes: int) -> dict[str, Any] | None:
    """The JSON object in ``path``; ``None`` when there is no file. Raises
    :class:`UserFileError` (:func:`read_file_bytes`, :func:`json_object_of`)."""
    data = read_file_bytes(path, max_bytes=max_bytes)
    return None if data is None else json_object_of(data)


def read_checked_file(
    path: str | os.PathLike[str], kind: type[M], check: Callable[[bytes], M], *, max_bytes: int
) -> M | None:
    """The ``kind`` that ``check`` makes of the file at ``path``'s bytes (``None`` when there is
    no file), or the one an earlier start's check made of the same bytes
    (:func:`.checked_values.recalled_or_checked`: then no check, and no pydantic). Raises
    :class:`UserFileError` (:func:`read_file_bytes`, ``check``'s)."""
    data = read_file_bytes(path, max_bytes=max_bytes)
    return None if data is None else recalled_or_checked(kind, data, check)


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


# What a dataclass's check says in its own words, in the words of a model's (the player reads
# the same message whichever the value is).
_MODEL_WORDS = {
    "unexpected_keyword_argument": "Extra inputs are not permitted",
    "missing_argument": "Field required",
    "dataclass_type": "Input should be a valid dictionary or instance of {class_name}",
}


def validate_model(model: type[M], obj: dict[str, Any]) -> M:
    """``obj`` checked as a ``model`` (a pydantic model or a dataclass: ``values.validated``),
    raising :class:`UserFileError` ``invalid`` with the first problem (which field, what is
    wrong) instead of pydantic's error."""
    try:
        return validated(model, obj)
    except RecursionError:
        raise UserFileError("invalid", "it is nested too deeply") from None
    except ValueError as e:
        first = errors_of(e)[0]
    where = ".".join(str(p) for p in first.get("loc", ())) or "file"
    words = _MODEL_WORDS.get(first.get("type", ""))
    what = words.format(**first.get("ctx", {})) if words else first.get("msg", "invalid value")
    raise UserFileError("invalid", f"'{where}': {what}")


def model_of_bytes(
    model: type[M], data: bytes, *, current: int, required_key: str | None = None
) -> M:
    """The ``model`` a versioned file's bytes hold, checked. Raises :class:`UserFileError`."""
    obj = json_object_of(data)
    schema_version_of(obj, current, required_key=required_key)
    return validate_model(model, obj)


def load_model_file(
    path: str | os.PathLike[str],
    model: type[M],
    *,
    max_bytes: int,
    current: int,
    what: str,
    then: str,
    required_key: str | None = None,
    entry_depth: int | None = None,
) -> tuple[M, Notice | None]:
    """The never-failing load of a versioned file: the ``model`` in ``path`` (its defaults when
    there is no file), or the defaults and the :class:`Notice` of :func:`set_aside_notice`
    (``what`` and ``then``) when the file is bad, foreign or too new.

    ``entry_depth``: the file is tables of entries, an entry being found that many keys deep
    (``by_mode[mode][layout]``: 3). Then entries that do not validate are left out and the
    others kept: the original is set aside as ``name.corrupt-N``, the kept entries written in
    its place, and the notice (code ``partly_kept``) says how many were left out."""

    def check(data: bytes) -> M:
        return model_of_bytes(model, data, current=current, required_key=required_key)

    try:
        if entry_depth is None:  # one value, kept by the file's bytes (core.checked_values)
            value = read_checked_file(path, model, check, max_bytes=max_bytes)
            return (model() if value is None else value), None
        obj = read_json_object(path, max_bytes=max_bytes)
        if obj is None:
            return model(), None
        schema_version_of(obj, current, required_key=required_key)
        try:
            return validate_model(model, obj), None
        except UserFileError:
            salvaged = None if entry_depth is None else salvage_entries(model, obj, entry_depth)
            if salvaged is None:
                raise
        kept, dropped = salvaged
        return kept, _keep_valid_entries(path, kept, dropped, what)
    except UserFileError as e:
        return model(), set_aside_notice(path, e, what, then)


def salvage_entries(model: type[M], obj: dict[str, Any], depth: int) -> tuple[M, int] | None:
    """``model`` from ``obj`` without the entries (``depth`` keys deep) that do not validate,
    and how many were left out; ``None`` when what is wrong is not an entry (the file's own
    fields) or nothing could be kept."""
    try:
        data = copy.deepcopy(obj)
    except RecursionError:  # nested deeper than Python's copy goes (the JSON parser went)
        return None
    dropped = 0
    for _ in range(8):  # pydantic reports every error at once: one round, seldom two
        try:
            kept = validated(model, data)
        except RecursionError:
            return None
        except ValueError as e:
            errors = errors_of(e)
        else:
            return (kept, dropped) if dropped and kept != model() else None  # else: nothing kept
        for error in errors:
            where = list(error.get("loc", ()))
            if "[key]" in where:  # the key itself is wrong: its entry goes
                where = where[: where.index("[key]")]
            where = where[:depth]
            if len(where) < 2 and (not where or where[0] in field_names(model)):
                return None  # a field of the file itself, not an entry
            dropped += _remove(data, where)
    return None


def _remove(data: Any, where: list[Any]) -> int:
    """Remove the item at key path ``where``, and the tables it leaves empty (not the file's
    own fields); 1 when it was there (0: already removed)."""
    tables = [data]
    for key in where[:-1]:
        if not isinstance(tables[-1], dict) or key not in tables[-1]:
            return 0
        tables.append(tables[-1][key])
    if not isinstance(tables[-1], dict) or where[-1] not in tables[-1]:
        return 0
    del tables[-1][where[-1]]
    for depth in range(len(tables) - 1, 1, -1):  # tables[1] is a field of the file
        if tables[depth]:
            break
        del tables[depth - 1][where[depth - 1]]
    return 1


def _keep_valid_entries(
    path: str | os.PathLike[str], kept: object, dropped: int, what: str
) -> Notice:
    """Set the original aside and write the entries kept in its place."""
    try:
        aside = set_aside(path, "corrupt")
    except OSError:
        aside = None  # read-only: the entries are kept for this run, the file as it was
    if aside is not None:
        try:
            write_json_object(path, json_of(kept))
        except OSError:
            pass  # written with the next change
    where = (
        f"the original was kept as {aside.name}" if aside is not None else "the file is unchanged"
    )
    return Notice(
        "partly_kept",
        f"{dropped} entries of the {what} could not be used and were left out; {where}; "
        "the others are kept.",
        aside,
        dropped,
    )


def write_json_object(
    path: str | os.PathLike[str], obj: dict[str, Any], *, compact: bool = False
) -> bytes:
    """Write a JSON object atomically (UTF-8, final newline), private to the user (a new file
    0600 in folders made 0700): indented to be readable, or ``compact`` for files that grow
    with play (the game in progress). The bytes written."""
    if compact:
        text = json.dumps(obj, ensure_ascii=False, separators=(",", ":"))
    else:
        text = json.dumps(obj, ensure_ascii=False, indent=2)
    data = (text + "\n").encode("utf-8")
    atomic_write_bytes(path, data, private=True)
    return data


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
