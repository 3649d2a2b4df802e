"""Freedesktop ``.desktop``-style key files, as KMahjongg describes its layouts and tile sets.

Only what we need: the first group's ``key=value`` lines, with localised keys such as
``Name[fr]``. Untrusted input: the file is read with a size limit, decoded leniently, and a file
that is not a key file simply gives no keys (never an exception besides ``OSError``).
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field

from .regular_file import read_regular_file

__all__ = ["DesktopEntry", "parse_desktop_entry", "read_desktop_entry", "MAX_ENTRY_BYTES"]

MAX_ENTRY_BYTES = 256_000


@dataclass(frozen=True, slots=True)
class DesktopEntry:
    """The keys of a key file's first group (``group`` is its name, without brackets)."""

    group: str = ""
    keys: dict[str, str] = field(default_factory=dict, hash=False)

    def get(self, key: str, default: str = "") -> str:
        return self.keys.get(key, default)

    def localized(self, key: str, lang: str) -> str:
        """``key[lang]`` when present (``lang`` may be ``"fr"`` or ``"fr_FR"``), else ``key``."""
        for candidate in (f"{key}[{lang}]", f"{key}[{lang.split('_')[0]}]", key):
            value = self.keys.get(candidate, "").strip()
            if value:
                return value
        return ""

    def number(self, key: str, default: int = 0) -> int:
        """An integer key (``default`` when missing or not a whole number)."""
        text = self.keys.get(key, "").strip()
        return int(text) if text.isascii() and text.lstrip("-").isdigit() else default


def parse_desktop_entry(text: str) -> DesktopEntry:
    """The first group of a key file's text; comments, blank lines and later groups are ignored."""
    group = ""
    keys: dict[str, str] = {}
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            if group:
                break
            group = line[1:-1].strip() or " "
            continue
        key, sep, value = line.partition("=")
        if sep and key.strip():
            keys.setdefault(key.strip(), value.strip())
    return DesktopEntry(group.strip(), keys)


def read_desktop_entry(path: str | os.PathLike[str]) -> DesktopEntry:
    """The key file at ``path`` (UTF-8, else Latin-1); raises ``OSError`` when it cannot be read."""
    data = read_regular_file(path, MAX_ENTRY_BYTES)[:MAX_ENTRY_BYTES]
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = data.decode("latin-1")
    return parse_desktop_entry(text)
