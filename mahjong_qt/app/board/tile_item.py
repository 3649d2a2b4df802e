"""One tile on the board: shows a face and a look given by the scene; knows no rule.

The item's ``shape()`` is the face only, so a click on its edge or shadow reaches the tile beneath.
``paint()`` draws a cached pixmap through the renderer, which picks the pixmap for the painter's
current scale: the tile stays crisp at every zoom. On top of that the item keeps a
``DeviceCoordinateCache``, so a frame blits it in C++ without calling Python at all (a full
Turtle repaint drops from ~10 ms to ~2.5 ms); the cache is redrawn when the zoom or look changes.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from mahjong_qt.ui.tile_faces.body import CORNER_RADIUS
from mahjong_qt.ui.tile_metrics import (
    body_rect,
    face_rect,
    position_to_scene,
    stacking_z,
    tile_rect,
)
from mahjong_qt.ui.tile_renderer import TileLook, TileRenderer

__all__ = ["TileItem"]

_FACE = face_rect()
_SHAPE = QPainterPath()
_SHAPE.addRect(_FACE)
_SHADES: dict[tuple, QPixmap] = {}


def _depth_shade(alpha: int, painter: QPainter, body: QPainterPath) -> QPixmap:
    """The shade of a lower level over a tile's ``body``, drawn once per shade, body and device
    size (an antialiased rounded path costs far more than a pixmap, for each of 144 tiles)."""
    rect = body.boundingRect()
    device = painter.worldTransform().mapRect(rect)
    ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
    w, h = max(1, round(device.width() * ratio)), max(1, round(device.height() * ratio))
    key = (alpha, w, h, rect.width(), rect.height())
    shade = _SHADES.get(key)
    if shade is None:
        if len(_SHADES) > 64:  # zooming makes new sizes: keep only recent ones
            _SHADES.clear()
        shade = QPixmap(w, h)
        shade.fill(Qt.GlobalColor.transparent)
        p = QPainter(shade)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.scale(w / rect.width(), h / rect.height())
        p.translate(-rect.topLeft())
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(60, 40, 10, alpha))
        p.drawPath(body)
        p.end()
        _SHADES[key] = shade
    return shade


class TileItem(QGraphicsItem):
    """The tile at layout position ``index``. The scene sets its face and look."""

    def __init__(self, index: int, position: tuple[int, int, int], renderer: TileRenderer):
        super().__init__()
        self.index = index
        self.position = position
        self._renderer = renderer
        self._kind: int | None = None
        self._look = TileLook()
        self._name = ""
        self._depth = 0  # levels between this tile's and the layout's top: shaded a little
        self._bounds = QRectF()
        self._body = QPainterPath()  # face and visible edges, where the depth shade goes
        self.home = position_to_scene(*position)
        self._place()
        self.setZValue(stacking_z(*position))
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the scene handles clicks
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def kind(self) -> int | None:
        return self._kind

    @property
    def look(self) -> TileLook:
        return self._look

    @property
    def renderer(self) -> TileRenderer:
        """What draws the tile (and whose geometry places it)."""
        return self._renderer

    @property
    def depth(self) -> int:
        """Levels between this tile's and the layout's top (see :meth:`set_depth`)."""
        return self._depth

    def set_depth(self, levels_below_top: int) -> None:
        """How many levels lie between this tile's level and the layout's top one: lower levels
        are drawn a shade darker, so the levels read at a glance even at overview size."""
        depth = max(0, levels_below_top)
        if depth != self._depth:
            self._depth = depth
            self.update()

    def set_renderer(self, renderer: TileRenderer) -> None:
        """Draw with ``renderer`` from now on; its geometry (the viewing angle) places the tile."""
        self._renderer = renderer
        self._place()
        self.update()

    def _place(self) -> None:
        geometry = self._renderer.geometry
        bounds = tile_rect(geometry)
        if bounds != self._bounds:
            self.prepareGeometryChange()
            self._bounds = bounds
            self._body = QPainterPath()
            self._body.addRoundedRect(body_rect(geometry), CORNER_RADIUS, CORNER_RADIUS)
        self.home = position_to_scene(*self.position, geometry)
        self.setPos(self.home)

    def show_state(self, kind: int | None, look: TileLook) -> None:
        """Show ``kind`` (None: a blank face) with ``look``; repaints only when something changed."""
        if kind != self._kind or look != self._look:
            self._kind = kind
            self._look = look
            self.update()

    def set_name(self, name: str) -> None:
        """The tile's name, shown as a tooltip (for players who do not read the faces)."""
        if name != self._name:
            self._name = name
            self.setToolTip(name)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self._bounds

    def shape(self) -> QPainterPath:  # Qt override
        return _SHAPE

    def paint(  # Qt override
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        self._renderer.paint_tile(painter, _FACE, self._kind, self._look)
        look = self._look
        tinted = not self._renderer.style.pattern_marks  # high contrast: no tint at all
        if tinted and self._depth and not (look.ghost or look.selected or look.hinted):
            g = self._renderer.geometry
            alpha = min(g.level_shade * self._depth, g.max_level_shade)
            shade = _depth_shade(alpha, painter, self._body)
            painter.drawPixmap(self._body.boundingRect(), shade, QRectF(shade.rect()))
