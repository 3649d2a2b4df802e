"""The editor's canvas: a scene that projects the layout document, with the half-tile grid.

Like Orange canvas-core's scene, it keeps a map from positions to items and follows the
document's change notifications (add and remove only the items that changed); it never edits the
document itself. Mouse events go to the active tool (:mod:`editor.tools`), a small interaction
class that turns them into commands. The scene answers the tools' geometric questions: which
half-tile cell is under the pointer on a level, which tile is there, which is the top one.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from enum import StrEnum

from PySide6.QtCore import QCoreApplication, QLineF, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

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
from mahjong_qt.ui.tile_renderer import TileRenderer

from .canvas_items import GhostTileItem, ItemLook, LayoutTileItem
from .canvas_tool import CanvasTool
from .commands import Mirror
from .document import Change
from .session import EditSession

__all__ = ["UpperLevels", "EditorScene", "DEFAULT_GRID"]

DEFAULT_GRID = (36, 24)  # half-tile cells: 18 tiles across, 12 down, at least
GRID_MARGIN = 6  # free half-cells kept right of and below the tiles, at least
GRID_STEP = 8
BACKGROUND = QColor("#2f4f3e")
GRID_MINOR = QColor(255, 255, 255, 28)
GRID_MAJOR = QColor(255, 255, 255, 60)
AXIS_COLOUR = QColor("#ffb74d")
HINT_COLOUR = QColor(255, 255, 255, 110)


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
        self.place_on_top = False
        self.grid = DEFAULT_GRID
        self.tool: CanvasTool | None = None
        #: Where the pointer was last seen over the canvas (scene point), None once it left.
        self.last_pointer: QPointF | None = None
        self._ghosts: list[GhostTileItem] = []
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
        self.mirror = Mirror(mirror)
        self.update()

    def center_mirror_on_layout(self) -> None:
        """Put the mirror axes through the middle of the layout (or of the grid when empty)."""
        tiles = self.session.doc.tiles
        if tiles:
            xs = [p[0] for p in tiles]
            ys = [p[1] for p in tiles]
            self.mirror_center = (min(xs) + max(xs) + 2, min(ys) + max(ys) + 2)
        else:
            self.mirror_center = self.grid
        self.update()

    # -- geometry for the tools -----------------------------------------------------------------
    def cell_at(self, pt: QPointF, z: int) -> tuple[int, int]:
        """The half-tile cell of level ``z``'s grid under the scene point ``pt``."""
        return (
            math.floor((pt.x() + z * LEVEL_DX) / HALF_W),
            math.floor((pt.y() + z * LEVEL_DY) / HALF_H),
        )

    def tile_at(self, pt: QPointF, z: int) -> Position | None:
        """The tile of level ``z`` whose face is under ``pt`` (at most one: tiles never overlap)."""
        cx, cy = self.cell_at(pt, z)
        tiles = self.session.doc.tiles
        for x in (cx, cx - 1):
            for y in (cy, cy - 1):
                if (x, y, z) in tiles:
                    return (x, y, z)
        return None

    def top_tile_at(self, pt: QPointF) -> Position | None:
        """The highest shown tile under ``pt``."""
        for z in range(self.session.doc.levels - 1, -1, -1):
            if self.level_shown(z):
                p = self.tile_at(pt, z)
                if p is not None:
                    return p
        return None

    def target_for(self, pt: QPointF) -> Position:
        """Where a click at ``pt`` puts a tile: on the current level, or on top of the tile
        under the pointer (level 0 on empty table) in the "on top" mode."""
        if self.place_on_top:
            below = self.top_tile_at(pt)
            z = below[2] + 1 if below is not None else 0
        else:
            z = self.session.current_level
        return (*self.cell_at(pt, z), z)

    def tiles_in_rect(self, rect: QRectF, z: int) -> set[Position]:
        """Tiles of level ``z`` whose face meets the scene rectangle ``rect``."""
        found = set()
        for p in self.session.doc.on_level(z):
            tl = position_to_scene(*p)
            if rect.intersects(QRectF(tl.x(), tl.y(), TILE_W, TILE_H)):
                found.add(p)
        return found

    # -- the placement ghost --------------------------------------------------------------------
    def show_ghosts(self, ghosts: Iterable[tuple[Position, bool]]) -> None:
        """Show ghost tiles at these positions; ``False`` draws one red (it may not go there)."""
        self.clear_ghosts()
        for p, allowed in ghosts:
            if p[0] < 0 or p[1] < 0:
                continue
            item = GhostTileItem(self.renderer, p, allowed)
            self._ghosts.append(item)
            self.addItem(item)

    def clear_ghosts(self) -> None:
        for item in self._ghosts:
            self.removeItem(item)
        self._ghosts = []

    def ghost_positions(self) -> list[tuple[Position, bool]]:
        return [(g.position, not g.look().invalid) for g in self._ghosts]

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

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802
        super().drawBackground(painter, rect)
        z = self.session.current_level
        origin = position_to_scene(0, 0, z)
        cols, rows = self.grid
        area = QRectF(origin.x(), origin.y(), cols * HALF_W, rows * HALF_H)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.fillRect(area, QColor(0, 0, 0, 40))
        minor = QPen(GRID_MINOR, 0)
        major = QPen(GRID_MAJOR, 0)
        lines_minor, lines_major = [], []
        for c in range(cols + 1):
            x = origin.x() + c * HALF_W
            (lines_major if c % 2 == 0 else lines_minor).append(
                QLineF(x, area.top(), x, area.bottom())
            )
        for r in range(rows + 1):
            y = origin.y() + r * HALF_H
            (lines_major if r % 2 == 0 else lines_minor).append(
                QLineF(area.left(), y, area.right(), y)
            )
        painter.setPen(minor)
        painter.drawLines(lines_minor)
        painter.setPen(major)
        painter.drawLines(lines_major)
        painter.restore()

    def drawForeground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802
        if not self.session.doc.tiles:
            self._draw_hint(painter)
        if self.mirror is Mirror.NONE:
            return
        z = self.session.current_level
        origin = position_to_scene(0, 0, z)
        cols, rows = self.grid
        pen = QPen(AXIS_COLOUR, 0, Qt.PenStyle.DashLine)
        painter.save()
        painter.setPen(pen)
        cx, cy = self.mirror_center
        if self.mirror in (Mirror.VERTICAL, Mirror.BOTH):
            x = origin.x() + cx / 2 * HALF_W
            painter.drawLine(QLineF(x, origin.y(), x, origin.y() + rows * HALF_H))
        if self.mirror in (Mirror.HORIZONTAL, Mirror.BOTH):
            y = origin.y() + cy / 2 * HALF_H
            painter.drawLine(QLineF(origin.x(), y, origin.x() + cols * HALF_W, y))
        painter.restore()

    def _draw_hint(self, painter: QPainter) -> None:
        """What to do on an empty canvas, written across the grid."""
        area = self.grid_rect()
        painter.save()
        font = QFont(painter.font())
        font.setPixelSize(int(TILE_H * 0.45))
        painter.setFont(font)
        painter.setPen(HINT_COLOUR)
        painter.drawText(
            area,
            Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
            QCoreApplication.translate(
                "EditorScene", "Click on the grid to place a tile.\nDrag to paint a row."
            ),
        )
        painter.restore()

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
        self.pointerMoved.emit((*self.cell_at(pos, z), z))
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
        self.clear_ghosts()
        self.pointerMoved.emit(None)


def _round_up(n: int) -> int:
    return -(-n // GRID_STEP) * GRID_STEP
