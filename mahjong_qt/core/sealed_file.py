"""A cache file the game reads back only when it is whole and its own: a header, a checksum, data.

The start keeps things from one run to the next in the user's cache folder (the kept code, the
checked values). Such a file may be missing, damaged on disk, cut short, left by another version
or replaced by anything at all: reading it must never stop the game. Here a file is
``header + CRC-32(payload) + payload``; :func:`read_sealed` gives the payload only when the file
is a regular file no larger than allowed, starts with the expected header and its checksum holds
(``marshal`` and ``pickle`` are not meant to read damaged data), else ``None``.
:func:`write_sealed` writes one atomically, private to the user (0600).
"""

from __future__ import annotations

import os

__all__ = ["read_sealed", "write_sealed"]


def _checksum(payload: bytes) -> bytes:
    from zlib import crc32

    return crc32(payload).to_bytes(4, "big")


def read_sealed(path: str | os.PathLike[str], header: bytes, most_bytes: int) -> bytes | None:
    """The payload of the sealed file at ``path``; ``None`` when it is missing, not a regular
    file, larger than ``most_bytes``, headed otherwise or damaged."""
    from .regular_file import read_regular_file

    try:
        data = read_regular_file(path, most_bytes)  # never a pipe's endless wait
    except OSError:
        return None
    if len(data) > most_bytes or not data.startswith(header):
        return None
    payload = data[len(header) + 4 :]
    if data[len(header) : len(header) + 4] != _checksum(payload):
        return None
    return payload


def write_sealed(path: str | os.PathLike[str], header: bytes, payload: bytes) -> bool:
    """Write ``header``, the checksum and ``payload`` to ``path`` (0600, atomically); False when
    the file cannot be written (it is left as it was)."""
    from .atomic_io import atomic_write_bytes

    try:
        atomic_write_bytes(path, header + _checksum(payload) + payload, private=True)
    except (OSError, ValueError):
        return False
    return True
