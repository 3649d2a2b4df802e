"""The layout file format (pydantic v2), shared by the game, the editor and ``mahjong-layout``.

A layout file is JSON::

    {"schema_version": 1, "id": "turtle",
     "name": {"en": "Turtle", "fr": "Tortue"},
     "description": {"en": "...", "fr": "..."}, "author": "...", "category": "...",
     "tiles": [[x, y, z], ...]}

``x`` is in half-tile widths, ``y`` in half-tile heights, ``z`` the level (0 = table); ``(x, y)``
is the tile's top-left corner. Geometry errors (duplicates, overlaps, odd or zero count, too many
tiles) are checked in the model; floating tiles and a count that is not a multiple of four are
*warnings* (see :mod:`mahjong_qt.core.layout_issues`).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, Strict, StringConstraints, model_validator
from pydantic_core import PydanticCustomError

from .layout_data import SCHEMA_VERSION, LayoutData, LayoutText
from .layout_issues import LayoutIssue, geometry_errors
from .layout_limits import MAX_TILES, MAX_XY, MAX_Z

__all__ = [
    "SCHEMA_VERSION",
    "MAX_TILES",
    "MAX_XY",
    "MAX_Z",
    "LocalizedText",
    "LayoutModel",
    "json_schema",
    "data_of_model",
    "model_of_data",
]

XY = Annotated[int, Strict(), Field(ge=0, le=MAX_XY)]
Z = Annotated[int, Strict(), Field(ge=0, le=MAX_Z)]
ShortText = Annotated[str, StringConstraints(max_length=200)]
LongText = Annotated[str, StringConstraints(max_length=4000)]


class LocalizedText(BaseModel):
    """A text in English and French."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    en: ShortText
    fr: ShortText


class LocalizedLongText(BaseModel):
    """A longer text in English and French (may be empty)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    en: LongText = ""
    fr: LongText = ""


class LayoutModel(BaseModel):
    """A Mahjong Qt layout: metadata and tile positions."""

    model_config = ConfigDict(
        extra="forbid",
        frozen=True,
        title="Mahjong Qt layout",
        json_schema_extra={"$schema": "https://json-schema.org/draft/2020-12/schema"},
    )

    schema_version: Literal[1] = Field(description="Version of this file format; always 1.")
    id: Annotated[str, StringConstraints(pattern=r"^[a-z0-9][a-z0-9_-]{0,63}$")] = Field(
        description="Stable identifier: lower-case letters, digits, '-' and '_'."
    )
    name: LocalizedText
    description: LocalizedLongText = LocalizedLongText()
    author: ShortText = ""
    category: ShortText = Field(
        default="", description="A family to sort layouts by (e.g. 'Classic', 'Animals')."
    )
    tiles: list[tuple[XY, XY, Z]] = Field(
        max_length=MAX_TILES,
        description=(
            "Tile positions [x, y, z]: x in half-tile widths, y in half-tile heights, z the level"
            " (0 = table); (x, y) is the tile's top-left corner."
        ),
    )

    @model_validator(mode="after")
    def _check_geometry(self) -> LayoutModel:
        errors = geometry_errors(self.tiles)
        if errors:
            raise PydanticCustomError(
                "layout_geometry",
                "{summary}",
                {"summary": "; ".join(e.message for e in errors), "issues": errors},
            )
        return self


def json_schema() -> dict[str, Any]:
    """The JSON Schema of a layout file, as written to ``layouts/layout.schema.json``."""
    return LayoutModel.model_json_schema()


def issues_from_context(ctx: dict[str, Any] | None) -> list[LayoutIssue]:
    """The structured issues carried by a ``layout_geometry`` error, if any."""
    if not ctx:
        return []
    return list(ctx.get("issues") or [])


def data_of_model(model: LayoutModel) -> LayoutData:
    """The plain values of a checked layout model."""
    return LayoutData(
        model.id,
        LayoutText(model.name.en, model.name.fr),
        LayoutText(model.description.en, model.description.fr),
        model.author,
        model.category,
        tuple((x, y, z) for x, y, z in model.tiles),
    )


def model_of_data(data: LayoutData) -> LayoutModel:
    """The model of checked plain values, not checked again (``model_construct``): equal to
    the model the file was checked with."""
    return LayoutModel.model_construct(
        schema_version=SCHEMA_VERSION,
        id=data.id,
        name=LocalizedText.model_construct(en=data.name.en, fr=data.name.fr),
        description=LocalizedLongText.model_construct(
            en=data.description.en, fr=data.description.fr
        ),
        author=data.author,
        category=data.category,
        tiles=list(data.tiles),
    )
