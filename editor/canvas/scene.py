"""The editor's canvas: a scene that projects the layout document, with the half-tile grid.

Like Orange canvas-core's scene, it keeps a map from positions to items and follows the
document's change notifications (add and remove only the items that changed); it never edits
the document itself. Mouse events go to the active tool (:mod:`editor.canvas.tools`), a small
interaction class that turns them into commands. The tools' geometric questions (which half-tile
cell is under the pointer on a level, which tile is there, which is the top one) are answered by
its ``geometry`` (:mod:`editor.canvas.geometry`); what a click would place is shown by its
``ghosts`` (:mod:`editor.canvas.ghosts`); the grid is drawn by :mod:`editor.canvas.grid_painting`.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum

from PySide6.QtCore import QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from mahjong_qt.core.geometry import Position
from mahjong_qt.core.layout_limits import MAX_XY
from mahjong_qt.ui.tile_metrics import (
    HALF_H,
    HALF_W,
    LEVEL_DX,
    LEVEL_DY,
    TILE_H,
    TILE_W,
    position_to_scene,
)
from mahjong_qt.ui.tile_renderer import TileRenderer

from ..editing.commands import Mirror
from ..editing.document import Change
from ..editing.mirror_edits import Symmetry, layout_center
from ..editing.session import EditSession
from .geometry import CanvasGeometry
from .ghosts import PlacementGhosts
from .grid_painting import draw_empty_hint, draw_grid, draw_mirror_axes
from .items import ItemLook, LayoutTileItem
from .tool import CanvasTool

__all__ = ["UpperLevels", "EditorScene", "DEFAULT_GRID"]

DEFAULT_GRID = (36, 24)  # half-tile cells: 18 tiles across, 12 down, at least
GRID_MARGIN = 6  # free half-cells kept right of and below the tiles, at least
GRID_STEP = 8
BACKGROUND = QColor("#2f4f3e")


class UpperLevels(StrEnum):
    """How the levels above the current one are shown."""

    HIDDEN = "hidden"
    GHOST = "ghost"


class EditorScene(QGraphicsScene):
    """The layout on a half-tile grid; the current level opaque, lower dimmed, upper ghosted."""

    #: The half-tile cell under the pointer on the current level, (x, y, z), or None.
    pointerMoved = Signal(object)
    #: The grid area changed size (the view refits its content).
    gridChanged = Signal()
    #: Mirror drawing or its axes changed.
    mirrorChanged = Signal()

    def __init__(self, session: EditSession, renderer: TileRenderer, parent=None):
        super().__init__(parent)
        self.session = session
        self.renderer = renderer
        self.items_by_pos: dict[Position, LayoutTileItem] = {}
        self.upper = UpperLevels.GHOST
        self.hidden_levels: set[int] = set()
        self.show_numbers = True
        self.highlighted: frozenset[Position] = frozenset()
        self.mirror = Mirror.NONE
        self.mirror_center = DEFAULT_GRID
        #: The designer put the axes somewhere (else they follow the layout's centre).
        self.axis_chosen = False
        self.place_on_top = False
        self.grid = DEFAULT_GRID
        self.tool: CanvasTool | None = None
        #: Where the pointer was last seen over the canvas (scene point), None once it left.
        self.last_pointer: QPointF | None = None
        #: The tools' questions: the cell, the tile, the target under a point (CanvasGeometry).
        self.geometry = CanvasGeometry(session, self)
        #: What a click or a drag would do, shown translucent (PlacementGhosts).
        self.ghosts = PlacementGhosts(self, renderer)
        self._was_empty = not session.doc.tiles
        self.setBackgroundBrush(BACKGROUND)
        # Ghost items come and go at every pointer move: Qt advises no index for such scenes,
        # and a few hundred tiles are quick to walk.
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        session.documentChanged.connect(self._on_change)
        session.selectionChanged.connect(self.restyle)
        session.currentLevelChanged.connect(self._on_level)
        self._add_items(session.doc.tiles)
        self._update_grid()

    # -- the projection of the document ---------------------------------------------------------
    def _add_items(self, positions: Iterable[Position]) -> None:
        for p in positions:
            item = LayoutTileItem(self.renderer, p)
            item.set_look(self.look_for(p))
            self.items_by_pos[p] = item
            self.addItem(item)

    def _on_change(self, change: Change) -> None:
        for p in change.removed:
            item = self.items_by_pos.pop(p, None)
            if item is not None:
                self.removeItem(item)
        self._add_items(change.added)
        self.hidden_levels = {z for z in self.hidden_levels if z < self.session.doc.levels}
        if change.levels_changed or change.removed or change.added:
            self._update_grid()
        empty = not self.session.doc.tiles
        if empty != self._was_empty:  # the hint on an empty canvas comes or goes
            self._was_empty = empty
            self.update()
        self.restyle()

    def _on_level(self, _z: int) -> None:
        self.restyle()
        self.update()

    def restyle(self) -> None:
        """Give every tile its look after a change of level, selection, display or highlight."""
        for p, item in self.items_by_pos.items():
            item.set_look(self.look_for(p))

    def look_for(self, p: Position) -> ItemLook:
        z = p[2]
        current = self.session.current_level
        if not self.level_shown(z):
            return ItemLook(visible=False)
        # Ghosted upper tiles go without their number, which would blur the current level's.
        label = str(z + 1) if self.show_numbers and z <= current else None
        return ItemLook(
            dimmed=z < current,
            ghost=z > current,
            selected=p in self.session.selection,
            invalid=p in self.highlighted,
            label=label,
        )

    def current_level(self) -> int:
        return self.session.current_level

    def level_shown(self, z: int) -> bool:
        """Whether tiles of level ``z`` are drawn at all (layer panel, upper-level mode)."""
        if z in self.hidden_levels:
            return False
        return not (z > self.session.current_level and self.upper is UpperLevels.HIDDEN)

    def set_level_hidden(self, z: int, hidden: bool) -> None:
        if hidden:
            self.hidden_levels.add(z)
        else:
            self.hidden_levels.discard(z)
        self.restyle()

    def set_upper(self, mode: UpperLevels) -> None:
        self.upper = UpperLevels(mode)
        self.restyle()

    def set_show_numbers(self, on: bool) -> None:
        self.show_numbers = on
        self.restyle()

    def set_highlighted(self, positions: Iterable[Position]) -> None:
        self.highlighted = frozenset(positions)
        self.restyle()

    def set_mirror(self, mirror: Mirror) -> None:
        """Mirror drawing; turned on, its axes go through the layout's centre unless the
        designer chose them."""
        mirror = Mirror(mirror)
        if self.mirror is Mirror.NONE and mirror is not Mirror.NONE and not self.axis_chosen:
            self.mirror_center = layout_center(self.session.doc.tiles, self.grid)
        self.mirror = mirror
        self.update()
        self.mirrorChanged.emit()

    def symmetry(self) -> Symmetry:
        """The mirror setting as a value, for the edits that follow it."""
        return Symmetry(self.mirror, self.mirror_center)

    def center_mirror_on_layout(self) -> None:
        """Put the mirror axes through the middle of the layout (or of the grid when empty)."""
        self.mirror_center = layout_center(self.session.doc.tiles, self.grid)
        self.axis_chosen = False
        self.update()
        self.mirrorChanged.emit()

    def set_mirror_axes(self, center: tuple[int, int]) -> None:
        """Put the mirror axes where the designer chose (twice their half-tile coordinates)."""
        top = 2 * MAX_XY + 4  # the axes of the whole coordinate range
        self.mirror_center = (min(max(0, center[0]), top), min(max(0, center[1]), top))
        self.axis_chosen = True
        self.update()
        self.mirrorChanged.emit()

    # -- grid -----------------------------------------------------------------------------------
    def _update_grid(self) -> None:
        tiles = self.session.doc.tiles
        # Grown in steps of GRID_STEP cells, so a view in "fit" mode does not rescale at
        # every tile placed near the edge.
        cols = max([DEFAULT_GRID[0]] + [_round_up(p[0] + 2 + GRID_MARGIN) for p in tiles])
        rows = max([DEFAULT_GRID[1]] + [_round_up(p[1] + 2 + GRID_MARGIN) for p in tiles])
        if (cols, rows) != self.grid:
            self.grid = (cols, rows)
            self.gridChanged.emit()
        self.setSceneRect(self.grid_rect().adjusted(-TILE_W, -TILE_H, TILE_W, TILE_H))

    def grid_rect(self) -> QRectF:
        """The grid area of level 0, grown up-left to show the offsets of the upper levels."""
        levels = max(self.session.doc.levels, 1)
        cols, rows = self.grid
        return QRectF(
            -levels * LEVEL_DX,
            -levels * LEVEL_DY,
            cols * HALF_W + levels * LEVEL_DX,
            rows * HALF_H + levels * LEVEL_DY,
        )

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802
        super().drawBackground(painter, rect)
        draw_grid(painter, position_to_scene(0, 0, self.session.current_level), self.grid)

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802
        if not self.session.doc.tiles:
            draw_empty_hint(painter, self.grid_rect())
        if self.mirror is not Mirror.NONE:
            origin = position_to_scene(0, 0, self.session.current_level)
            draw_mirror_axes(painter, origin, self.grid, self.mirror, self.mirror_center)

    # -- events go to the tool ------------------------------------------------------------------
    def set_tool(self, tool: CanvasTool) -> None:
        if self.tool is not None:
            self.tool.deactivate()
        self.tool = tool

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self.tool is not None and event.button() in (
            Qt.MouseButton.LeftButton,
            Qt.MouseButton.RightButton,
        ):
            self.tool.press(event.scenePos(), event.button(), event.modifiers())
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        pos = event.scenePos()
        self.last_pointer = QPointF(pos)
        z = self.session.current_level
        self.pointerMoved.emit((*self.geometry.cell_at(pos, z), z))
        if self.tool is not None:
            self.tool.move(pos, event.buttons(), event.modifiers())
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self.tool is not None:
            self.tool.release(event.scenePos(), event.button(), event.modifiers())
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def leave(self) -> None:
        """The pointer left the view: no ghost, no cell."""
        self.last_pointer = None
        self.ghosts.clear()
        self.pointerMoved.emit(None)


def _round_up(n: int) -> int:
    return -(-n // GRID_STEP) * GRID_STEP
