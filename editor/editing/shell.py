"""What the editor's helpers may ask of the window around them (narrow interfaces, not the window).

The helpers (:mod:`editor.editing.edit_operations`, :mod:`editor.files.file_actions`, :mod:`editor.checking.checks`)
never get the whole window: each is handed an object with these few methods. The editor window
provides them; a test can provide its own (``tell`` and ``ask_save_changes`` are where tests
answer in place of the user).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtWidgets import QMessageBox, QWidget

if TYPE_CHECKING:
    from .document import LayoutDocument

__all__ = ["MessageShell", "DocumentShell"]


class MessageShell(Protocol):
    """Where a helper's dialogs and messages go."""

    def dialog_parent(self) -> QWidget:
        """The widget dialogs are centred on."""
        ...

    def tell(self, icon: QMessageBox.Icon, title: str, text: str) -> None:
        """Show a message that must be acknowledged."""
        ...

    def show_status(self, text: str, timeout_ms: int = 0) -> None:
        """Show a passing message in the status bar (0: until the next one)."""
        ...


class DocumentShell(MessageShell, Protocol):
    """What the file actions need besides messages: to ask before losing edits, to show a
    newly loaded document."""

    def ask_save_changes(self) -> QMessageBox.StandardButton:
        """Save, Discard or Cancel the unsaved changes."""
        ...

    def load_document(self, doc: LayoutDocument) -> None:
        """Show a new document (history cleared)."""
        ...
