"""Values made from files by pydantic's checks, kept by the files' exact bytes from one start to
the next.

A start reads three files before the first paint: the settings, the window's state and the
layout. Checking them is pydantic's work, and importing pydantic and building its models was
~15 % of a warm start (benchmarks/STARTUP.md, eleventh and twelfth sessions). But a check is a
function: the same bytes, read by the same code, make the same value. So a value made at an
earlier start is kept here, by the kind of file and the file's exact bytes, and a start that
reads the same bytes takes the value without checking again (and without importing pydantic).

What else decides the value is the code: the file is read only when its **fingerprint** is this
run's (:func:`code_fingerprint`: the Python, every module of ``mahjong_qt.core`` by size and
modification time, pydantic's and pydantic-core's packages); a game updated, edited or run by
another Python checks its files again. The file is sealed (:mod:`.sealed_file`): a file
missing, damaged, foreign or of another fingerprint is ignored, and so is a value that cannot be
read back. A value is kept pickled and made anew at each recall, so that no caller shares it.

Files the game writes itself (the settings, the window at quit, the game in progress) would miss
at every next start: their writers say what they wrote (:func:`written`), and the value is
checked from those bytes when the values are saved, at the end of the run (the check may need
pydantic, which a session need not import before: the last file written of each kind is checked,
once, and the other values of that kind are let go: the file holds those bytes now).

Only the files a start reads are kept, and those the game writes: the game stops learning once its
window is shown (:meth:`CheckedValues.stop_learning`; the layouts a session browses later would
crowd the file), as it stops keeping code then (``app.command_line.kept_code``).

The game installs one :class:`CheckedValues` for its run (:func:`install`); with none installed
(the tests, the command-line tools) :func:`recall` finds nothing and :func:`remember` keeps
nothing.
"""

from __future__ import annotations

import marshal
import os
import pickle
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

__all__ = [
    "FILE_NAME",
    "MOST_BYTES",
    "MOST_VALUES",
    "CheckedValues",
    "code_fingerprint",
    "install",
    "uninstall",
    "recall",
    "remember",
    "recalled_or_checked",
    "written",
]

#: The file in the user's cache folder.
FILE_NAME = "checked-values.bin"
#: A larger file is not read.
MOST_BYTES = 8 << 20
#: The file keeps at most this many values: this run's first, then the most recent others.
MOST_VALUES = 32
_HEADER = b"mahjong-qt checked values 1\n"

V = TypeVar("V")
Fingerprint = tuple[tuple[str, int, int], ...]
_Key = tuple[str, bytes]


def _file_stats(root: Path) -> list[tuple[str, int, int]]:
    """(path under ``root``, size, modification time) of every file below ``root``."""
    found: list[tuple[str, int, int]] = []
    try:
        entries = list(os.scandir(root))
    except OSError:
        return found
    for entry in entries:
        try:
            if entry.is_dir(follow_symlinks=False):
                if entry.name != "__pycache__":
                    found += [(f"{entry.name}/{n}", s, t) for n, s, t in _file_stats(Path(entry))]
            else:
                st = entry.stat()
                found.append((entry.name, st.st_size, st.st_mtime_ns))
        except OSError:
            found.append((entry.name, -1, -1))
    return sorted(found)


def _package_file(name: str) -> tuple[str, int, int]:
    """The file of the top-level package ``name`` (found, not imported), its size and time."""
    for finder in sys.meta_path:
        find = getattr(finder, "find_spec", None)
        spec = find(name, None) if find is not None else None
        if spec is not None:
            origin = spec.origin or ""
            try:
                st = os.stat(origin)
            except OSError:
                return (origin, -1, -1)
            return (origin, st.st_size, st.st_mtime_ns)
    return (name, -1, -1)


def code_fingerprint() -> Fingerprint:
    """What decides, besides a file's bytes, the value its check makes: this Python (and a
    frozen build's program), the game's core, pydantic's packages."""
    parts: list[tuple[str, int, int]] = [(sys.version, sys.hexversion, 0)]
    if getattr(sys, "frozen", False):
        try:
            st = os.stat(sys.executable)
            parts.append((sys.executable, st.st_size, st.st_mtime_ns))
        except OSError:
            parts.append((sys.executable, -1, -1))
    parts += [(f"core/{n}", s, t) for n, s, t in _file_stats(Path(__file__).parent)]
    parts += [_package_file("pydantic"), _package_file("pydantic_core")]
    return tuple(parts)


class CheckedValues:
    """Checked values by (kind of file, the file's bytes), pickled."""

    def __init__(self, fingerprint: Fingerprint) -> None:
        self.fingerprint = fingerprint
        self._kept: dict[_Key, bytes] = {}
        self._used: dict[_Key, None] = {}  # recalled or remembered this run, in order
        self._new = False
        self._written: dict[str, tuple[bytes, Callable[[bytes], object]]] = {}
        self.learning = True

    def __len__(self) -> int:
        return len(self._kept)

    def recall(self, kind: str, data: bytes) -> Any | None:
        """The value kept for ``data`` read as a file of ``kind``; None when there is none."""
        key = (kind, bytes(data))
        pickled = self._kept.get(key)
        if pickled is None:
            return None
        try:
            value = pickle.loads(pickled)
        except Exception:  # noqa: BLE001 - a value that cannot be made again is checked again
            del self._kept[key]
            return None
        self._used[key] = None
        return value

    def remember(self, kind: str, data: bytes, value: object) -> None:
        """Keep ``value``, checked from ``data`` read as a file of ``kind`` (while learning)."""
        if self.learning:
            self._keep(kind, data, value)

    def stop_learning(self) -> None:
        """Keep no more values read from now on (the files written are still kept)."""
        self.learning = False

    def _keep(self, kind: str, data: bytes, value: object) -> None:
        try:
            pickled = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
        except Exception:  # noqa: BLE001 - a value that cannot be pickled is not kept
            return
        key = (kind, bytes(data))
        if self._kept.get(key) != pickled:
            self._kept[key] = pickled
            self._new = True
        self._used.pop(key, None)
        self._used[key] = None

    def written(self, kind: str, data: bytes, check: Callable[[bytes], object]) -> None:
        """The game wrote ``data`` as a file of ``kind``: ``check`` makes its value when the
        values are saved (the last file written of each kind)."""
        self._written[kind] = (bytes(data), check)

    def _check_written(self) -> None:
        """Keep the value of each file the game wrote, and no other of its kind: the game's
        own file holds those bytes now (a saved game a run, else, would pile up)."""
        written, self._written = self._written, {}
        for kind, (data, check) in written.items():
            for key in [key for key in self._kept if key[0] == kind and key[1] != data]:
                del self._kept[key]
                self._used.pop(key, None)
                self._new = True
            try:
                value = check(data)
            except Exception:  # noqa: BLE001 - not kept: the next start checks the file
                continue
            self._keep(kind, data, value)

    # ----- the file --------------------------------------------------------------------------
    def load(self, path: str | os.PathLike[str]) -> int:
        """Add the values kept in ``path`` when its fingerprint is this one's; how many (0: a
        file missing, damaged, foreign or of other code)."""
        from .sealed_file import read_sealed

        payload = read_sealed(path, _HEADER, MOST_BYTES)
        if payload is None:
            return 0
        try:
            fingerprint, entries = marshal.loads(payload)
        except (EOFError, ValueError, TypeError):
            return 0
        if fingerprint != self.fingerprint or type(entries) is not list:
            return 0
        count = 0
        for entry in entries:
            if (
                type(entry) is tuple
                and len(entry) == 3
                and type(entry[0]) is str
                and type(entry[1]) is bytes
                and type(entry[2]) is bytes
            ):
                self._kept.setdefault((entry[0], entry[1]), entry[2])
                count += 1
        return count

    def save(self, path: str | os.PathLike[str]) -> bool:
        """Write the values to ``path`` (0600, atomically) when this run kept any anew: this
        run's first, then the others, at most :data:`MOST_VALUES`; True when written. The files
        the game wrote are checked first."""
        self._check_written()
        if not self._new:
            return False
        from .sealed_file import write_sealed

        order = [key for key in self._used if key in self._kept]
        order += [key for key in self._kept if key not in self._used]
        entries = [(kind, data, self._kept[kind, data]) for kind, data in order[:MOST_VALUES]]
        if not write_sealed(path, _HEADER, marshal.dumps((self.fingerprint, entries))):
            return False
        self._new = False
        return True


_installed: CheckedValues | None = None


def install(values: CheckedValues) -> None:
    """Make ``values`` the ones :func:`recall` and :func:`remember` use in this process."""
    global _installed
    _installed = values


def uninstall() -> None:
    global _installed
    _installed = None


def recall(kind: str, data: bytes) -> Any | None:
    """The installed values' value for ``data`` read as ``kind``; None when none is kept."""
    return None if _installed is None else _installed.recall(kind, data)


def remember(kind: str, data: bytes, value: object) -> None:
    """Keep ``value`` in the installed values (nothing when none is installed)."""
    if _installed is not None:
        _installed.remember(kind, data, value)


def _kind_name(kind: type) -> str:
    return f"{kind.__module__}.{kind.__qualname__}"


def recalled_or_checked(kind: type[V], data: bytes, check: Callable[[bytes], V]) -> V:
    """``check(data)``, a ``kind`` made from a file's bytes; or, when the installed values keep
    one that an earlier check made of the same bytes, that one (and ``check`` does not run).
    What ``check`` raises goes to the caller (a bad file is never kept)."""
    name = _kind_name(kind)
    kept = recall(name, data)
    if type(kept) is kind:
        return kept
    value = check(data)
    remember(name, data, value)
    return value


def written(kind: type[V], data: bytes, check: Callable[[bytes], V]) -> None:
    """The game wrote ``data``, a file of ``kind`` that ``check`` reads: its value is kept when
    the installed values are saved (nothing when none are installed)."""
    if _installed is not None:
        _installed.written(_kind_name(kind), data, check)
