"""The items of the editor's canvas: tiles of the layout and the placement ghost.

Items only show: a :class:`LayoutTileItem` is told its look (current level, dimmed, ghosted,
selected, flagged by validation) by the scene and draws the game's own tile body through the shared
:class:`~mahjong_qt.ui.tile_renderer.TileRenderer` (blank face or the level number), so a layout
looks in the editor as it will in the game. The ``shape()`` is the face only, so a click on a
tile's edge or shadow reaches what is beneath.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from mahjong_qt.core.geometry import Position
from mahjong_qt.ui.tile_metrics import face_rect, position_to_scene, stacking_z, tile_rect
from mahjong_qt.ui.tile_renderer import TileLook, TileRenderer

__all__ = ["ItemLook", "LayoutTileItem", "GhostTileItem"]

_GHOST_Z = 0.5  # a ghost is drawn just above the tile it would be


@dataclass(frozen=True)
class ItemLook:
    """How the scene wants one tile shown."""

    visible: bool = True
    dimmed: bool = False
    ghost: bool = False
    selected: bool = False
    invalid: bool = False
    label: str | None = None

    def tile_look(self) -> TileLook:
        return TileLook(
            selected=self.selected, dimmed=self.dimmed, ghost=self.ghost, invalid=self.invalid
        )


class _TileItem(QGraphicsItem):
    """A tile body at a layout position, drawn by the shared renderer."""

    def __init__(self, renderer: TileRenderer, position: Position):
        super().__init__()
        self._renderer = renderer
        self._look = ItemLook()
        self.position: Position = position
        self.setPos(position_to_scene(*position))
        self.setZValue(stacking_z(*position))
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self):  # noqa: N802 (Qt override)
        return tile_rect()

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(face_rect())
        return path

    def look(self) -> ItemLook:
        return self._look

    def set_look(self, look: ItemLook) -> None:
        if look == self._look:
            return
        self._look = look
        self.setVisible(look.visible)
        self.update()

    def paint(  # noqa: D102 (Qt override)
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        self._renderer.paint_tile(
            painter, face_rect(), None, self._look.tile_look(), label=self._look.label
        )


class LayoutTileItem(_TileItem):
    """One tile of the layout being edited."""


class GhostTileItem(_TileItem):
    """Where a tile would go under the pointer: ghosted, or red when it may not go there."""

    def __init__(self, renderer: TileRenderer, position: Position, allowed: bool):
        super().__init__(renderer, position)
        self.setZValue(stacking_z(*position) + _GHOST_Z)
        self.set_look(ItemLook(ghost=True, invalid=not allowed))
