"""Tiles drawn from a KMahjongg tile set (an SVG on the machine), crisp at any size (issue 17).

:class:`SvgTileRenderer` is a :class:`~.tile_renderer.TileRenderer` whose body and faces come
from the tile set's SVG elements (:mod:`mahjong_qt.core.kmahjongg_art`) through ``QSvgRenderer``,
rendered at the exact device size of each pixmap (and as vectors when zoomed in very far), so it
is as sharp as our own styles. Hint glow, focus ring and blocked-tile shading are ours, drawn over
the set's art; a selected tile uses the set's own selected body.

The set's tile (body, edge and shadow, ``tile_size``) is scaled to fill the room our tiles have
(:func:`~.tile_metrics.tile_rect`), its face at our face's top-left corner and at most as large as
ours (with a flat geometry, which has no room for an edge, the whole set's tile is fitted into
our face). Selected tiles get the set's selected body and our selection frame, so they stay as plain to
see as with our styles. The corner index, when on, is drawn over the set's face on a light plate
of its own (:func:`~.tile_faces.corner.draw_index_badge`), so that every set can be told apart
by more than its colours.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from ..core.kmahjongg_art import (
    BODY_ELEMENT,
    SELECTED_BODY_ELEMENT,
    TileSetInfo,
    face_element,
)
from .tile_faces.body import paint_overlays
from .tile_faces.corner import draw_index_badge
from .tile_metrics import ART_H, ART_W, THREE_D, TILE_H, TILE_W, TileGeometry, face_rect, tile_rect
from .tile_renderer import DEFAULT_CACHE_BYTES, TileRenderer

__all__ = ["SvgTileRenderer", "TileSetError", "REQUIRED_ELEMENTS"]

_INSET = 0.5  # scene units kept clear inside the pixmap's edge
REQUIRED_ELEMENTS = (BODY_ELEMENT, SELECTED_BODY_ELEMENT, *(face_element(k) for k in range(42)))


class TileSetError(Exception):
    """The tile set's SVG cannot be used (unreadable, or an element is missing)."""


class SvgTileRenderer(TileRenderer):
    """A tile renderer for one KMahjongg tile set. Raises :class:`TileSetError` when its SVG
    does not load or lacks a face."""

    def __init__(
        self,
        info: TileSetInfo,
        *,
        corner_index: bool = True,
        lang: str = "en",
        cache_bytes: int = DEFAULT_CACHE_BYTES,
        geometry: TileGeometry = THREE_D,
    ) -> None:
        super().__init__(
            corner_index=corner_index, lang=lang, cache_bytes=cache_bytes, geometry=geometry
        )
        from PySide6.QtSvg import QSvgRenderer  # Qt's SVG library: when a tile set is chosen

        self.info = info
        self.svg = QSvgRenderer(str(info.svg))
        if not self.svg.isValid():
            raise TileSetError(f"{info.svg}: not a readable SVG picture")
        missing = [e for e in REQUIRED_ELEMENTS if not self.svg.elementExists(e)]
        if missing:
            raise TileSetError(f"{info.svg}: no element {', '.join(missing[:3])}")
        w, h = info.tile_size
        fw, fh = info.face_size
        if geometry.depth_x or geometry.depth_y:
            room = tile_rect(geometry).adjusted(0, 0, -_INSET, -_INSET)
        else:
            room = face_rect()
        sx = min(TILE_W / fw, room.right() / w)
        sy = min(TILE_H / fh, room.bottom() / h)
        self._body = QRectF(0.0, 0.0, w * sx, h * sy)
        self._face = QRectF(0.0, 0.0, fw * sx, fh * sy)

    @property
    def style_id(self) -> str:
        return self.info.id

    @property
    def author(self) -> str:
        return self.info.author

    def _paint_base(self, painter: QPainter, what: str, *, shadow: bool) -> None:
        self.svg.render(painter, BODY_ELEMENT, self._body)

    def _paint_art(self, painter: QPainter, key) -> None:
        if key.what == "tile" and key.look.selected:
            self.svg.render(painter, SELECTED_BODY_ELEMENT, self._body)
        if key.kind is not None:
            self.svg.render(painter, face_element(key.kind), self._face)
            if key.corner_index:
                self._paint_index(painter, key)
        if key.what == "tile":
            paint_overlays(painter, self.style, key.look, self.geometry)

    def _paint_index(self, painter: QPainter, key) -> None:
        """The corner index in the art box's units, mapped onto the set's face."""
        face = self._face
        scale = min(face.width() / ART_W, face.height() / ART_H)
        painter.save()
        painter.translate(face.topLeft())
        painter.scale(scale, scale)
        draw_index_badge(painter, key.kind, key.lang, scale=key.index_scale, heavy=key.heavy_index)
        painter.restore()
