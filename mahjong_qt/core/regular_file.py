"""The one way the programs read a file they did not just write (the user's files, caches, other
games' layouts): only a regular file is read, and opening never blocks.

``open()`` on a named pipe (FIFO) waits until a writer comes, for ever, and a device may never
end; checking ``is_file()`` first leaves a moment where the file can be replaced. Here the file is
opened without blocking (``O_NONBLOCK``), what was opened is checked (``fstat``: a regular file,
else :class:`NotRegularFileError` or :class:`IsADirectoryError`), and only then read.
"""

from __future__ import annotations

import errno
import os
import stat

__all__ = ["NotRegularFileError", "read_regular_file"]

_OPEN_FLAGS = (
    os.O_RDONLY
    | getattr(os, "O_NONBLOCK", 0)
    | getattr(os, "O_NOCTTY", 0)
    | getattr(os, "O_BINARY", 0)
)


class NotRegularFileError(OSError):
    """The path names a pipe, a device or a socket: it is not read."""


def read_regular_file(path: str | os.PathLike[str], max_bytes: int) -> bytes:
    """At most ``max_bytes + 1`` bytes of the regular file at ``path`` (one more than allowed, so
    that the caller can tell a file that is too large). Raises ``FileNotFoundError``,
    ``IsADirectoryError``, :class:`NotRegularFileError` or another ``OSError``."""
    fd = os.open(path, _OPEN_FLAGS)
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise IsADirectoryError(errno.EISDIR, "it is a folder, not a file", os.fspath(path))
        if not stat.S_ISREG(mode):
            raise NotRegularFileError(errno.EINVAL, "it is not a regular file", os.fspath(path))
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        with os.fdopen(fd, "rb") as f:
            fd = -1  # the file object closes it now
            return f.read(max_bytes + 1)
    finally:
        if fd >= 0:
            os.close(fd)
