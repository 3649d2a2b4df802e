"""Rules on the fields of a value kept in a file, defined without pydantic.

``Annotated[str, Rule(pattern=r"^#[0-9A-Fa-f]{6}$")]`` says what ``Field(pattern=...)`` says, but
needs no pydantic to be written: the values of :mod:`.settings`, :mod:`.window_state` and
:mod:`.saved_game_model` are plain frozen dataclasses, so that a start that only makes them
imports no pydantic. When a file is read, pydantic checks the value
(:func:`mahjong_qt.core.values.validated`): it asks each rule for its schema, and the rule adds
its constraints to the type's own, as ``Field`` does, so the checks and their messages are
pydantic-core's.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

__all__ = ["Rule"]


@dataclass(frozen=True, slots=True)
class Rule:
    """pydantic-core's constraints on a ``str``, a number or a ``dict`` (``None``: no rule)."""

    pattern: str | None = None
    ge: float | None = None
    gt: float | None = None
    le: float | None = None
    lt: float | None = None
    min_length: int | None = None
    max_length: int | None = None
    allow_inf_nan: bool | None = None

    def __get_pydantic_core_schema__(self, source: Any, handler: Any) -> Any:
        """The schema of ``source`` with these constraints (pydantic calls it, and only it)."""
        constraints = {f.name: getattr(self, f.name) for f in fields(self)}
        return handler(source) | {k: v for k, v in constraints.items() if v is not None}
