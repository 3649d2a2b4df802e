"""What every canvas tool has: the scene it works on and a way to group a drag into one undo step.

A tool never changes the document or the items itself: it builds commands
(:mod:`editor.editing.commands`) and pushes them on the session; the scene then follows the document.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, Qt

from ...editing.commands import Command, EditKind

if TYPE_CHECKING:
    from ..scene import EditorScene

__all__ = ["Tool", "StrokeGroup"]


class StrokeGroup:
    """One undo step for everything a single press-drag-release does.

    The group on the undo stack is opened only when the first command is pushed, so a stroke that
    changed nothing leaves no empty step behind.
    """

    def __init__(self, scene: EditorScene, kind: EditKind):
        self._session = scene.session
        self._kind = kind
        self._open = False

    def push(self, command: Command | None) -> bool:
        if command is None:
            return False
        if not self._open:
            self._session.begin_group(self._kind)
            self._open = True
        return self._session.push(command)

    def close(self) -> None:
        if self._open:
            self._session.end_group()
            self._open = False


class Tool:
    """Base of the canvas tools. Positions are scene points; buttons and modifiers are Qt's."""

    def __init__(self, scene: EditorScene):
        self.scene = scene
        self.session = scene.session

    def press(self, pos: QPointF, button: Qt.MouseButton, modifiers: Qt.KeyboardModifier) -> None:
        """A mouse button went down."""

    def move(self, pos: QPointF, buttons: Qt.MouseButton, modifiers: Qt.KeyboardModifier) -> None:
        """The pointer moved (``buttons`` are the ones held down)."""

    def release(self, pos: QPointF, button: Qt.MouseButton, modifiers: Qt.KeyboardModifier) -> None:
        """A mouse button went up."""

    def deactivate(self) -> None:
        """Another tool takes over: drop any preview and finish any stroke."""
        self.scene.ghosts.clear()
