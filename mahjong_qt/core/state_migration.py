"""The one-time move of the player's state to the state folder (see :mod:`.paths`).

Versions before it kept the game in progress and the race under way in the data folder, and the
window's size and place in the settings file. :func:`move_state_files` moves them, losing nothing:

* a state file still in the data folder moves to the state folder when none is there yet; when
  both exist (an older version was run after this one), the state folder's is kept and the old
  one is set aside as ``name.old-N``;
* the online race identity, which versions before kept as ``race.json`` in the data folder (the
  name of the race under way too: the two overwrote each other), becomes ``race-identity.json``;
* the window's geometry in the settings file is copied into ``window.json`` when there is none;
  the settings file is not rewritten (it drops the fields the next time it is saved).

It runs at every start and costs a few ``stat`` calls once done. When the folders are the same
(``MAHJONG_QT_HOME``, Windows, macOS) there is nothing to move.
"""

from __future__ import annotations

import errno
import os
from collections.abc import Callable
from pathlib import Path

from .atomic_io import atomic_write_bytes, make_private_folder, set_aside
from .paths import RACE_FILE_NAME, RACE_IDENTITY_FILE_NAME, SAVE_FILE_NAME, UserPaths
from .user_files import UserFileError, read_json_object
from .values import checked
from .window_state import WindowState, save_window_state

__all__ = ["STATE_FILE_NAMES", "move_state_files"]

STATE_FILE_NAMES = (SAVE_FILE_NAME, RACE_FILE_NAME)


def _move(old: Path, new: Path) -> None:
    """Rename ``old`` to ``new``; across file systems, an atomic copy and then the removal."""
    make_private_folder(new.parent)
    try:
        os.replace(old, new)
    except OSError as e:
        if e.errno != errno.EXDEV:
            raise
        atomic_write_bytes(new, old.read_bytes(), private=True)
        old.unlink()


def _move_file(old: Path, new: Path) -> Path | None:
    """Move one state file; the path of what was moved or set aside, ``None`` when nothing was."""
    if old == new or not old.exists():
        return None
    if new.exists():
        return set_aside(old, "old")
    _move(old, new)
    return new


def _rename_identity(paths: UserPaths) -> Path | None:
    """The race identity of an older version (``race.json`` holding a ``player_id``) renamed to
    its own file, when there is none yet (else it is left: the state move sets it aside)."""
    old, new = paths.data_dir / RACE_FILE_NAME, paths.data_dir / RACE_IDENTITY_FILE_NAME
    if new.exists():
        return None
    try:
        obj = read_json_object(old, max_bytes=64_000)
    except UserFileError:
        return None
    if obj is None or "player_id" not in obj:
        return None
    os.replace(old, new)
    return new


def _move_window(paths: UserPaths) -> Path | None:
    """Copy the window's geometry out of the settings file, when ``window.json`` has none."""
    if paths.window_file.exists():
        return None
    try:
        obj = read_json_object(paths.settings_file, max_bytes=1_000_000)
    except UserFileError:
        return None  # loading the settings reports it
    if obj is None:
        return None
    geometry, state = obj.get("window_geometry"), obj.get("window_state")
    if geometry is None and state is None:  # nothing kept there (no check, no pydantic)
        return None
    try:
        window = checked(WindowState, geometry=geometry, state=state)
    except ValueError:  # pydantic's ValidationError: the settings' own check reports it
        return None
    if window == WindowState():
        return None
    save_window_state(paths.window_file, window)
    return paths.window_file


def _quietly(step: Callable[..., Path | None], *args: object) -> Path | None:
    """``step(*args)``; ``None`` when the file system refused (the file stays where it is)."""
    try:
        return step(*args)
    except OSError:
        return None


def move_state_files(paths: UserPaths) -> list[Path]:
    """Move the state files of an older version (see the module's text); returns where the
    files went. Never fails: a file that cannot be moved now (a read-only folder...) stays
    where it is, untouched, and the next start tries again."""
    moved = [_quietly(_rename_identity, paths)]
    moved += [
        _quietly(_move_file, paths.data_dir / name, paths.state_dir / name)
        for name in STATE_FILE_NAMES
    ]
    moved.append(_quietly(_move_window, paths))
    return [p for p in moved if p is not None]
