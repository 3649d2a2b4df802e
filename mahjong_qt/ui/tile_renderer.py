"""Tile pixmaps, rendered once per (face, size, device pixel ratio, look, options) and cached.

Measured (STYLE.md): drawing vector faces in every ``paint()`` costs 70-150 ms per frame for 144
tiles; blitting cached pixmaps costs 3-7 ms. So :class:`TileRenderer` renders each combination
into a pixmap at the exact device pixel size, keeps it in an LRU cache with a byte budget, and
:meth:`TileRenderer.paint_tile` picks the pixmap matching the painter's current scale, so a
``QGraphicsItem`` stays crisp at every zoom level and on HiDPI screens.

Pixmaps cover :func:`tile_metrics.tile_rect` (face, side edge, shadow, focus ring), scaled so
that the face is ``size_px`` logical pixels wide; their ``devicePixelRatio`` is set, so Qt draws
them at their logical size.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap, QTransform

from .tile_faces import paint_face
from .tile_faces.body import (
    NORMAL,
    TileLook,
    art_transform,
    paint_body,
    paint_face_plate,
    paint_overlays,
)
from .tile_faces.glyphs import check_text, text_path
from .tile_faces.primitives import fill_glyph
from .tile_metrics import THREE_D, TILE_W, TileGeometry, face_rect, tile_rect
from .tile_style import DEFAULT_STYLE, STYLES, TileStyle

__all__ = ["TileLook", "NORMAL", "TileRenderer", "DEFAULT_CACHE_BYTES", "MAX_CACHED_DEVICE_PX"]

MAX_CACHED_DEVICE_PX = 600  # a face wider than this on the device is drawn directly
DEFAULT_CACHE_BYTES = 128 * 1024 * 1024  # ~40 000 tiles of 60 px; HiDPI pans need headroom
_MIN_PX = 4  # below this a tile is a smudge anyway; keeps pixmaps non-empty
_LABEL_BOX = QRectF(22.0, 35.0, 56.0, 60.0)  # editor labels, in the art box
_GHOST_OPACITY = 0.45
_MAX_BASES = 24  # body images kept (per size and shadow); tiny next to the pixmap cache


@dataclass(frozen=True, slots=True)
class _Key:
    what: str  # "tile" or "face"
    kind: int | None
    label: str | None
    device_px: int  # face width in device pixels
    dpr: float
    look: TileLook
    style: str
    corner_index: bool
    lang: str
    index_scale: float
    heavy_index: bool


class TileRenderer:
    """Renders and caches tile pixmaps for one style.

    ``corner_index`` and ``lang`` are the defaults for every call (the game sets them from the
    preferences); each call may override them. ``index_scale`` (see
    :data:`~.tile_faces.INDEX_SCALES`) and ``heavy_index`` give the corner index its size and
    weight (large print). ``geometry`` is the tiles' thickness and shadow (the viewing angle,
    :mod:`.tile_metrics`): one per renderer, like the style.
    """

    def __init__(
        self,
        style_id: str = DEFAULT_STYLE,
        *,
        corner_index: bool = True,
        lang: str = "en",
        index_scale: float = 1.0,
        heavy_index: bool = False,
        cache_bytes: int = DEFAULT_CACHE_BYTES,
        geometry: TileGeometry = THREE_D,
    ) -> None:
        if style_id not in STYLES:
            raise KeyError(f"unknown tile style {style_id!r}")
        self.style: TileStyle = STYLES[style_id]
        self.corner_index = corner_index
        self.lang = lang
        self.index_scale = index_scale
        self.heavy_index = heavy_index
        self.cache_bytes = cache_bytes
        self.geometry = geometry
        self._cache: OrderedDict[_Key, QPixmap] = OrderedDict()
        self._cached_bytes = 0
        self._bases: dict[tuple[str, int, bool], QImage] = {}
        self.renders = 0  # how many pixmaps were actually drawn (tests, benchmarks)

    # -- public API ------------------------------------------------------------------------

    @property
    def style_id(self) -> str:
        return self.style.id

    def tile_pixmap(
        self,
        kind: int | None,
        size_px: float,
        dpr: float = 1.0,
        state: TileLook = NORMAL,
        *,
        label: str | None = None,
        corner_index: bool | None = None,
        lang: str | None = None,
    ) -> QPixmap:
        """The whole tile (body, face, overlays) with a face ``size_px`` logical pixels wide.

        ``kind`` None draws a blank face, with ``label`` (digits and a few capitals, e.g. the
        editor's layer number) if given.
        """
        return self._get("tile", kind, size_px, dpr, state, label, corner_index, lang)

    def face_pixmap(
        self,
        kind: int | None,
        size_px: float,
        dpr: float = 1.0,
        *,
        corner_index: bool | None = None,
        lang: str | None = None,
    ) -> QPixmap:
        """Only the face plate and its art (no edge or shadow): for the gallery and the help."""
        return self._get("face", kind, size_px, dpr, NORMAL, None, corner_index, lang)

    def paint_tile(
        self,
        painter: QPainter,
        target_rect: QRectF,
        kind: int | None,
        look: TileLook = NORMAL,
        *,
        label: str | None = None,
    ) -> None:
        """Draw a tile whose face fills ``target_rect`` (painter coordinates), crisp at any zoom.

        The pixmap is chosen for the painter's current scale and device pixel ratio; when the
        transform only scales and translates, the pixmap is blitted 1:1 on the device pixel grid.
        Beyond :data:`MAX_CACHED_DEVICE_PX` the tile is drawn as vectors instead, so that a deep
        zoom neither blurs nor fills the cache with huge pixmaps.
        """
        # World transform only: QGraphicsView sets no window/viewport mapping, and the
        # combined transform would fold in the device pixel ratio on some devices.
        t = painter.worldTransform()
        sx = math.hypot(t.m11(), t.m12())
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        size_px = target_rect.width() * sx
        k = target_rect.width() / TILE_W  # painter units per scene unit
        if size_px * dpr > MAX_CACHED_DEVICE_PX:
            # Zoomed in so far that few tiles are visible: draw the vectors, cache nothing.
            key = self._key("tile", kind, size_px, dpr, look, label, None, None)
            painter.save()
            painter.translate(target_rect.topLeft())
            painter.scale(k, k)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            if look.ghost:
                painter.setOpacity(painter.opacity() * _GHOST_OPACITY)
            self._paint_base(painter, "tile", shadow=not look.ghost)
            self._paint_art(painter, key)
            painter.restore()
            return
        pixmap = self.tile_pixmap(kind, size_px, dpr, look, label=label)
        full = tile_rect(self.geometry)
        dest = QRectF(
            target_rect.topLeft() + full.topLeft() * k, full.size() * k
        )  # where the whole pixmap belongs, in painter coordinates
        if t.isRotating():
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
            painter.drawPixmap(dest, pixmap, QRectF(pixmap.rect()))
            painter.restore()
            return
        top_left = t.map(dest.topLeft())
        snapped = QPointF(round(top_left.x() * dpr) / dpr, round(top_left.y() * dpr) / dpr)
        painter.save()
        painter.setWorldTransform(QTransform())
        painter.drawPixmap(snapped, pixmap)
        painter.restore()

    def clear_cache(self) -> None:
        """Forget every pixmap (after a style change of the scene, or to free memory)."""
        self._cache.clear()
        self._bases.clear()
        self._cached_bytes = 0

    @property
    def cached_count(self) -> int:
        return len(self._cache)

    @property
    def cached_bytes(self) -> int:
        return self._cached_bytes

    # -- internals -------------------------------------------------------------------------

    def _key(
        self,
        what: str,
        kind: int | None,
        size_px: float,
        dpr: float,
        look: TileLook,
        label: str | None,
        corner_index: bool | None,
        lang: str | None,
    ) -> _Key:
        dpr = float(dpr) if dpr > 0 else 1.0
        if kind is None and label:
            check_text(label)
        return _Key(
            what=what,
            kind=kind,
            label=label if kind is None else None,
            device_px=max(_MIN_PX, round(size_px * dpr)),
            dpr=dpr,
            look=look,
            style=self.style.id,
            corner_index=self.corner_index if corner_index is None else corner_index,
            lang=self.lang if lang is None else lang,
            index_scale=self.index_scale,
            heavy_index=self.heavy_index,
        )

    def _get(
        self,
        what: str,
        kind: int | None,
        size_px: float,
        dpr: float,
        look: TileLook,
        label: str | None,
        corner_index: bool | None,
        lang: str | None,
    ) -> QPixmap:
        key = self._key(what, kind, size_px, dpr, look, label, corner_index, lang)
        pixmap = self._cache.get(key)
        if pixmap is not None:
            self._cache.move_to_end(key)
            return pixmap
        pixmap = self._render(key)
        self._store(key, pixmap)
        return pixmap

    def _store(self, key: _Key, pixmap: QPixmap) -> None:
        self._cache[key] = pixmap
        self._cached_bytes += _bytes(pixmap)
        while self._cached_bytes > self.cache_bytes and len(self._cache) > 1:
            _, old = self._cache.popitem(last=False)
            self._cached_bytes -= _bytes(old)

    def _render(self, key: _Key) -> QPixmap:
        self.renders += 1
        image = self._base(key.what, key.device_px, shadow=not key.look.ghost).copy()
        painter = _scene_painter(image, _area(key.what, self.geometry), key.device_px)
        try:
            self._paint_art(painter, key)
        finally:
            painter.end()  # an active painter on a dying image would crash Qt
        if key.look.ghost:
            image = _faded(image, _GHOST_OPACITY)
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(key.dpr)
        return pixmap

    def _base(self, what: str, device_px: int, *, shadow: bool) -> QImage:
        """The body and the empty face plate at this size: the same for every kind, so kept."""
        key = (what, device_px, shadow)
        image = self._bases.get(key)
        if image is None:
            if len(self._bases) >= _MAX_BASES:
                self._bases.pop(next(iter(self._bases)))
            area = _area(what, self.geometry)
            scale = device_px / TILE_W
            image = QImage(
                max(1, math.ceil(area.width() * scale)),
                max(1, math.ceil(area.height() * scale)),
                QImage.Format.Format_ARGB32_Premultiplied,
            )
            image.fill(Qt.GlobalColor.transparent)
            painter = _scene_painter(image, _area(what, self.geometry), device_px)
            self._paint_base(painter, what, shadow=shadow)
            painter.end()
            self._bases[key] = image
        return image

    def _paint_base(self, painter: QPainter, what: str, *, shadow: bool) -> None:
        """The body (for a whole tile) and the empty face plate, in scene units."""
        if what == "tile":
            paint_body(painter, self.style, shadow=shadow, geometry=self.geometry)
        paint_face_plate(painter, self.style)

    def _paint_art(self, painter: QPainter, key: _Key) -> None:
        style = self.style
        painter.save()
        art_transform(painter)
        if key.kind is not None:
            paint_face(
                painter,
                key.kind,
                style,
                corner_index=key.corner_index,
                lang=key.lang,
                index_scale=key.index_scale,
                heavy_index=key.heavy_index,
            )
        elif key.label:
            fill_glyph(painter, text_path(key.label, _LABEL_BOX), QColor(style.label_ink))
        painter.restore()
        if key.what == "tile":
            paint_overlays(painter, style, key.look, self.geometry)


def _area(what: str, geometry: TileGeometry) -> QRectF:
    """The scene-unit rect a pixmap covers: the whole tile, or the face with a hair of margin."""
    return tile_rect(geometry) if what == "tile" else face_rect().adjusted(-0.5, -0.5, 0.5, 0.5)


def _scene_painter(image: QImage, area: QRectF, device_px: int) -> QPainter:
    """An antialiased painter on ``image`` (which covers ``area``), scene units mapped to its
    pixels."""
    scale = device_px / TILE_W
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.scale(scale, scale)
    painter.translate(-area.topLeft())
    return painter


def _faded(image: QImage, opacity: float) -> QImage:
    """``image`` drawn as a whole at ``opacity`` (group opacity, unlike fading each shape)."""
    out = QImage(image.size(), QImage.Format.Format_ARGB32_Premultiplied)
    out.fill(Qt.GlobalColor.transparent)
    painter = QPainter(out)
    painter.setOpacity(opacity)
    painter.drawImage(0, 0, image)
    painter.end()
    return out


def _bytes(pixmap: QPixmap) -> int:
    return pixmap.width() * pixmap.height() * 4
