"""The placement ghost: the tiles a click or a drag would place (or erase, or move), drawn
translucent on the canvas, red where a tile may not go."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtWidgets import QGraphicsScene

from mahjong_qt.core.geometry import Position
from mahjong_qt.ui.tile_renderer import TileRenderer

from .items import GhostTileItem

__all__ = ["PlacementGhosts"]


class PlacementGhosts:
    """The ghost tiles shown in ``scene``."""

    def __init__(self, scene: QGraphicsScene, renderer: TileRenderer):
        self._scene = scene
        self._renderer = renderer
        self._items: list[GhostTileItem] = []

    def show(self, ghosts: Iterable[tuple[Position, bool]]) -> None:
        """Show ghost tiles at these positions; ``False`` draws one red (it may not go there)."""
        self.clear()
        for p, allowed in ghosts:
            if p[0] < 0 or p[1] < 0:
                continue
            item = GhostTileItem(self._renderer, p, allowed)
            self._items.append(item)
            self._scene.addItem(item)

    def clear(self) -> None:
        for item in self._items:
            self._scene.removeItem(item)
        self._items = []

    def positions(self) -> list[tuple[Position, bool]]:
        """The ghosts shown, each with whether its tile may go there."""
        return [(g.position, not g.look().invalid) for g in self._items]
