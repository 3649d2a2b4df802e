"""The editing operations behind the Edit and Level menus: clipboard, moves, shifts, levels.

Each operation builds a command with :mod:`editor.editing.commands` from the session's current state
(selection, current level, clipboard) and pushes it; nothing here changes the document directly.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

from mahjong_qt.core.geometry import Position

from ..controls.actions import EditorActions
from . import commands as cmd
from .clipboard import put_tiles_on_clipboard, tiles_from_mime
from .commands import EditKind
from .document import Metadata
from .mirror_edits import NO_SYMMETRY, Symmetry, mirrored_delete, mirrored_move
from .session import EditSession
from .shell import MessageShell

__all__ = ["EditOperations"]


#: Asks the user for a layout's metadata (the dialog centred on the widget); None if cancelled.
AskMetadata = Callable[[Metadata, QWidget], Metadata | None]


class EditOperations(QObject):
    """Clipboard, selection moves, shifts and level operations of one editor window;
    ``symmetry()`` is the mirror drawing that moves and deletes follow, ``ask_metadata`` the
    Layout Properties dialog (:func:`editor.files.metadata_dialog.ask_metadata`)."""

    def __init__(
        self,
        session: EditSession,
        shell: MessageShell,
        ask_metadata: AskMetadata,
        parent: QObject | None = None,
        symmetry: Callable[[], Symmetry] = lambda: NO_SYMMETRY,
    ):
        super().__init__(parent)
        self.session = session
        self.shell = shell
        self.ask_metadata = ask_metadata
        self.symmetry = symmetry

    def bind(self, a: EditorActions) -> None:
        """Connect the Edit and Level menus' actions (and the arrow keys) to these operations."""
        s = self.session
        a.properties.triggered.connect(self.edit_properties)
        a.cut.triggered.connect(self.edit_cut)
        a.copy.triggered.connect(self.edit_copy)
        a.delete.triggered.connect(self.edit_delete)
        a.select_all.triggered.connect(self.select_all)
        a.deselect.triggered.connect(lambda: s.set_selection(()))
        a.level_up.triggered.connect(self.level_up)
        a.level_down.triggered.connect(lambda: s.set_current_level(s.current_level - 1))
        a.level_insert.triggered.connect(self.level_insert)
        a.level_duplicate.triggered.connect(self.level_duplicate)
        a.level_delete.triggered.connect(self.level_delete)
        a.level_clear.triggered.connect(self.level_clear)
        a.level_raise.triggered.connect(lambda: self.level_move(1))
        a.level_lower.triggered.connect(lambda: self.level_move(-1))
        a.selection_up_level.triggered.connect(lambda: self.move_selection_level(1))
        a.selection_down_level.triggered.connect(lambda: self.move_selection_level(-1))
        for dx, dy, move, shift, shift_all in (
            (-1, 0, a.move_left, a.shift_level_left, a.shift_all_left),
            (1, 0, a.move_right, a.shift_level_right, a.shift_all_right),
            (0, -1, a.move_up, a.shift_level_up, a.shift_all_up),
            (0, 1, a.move_down, a.shift_level_down, a.shift_all_down),
        ):
            move.triggered.connect(lambda _=False, dx=dx, dy=dy: self.move_selection(dx, dy))
            shift.triggered.connect(lambda _=False, dx=dx, dy=dy: self.shift_level(dx, dy))
            shift_all.triggered.connect(lambda _=False, dx=dx, dy=dy: self.shift_all(dx, dy))

    def edit_copy(self) -> None:
        """Copy the selection, also to the system clipboard (to paste in another editor)."""
        self.session.clipboard = tuple(sorted(self.session.selection))
        if self.session.clipboard:
            put_tiles_on_clipboard(self.session.clipboard)

    def edit_cut(self) -> None:
        self.edit_copy()
        self.session.push(cmd.erase(self.session.doc, self.session.selection, kind=EditKind.CUT))

    def edit_delete(self) -> None:
        """Delete the selection (and its mirror images with mirror drawing on)."""
        self.session.push(
            mirrored_delete(self.session.doc, self.session.selection, self.symmetry())
        )

    def clipboard_tiles(self) -> tuple[Position, ...]:
        """What a paste would put: the system clipboard's tiles, else the editor's own copy."""
        return tiles_from_mime(QGuiApplication.clipboard().mimeData()) or self.session.clipboard

    def tell_no_room(self) -> None:
        self.shell.show_status(self.tr("No room to paste here"), 4000)

    def select_all(self) -> None:
        self.session.set_selection(self.session.doc.on_level(self.session.current_level))

    def move_selection(self, dx: int, dy: int) -> bool:
        """Move the selection by half-tile steps (arrow keys), its mirror images the mirror way."""
        s = self.session
        ok = s.push(mirrored_move(s.doc, s.selection, dx, dy, self.symmetry()))
        if not ok and self.session.selection:
            self.shell.show_status(self.tr("The tiles cannot move there"), 3000)
        return ok

    def move_selection_level(self, dz: int) -> bool:
        """Move the selection a level up or down (Ctrl+PgUp/PgDn); the current level follows.
        Refused when a tile would overlap another there or go below the table."""
        s = self.session
        if not s.selection:
            return False
        if not s.push(mirrored_move(s.doc, s.selection, 0, 0, self.symmetry(), dz=dz)):
            self.shell.show_status(self.tr("The tiles cannot move there"), 3000)
            return False
        s.set_current_level(min(p[2] for p in s.selection))
        return True

    def shift_level(self, dx: int, dy: int) -> bool:
        return self.session.push(
            cmd.shift_level(self.session.doc, self.session.current_level, dx, dy)
        )

    def shift_all(self, dx: int, dy: int) -> bool:
        return self.session.push(cmd.shift_all(self.session.doc, dx, dy))

    def level_up(self) -> bool:
        """Go one level up; from the top level, to the empty level above it (not an edit: it
        becomes part of the layout when a tile is placed there). Refused on an empty top."""
        s = self.session
        if s.set_current_level(s.current_level + 1):
            return True
        self.shell.show_status(self.tr("This is the top level: place tiles on it first"), 4000)
        return False

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

    def level_clear(self) -> bool:
        """Remove every tile of the current level (the level stays)."""
        return self.session.push(cmd.clear_level(self.session.doc, self.session.current_level))

    def level_move(self, step: int) -> None:
        z = self.session.current_level
        if self.session.push(cmd.swap_levels(self.session.doc, z, z + step)):
            self.session.set_current_level(z + step)

    def edit_properties(self) -> bool:
        """Edit the layout's names, descriptions, author and id; False when cancelled."""
        metadata = self.ask_metadata(self.session.doc.metadata, self.shell.dialog_parent())
        if metadata is None:
            return False
        self.session.push(cmd.edit_metadata(self.session.doc, metadata))
        return True
