"""The window's size, place and docks between runs (``window.json`` in the state folder).

The Qt layer gives and takes them as base64 text (``QWidget.saveGeometry()``,
``QMainWindow.saveState()``); this module only keeps them. Loading never fails: a bad file is set
aside (``window.json.corrupt-N``) and the window opens at its default size.
"""

from __future__ import annotations

import os
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from .user_files import Notice, load_model_file, write_json_object

__all__ = ["SCHEMA_VERSION", "Base64", "WindowState", "load_window_state", "save_window_state"]

SCHEMA_VERSION = 1
MAX_WINDOW_BYTES = 300_000

Base64 = Annotated[str, Field(max_length=100_000, pattern=r"^[A-Za-z0-9+/=]*$")]


class WindowState(BaseModel):
    """What Qt saved of the main window, base64; ``None`` when nothing was saved yet."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    schema_version: Literal[1] = SCHEMA_VERSION
    geometry: Base64 | None = None  # QWidget.saveGeometry()
    state: Base64 | None = None  # QMainWindow.saveState()


def load_window_state(path: str | os.PathLike[str]) -> tuple[WindowState, Notice | None]:
    """The window state in ``path`` (empty when there is no file), and a notice when a bad file
    was set aside."""
    return load_model_file(
        path,
        WindowState,
        max_bytes=MAX_WINDOW_BYTES,
        current=SCHEMA_VERSION,
        what="window file",
        then="the window opens at its usual size",
    )


def save_window_state(path: str | os.PathLike[str], state: WindowState) -> None:
    """Write the window state atomically."""
    write_json_object(path, state.model_dump(mode="json"))
