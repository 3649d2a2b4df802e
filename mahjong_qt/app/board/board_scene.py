"""The board scene: one ``TileItem`` per layout position, showing a snapshot of the game.

Data flows one way. The window turns the core's state into a :class:`BoardSnapshot` and calls
:meth:`BoardScene.show_snapshot`; the scene sets each item's face, visibility and look (an item
repaints only when its own state changed). A click becomes the ``tileClicked`` signal with the
topmost tile under the pointer; the scene never decides a rule.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QTimer, QVariantAnimation, Signal
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen, QPixmapCache, QRadialGradient
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsScene, QGraphicsSceneMouseEvent

from mahjong_qt.core.board import Blocked
from mahjong_qt.ui.tile_metrics import face_rect, layout_scene_rect
from mahjong_qt.ui.tile_renderer import TileLook, TileRenderer

from .tile_item import TileItem

__all__ = ["BoardSnapshot", "BoardScene"]


@dataclass(frozen=True)
class BoardSnapshot:
    """What the board shows: per position its face, whether it is there and free; the marks."""

    faces: tuple[int, ...]
    present: tuple[bool, ...]
    free: tuple[bool, ...]
    selected: int | None = None
    hinted: frozenset[int] = field(default_factory=frozenset)
    focused: int | None = None
    shade_blocked: bool = False
    faces_hidden: bool = False
    names: tuple[str, ...] = ()  # each position's tile name in the UI language (tooltips)


class BoardScene(QGraphicsScene):
    """Tiles of one layout. ``tileClicked(index)`` is emitted for a left click on a tile."""

    tileClicked = Signal(int)
    backgroundClicked = Signal()  # a click on the table, beside every tile

    #: Room for the tiles' device caches (``QPixmapCache``, 10 MB by default): a full Turtle at
    #: 4K takes about 40 MB.
    PIXMAP_CACHE_KB = 64 * 1024

    def __init__(self, renderer: TileRenderer, parent=None):
        super().__init__(parent)
        if QPixmapCache.cacheLimit() < self.PIXMAP_CACHE_KB:
            QPixmapCache.setCacheLimit(self.PIXMAP_CACHE_KB)
        self._renderer = renderer
        self._items: list[TileItem] = []
        self._content = QRectF()
        self._shakes: dict[int, QVariantAnimation] = {}
        self._fades: dict[int, QVariantAnimation] = {}
        self.fade_ms = 170  # a removed pair fades out (0: vanishes at once)
        self.motion = True  # False (reduced motion): no fading, no shaking
        self.outline_ms = 1200  # how long the tiles in the way of a refused click are outlined
        self._outlines: dict[int, QGraphicsPathItem] = {}
        self._outline_timer = QTimer(self)
        self._outline_timer.setSingleShot(True)
        self._outline_timer.timeout.connect(lambda: self.outline(()))
        self.set_background("#1f5f3f")

    # ----- building ----------------------------------------------------------------------
    def set_layout(self, positions: Sequence[tuple[int, int, int]]) -> None:
        """Replace every tile by one item per position (faces come with the first snapshot)."""
        self.outline(())
        for anim in [*self._shakes.values(), *self._fades.values()]:
            anim.stop()
        self._shakes.clear()
        self._fades.clear()
        for item in self._items:
            self.removeItem(item)
        self._items = [
            TileItem(i, (x, y, z), self._renderer) for i, (x, y, z) in enumerate(positions)
        ]
        top = max((p[2] for p in positions), default=0)
        for item in self._items:
            item.set_depth(top - item.position[2])
        for item in self._items:
            item.setVisible(False)  # the first snapshot shows what is on the board
            self.addItem(item)
        self._fit_content()

    def _fit_content(self) -> None:
        positions = [item.position for item in self._items]
        self._content = layout_scene_rect(positions, self._renderer.geometry)
        self.setSceneRect(self._content.adjusted(-2000, -2000, 2000, 2000))
        self._update_background()

    def content_rect(self) -> QRectF:
        """The rectangle of the whole layout (every position, removed or not): for fitting."""
        return QRectF(self._content)

    def items_by_index(self) -> list[TileItem]:
        return list(self._items)

    def item(self, index: int) -> TileItem:
        return self._items[index]

    def set_renderer(self, renderer: TileRenderer) -> None:
        """Draw with ``renderer``; a new geometry (viewing angle) moves the tiles and changes
        :meth:`content_rect`."""
        old, self._renderer = self._renderer, renderer
        for item in self._items:
            item.set_renderer(renderer)
        if renderer.geometry != old.geometry:
            self._fit_content()

    def set_background(self, colour: str, picture: QBrush | None = None) -> None:
        """The table colour (a soft radial light on it), e.g. ``"#1f5f3f"``, or a ``picture``
        (a textured brush, e.g. a KMahjongg background) laid on the table instead."""
        self._background = QColor(colour)
        self._picture = picture
        self._update_background()

    def _update_background(self) -> None:
        if self._picture is not None:
            self.setBackgroundBrush(self._picture)
            return
        base = self._background
        centre = self._content.center() if not self._content.isEmpty() else QPointF()
        radius = max(self._content.width(), self._content.height(), 400.0) * 0.9
        gradient = QRadialGradient(centre, radius)
        gradient.setColorAt(0.0, base.lighter(118))
        gradient.setColorAt(0.7, base)
        gradient.setColorAt(1.0, base.darker(135))
        gradient.setSpread(QRadialGradient.Spread.PadSpread)
        self.setBackgroundBrush(QBrush(gradient))

    # ----- showing -----------------------------------------------------------------------
    def show_snapshot(self, snap: BoardSnapshot, tiles: Iterable[int] | None = None) -> None:
        """Make the items show ``snap``: every item, or only ``tiles`` (those a move changed,
        and those whose marks or freedom changed). Unchanged items are not repainted; tiles that
        were just removed fade out; hidden faces (pause) vanish at once."""
        items = self._items if tiles is None else [self._items[i] for i in tiles]
        for item in items:
            i = item.index
            present = snap.present[i] and not snap.faces_hidden
            if not present:
                if item.isVisible() and i not in self._fades:
                    if self.motion and self.fade_ms > 0 and not snap.faces_hidden:
                        self._fade_out(item)
                    else:
                        item.setVisible(False)
                elif snap.faces_hidden:
                    self._stop_fade(item)
                    item.setVisible(False)
                continue
            self._stop_fade(item)
            if not item.isVisible():
                item.setVisible(True)
            look = TileLook(
                selected=snap.selected == i,
                hinted=i in snap.hinted,
                shaded=snap.shade_blocked and not snap.free[i],
                focused=snap.focused == i,
            )
            item.show_state(snap.faces[i], look)
            if snap.names:
                item.set_name(snap.names[i])

    def is_shown(self, index: int) -> bool:
        """Whether the tile is on the board as shown (visible and not fading out)."""
        return self._items[index].isVisible() and index not in self._fades

    def _fade_out(self, item: TileItem) -> None:
        anim = QVariantAnimation(self)
        anim.setDuration(self.fade_ms)
        anim.setStartValue(1.0)
        anim.setEndValue(0.0)
        anim.setEasingCurve(QEasingCurve.Type.InQuad)
        anim.valueChanged.connect(item.setOpacity)
        anim.finished.connect(lambda: self._stop_fade(item, hide=True))
        self._fades[item.index] = anim
        anim.start()

    def _stop_fade(self, item: TileItem, hide: bool = False) -> None:
        anim = self._fades.pop(item.index, None)
        if anim is not None:
            anim.stop()
            item.setOpacity(1.0)
            if hide:
                item.setVisible(False)

    def set_motion(self, on: bool) -> None:
        """Animations on or off (the reduced-motion preference)."""
        self.motion = on

    def shake(self, index: int) -> None:
        """Shake a tile sideways for a moment (a refused click), unless motion is reduced."""
        if not self.motion:
            return
        item = self._items[index]
        old = self._shakes.pop(index, None)
        if old is not None:
            old.stop()
        anim = QVariantAnimation(self)
        anim.setDuration(360)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setEasingCurve(QEasingCurve.Type.Linear)

        def step(t: float) -> None:
            offset = math.sin(t * math.pi * 6) * (1.0 - t) * 6.0
            item.setPos(item.home + QPointF(offset, 0.0))

        anim.valueChanged.connect(step)
        anim.finished.connect(lambda: item.setPos(item.home))
        self._shakes[index] = anim
        anim.start()

    def outline(self, tiles: Sequence[int]) -> None:
        """Outline ``tiles`` over the board for a moment (the tiles in the way of a refused
        click); an empty sequence clears the outlines."""
        for mark in self._outlines.values():
            self.removeItem(mark)
        self._outlines = {}
        pen = QPen(QColor("#ff3b30"), 3.0)
        pen.setCosmetic(True)  # as thick at every zoom
        for index in tiles:
            rect = self._items[index].mapRectToScene(face_rect()).adjusted(-2, -2, 2, 2)
            path = QPainterPath()
            path.addRoundedRect(rect, 5, 5)
            mark = QGraphicsPathItem(path)
            mark.setPen(pen)
            mark.setZValue(1e12)  # above every tile
            mark.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.addItem(mark)
            self._outlines[index] = mark
        if tiles:
            self._outline_timer.start(self.outline_ms)

    def show_blocked(self, blocked: Blocked) -> None:
        """A click on a blocked tile: it shakes, the tiles in its way are outlined a moment."""
        self.shake(blocked.tile)
        self.outline(blocked.covered_by or blocked.left + blocked.right)

    def outlined(self) -> tuple[int, ...]:
        """The tiles outlined now."""
        return tuple(self._outlines)

    def shaking(self) -> tuple[int, ...]:
        """The tiles shaking now."""
        running = QVariantAnimation.State.Running
        return tuple(i for i, anim in self._shakes.items() if anim.state() == running)

    # ----- input -------------------------------------------------------------------------
    def tile_at(self, scene_pos: QPointF) -> int | None:
        """The topmost visible tile whose face is under ``scene_pos``."""
        for item in self.items(scene_pos, Qt.ItemSelectionMode.IntersectsItemShape):
            if isinstance(item, TileItem) and self.is_shown(item.index):
                return item.index
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            index = self.tile_at(event.scenePos())
            event.accept()
            if index is not None:
                self.tileClicked.emit(index)
            else:
                self.backgroundClicked.emit()
            return
        super().mousePressEvent(event)
