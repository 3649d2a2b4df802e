"""A checked layout's contents as plain values: what a layout file holds, without pydantic.

The file is checked by the schema (:mod:`mahjong_qt.core.layout_schema`, pydantic) once, when
it is read; what the game keeps and sends to its workers is this plain copy, so that a game can
start, deal and pickle a layout without importing pydantic.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from .geometry import Position

__all__ = ["SCHEMA_VERSION", "LayoutText", "LayoutData"]

SCHEMA_VERSION: Final = 1


@dataclass(frozen=True, slots=True)
class LayoutText:
    """A text in English and French (a layout's name or description, a mode's name)."""

    en: str
    fr: str

    def local(self, lang: str) -> str:
        """The French or English side."""
        return self.fr if lang == "fr" else self.en


@dataclass(frozen=True, slots=True)
class LayoutData:
    """The checked contents of a layout file: its metadata and its tiles in file order."""

    id: str
    name: LayoutText
    description: LayoutText
    author: str
    category: str
    tiles: tuple[Position, ...]
