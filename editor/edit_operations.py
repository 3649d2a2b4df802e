"""The editing operations behind the Edit and Level menus: clipboard, moves, shifts, levels.

Each operation builds a command with :mod:`editor.commands` from the session's current state
(selection, current level, clipboard) and pushes it; nothing here changes the document directly.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QGuiApplication

from . import commands as cmd
from .clipboard import put_tiles_on_clipboard, tiles_from_mime
from .commands import EditKind
from .metadata_dialog import MetadataDialog

if TYPE_CHECKING:
    from .main_window import EditorWindow

__all__ = ["EditOperations", "PASTE_TRIES"]

PASTE_TRIES = 40  # places tried for a paste, each a whole tile further down-right


class EditOperations(QObject):
    """Clipboard, selection moves, shifts and level operations of one editor window."""

    def __init__(self, window: EditorWindow):
        super().__init__(window)
        self.window = window
        self.session = window.session

    def edit_copy(self) -> None:
        """Copy the selection, also to the system clipboard (to paste in another editor)."""
        self.session.clipboard = tuple(sorted(self.session.selection))
        if self.session.clipboard:
            put_tiles_on_clipboard(self.session.clipboard)

    def edit_cut(self) -> None:
        self.edit_copy()
        self.session.push(cmd.erase(self.session.doc, self.session.selection, kind=EditKind.CUT))

    def edit_delete(self) -> None:
        self.session.push(cmd.erase(self.session.doc, self.session.selection, kind=EditKind.DELETE))

    def edit_paste(self) -> bool:
        """Paste the clipboard on the current level, at the same place if it is free, else moved
        down-right by whole tiles until it fits. The pasted tiles become the selection."""
        clip = tiles_from_mime(QGuiApplication.clipboard().mimeData()) or self.session.clipboard
        if not clip:
            return False
        for k in range(PASTE_TRIES):
            command = cmd.paste(self.session.doc, clip, 2 * k, 2 * k, self.session.current_level)
            if command is not None:
                return self.session.push(command)
        self.window.statusBar().showMessage(self.tr("No room to paste here"), 4000)
        return False

    def select_all(self) -> None:
        self.session.set_selection(self.session.doc.on_level(self.session.current_level))

    def move_selection(self, dx: int, dy: int) -> bool:
        """Move the selection by half-tile steps (arrow keys)."""
        ok = self.session.push(cmd.move(self.session.doc, self.session.selection, dx, dy))
        if not ok and self.session.selection:
            self.window.statusBar().showMessage(self.tr("The tiles cannot move there"), 3000)
        return ok

    def shift_level(self, dx: int, dy: int) -> bool:
        return self.session.push(
            cmd.shift_level(self.session.doc, self.session.current_level, dx, dy)
        )

    def shift_all(self, dx: int, dy: int) -> bool:
        return self.session.push(cmd.shift_all(self.session.doc, dx, dy))

    def level_up(self) -> None:
        """Go one level up; from the top level, add an empty level above it (an edit)."""
        s = self.session
        if s.current_level == s.doc.levels - 1:
            self.level_insert()
        else:
            s.set_current_level(s.current_level + 1)

    def level_insert(self) -> None:
        z = self.session.current_level + 1
        if self.session.push(cmd.insert_level(self.session.doc, z)):
            self.session.set_current_level(z)

    def level_duplicate(self) -> None:
        z = self.session.current_level
        if self.session.push(cmd.duplicate_level(self.session.doc, z)):
            self.session.set_current_level(z + 1)

    def level_delete(self) -> None:
        self.session.push(cmd.delete_level(self.session.doc, self.session.current_level))

    def level_move(self, step: int) -> None:
        z = self.session.current_level
        if self.session.push(cmd.swap_levels(self.session.doc, z, z + step)):
            self.session.set_current_level(z + step)

    def edit_properties(self) -> bool:
        """Edit the layout's names, descriptions, author and id; False when cancelled."""
        dialog = MetadataDialog(self.session.doc.metadata, self.window)
        if dialog.exec() != MetadataDialog.DialogCode.Accepted:
            return False
        self.session.push(cmd.edit_metadata(self.session.doc, dialog.metadata()))
        return True
