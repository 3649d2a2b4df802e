"""Crash recovery: a copy of each modified document, kept while it is edited, offered at the next
start if the editor stopped without saving (a crash, ``kill -9``, a power cut).

Each window has its own recovery file in the user's data folder (``editor-recovery/<id>.json``),
written atomically a moment after each change while the document differs from its file, and
removed once it is saved, discarded or closed. Its lock (a ``QLockFile`` beside it) is held while
the window lives: a recovery file whose lock can be taken belongs to an editor that is gone.
The file holds the tiles as they were, even with errors (overlaps, an odd count), so nothing is
lost, with the undo history (:mod:`editor.files.recovery_history`) and the mirror drawing setting.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field
from PySide6.QtCore import QLockFile, QObject, QTimer, Signal

from mahjong_qt.core.atomic_io import make_private_folder
from mahjong_qt.core.layout_limits import MAX_TILES, MAX_XY, MAX_Z
from mahjong_qt.core.paths import user_paths
from mahjong_qt.core.user_files import (
    UserFileError,
    read_json_object,
    validate_model,
    write_json_object,
)

from ..editing.document import LayoutDocument, Metadata
from ..editing.session import EditSession
from .recovery_history import SavedStep, replay_history, saved_steps

__all__ = [
    "AUTOSAVE_DELAY_MS",
    "Recovered",
    "SavedMirror",
    "RecoveryKeeper",
    "recovery_folder",
    "orphans",
    "forget",
]

AUTOSAVE_DELAY_MS = 2_000  # the copy is written this long after the last change
_MAX_BYTES = 16_000_000  # the history too

XY = Annotated[int, Field(ge=0, le=MAX_XY)]
Z = Annotated[int, Field(ge=0, le=MAX_Z)]
Text = Annotated[str, Field(max_length=4000)]


class SavedMirror(BaseModel):
    """Mirror drawing as it was: which mirror, its axes, whether the designer chose them."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    mirror: Literal["none", "vertical", "horizontal", "both"] = "none"
    center: tuple[Annotated[int, Field(ge=0, le=2 * MAX_XY + 4)], ...] = Field(
        default=(0, 0), min_length=2, max_length=2
    )
    chosen: bool = False


class Recovered(BaseModel):
    """A recovery file: the document as it was, and the file it came from (None: never saved),
    its undo history (``history``, ``history_index``, ``clean_index``: see
    :func:`~editor.files.recovery_history.saved_steps`) and the mirror drawing."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    schema_version: Literal[1] = 1
    saved_at: datetime
    source: Annotated[str, Field(max_length=4096)] | None = None
    levels: Annotated[int, Field(ge=1, le=MAX_Z + 1)] = 1
    metadata: dict[str, Text] = {}
    tiles: list[tuple[XY, XY, Z]] = Field(default=[], max_length=4 * MAX_TILES)
    history: list[SavedStep] = Field(default=[], max_length=10_000)
    history_index: Annotated[int, Field(ge=0)] = 0
    clean_index: Annotated[int, Field(ge=-1)] = -1
    mirror: SavedMirror = SavedMirror()

    @classmethod
    def of(
        cls,
        session: EditSession,
        source: Path | None,
        mirror: SavedMirror | None = None,
    ) -> Recovered:
        doc = session.doc
        m = doc.metadata
        steps, index, clean = saved_steps(session.undo_stack)
        return cls(
            saved_at=datetime.now(UTC),
            source=str(source) if source is not None else None,
            levels=doc.levels,
            metadata={k: getattr(m, k) for k in Metadata.__dataclass_fields__},
            tiles=doc.positions(),
            history=steps,
            history_index=index,
            clean_index=clean,
            mirror=mirror or SavedMirror(),
        )

    def restore_history(self, session: EditSession) -> bool:
        """Give ``session``, showing :meth:`document`, the undo history back."""
        return replay_history(session, self.history, self.history_index, self.clean_index)

    def document(self) -> LayoutDocument:
        known = {k: v for k, v in self.metadata.items() if k in Metadata.__dataclass_fields__}
        doc = LayoutDocument.from_positions(self.tiles, Metadata(**known))
        doc.levels = max(doc.levels, self.levels)
        return doc

    def name(self, lang: str) -> str:
        return self.document().metadata.name(lang)


def recovery_folder() -> Path:
    return user_paths().data_dir / "editor-recovery"


def _lock(json_path: Path) -> QLockFile:
    lock = QLockFile(str(json_path.with_suffix(".lock")))
    lock.setStaleLockTime(0)  # stale only when its editor is gone, however long it has run
    return lock


def orphans(folder: Path | None = None) -> list[tuple[Path, Recovered]]:
    """Recovery files left by editors that are gone, newest first. An unreadable one is set
    aside by renaming, never deleted."""
    folder = folder or recovery_folder()
    found = []
    for path in sorted(folder.glob("*.json")):
        lock = _lock(path)
        if not lock.tryLock(0):
            continue  # its editor is still running
        lock.unlock()
        try:
            obj = read_json_object(path, max_bytes=_MAX_BYTES)
            if obj is not None:
                found.append((path, validate_model(Recovered, obj)))
        except UserFileError:
            path.replace(path.with_suffix(".unreadable"))
    return sorted(found, key=lambda item: item[1].saved_at, reverse=True)


def forget(path: Path) -> None:
    """Remove a recovery file (recovered or refused)."""
    path.unlink(missing_ok=True)


class RecoveryKeeper(QObject):
    """Keeps the recovery copy of one session's document while it differs from its file.

    ``source()`` tells which file the document comes from (None for a new one), ``mirror()``
    the mirror drawing to keep with it; ``failed`` says why a copy could not be written
    (editing goes on; the next change tries again).
    """

    failed = Signal(str)

    def __init__(
        self,
        session: EditSession,
        source: Callable[[], Path | None],
        folder: Path | None = None,
        parent: QObject | None = None,
        mirror: Callable[[], SavedMirror] = SavedMirror,
    ):
        super().__init__(parent)
        self._session = session
        self._source = source
        self._mirror = mirror
        self.path = (folder or recovery_folder()) / f"{uuid.uuid4().hex}.json"
        make_private_folder(self.path.parent)
        self._lock = _lock(self.path)
        self._lock.tryLock(0)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(AUTOSAVE_DELAY_MS)
        self._timer.timeout.connect(self.write_now)
        session.documentChanged.connect(self._on_change)
        session.undo_stack.cleanChanged.connect(self._on_clean_changed)

    def _on_change(self, _change) -> None:
        self._timer.start()

    def touch(self) -> None:
        """Something kept with the copy changed (the mirror drawing): write it soon."""
        if not self._session.undo_stack.isClean():
            self._timer.start()

    def _on_clean_changed(self, clean: bool) -> None:
        if clean:
            self._timer.stop()
            forget(self.path)
        else:
            self._timer.start()

    def write_now(self) -> None:
        """Write the copy now if the document differs from its file, else remove it."""
        self._timer.stop()
        if self._session.undo_stack.isClean():
            forget(self.path)
            return
        try:
            copy = Recovered.of(self._session, self._source(), self._mirror())
            write_json_object(self.path, copy.model_dump(mode="json"), compact=True)
        except (OSError, ValueError) as e:  # ValueError: pydantic's, a value out of its bounds
            self.failed.emit(str(e))

    def close(self) -> None:
        """The window closes (saved or discarded): no copy to keep."""
        self._timer.stop()
        forget(self.path)
        self._lock.unlock()
