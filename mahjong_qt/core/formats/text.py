"""Untrusted bytes to text lines: size limit, binary refusal, tolerant decoding.

Shared by the line-based formats (KMahjongg ``.layout``, Kyodai ``.lay``). Lines are split on
``\\n``, ``\\r\\n`` and ``\\r`` only (as Qt's ``QTextStream.readLine`` does), so that the line
numbers in messages match what a text editor shows.
"""

from __future__ import annotations

import re

from .errors import FormatError, shortened

__all__ = ["MAX_FOREIGN_BYTES", "check_size", "decode_lines", "quoted"]

MAX_FOREIGN_BYTES = 2_000_000

_LINE_BREAK = re.compile(r"\r\n|\r|\n")


def check_size(data: bytes) -> None:
    """Refuse a file too large to be a layout."""
    if len(data) > MAX_FOREIGN_BYTES:
        raise FormatError(
            "too_large",
            f"the file is too large for a layout ({len(data):,} bytes; at most"
            f" {MAX_FOREIGN_BYTES:,})",
            size=len(data),
            max=MAX_FOREIGN_BYTES,
        )


def decode_lines(data: bytes) -> list[str]:
    """The lines of a text file (UTF-8, else Windows-1252, as old Windows tools wrote).

    Raises :class:`FormatError` for a file that is too large or binary (it holds NUL bytes).
    """
    check_size(data)
    if b"\x00" in data:
        raise FormatError("binary", "this is a binary file, not a layout")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = data.decode("cp1252", errors="replace")
    return _LINE_BREAK.split(text)


def quoted(text: str, limit: int = 40) -> str:
    """``text`` quoted for a message, shortened if long."""
    return repr(shortened(text, limit))
