"""Frozen dataclasses kept in the user's files, checked by pydantic when they come from outside.

The settings, the window's state and the game in progress (:mod:`.settings`,
:mod:`.window_state`, :mod:`.saved_game_model`) are stdlib frozen dataclasses with
:class:`~.value_rules.Rule` metadata: making one, comparing or copying one
(``dataclasses.replace``) needs no pydantic. What comes from outside (a file, numbers from the Qt
layer) is checked by pydantic as before, by a ``TypeAdapter`` built when it is first needed; the
dataclass says ``__pydantic_config__ = {"extra": "forbid"}`` to refuse unknown keys. The
functions here also take pydantic models (records, progress...), so that
:mod:`.user_files` reads both kinds alike without importing pydantic when it is imported.
"""

from __future__ import annotations

import dataclasses
import datetime
import enum
from typing import Any, TypeVar

__all__ = ["validated", "checked", "checked_replace", "field_names", "json_of", "errors_of"]

V = TypeVar("V")

_adapters: dict[type, Any] = {}


def validated(kind: type[V], data: Any) -> V:
    """``data`` (a dict, as read from a file) as a ``kind``, checked by pydantic: a model's
    ``model_validate``, a dataclass's ``TypeAdapter``. Raises pydantic's ``ValidationError``
    (a ``ValueError``: :func:`errors_of` gives its errors)."""
    model_validate = getattr(kind, "model_validate", None)
    if model_validate is not None:
        return model_validate(data)  # type: ignore[no-any-return]
    adapter = _adapters.get(kind)
    if adapter is None:
        from pydantic import TypeAdapter

        adapter = _adapters[kind] = TypeAdapter(kind)
    return adapter.validate_python(data)  # type: ignore[no-any-return]


def checked(kind: type[V], **fields: Any) -> V:
    """``kind(**fields)``, checked by pydantic (for values made from untrusted numbers)."""
    return validated(kind, fields)


def checked_replace(value: V, **changes: Any) -> V:
    """``dataclasses.replace(value, **changes)``, the result checked by pydantic (for changes
    that come from outside: a dialog, an action's data)."""
    fields = {f.name: getattr(value, f.name) for f in dataclasses.fields(value)}  # type: ignore[arg-type]
    return validated(type(value), fields | changes)


def field_names(kind: type) -> set[str]:
    """The names of the fields of a dataclass or a pydantic model."""
    if dataclasses.is_dataclass(kind):
        return {f.name for f in dataclasses.fields(kind)}
    return set(kind.model_fields)  # type: ignore[attr-defined]


def json_of(value: Any) -> Any:
    """``value`` as JSON data, as pydantic's ``model_dump(mode="json")`` gives it: a dataclass
    is an object of its fields in order, without those whose metadata says ``exclude``; an enum
    its value; a date and time its ISO 8601 text (UTC written ``Z``)."""
    model_dump = getattr(value, "model_dump", None)
    if model_dump is not None:
        return model_dump(mode="json")
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {
            f.name: json_of(getattr(value, f.name))
            for f in dataclasses.fields(value)
            if not f.metadata.get("exclude")
        }
    if isinstance(value, enum.Enum):
        return json_of(value.value)
    if isinstance(value, datetime.datetime):
        text = value.isoformat()
        return text[:-6] + "Z" if text.endswith("+00:00") else text
    if isinstance(value, dict):
        return {json_of(k): json_of(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [json_of(v) for v in value]
    return value


def errors_of(error: ValueError) -> list[dict[str, Any]]:
    """The errors of pydantic's ``ValidationError`` (loc, msg, type, ctx); ``error`` itself
    raised again when it is another ``ValueError``."""
    from pydantic import ValidationError

    if not isinstance(error, ValidationError):
        raise error
    return error.errors(include_url=False)  # type: ignore[return-value]
