"""The dead-end heat map on the canvas: over each tile that often made a random game's dead end
(it was covered or hemmed in while a tile of its kind was free), a tint from yellow to red by
the share of lost games, and that share written on it.

The marks are items of their own, each just above its tile in the stacking order (upper tiles
still hide what they cover), shown only where the tile is shown; they take no mouse button, so
the tools work through them. The scene is asked only which levels are shown.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from mahjong_qt.core.geometry import Position
from mahjong_qt.ui.tile_metrics import face_rect, position_to_scene, stacking_z

from ..checking.difficulty_text import percent

__all__ = ["HeatMapLayer", "HeatMark", "heat_colour", "MIN_SHARE"]

MIN_SHARE = 0.05  # tiles stuck in fewer lost games than this are left unmarked
UPPER_OPACITY = 0.3  # the marks of the ghosted levels above the current one
_MARK_Z = 0.25  # above its tile, below a placement ghost (0.5)


def heat_colour(share: float) -> QColor:
    """Yellow (rarely) to red (in every lost game), more opaque as it gets hotter."""
    share = max(0.0, min(1.0, share))
    return QColor(255, int(220 * (1 - share)), 0, int(90 + 120 * share))


class LevelsShown(Protocol):
    """What the layer asks the scene."""

    def level_shown(self, z: int) -> bool: ...

    def current_level(self) -> int: ...


class HeatMark(QGraphicsItem):
    """The heat of one tile."""

    def __init__(self, position: Position, share: float):
        super().__init__()
        self.position = position
        self.share = share
        self.setPos(position_to_scene(*position))
        self.setZValue(stacking_z(*position) + _MARK_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        #: The share is written only on the current level and below: a ghosted upper level's
        #: label would overlap the current level's (its tiles are drawn half a tile off).
        self.labelled = True

    def set_labelled(self, on: bool) -> None:
        if on != self.labelled:
            self.labelled = on
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return face_rect()

    def paint(  # noqa: D102 (Qt override)
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        rect = face_rect().adjusted(2, 2, -2, -2)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(heat_colour(self.share))
        painter.drawRoundedRect(rect, 4, 4)
        if not self.labelled:
            return
        # The share on a light band at the foot of the face, clear of the level number.
        band = QRectF(
            rect.left(), rect.bottom() - rect.height() * 0.3, rect.width(), rect.height() * 0.3
        )
        painter.setBrush(QColor(255, 255, 255, 200))
        painter.drawRoundedRect(band, 3, 3)
        font = QFont(painter.font())
        font.setBold(True)
        font.setPixelSize(max(7, int(band.height() * 0.8)))
        painter.setFont(font)
        painter.setPen(QPen(QColor(110, 0, 0)))
        painter.drawText(band, Qt.AlignmentFlag.AlignCenter, percent(self.share))


class HeatMapLayer:
    """The marks of one scene: :meth:`show` a heat map, :meth:`clear` it, :meth:`refresh` after
    a change of the levels shown."""

    def __init__(self, scene: QGraphicsScene, levels: LevelsShown):
        self._scene = scene
        self._levels = levels
        self.marks: dict[Position, HeatMark] = {}
        self.visible = False
        self._heat: dict[Position, float] = {}

    def set_heat(self, heat: Mapping[Position, float], tiles: frozenset[Position] | set) -> None:
        """The heat of the layout's tiles (positions no longer in ``tiles`` are left out)."""
        self._heat = {p: s for p, s in heat.items() if s >= MIN_SHARE and p in tiles}
        self._rebuild()

    def set_visible(self, on: bool) -> None:
        self.visible = on
        self._rebuild()

    def clear(self) -> None:
        self._heat = {}
        self._rebuild()

    def forget(self, positions) -> None:
        """These tiles are gone (an edit): their marks go too."""
        for p in positions:
            self._heat.pop(p, None)
            mark = self.marks.pop(p, None)
            if mark is not None:
                self._scene.removeItem(mark)

    def refresh(self) -> None:
        current = self._levels.current_level()
        for p, mark in self.marks.items():
            mark.setVisible(self._levels.level_shown(p[2]))
            mark.setOpacity(1.0 if p[2] <= current else UPPER_OPACITY)
            mark.set_labelled(p[2] <= current)

    def _rebuild(self) -> None:
        for mark in self.marks.values():
            self._scene.removeItem(mark)
        self.marks = {}
        if not self.visible:
            return
        for p, share in self._heat.items():
            mark = HeatMark(p, share)
            self.marks[p] = mark
            self._scene.addItem(mark)
        self.refresh()
