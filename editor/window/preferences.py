"""The editor's remembered choices: language, window placement, recent files, tool settings.

A versioned pydantic model in ``editor-settings.json`` beside the game's settings (pure Python).
Loading never fails: a missing file gives the defaults; a bad one is set aside
(``editor-settings.json.corrupt-N``) with a notice, and the defaults are used.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Annotated, Final, Literal

from pydantic import BaseModel, ConfigDict, Field

from mahjong_qt.core.paths import user_paths
from mahjong_qt.core.user_files import Notice, load_model_file, write_json_object

__all__ = [
    "EditorPreferences",
    "MAX_RECENT",
    "preferences_path",
    "load_preferences",
    "save_preferences",
]

SCHEMA_VERSION: Final = 1
MAX_RECENT = 8
_MAX_BYTES = 1_000_000

Base64 = Annotated[str, Field(max_length=100_000, pattern=r"^[A-Za-z0-9+/=]*$")]
FilePath = Annotated[str, Field(min_length=1, max_length=4096)]


class EditorPreferences(BaseModel):
    """Frozen: change one with ``prefs.model_copy(update={...})``."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    schema_version: Literal[1] = SCHEMA_VERSION
    language: Literal["system", "fr", "en"] = "system"
    window_geometry: Base64 | None = None  # QWidget.saveGeometry(), base64
    window_state: Base64 | None = None  # QMainWindow.saveState(), base64
    recent_files: tuple[FilePath, ...] = Field(default=(), max_length=MAX_RECENT)
    tool: Literal["place", "erase", "select", "fill"] = "place"
    mirror: Literal["none", "vertical", "horizontal", "both"] = "none"
    on_top: bool = False
    ghost_upper: bool = True
    show_numbers: bool = True
    live_winnability: bool = True
    heat_map: bool = False
    export_folder: FilePath | None = None  # where the last export went
    manager_sort_column: int = Field(default=0, ge=0, le=16)  # My Layouts: by name
    manager_sort_descending: bool = False  # A→Z

    def with_recent(self, path: str | os.PathLike[str]) -> EditorPreferences:
        """These preferences with ``path`` first in the recent files (once, at most 8)."""
        text = str(Path(path).absolute())
        recent = (text, *(p for p in self.recent_files if p != text))[:MAX_RECENT]
        return self.model_copy(update={"recent_files": recent})


def preferences_path() -> Path:
    return user_paths().config_dir / "editor-settings.json"


def load_preferences(path: str | os.PathLike[str]) -> tuple[EditorPreferences, Notice | None]:
    """The preferences in ``path`` (defaults without a file), and a notice when a bad file was
    set aside."""
    return load_model_file(
        path,
        EditorPreferences,
        max_bytes=_MAX_BYTES,
        current=SCHEMA_VERSION,
        what="editor settings file",
        then="the default settings are used",
    )


def save_preferences(path: str | os.PathLike[str], prefs: EditorPreferences) -> None:
    """Write the preferences atomically (the folder is made if needed)."""
    write_json_object(path, prefs.model_dump(mode="json"))
