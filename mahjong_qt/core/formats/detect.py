"""Which foreign format a file is in: by its content first, then by its extension."""

from __future__ import annotations

from enum import StrEnum
from pathlib import PurePath

from .errors import FormatError

__all__ = ["Format", "EXTENSIONS", "detect_format"]


class Format(StrEnum):
    """The foreign layout formats we import (KMahjongg's is also the one we export)."""

    KMAHJONGG = "kmahjongg"
    GNOME = "gnome"
    KYODAI = "kyodai"


EXTENSIONS = {".layout": Format.KMAHJONGG, ".map": Format.GNOME, ".lay": Format.KYODAI}

_HEAD = 4096  # bytes looked at: magic lines, or XML comments before <mahjongg>


def detect_format(data: bytes, filename: str | None = None) -> Format:
    """The format of a file from its first bytes, else from its file name's extension.

    Raises :class:`FormatError` when neither tells, or when the file is already one of our
    JSON layouts.
    """
    head = data[:_HEAD].removeprefix(b"\xef\xbb\xbf").lstrip()
    if head.startswith((b"kmahjongg-layout-v", b"mahjongg-layout-v")):  # the Mahseum's: no k
        return Format.KMAHJONGG
    if head.startswith(b"Kyodai "):
        return Format.KYODAI
    if head.startswith(b"<") and (b"<mahjongg" in head.lower() or b"<map" in head.lower()):
        return Format.GNOME
    suffix = PurePath(filename).suffix.lower() if filename else ""
    if suffix in EXTENSIONS:
        return EXTENSIONS[suffix]
    if head.startswith(b"{"):
        raise FormatError(
            "already_json", "this looks like a Mahjong Qt layout (JSON) already: nothing to import"
        )
    raise FormatError(
        "unknown_format",
        "not a layout format known here: expected a KMahjongg .layout, a GNOME Mahjongg .map or"
        " a Kyodai .lay file",
    )
