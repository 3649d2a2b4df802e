"""The layout manager's trash is the desktop's Trash (the freedesktop.org Trash specification).

A layout moved to the trash goes where the file manager's "Move to Trash" puts it
(``QFile.moveToTrash``: ``$XDG_DATA_HOME/Trash``, or a ``.Trash-$uid`` folder at the top of
another disk), with the ``.trashinfo`` record that lets the file manager put it back; the
manager lists the trashed layouts of its folder from those records and restores them itself too.
Windows and macOS keep no such records: there the layouts go to the Recycle Bin or the Trash,
and come back from there.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import unquote

from PySide6.QtCore import QFile

from mahjong_qt.core.regular_file import read_regular_file
from mahjong_qt.core.xdg import data_home

__all__ = ["TrashedLayout", "move_to_trash", "restore", "trashed"]

_INFO = ".trashinfo"
_MAX_INFO_BYTES = 64_000  # a .trashinfo is a few lines


@dataclass(frozen=True)
class TrashedLayout:
    """A layout in a Trash folder: the file there, its record, and where it came from."""

    file: Path  # TRASH/files/NAME
    info: Path  # TRASH/info/NAME.trashinfo
    original: Path
    deleted: str  # the record's DeletionDate (ISO 8601, local time), sorts as text

    @property
    def name(self) -> str:
        return self.original.name


def move_to_trash(path: Path) -> Path:
    """Move a layout file to the desktop's Trash; the file there. Raises ``OSError``."""
    data_home().mkdir(parents=True, exist_ok=True)  # Qt makes Trash/ in it, not the folder
    file = QFile(str(path))
    if not file.moveToTrash():
        raise OSError(f"cannot move {path} to the Trash: {file.errorString()}")
    return Path(file.fileName())


def _trash_folders(folder: Path) -> list[Path]:
    """The Trash folders that may hold files from ``folder``: the home Trash, and those at the
    top of the disk ``folder`` is on (where a file from another disk than home's goes)."""
    found = [data_home() / "Trash"]
    top = _mount_point(folder)
    if top is not None and hasattr(os, "getuid"):  # (Windows and macOS keep no such records)
        uid = os.getuid()
        found += [top / ".Trash" / str(uid), top / f".Trash-{uid}"]
    return [t for t in dict.fromkeys(found) if (t / "info").is_dir()]


def _mount_point(folder: Path) -> Path | None:
    try:
        here = folder.resolve()
        device = here.stat().st_dev
        while here.parent != here and here.parent.stat().st_dev == device:
            here = here.parent
    except OSError:
        return None
    return here


def _read_info(trash: Path, info: Path) -> TrashedLayout | None:
    """The record ``info`` of ``trash`` (None when unreadable or its file is gone)."""
    try:
        lines = read_regular_file(info, _MAX_INFO_BYTES).decode("utf-8").splitlines()
    except (OSError, UnicodeDecodeError):
        return None
    if not lines or lines[0].strip() != "[Trash Info]":
        return None
    fields = dict(line.split("=", 1) for line in lines[1:] if "=" in line)
    if "Path" not in fields:
        return None
    original = Path(unquote(fields["Path"]))
    if not original.is_absolute():  # a disk's own Trash: relative to the top of the disk
        original = (
            trash.parent.parent / original if trash.name.isdigit() else trash.parent / original
        )
    file = trash / "files" / info.name.removesuffix(_INFO)
    if not file.is_file():
        return None
    return TrashedLayout(file, info, original, fields.get("DeletionDate", ""))


def trashed(folder: Path) -> list[TrashedLayout]:
    """The layouts trashed from ``folder``, newest first."""
    try:
        target = folder.resolve()
    except OSError:
        return []
    found = []
    for trash in _trash_folders(folder):
        try:
            infos = sorted((trash / "info").glob(f"*{_INFO}"))  # Qt may add "-N" to a name
        except OSError:
            continue
        for info in infos:
            item = _read_info(trash, info)
            if item is not None and item.original.parent == target and item.name.endswith(".json"):
                found.append(item)
    return sorted(found, key=lambda t: t.deleted, reverse=True)


def restore(item: TrashedLayout) -> Path:
    """Put a trashed layout back where it was (under a free name if another file took its
    place) and drop its record. Raises ``OSError``."""
    target, n = item.original, 1
    while target.exists():
        n += 1
        stem, dot, rest = item.original.name.partition(".")
        target = item.original.with_name(f"{stem}-{n}{dot}{rest}")
    os.replace(item.file, target)
    item.info.unlink(missing_ok=True)
    return target
