"""The window's size, place and docks between runs (``window.json`` in the state folder), and
how the board was zoomed and scrolled (``board``: kept for the layout it was on).

The Qt layer gives and takes them as base64 text (``QWidget.saveGeometry()``,
``QMainWindow.saveState()``); this module only keeps them. Loading never fails: a bad file is set
aside (``window.json.corrupt-N``) and the window opens at its default size.
"""

# No ``from __future__ import annotations``: pydantic reads the fields' types as objects when
# it checks a file, with no text to compile (kept code: app/command_line/kept_code.py).

import os
from dataclasses import dataclass
from typing import Annotated, ClassVar, Final, Literal

from .checked_values import written
from .user_files import Notice, load_model_file, model_of_bytes, write_json_object
from .value_rules import Rule
from .values import json_of

__all__ = [
    "SCHEMA_VERSION",
    "Base64",
    "BoardViewState",
    "WindowState",
    "load_window_state",
    "save_window_state",
]

SCHEMA_VERSION: Final = 1
MAX_WINDOW_BYTES = 300_000

Base64 = Annotated[str, Rule(max_length=100_000, pattern=r"^[A-Za-z0-9+/=]*$")]


Coordinate = Annotated[float, Rule(allow_inf_nan=False, ge=-1e7, le=1e7)]


@dataclass(frozen=True, slots=True)
class BoardViewState:
    """The board zoomed in (``zoom`` times the overview's scale) around a scene point, on the
    layout ``layout_id``. Made from the view's numbers with ``values.checked`` (pydantic's
    checks: a view past every bound is refused)."""

    __pydantic_config__: ClassVar[dict[str, str]] = {"extra": "forbid"}

    layout_id: Annotated[str, Rule(min_length=1, max_length=64)]
    zoom: Annotated[float, Rule(allow_inf_nan=False, gt=0, le=100)]
    center_x: Coordinate
    center_y: Coordinate


@dataclass(frozen=True, slots=True)
class WindowState:
    """What Qt saved of the main window, base64; ``None`` when nothing was saved yet."""

    __pydantic_config__: ClassVar[dict[str, str]] = {"extra": "forbid"}

    schema_version: Literal[1] = SCHEMA_VERSION
    geometry: Base64 | None = None  # QWidget.saveGeometry()
    state: Base64 | None = None  # QMainWindow.saveState()
    board: BoardViewState | None = None  # None: the overview


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


def _window_state_of(data: bytes) -> WindowState:
    """The window state a file's bytes hold, checked (as :func:`load_window_state` reads it)."""
    return model_of_bytes(WindowState, data, current=SCHEMA_VERSION)


def save_window_state(path: str | os.PathLike[str], state: WindowState) -> None:
    """Write the window state atomically."""
    written(WindowState, write_json_object(path, json_of(state)), _window_state_of)
