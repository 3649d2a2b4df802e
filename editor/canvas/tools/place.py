"""The place tool: a click puts a tile, a drag paints a row; a ghost shows where and whether.

The tile's top-left corner goes on the half-tile cell under the pointer, on the current level or
(the scene's "on top" mode) one level above the tile under the pointer, so half offsets and
straddling positions are ordinary clicks. With mirror drawing on, the mirror images are placed
too. Dragging paints a straight row (or column) of touching tiles from the pressed cell, filling
the gaps a fast pointer leaves. The right button erases the tile under the pointer.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from mahjong_qt.core.geometry import Position, overlaps

from ...editing.commands import EditKind, erase, mirror_images, place
from .base import StrokeGroup, Tool

__all__ = ["PlaceTool", "row_between"]


def row_between(start: Position, end_cell: tuple[int, int]) -> list[Position]:
    """Touching tiles from ``start`` towards ``end_cell`` along the main direction of the drag."""
    x0, y0, z = start
    dx, dy = end_cell[0] - x0, end_cell[1] - y0
    horizontal = abs(dx) >= abs(dy)
    steps = (dx if horizontal else dy) // 2  # the tile of the row that covers the pointer
    sign = 1 if steps >= 0 else -1
    offsets = [2 * i * sign for i in range(abs(steps) + 1)]
    if horizontal:
        return [(x0 + d, y0, z) for d in offsets]
    return [(x0, y0 + d, z) for d in offsets]


class PlaceTool(Tool):
    """Place tiles by clicking and dragging."""

    _stroke: StrokeGroup | None = None
    _start: Position | None = None
    _erasing = False

    def _images(self, p: Position) -> list[Position]:
        return mirror_images(p, self.scene.mirror, self.scene.mirror_center)

    def preview(self, pos: QPointF) -> None:
        """Show the ghost of the tile (and its mirror images) that a click would place."""
        target = self.scene.geometry.target_for(pos)
        ghosts = []
        taken: list[Position] = []
        for q in self._images(target):
            allowed = self.session.doc.can_place(q) and all(not overlaps(q, t) for t in taken)
            ghosts.append((q, allowed))
            taken.append(q)
        self.scene.ghosts.show(ghosts)

    def _place(self, positions: list[Position]) -> None:
        assert self._stroke is not None
        self._stroke.push(
            place(self.session.doc, positions, self.scene.mirror, self.scene.mirror_center)
        )

    def _erase_at(self, pos: QPointF) -> None:
        assert self._stroke is not None
        if self.scene.place_on_top:
            p = self.scene.geometry.top_tile_at(pos)
        else:
            p = self.scene.geometry.tile_at(pos, self.session.current_level)
        if p is not None:
            self._stroke.push(
                erase(self.session.doc, [p], self.scene.mirror, self.scene.mirror_center)
            )

    def press(self, pos, button, modifiers) -> None:
        if button == Qt.MouseButton.RightButton:
            self._erasing = True
            self._stroke = StrokeGroup(self.scene, EditKind.ERASE)
            self.scene.ghosts.clear()
            self._erase_at(pos)
            return
        self._erasing = False
        self._stroke = StrokeGroup(self.scene, EditKind.PLACE)
        self._start = self.scene.geometry.target_for(pos)
        self._place([self._start])
        self.preview(pos)

    def move(self, pos, buttons, modifiers) -> None:
        if self._stroke is None:
            self.preview(pos)
        elif self._erasing:
            self._erase_at(pos)
        elif self._start is not None:
            cell = self.scene.geometry.cell_at(pos, self._start[2])
            self._place(row_between(self._start, cell))
            self.preview(pos)

    def release(self, pos, button, modifiers) -> None:
        if self._stroke is None:
            return
        self._stroke.close()
        self._stroke = None
        if self._start is not None and self.scene.place_on_top and not self._erasing:
            self.session.set_current_level(self._start[2])
        self._start = None
        self.preview(pos)

    def deactivate(self) -> None:
        if self._stroke is not None:
            self._stroke.close()
            self._stroke = None
        super().deactivate()
