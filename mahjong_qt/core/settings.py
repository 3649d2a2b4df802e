"""The player's preferences on disk: a versioned pydantic model with migrations (PRODUCT §4, §7).

Loading never fails: a missing file gives the defaults; a corrupt, foreign or too-new file, or
one whose migration or validation fails, is set aside (``settings.json.corrupt-N``) and the
defaults are used, with a :class:`Notice` to show the player.

Migrations: :data:`MIGRATIONS` maps a version ``n`` to a function that turns a version-``n`` dict
into a version-``n+1`` dict. To add version 2: write ``_v1_to_v2``, register it under 1, make the
model's ``schema_version`` ``Literal[2]`` and raise :data:`SCHEMA_VERSION`.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from .tiles import TileSetVariant
from .user_files import (
    Notice,
    UserFileError,
    read_json_object,
    schema_version_of,
    set_aside_notice,
    validate_model,
    write_json_object,
)

__all__ = [
    "SCHEMA_VERSION",
    "MIGRATIONS",
    "Language",
    "Difficulty",
    "IndexSize",
    "Motion",
    "Settings",
    "migrate",
    "load_settings",
    "save_settings",
]

SCHEMA_VERSION = 1
MAX_SETTINGS_BYTES = 1_000_000

Language = Literal["system", "fr", "en"]
Difficulty = Literal["easy", "normal", "hard"]
IndexSize = Literal["normal", "large", "very_large"]
Motion = Literal["system", "reduced", "full"]
Limit = Annotated[int, Field(ge=0, le=999)] | None
Base64 = Annotated[str, Field(max_length=100_000, pattern=r"^[A-Za-z0-9+/=]*$")]


class Settings(BaseModel):
    """The preferences. Frozen: change one with ``settings.model_copy(update={...})``."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    schema_version: Literal[1] = SCHEMA_VERSION
    language: Language = "system"
    tile_style: str = Field(default="classic", pattern=r"^[a-z0-9][a-z0-9_-]{0,39}$")
    background: str = Field(default="#2E6B4F", pattern=r"^#[0-9A-Fa-f]{6}$")
    shade_blocked: bool = False
    corner_index: bool = True
    index_size: IndexSize = "normal"  # corner index height (large print)
    large_print: bool = False  # the largest, bold corner index and a larger interface font
    motion: Motion = "system"  # "reduced": no fade-out, no shake
    hints_limit: Limit = 5  # Mahjong Classic's classic mode: 5 hints, 3 shuffles
    shuffles_limit: Limit = 3
    variant: TileSetVariant = TileSetVariant.FULL
    difficulty: Difficulty = "normal"
    layout_id: str = Field(default="turtle", min_length=1, max_length=64)
    zen_layout_id: str = Field(default="butterfly", min_length=1, max_length=64)
    last_number: Annotated[int, Field(ge=1)] | None = None
    window_geometry: Base64 | None = None  # QWidget.saveGeometry(), base64
    window_state: Base64 | None = None  # QMainWindow.saveState(), base64


Migration = Callable[[dict[str, Any]], dict[str, Any]]
MIGRATIONS: dict[int, Migration] = {}


def migrate(
    data: dict[str, Any],
    migrations: Mapping[int, Migration] = MIGRATIONS,
    current: int = SCHEMA_VERSION,
) -> dict[str, Any]:
    """Bring a settings dict from its ``schema_version`` up to ``current``, one step at a time.
    Raises ``KeyError`` when a step is missing (the caller falls back to the defaults)."""
    version = data["schema_version"]
    while version < current:
        data = dict(migrations[version](dict(data)))
        version += 1
        data["schema_version"] = version
    return data


def load_settings(path: str | os.PathLike[str]) -> tuple[Settings, Notice | None]:
    """The settings in ``path`` (defaults when there is no file) and a notice (a ``str`` with a
    ``code``) when a bad file was set aside and the defaults are used instead."""
    try:
        obj = read_json_object(path, max_bytes=MAX_SETTINGS_BYTES)
        if obj is None:
            return Settings(), None
        schema_version_of(obj, SCHEMA_VERSION)
        try:
            data = migrate(obj, MIGRATIONS, SCHEMA_VERSION)
        except Exception as e:  # noqa: BLE001 - any failing migration rolls back to defaults
            raise UserFileError("migration_failed", f"it could not be upgraded ({e!r})") from None
        return validate_model(Settings, data), None
    except UserFileError as e:
        notice = set_aside_notice(path, e, "settings file", "the default settings are used")
        return Settings(), notice


def save_settings(path: str | os.PathLike[str], settings: Settings) -> None:
    """Write the settings atomically."""
    write_json_object(path, settings.model_dump(mode="json"))
