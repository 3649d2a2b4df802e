"""Editing a layout: the Qt-free ``LayoutDocument``, the commands that change it, the
``EditSession`` (undo stack and selection), mirror drawing, the clipboard, the Edit menu's
operations and the narrow shell the helpers get."""

from .document import LayoutDocument
from .session import EditSession

__all__ = ["EditSession", "LayoutDocument"]
