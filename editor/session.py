"""The editing session: the document, its undo stack, the selection and the clipboard.

The window layer's link between the pure model and Qt: each command from :mod:`editor.commands`
is wrapped in a ``QUndoCommand`` and pushed on a ``QUndoStack`` (unlimited undo/redo). The
selection lives here, not in the document (selecting is not an edit), but commands that move or
paste tiles carry the new selection with them so that undo and redo restore it.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from mahjong_qt.core.geometry import Position

from .commands import Command, EditKind
from .document import Change, LayoutDocument

__all__ = ["EditSession", "edit_label"]

_LABELS = {
    EditKind.PLACE: QT_TRANSLATE_NOOP("EditSession", "Place tiles"),
    EditKind.ERASE: QT_TRANSLATE_NOOP("EditSession", "Erase tiles"),
    EditKind.MOVE: QT_TRANSLATE_NOOP("EditSession", "Move tiles"),
    EditKind.PASTE: QT_TRANSLATE_NOOP("EditSession", "Paste"),
    EditKind.CUT: QT_TRANSLATE_NOOP("EditSession", "Cut"),
    EditKind.DELETE: QT_TRANSLATE_NOOP("EditSession", "Delete tiles"),
    EditKind.SHIFT_LEVEL: QT_TRANSLATE_NOOP("EditSession", "Shift level"),
    EditKind.SHIFT_ALL: QT_TRANSLATE_NOOP("EditSession", "Shift layout"),
    EditKind.INSERT_LEVEL: QT_TRANSLATE_NOOP("EditSession", "Insert level"),
    EditKind.DUPLICATE_LEVEL: QT_TRANSLATE_NOOP("EditSession", "Duplicate level"),
    EditKind.DELETE_LEVEL: QT_TRANSLATE_NOOP("EditSession", "Delete level"),
    EditKind.MOVE_LEVEL: QT_TRANSLATE_NOOP("EditSession", "Move level"),
    EditKind.REPLACE: QT_TRANSLATE_NOOP("EditSession", "Replace tiles"),
    EditKind.METADATA: QT_TRANSLATE_NOOP("EditSession", "Edit layout properties"),
}


def edit_label(kind: EditKind) -> str:
    """The translated name of an edit, for the undo history and the Edit menu."""
    return QCoreApplication.translate("EditSession", _LABELS[kind])


class _UndoCommand(QUndoCommand):
    """A document command on the Qt undo stack."""

    def __init__(self, session: EditSession, command: Command):
        super().__init__(edit_label(command.kind))
        self._session = session
        self.command = command

    def redo(self) -> None:
        self.command.do(self._session.doc)
        if self.command.selects:
            self._session.set_selection(getattr(self.command, "added", ()))

    def undo(self) -> None:
        self.command.undo(self._session.doc)
        if self.command.selects:
            self._session.set_selection(getattr(self.command, "removed", ()))


class EditSession(QObject):
    """One document being edited, with undo/redo, selection, clipboard and the current level."""

    selectionChanged = Signal()
    currentLevelChanged = Signal(int)
    documentChanged = Signal(object)  # the Change

    def __init__(self, doc: LayoutDocument | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.doc = doc or LayoutDocument()
        self.undo_stack = QUndoStack(self)
        self.selection: frozenset[Position] = frozenset()
        self.clipboard: tuple[Position, ...] = ()
        self.current_level = 0
        self.doc.listeners.append(self._on_change)

    # -- edits --------------------------------------------------------------------------------
    def push(self, command: Command | None) -> bool:
        """Do a command and put it on the undo stack; False (nothing done) for None."""
        if command is None:
            return False
        self.undo_stack.push(_UndoCommand(self, command))
        return True

    def begin_group(self, kind: EditKind) -> None:
        """Start one undo step made of several commands (a drag that paints a row of tiles)."""
        self.undo_stack.beginMacro(edit_label(kind))

    def end_group(self) -> None:
        self.undo_stack.endMacro()

    def load(self, doc: LayoutDocument) -> None:
        """Replace the document (new, open, import): clears the history and the selection."""
        self.undo_stack.clear()
        self.set_selection(())
        self.doc.replace_all(doc)
        self.undo_stack.setClean()
        self.set_current_level(0)

    # -- selection and level ------------------------------------------------------------------
    def set_selection(self, positions: Iterable[Position]) -> None:
        sel = frozenset(p for p in positions if p in self.doc.tiles)
        if sel != self.selection:
            self.selection = sel
            self.selectionChanged.emit()

    def set_current_level(self, z: int) -> None:
        z = max(0, min(z, self.doc.levels - 1))
        if z != self.current_level:
            self.current_level = z
            self.currentLevelChanged.emit(z)

    def _on_change(self, change: Change) -> None:
        if change.removed and self.selection & change.removed:
            self.selection = self.selection - change.removed
            self.selectionChanged.emit()
        if self.current_level >= self.doc.levels:
            self.set_current_level(self.doc.levels - 1)
        self.documentChanged.emit(change)
