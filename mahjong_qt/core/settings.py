"""The player's preferences on disk: a versioned frozen dataclass with migrations (PRODUCT §4, §7).

Loading never fails: a missing file gives the defaults; a corrupt or foreign file, or one whose
migration or validation fails, is set aside (``settings.json.corrupt-N``) and the defaults are
used, with a :class:`Notice` to show the player. A file made by a newer version is no damage: it
stays where it is, the defaults are used (notice ``too_new``), and :func:`save_settings` never
writes over it, so that the newer version finds its settings again.

Migrations: :data:`MIGRATIONS` maps a version ``n`` to a function that turns a version-``n`` dict
into a version-``n+1`` dict. To add version 2: write ``_v1_to_v2``, register it under 1, make the
model's ``schema_version`` ``Literal[2]`` and raise :data:`SCHEMA_VERSION`.
"""

# No ``from __future__ import annotations``: pydantic reads the fields' types as objects when
# it checks a file, with no text to compile (kept code: app/command_line/kept_code.py).

import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Annotated, Any, ClassVar, Final, Literal

from .checked_values import written
from .tiles import TileSetVariant
from .user_files import (
    MAX_COUNT,
    Notice,
    UserFileError,
    json_object_of,
    read_checked_file,
    read_json_object,
    schema_version_of,
    set_aside_notice,
    validate_model,
    write_json_object,
)
from .value_rules import Rule
from .values import json_of
from .window_state import Base64

__all__ = [
    "SCHEMA_VERSION",
    "MIGRATIONS",
    "Language",
    "Difficulty",
    "IndexSize",
    "Motion",
    "Theme",
    "LostWarning",
    "ViewAngle",
    "Settings",
    "migrate",
    "load_settings",
    "made_by_newer_version",
    "save_settings",
]

SCHEMA_VERSION: Final = 1
MAX_SETTINGS_BYTES = 1_000_000

Language = Literal["system", "fr", "en"]
Difficulty = Literal["easy", "normal", "hard"]
IndexSize = Literal["normal", "large", "very_large"]
Motion = Literal["system", "reduced", "full"]
Theme = Literal["system", "light", "dark"]  # the window's colours ("system": the desktop's)
LostWarning = Literal["at_once", "when_stuck", "never"]  # when the "cannot be won" banner shows
ViewAngle = Literal["top_left", "flat"]  # 3D lit from the top left, or flat (every face in full)
Limit = Annotated[int, Rule(ge=0, le=999)] | None
ShortcutName = Annotated[str, Rule(pattern=r"^[a-z][a-z0-9_]{0,39}$")]
KeyText = Annotated[str, Rule(max_length=200)]
Name = Annotated[str, Rule(pattern=r"^[a-z0-9][a-z0-9_-]{0,39}$")]  # a tile style, a picture
LayoutId = Annotated[str, Rule(min_length=1, max_length=64)]


@dataclass(frozen=True, slots=True)
class Settings:
    """The preferences. Frozen: change one with ``dataclasses.replace(settings, ...)``; checked by
    pydantic when read (:func:`load_settings`) or made from outside (``values.checked``)."""

    __pydantic_config__: ClassVar[dict[str, str]] = {"extra": "forbid"}

    schema_version: Literal[1] = SCHEMA_VERSION
    language: Language = "system"
    theme: Theme = "system"
    tile_style: Name = "classic"
    background: Annotated[str, Rule(pattern=r"^#[0-9A-Fa-f]{6}$")] = "#2E6B4F"
    # a KMahjongg background picture on the machine (core.kmahjongg_art), drawn over the colour
    background_image: Name | None = None
    shade_blocked: bool = False
    view_angle: ViewAngle = "top_left"  # a file from before it was there gets today's 3D look
    lost_warning: LostWarning = "at_once"
    corner_index: bool = True
    index_size: IndexSize = "normal"  # corner index height (large print)
    large_print: bool = False  # the largest, bold corner index and a larger interface font
    motion: Motion = "system"  # "reduced": no fade-out, no shake
    aids_panel: bool = False  # a panel of what is left per face and of the removed pairs
    auto_finish: bool = False  # when every tile left is free, the game takes the pairs itself
    first_pair_shown: bool = False  # the first board's helping hand was given (once ever)
    hint_pair_at_once: bool = True  # Hint shows a pair at once (False: it explains first)
    hint_explains: bool = True  # the explanatory aid: a hint says why, and what to look for
    # A short sound for each move (app/sound); None: never chosen, on while a screen reader runs.
    earcons: bool | None = None
    earcon_volume: Annotated[int, Rule(ge=0, le=100)] = 70
    # The player's own shortcuts, by action name (GameActions.shortcut_names()); each a
    # QKeySequence in portable text ("" for none). An action not listed keeps its default.
    shortcuts: Annotated[dict[ShortcutName, KeyText], Rule(max_length=100)] = field(
        default_factory=dict
    )
    hints_limit: Limit = 5  # Mahjong Classic's classic mode: 5 hints, 3 shuffles
    shuffles_limit: Limit = 3
    variant: TileSetVariant = TileSetVariant.FULL
    difficulty: Difficulty = "normal"
    layout_id: LayoutId = "turtle"
    zen_layout_id: LayoutId = "butterfly"
    # Where Zen's layout comes from ("bundled", a file's path: ours or another game's, as a
    # saved game keeps it); None: not said (older settings: a bundled or user layout).
    zen_layout_source: Annotated[str, Rule(min_length=1, max_length=4096)] | None = None
    last_number: Annotated[int, Rule(ge=1, le=MAX_COUNT)] | None = None
    # Where versions before the state folder kept the window (now window.json, see
    # mahjong_qt.core.window_state): still read, so that such a file is valid and its window moves
    # to the state folder once; never written again.
    window_geometry: Base64 | None = field(default=None, metadata={"exclude": True})
    window_state: Base64 | None = field(default=None, metadata={"exclude": True})


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


def _settings_of(data: bytes) -> Settings:
    """The settings a file's bytes hold, migrated and checked. Raises :class:`UserFileError`."""
    obj = json_object_of(data)
    schema_version_of(obj, SCHEMA_VERSION)
    try:
        obj = migrate(obj, MIGRATIONS, SCHEMA_VERSION)
    except Exception as e:  # noqa: BLE001 - any failing migration rolls back to defaults
        raise UserFileError("migration_failed", f"it could not be upgraded ({e!r})") from None
    return validate_model(Settings, obj)


def load_settings(path: str | os.PathLike[str]) -> tuple[Settings, Notice | None]:
    """The settings in ``path`` (defaults when there is no file) and a notice (a ``str`` with a
    ``code``) when a bad file was set aside and the defaults are used instead. Settings read
    from the same bytes at an earlier start are not checked again (``core.checked_values``)."""
    try:
        settings = read_checked_file(path, Settings, _settings_of, max_bytes=MAX_SETTINGS_BYTES)
        return (Settings() if settings is None else settings), None
    except UserFileError as e:
        if e.code == "too_new":
            return Settings(), Notice(
                e.code,
                f"The settings file was made by a newer version of Mahjong Qt ({e.message}). It"
                " is kept as it is; the default settings are used and not saved.",
            )
        notice = set_aside_notice(path, e, "settings file", "the default settings are used")
        return Settings(), notice


def made_by_newer_version(path: str | os.PathLike[str]) -> bool:
    """Whether ``path`` holds settings written by a newer version of the app."""
    try:
        obj = read_json_object(path, max_bytes=MAX_SETTINGS_BYTES)
        if obj is not None:
            schema_version_of(obj, SCHEMA_VERSION)
    except UserFileError as e:
        return e.code == "too_new"
    return False


def save_settings(path: str | os.PathLike[str], settings: Settings) -> bool:
    """Write the settings atomically; ``False`` (nothing written) when the file there was made
    by a newer version: it is kept for that version."""
    if made_by_newer_version(path):
        return False
    written(Settings, write_json_object(path, json_of(settings)), _settings_of)
    return True
