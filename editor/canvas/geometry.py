"""The canvas's geometry for the tools: which half-tile cell is under a scene point on a level,
which tile is there, which is the top one shown, where a click puts a tile, which tiles a rubber
band meets, where mirror axes through a point go."""

from __future__ import annotations

import math
from typing import Protocol

from PySide6.QtCore import QPointF, QRectF

from mahjong_qt.core.geometry import Position
from mahjong_qt.ui.tile_metrics import (
    HALF_H,
    HALF_W,
    LEVEL_DX,
    LEVEL_DY,
    TILE_H,
    TILE_W,
    position_to_scene,
)

from ..editing.session import EditSession

__all__ = ["CanvasGeometry", "ShownLevels"]


class ShownLevels(Protocol):
    """What the geometry asks of the scene: which levels are drawn, and the "on top" mode."""

    place_on_top: bool

    def level_shown(self, z: int) -> bool: ...


class CanvasGeometry:
    """Answers the tools' questions about ``session``'s document as ``shown`` draws it."""

    def __init__(self, session: EditSession, shown: ShownLevels):
        self._session = session
        self._shown = shown

    def cell_at(self, pt: QPointF, z: int) -> tuple[int, int]:
        """The half-tile cell of level ``z``'s grid under the scene point ``pt``."""
        return (
            math.floor((pt.x() + z * LEVEL_DX) / HALF_W),
            math.floor((pt.y() + z * LEVEL_DY) / HALF_H),
        )

    def tile_at(self, pt: QPointF, z: int) -> Position | None:
        """The tile of level ``z`` whose face is under ``pt`` (at most one: tiles never overlap)."""
        cx, cy = self.cell_at(pt, z)
        tiles = self._session.doc.tiles
        for x in (cx, cx - 1):
            for y in (cy, cy - 1):
                if (x, y, z) in tiles:
                    return (x, y, z)
        return None

    def top_tile_at(self, pt: QPointF) -> Position | None:
        """The highest shown tile under ``pt``."""
        for z in range(self._session.doc.levels - 1, -1, -1):
            if self._shown.level_shown(z):
                p = self.tile_at(pt, z)
                if p is not None:
                    return p
        return None

    def target_for(self, pt: QPointF) -> Position:
        """Where a click at ``pt`` puts a tile: on the current level, or on top of the tile
        under the pointer (level 0 on empty table) in the "on top" mode."""
        if self._shown.place_on_top:
            below = self.top_tile_at(pt)
            z = below[2] + 1 if below is not None else 0
        else:
            z = self._session.current_level
        return (*self.cell_at(pt, z), z)

    def tiles_in_rect(self, rect: QRectF, z: int) -> set[Position]:
        """Tiles of level ``z`` whose face meets the scene rectangle ``rect``."""
        found = set()
        for p in self._session.doc.on_level(z):
            tl = position_to_scene(*p)
            if rect.intersects(QRectF(tl.x(), tl.y(), TILE_W, TILE_H)):
                found.add(p)
        return found

    def axes_at(self, pt: QPointF) -> tuple[int, int]:
        """The axes through the scene point ``pt`` on the current level, to the nearest place
        where mirror images still land on the half-tile grid."""
        z = self._session.current_level
        return (
            round(2 * (pt.x() + z * LEVEL_DX) / HALF_W),
            round(2 * (pt.y() + z * LEVEL_DY) / HALF_H),
        )
