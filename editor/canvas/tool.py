"""What the canvas asks of a tool: the mouse events, and to let go when another takes over.

The scene only forwards events, so it depends on this small protocol rather than on the tools
(:mod:`editor.canvas.tools`), which in turn use the scene's geometry.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QPointF, Qt

__all__ = ["CanvasTool"]


class CanvasTool(Protocol):
    """An interaction on the canvas. Positions are scene points; buttons and modifiers are Qt's."""

    def press(
        self, pos: QPointF, button: Qt.MouseButton, modifiers: Qt.KeyboardModifier
    ) -> None: ...

    def move(
        self, pos: QPointF, buttons: Qt.MouseButton, modifiers: Qt.KeyboardModifier
    ) -> None: ...

    def release(
        self, pos: QPointF, button: Qt.MouseButton, modifiers: Qt.KeyboardModifier
    ) -> None: ...

    def deactivate(self) -> None: ...
