"""The erase tool: a click removes the tile under the pointer; a drag removes every tile it crosses.

It works on the current level (in the "on top" mode: on the top tile under the pointer) and
erases mirror images too while mirror drawing is on.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF

from ...editing.commands import EditKind, erase
from .base import StrokeGroup, Tool

__all__ = ["EraseTool"]


class EraseTool(Tool):
    """Erase tiles by clicking and dragging."""

    _stroke: StrokeGroup | None = None

    def _target(self, pos: QPointF):
        if self.scene.place_on_top:
            return self.scene.geometry.top_tile_at(pos)
        return self.scene.geometry.tile_at(pos, self.session.current_level)

    def preview(self, pos: QPointF) -> None:
        """Mark the tile that a click would erase with a red ghost."""
        p = self._target(pos)
        self.scene.ghosts.show([(p, False)] if p is not None else [])

    def _erase(self, pos: QPointF) -> None:
        p = self._target(pos)
        if p is not None and self._stroke is not None:
            self._stroke.push(
                erase(self.session.doc, [p], self.scene.mirror, self.scene.mirror_center)
            )

    def press(self, pos, button, modifiers) -> None:
        self._stroke = StrokeGroup(self.scene, EditKind.ERASE)
        self._erase(pos)
        self.preview(pos)

    def move(self, pos, buttons, modifiers) -> None:
        self._erase(pos)
        self.preview(pos)

    def release(self, pos, button, modifiers) -> None:
        if self._stroke is not None:
            self._stroke.close()
            self._stroke = None
        self.preview(pos)

    def deactivate(self) -> None:
        if self._stroke is not None:
            self._stroke.close()
            self._stroke = None
        super().deactivate()
