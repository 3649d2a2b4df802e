"""The editing session: the document, its undo stack, the selection and the clipboard.

The window layer's link between the pure model and Qt: each command from :mod:`editor.editing.commands`
is wrapped in a ``QUndoCommand`` and pushed on a ``QUndoStack`` (unlimited undo/redo). The
selection lives here, not in the document (selecting is not an edit), but commands that move or
paste tiles carry the new selection with them so that undo and redo restore it.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from mahjong_qt.core.geometry import Position
from mahjong_qt.core.layout_limits import MAX_Z

from .commands import Command, EditKind, TilesEdit
from .document import Change, LayoutDocument
from .edit_labels import command_label, group_label

__all__ = ["EditSession", "levels_touched"]


def levels_touched(command: Command) -> frozenset[int]:
    """The levels a command changes: of the tiles it adds and removes, and the levels it names."""
    if not isinstance(command, TilesEdit):
        return frozenset()
    tiles = command.added | command.removed
    return frozenset(p[2] for p in tiles) | frozenset(command.levels_named)


class _UndoCommand(QUndoCommand):
    """A document command on the Qt undo stack. An undo or a redo (not the first doing) shows
    the level it changed, so that the designer sees what came back or went."""

    def __init__(self, session: EditSession, command: Command):
        super().__init__(command_label(command))
        self._session = session
        self.command = command
        self._done = False

    def redo(self) -> None:
        self.command.do(self._session.doc)
        if self.command.selects:
            self._session.set_selection(getattr(self.command, "added", ()))
        if self._done:
            self._session.show_level_of(self.command)
        self._done = True

    def undo(self) -> None:
        self.command.undo(self._session.doc)
        if self.command.selects:
            self._session.set_selection(getattr(self.command, "removed", ()))
        self._session.show_level_of(self.command)


class EditSession(QObject):
    """One document being edited, with undo/redo, selection, clipboard and the current level."""

    selectionChanged = Signal()
    currentLevelChanged = Signal(int)
    documentChanged = Signal(object)  # the Change
    loaded = Signal()  # another document replaced the one edited (new, open, import)

    def __init__(self, doc: LayoutDocument | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.doc = doc or LayoutDocument()
        self.undo_stack = QUndoStack(self)
        self.selection: frozenset[Position] = frozenset()
        self.clipboard: tuple[Position, ...] = ()
        self.current_level = 0
        self._group: list[Command] | None = None
        self._group_kind = EditKind.PLACE
        self.doc.listeners.append(self._on_change)

    # -- edits --------------------------------------------------------------------------------
    def push(self, command: Command | None) -> bool:
        """Do a command and put it on the undo stack; False (nothing done) for None."""
        if command is None:
            return False
        if self._group is not None:
            self._group.append(command)
        self.undo_stack.push(_UndoCommand(self, command))
        return True

    def begin_group(self, kind: EditKind) -> None:
        """Start one undo step made of several commands (a drag that paints a row of tiles)."""
        self._group_kind = kind
        self._group = []
        self.undo_stack.beginMacro(group_label(kind, ()))

    def end_group(self) -> None:
        """Close the step, named after what its commands did together."""
        group, self._group = self._group or [], None
        macro = self.undo_stack.command(self.undo_stack.count() - 1)
        if macro is not None:
            macro.setText(group_label(self._group_kind, group))
        self.undo_stack.endMacro()

    def load(self, doc: LayoutDocument) -> None:
        """Replace the document (new, open, import): clears the history and the selection."""
        self.undo_stack.clear()
        self.set_selection(())
        self.doc.replace_all(doc)
        self.undo_stack.setClean()
        self.set_current_level(0)
        self.loaded.emit()

    # -- selection and level ------------------------------------------------------------------
    def set_selection(self, positions: Iterable[Position]) -> None:
        sel = frozenset(p for p in positions if p in self.doc.tiles)
        if sel != self.selection:
            self.selection = sel
            self.selectionChanged.emit()

    def top_level(self) -> int:
        """The highest level one may work on: the document's top level, or the empty level just
        above it when the top has tiles (going there is no edit; a tile placed there makes it
        a level of the document)."""
        top = self.doc.levels - 1
        if top < MAX_Z and any(p[2] == top for p in self.doc.tiles):
            return top + 1
        return top

    def shown_levels(self) -> int:
        """The number of levels to list: the document's, and the empty one above when current."""
        return max(self.doc.levels, self.current_level + 1)

    def set_current_level(self, z: int) -> bool:
        """Go to level ``z`` (kept within 0 and :meth:`top_level`); False when already there."""
        z = max(0, min(z, self.top_level()))
        if z == self.current_level:
            return False
        self.current_level = z
        self.currentLevelChanged.emit(z)
        return True

    def show_level_of(self, command: Command) -> None:
        """Go to the level an undone or redone command changed, unless it changed this one."""
        levels = levels_touched(command)
        if levels and self.current_level not in levels:
            self.set_current_level(min(levels))

    def _on_change(self, change: Change) -> None:
        if change.removed and self.selection & change.removed:
            self.selection = self.selection - change.removed
            self.selectionChanged.emit()
        if self.current_level > self.top_level():
            self.set_current_level(self.top_level())
        self.documentChanged.emit(change)
