"""Atomic file writes: a reader sees the old file or the new one, never half of either."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

__all__ = ["atomic_write_bytes", "atomic_write_text", "set_aside"]


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` to a temporary file beside ``path``, flush it to disk, then rename it."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as f:
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


def atomic_write_text(path: str | os.PathLike[str], text: str) -> None:
    atomic_write_bytes(path, text.encode("utf-8"))


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
