"""The undo history in a recovery copy (:mod:`editor.files.recovery`): after a crash the designer gets
back the edits and can still undo them, step by step, and redo what was undone.

The history is kept as it is on the undo stack: one :class:`SavedStep` per row of the History
panel (a drag that placed a row of tiles is one step of several commands), each command as a
:class:`SavedEdit` (pydantic, checked on reading like every user file), the stack's index (the
steps after it were undone) and its clean index (the step the file on disk is at, -1: none).
Restoring rebuilds the document as it was before the first step by undoing the steps from the
recovered tiles, loads it, pushes the steps again and undoes back to the index.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field
from PySide6.QtGui import QUndoCommand, QUndoStack

from mahjong_qt.core.layout_limits import MAX_TILES, MAX_XY, MAX_Z

from ..editing.commands import Command, EditKind, MetadataEdit, TilesEdit
from ..editing.document import LayoutDocument, Metadata
from ..editing.session import EditSession

__all__ = ["SavedEdit", "SavedStep", "MAX_STEPS", "saved_steps", "replay_history"]

MAX_STEPS = 500  # the newest steps kept in a recovery copy (the older ones become its start)

XY = Annotated[int, Field(ge=0, le=MAX_XY)]
Z = Annotated[int, Field(ge=0, le=MAX_Z)]
Text = Annotated[str, Field(max_length=4000)]
Tiles = Annotated[list[tuple[XY, XY, Z]], Field(max_length=4 * MAX_TILES)]
Levels = Annotated[int, Field(ge=1, le=MAX_Z + 1)]


class SavedEdit(BaseModel):
    """One command: a :class:`TilesEdit`, or a :class:`MetadataEdit` (``metadata_*`` set)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: EditKind
    removed: Tiles = []
    added: Tiles = []
    levels_before: Levels = 1
    levels_after: Levels = 1
    selects: bool = False
    levels_named: Annotated[list[Z], Field(max_length=MAX_Z + 1)] = []
    metadata_before: dict[str, Text] | None = None
    metadata_after: dict[str, Text] | None = None

    @classmethod
    def of(cls, command: Command) -> SavedEdit:
        if isinstance(command, MetadataEdit):
            return cls(
                kind=command.kind,
                metadata_before=_metadata_dict(command.before),
                metadata_after=_metadata_dict(command.after),
            )
        return cls(
            kind=command.kind,
            removed=sorted(command.removed),
            added=sorted(command.added),
            levels_before=command.levels_before,
            levels_after=command.levels_after,
            selects=command.selects,
            levels_named=list(command.levels_named),
        )

    def command(self) -> Command:
        if self.metadata_before is not None and self.metadata_after is not None:
            return MetadataEdit(_metadata(self.metadata_before), _metadata(self.metadata_after))
        return TilesEdit(
            self.kind,
            frozenset(self.removed),
            frozenset(self.added),
            self.levels_before,
            self.levels_after,
            self.selects,
            tuple(self.levels_named),
        )


class SavedStep(BaseModel):
    """One row of the History panel: its text (as it was written) and its commands (``group``:
    a stroke of several, named again on restoring)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    label: Text
    group: bool = False
    edits: Annotated[list[SavedEdit], Field(max_length=10_000)]


def _metadata_dict(m: Metadata) -> dict[str, str]:
    return {f.name: getattr(m, f.name) for f in fields(Metadata)}


def _metadata(values: dict[str, str]) -> Metadata:
    known = {f.name for f in fields(Metadata)}
    return Metadata(**{k: v for k, v in values.items() if k in known})


def _commands(step: QUndoCommand) -> list[Command]:
    own = getattr(step, "command", None)
    if own is not None:
        return [own]
    return [c for j in range(step.childCount()) for c in _commands(step.child(j))]


def saved_steps(stack: QUndoStack) -> tuple[list[SavedStep], int, int]:
    """The stack's steps (the newest :data:`MAX_STEPS`), its index and clean index in them."""
    first = max(0, stack.count() - MAX_STEPS)
    steps = []
    for i in range(first, stack.count()):
        step = stack.command(i)
        edits = [SavedEdit.of(c) for c in _commands(step)]
        steps.append(SavedStep(label=step.text(), group=step.childCount() > 0, edits=edits))
    clean = stack.cleanIndex() - first if stack.cleanIndex() >= first else -1
    return steps, stack.index() - first, clean


def replay_history(session: EditSession, steps: list[SavedStep], index: int, clean: int) -> bool:
    """Give ``session`` (showing the recovered document) its history back: False (the history
    left empty) when the steps do not fit the document, e.g. a hand-edited file."""
    if not steps or not 0 <= index <= len(steps):
        return False
    now = session.doc
    base = LayoutDocument.from_positions(now.positions(), now.metadata)
    base.levels = now.levels
    try:
        for step in reversed(steps[:index]):
            for edit in reversed(step.edits):
                command = edit.command()
                if isinstance(command, TilesEdit) and not command.added <= base.tiles:
                    return False
                command.undo(base)
    except (TypeError, ValueError):
        return False
    session.load(base)
    stack = session.undo_stack
    for i, step in enumerate(steps):
        if i == clean:
            stack.setClean()
        grouped = step.group and bool(step.edits)
        if grouped:  # named again, in the language of now
            session.begin_group(step.edits[0].kind)
        for edit in step.edits:
            session.push(edit.command())
        if grouped:
            session.end_group()
    if clean == len(steps):
        stack.setClean()
    for _ in range(len(steps) - index):
        stack.undo()
    if clean < 0:
        stack.resetClean()
    return True
