"""The freedesktop data folders where other programs install what we read (layouts, tile sets).

``$XDG_DATA_HOME`` (default ``~/.local/share``) first, then ``$XDG_DATA_DIRS`` (default
``/usr/local/share:/usr/share``), as the XDG Base Directory specification says: a file in an
earlier folder hides a file of the same name in a later one.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

__all__ = ["data_home", "data_dirs", "find_data_files"]

_DEFAULT_DIRS = "/usr/local/share:/usr/share"


def data_home(environ: Mapping[str, str] | None = None) -> Path:
    """``$XDG_DATA_HOME``, or ``~/.local/share`` when it is unset or not absolute (the spec)."""
    value = (os.environ if environ is None else environ).get("XDG_DATA_HOME", "")
    return Path(value) if value and Path(value).is_absolute() else Path.home() / ".local/share"


def data_dirs(environ: Mapping[str, str] | None = None) -> list[Path]:
    """The data folders in order of precedence, without repeats (absolute paths only)."""
    env = os.environ if environ is None else environ
    dirs = [
        str(data_home(env)),
        *(env.get("XDG_DATA_DIRS", "").strip() or _DEFAULT_DIRS).split(os.pathsep),
    ]
    seen: list[Path] = []
    for d in dirs:
        p = Path(d)
        if d and p.is_absolute() and p not in seen:
            seen.append(p)
    return seen


def find_data_files(
    subdir: str, suffix: str, environ: Mapping[str, str] | None = None
) -> list[Path]:
    """Files ``<data dir>/<subdir>/*<suffix>``, one per file name (the first folder wins), sorted
    by name. Folders that do not exist or cannot be listed are skipped."""
    found: dict[str, Path] = {}
    for root in data_dirs(environ):
        folder = root / subdir
        try:
            with os.scandir(folder) as entries:
                names = sorted(
                    e.name for e in entries if e.name.endswith(suffix) and not e.is_dir()
                )
        except OSError:
            continue
        for name in names:
            found.setdefault(name, folder / name)
    return [found[n] for n in sorted(found)]
