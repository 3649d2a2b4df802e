"""The select tool: click a tile, drag a rubber band, drag the selection to move it.

A click selects the tile of the current level under the pointer (Shift or Ctrl adds or removes
it); a press on empty grid starts a rubber band that selects the tiles of the current level it
meets. Dragging a selected tile moves the whole selection in half-tile steps, with ghosts at the
destination (red where the tiles would overlap others: such a move is refused, as by the arrow
keys); the move is one command on release. With mirror drawing on, the mirror images of the
selected tiles move the mirror way (:func:`editor.editing.mirror_edits.mirrored_move`).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsRectItem

from mahjong_qt.core.geometry import Position

from ...editing.commands import TilesEdit
from ...editing.mirror_edits import mirrored_move
from .base import Tool

__all__ = ["SelectTool"]

_ADD = Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.ControlModifier
_BAND_PEN = QColor(120, 180, 255)
_BAND_FILL = QColor(120, 180, 255, 50)


class SelectTool(Tool):
    """Select and move tiles."""

    _band: QGraphicsRectItem | None = None
    _band_start = QPointF()
    _band_base: frozenset[Position] = frozenset()
    _drag_from: tuple[int, int] | None = None
    _drag_level = 0
    _lead: Position | None = None
    _offset = (0, 0)

    def _tile_under(self, pos: QPointF) -> Position | None:
        return self.scene.geometry.tile_at(pos, self.session.current_level)

    def press(self, pos, button, modifiers) -> None:
        if button != Qt.MouseButton.LeftButton:
            return
        adding = bool(modifiers & _ADD)
        tile = self._tile_under(pos)
        selection = self.session.selection
        if tile is not None:
            if adding:
                self.session.set_selection(selection ^ {tile})
                return
            if tile not in selection:
                self.session.set_selection({tile})
            self._drag_level = tile[2]
            self._lead = tile
            self._drag_from = self.scene.geometry.cell_at(pos, tile[2])
            self._offset = (0, 0)
            return
        self._band_base = selection if adding else frozenset()
        if not adding:
            self.session.set_selection(())
        self._band_start = QPointF(pos)
        self._band = QGraphicsRectItem(QRectF(pos, pos))
        self._band.setPen(QPen(_BAND_PEN, 0, Qt.PenStyle.DashLine))
        self._band.setBrush(QBrush(_BAND_FILL))
        self._band.setZValue(1e12)
        self.scene.addItem(self._band)

    def move(self, pos, buttons, modifiers) -> None:
        if self._band is not None:
            rect = QRectF(self._band_start, pos).normalized()
            self._band.setRect(rect)
            found = self.scene.geometry.tiles_in_rect(rect, self.session.current_level)
            self.session.set_selection(self._band_base | found)
        elif self._drag_from is not None:
            cx, cy = self.scene.geometry.cell_at(pos, self._drag_level)
            offset = (cx - self._drag_from[0], cy - self._drag_from[1])
            if offset != self._offset:
                self._offset = offset
                self._show_move_ghosts()

    def _show_move_ghosts(self) -> None:
        dx, dy = self._offset
        if (dx, dy) == (0, 0):
            self.scene.ghosts.clear()
            return
        command = self._command()
        if command is not None:
            self.scene.ghosts.show([(p, True) for p in sorted(command.added)])
            return
        self.scene.ghosts.show(
            [((x + dx, y + dy, z), False) for x, y, z in sorted(self.session.selection)]
        )

    def _command(self) -> TilesEdit | None:
        """The move the drag so far would do (None: refused)."""
        dx, dy = self._offset
        s = self.session
        return mirrored_move(s.doc, s.selection, dx, dy, self.scene.symmetry(), self._lead)

    def release(self, pos, button, modifiers) -> None:
        if self._band is not None:
            self.scene.removeItem(self._band)
            self._band = None
        elif self._drag_from is not None:
            self.session.push(self._command())
            self._drag_from = None
            self._offset = (0, 0)
            self.scene.ghosts.clear()

    def deactivate(self) -> None:
        if self._band is not None:
            self.scene.removeItem(self._band)
            self._band = None
        self._drag_from = None
        super().deactivate()
