"""Atomic file writes: a reader sees the old file or the new one, never half of either.

The new file keeps what the old one had: its permissions (a file the user made 0664 stays 0664),
and a symbolic link stays a link, the file it points to being replaced. A new file gets the
permissions the user's umask gives (as ``open()`` would), not the 0600 of a temporary file;
except a ``private`` one (the settings, the saves, records, race tokens, caches: what only the
player's own programs read): it is created 0600, and the folders made for it 0700 whatever the
umask (:func:`make_private_folder`, as the XDG base directory specification asks).
"""

from __future__ import annotations

import os
import secrets
import stat
from pathlib import Path

__all__ = ["atomic_write_bytes", "atomic_write_text", "make_private_folder", "set_aside"]

_POSIX = os.name == "posix"
PRIVATE_FILE_MODE = 0o600
PRIVATE_FOLDER_MODE = 0o700


def _real_target(path: Path) -> Path:
    """The file a write to ``path`` must replace: the end of its symbolic links, if any."""
    if path.is_symlink():
        return Path(os.path.realpath(path))
    return path


def _temporary_beside(target: Path) -> tuple[int, Path]:
    """A new, empty file in ``target``'s folder (created with mode 0666, so the umask applies)."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    while True:
        tmp = target.with_name(f".{target.name}.{secrets.token_hex(6)}.tmp")
        try:
            return os.open(tmp, flags, 0o666), tmp
        except FileExistsError:
            continue


def _sync_folder(folder: Path) -> None:
    """Flush a folder's entries (the rename) to disk, where the system allows it."""
    if not _POSIX:
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def make_private_folder(folder: str | os.PathLike[str]) -> None:
    """Make ``folder`` and the parents it lacks, each 0700 (only the user may list or enter
    them); a folder that exists is left as it is."""
    missing: list[Path] = []
    current = Path(folder)
    while not current.exists() and current.parent != current:
        missing.append(current)
        current = current.parent
    for each in reversed(missing):
        try:
            os.mkdir(each, PRIVATE_FOLDER_MODE)
        except FileExistsError:
            continue
        if _POSIX:
            os.chmod(each, PRIVATE_FOLDER_MODE)  # the umask may have taken the owner's bits


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes, *, private: bool = False) -> None:
    """Write ``data`` to a temporary file beside ``path``, flush it to disk, then rename it.
    ``private``: a new file is made 0600 in folders made 0700 (an existing file keeps its mode)."""
    target = _real_target(Path(path))
    if private:
        make_private_folder(target.parent)
    else:
        target.parent.mkdir(parents=True, exist_ok=True)
    try:
        old_mode: int | None = stat.S_IMODE(target.stat().st_mode)
    except OSError:
        old_mode = PRIVATE_FILE_MODE if private else None
    fd, tmp = _temporary_beside(target)
    try:
        with os.fdopen(fd, "wb") as f:
            if old_mode is not None and _POSIX:
                os.fchmod(f.fileno(), old_mode)
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _sync_folder(target.parent)


def atomic_write_text(path: str | os.PathLike[str], text: str, *, private: bool = False) -> None:
    atomic_write_bytes(path, text.encode("utf-8"), private=private)


def set_aside(path: str | os.PathLike[str], reason: str = "corrupt") -> Path | None:
    """Rename a bad file out of the way (``name.corrupt-1`` ...) so nothing overwrites it.

    Returns the new path, or ``None`` when there was no file.
    """
    src = Path(path)
    if not src.exists():
        return None
    n = 1
    while True:
        dest = src.with_name(f"{src.name}.{reason}-{n}")
        if not dest.exists():
            os.replace(src, dest)
            return dest
        n += 1
