"""The fill tool: drag a block, and it fills with touching tiles on the current level.

The pressed half-tile cell is the first tile's top-left corner, so a block pressed on a half cell
is a half-offset block; the block grows a whole tile at a time to cover the pointer, shown as
ghosts (red where a tile would overlap one already there: it is left out). The release places
the block, with its mirror images while mirror drawing is on, as one edit.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from mahjong_qt.core.geometry import Position

from ...editing.commands import block_between, fill, mirror_images
from .base import Tool

__all__ = ["FillTool"]


class FillTool(Tool):
    """Fill a rectangle with tiles by dragging."""

    _start: Position | None = None
    _block: list[Position] = []

    def _cell(self, pos: QPointF) -> Position:
        z = self.session.current_level
        return (*self.scene.geometry.cell_at(pos, z), z)

    def _show(self, block: list[Position]) -> None:
        doc = self.session.doc
        shown = [
            q for p in block for q in mirror_images(p, self.scene.mirror, self.scene.mirror_center)
        ]
        self.scene.ghosts.show([(q, doc.can_place(q)) for q in dict.fromkeys(shown)])

    def preview(self, pos: QPointF) -> None:
        """The one tile a click would put (a block of one)."""
        self._show([self._cell(pos)])

    def press(self, pos, button, modifiers) -> None:
        if button != Qt.MouseButton.LeftButton:
            return
        self._start = self._cell(pos)
        self._block = [self._start]
        self._show(self._block)

    def move(self, pos, buttons, modifiers) -> None:
        if self._start is None:
            self.preview(pos)
            return
        block = block_between(self._start, self.scene.geometry.cell_at(pos, self._start[2]))
        if block != self._block:
            self._block = block
            self._show(block)

    def release(self, pos, button, modifiers) -> None:
        if self._start is None:
            return
        command = fill(self.session.doc, self._block, self.scene.mirror, self.scene.mirror_center)
        self.session.push(command)
        self._start, self._block = None, []
        self.preview(pos)

    def deactivate(self) -> None:
        self._start, self._block = None, []
        super().deactivate()
