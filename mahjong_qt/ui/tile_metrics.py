"""Where a tile sits in the scene: sizes, the 3D edge, the per-level offset and stacking order.

No drawing happens here; the game board and the editor both place their items with these numbers,
and the tile renderer draws pixmaps that fit them exactly.

A layout position ``(x, y, z)`` is in half-tiles: a tile covers ``2 x 2`` half-units, so tiles at
``x`` and ``x + 2`` touch. Scene units are chosen so that a tile face is ``TILE_W x TILE_H``
(proportions of a real tile, about 3:4).

The tile is lit from the top left: its thickness shows on the **right and bottom** sides
(``DEPTH_X``, ``DEPTH_Y``) and its soft shadow falls down-right. Each level up is drawn
``LEVEL_DX, LEVEL_DY`` *up-left* of the one below, exactly one tile thickness, so that a tile's
visible edge ends where the face of the level below begins. With edges on the right and bottom, a
tile must be painted after every tile whose edge it hides: level first, then ``x + y`` ascending,
then ``y`` (see :func:`stacking_z`).

Those numbers are the default :class:`TileGeometry`, the viewing angle "3D, lit from the top
left". The other angle, "Flat" (:data:`FLAT`), has no thickness and no per-level offset: a tile
covers only its face, so no tile ever hides part of a free tile's face, and the levels read by
the board's per-level shading and the tiles' soft shadows instead. Every function below takes the
geometry, defaulting to the 3D one, so that the editor and the thumbnails keep the 3D look.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

__all__ = [
    "TILE_W",
    "TILE_H",
    "HALF_W",
    "HALF_H",
    "DEPTH_X",
    "DEPTH_Y",
    "LEVEL_DX",
    "LEVEL_DY",
    "SHADOW",
    "TileGeometry",
    "THREE_D",
    "FLAT",
    "VIEW_ANGLES",
    "geometry_for",
    "ART_W",
    "ART_H",
    "position_to_scene",
    "face_rect",
    "tile_rect",
    "body_rect",
    "tile_scene_rect",
    "layout_scene_rect",
    "stacking_z",
]

TILE_W = 60.0  # face width in scene units
TILE_H = 78.0  # face height (ratio 0.77, like a 26 x 34 mm tile)
HALF_W = TILE_W / 2
HALF_H = TILE_H / 2
DEPTH_X = 7.0  # visible thickness on the right side
DEPTH_Y = 8.0  # visible thickness on the bottom side
LEVEL_DX = DEPTH_X  # each level is drawn this far left ...
LEVEL_DY = DEPTH_Y  # ... and this far up
SHADOW = 6.0  # extent of the soft shadow beyond the body, down-right
_RING_MARGIN = 3.5  # room around the face for the focus ring and highlight glow

# The faces are drawn in a fixed box of ART_W x ART_H units mapped onto the face rect.
ART_W = 100.0
ART_H = ART_W * TILE_H / TILE_W  # 130


@dataclass(frozen=True, slots=True)
class TileGeometry:
    """How tiles stand out of the table: their visible thickness (right and bottom sides), how
    far each level up is drawn up-left, the extent of their soft shadow down-right, and how much
    darker each level below the top is shaded (alpha of 255 per level, and at most)."""

    depth_x: float = DEPTH_X
    depth_y: float = DEPTH_Y
    level_dx: float = LEVEL_DX
    level_dy: float = LEVEL_DY
    shadow: float = SHADOW
    level_shade: int = 11
    max_level_shade: int = 44


THREE_D = TileGeometry()  # "3D, lit from the top left": the default
# Flat: the levels no longer step aside, so their shading is what tells them apart.
FLAT = TileGeometry(
    depth_x=0.0,
    depth_y=0.0,
    level_dx=0.0,
    level_dy=0.0,
    shadow=4.0,
    level_shade=30,
    max_level_shade=100,
)
VIEW_ANGLES: dict[str, TileGeometry] = {"top_left": THREE_D, "flat": FLAT}  # Settings.view_angle


def geometry_for(view_angle: str) -> TileGeometry:
    """The geometry of a viewing angle (``Settings.view_angle``); the 3D one for an unknown id."""
    return VIEW_ANGLES.get(view_angle, THREE_D)


_LEVEL_STEP = 1_000_000.0  # z-values: level dominates ...
_DIAGONAL_STEP = 1_000.0  # ... then x + y (max 2 * 254) ...; y (max 254) breaks ties


def position_to_scene(x: float, y: float, z: float, geometry: TileGeometry = THREE_D) -> QPointF:
    """Scene position of the top-left corner of the face of a tile at layout position (x, y, z)."""
    return QPointF(x * HALF_W - z * geometry.level_dx, y * HALF_H - z * geometry.level_dy)


def face_rect() -> QRectF:
    """The face in item coordinates (origin at its top-left): the clickable ``shape()``."""
    return QRectF(0.0, 0.0, TILE_W, TILE_H)


def tile_rect(geometry: TileGeometry = THREE_D) -> QRectF:
    """Everything a tile paints, in item coordinates: face, right/bottom edge and shadow.

    This is the item's ``boundingRect()`` and the area covered by a tile pixmap.
    """
    m = _RING_MARGIN
    g = geometry
    width = TILE_W + g.depth_x + g.shadow + 2 * m
    return QRectF(-m, -m, width, TILE_H + g.depth_y + g.shadow + 2 * m)


def body_rect(geometry: TileGeometry = THREE_D) -> QRectF:
    """What a tile paints opaquely, in item coordinates: its face and its right and bottom
    edges (not the translucent shadow, nor the focus ring)."""
    return face_rect().adjusted(0.0, 0.0, geometry.depth_x, geometry.depth_y)


def tile_scene_rect(x: float, y: float, z: float, geometry: TileGeometry = THREE_D) -> QRectF:
    """:func:`tile_rect` of the tile at (x, y, z), in scene coordinates."""
    return tile_rect(geometry).translated(position_to_scene(x, y, z, geometry))


def layout_scene_rect(
    positions: Iterable[tuple[int, int, int]], geometry: TileGeometry = THREE_D
) -> QRectF:
    """Union of the tile rects of all positions (an empty rect for no positions); fit-to-window."""
    rect = QRectF()
    for x, y, z in positions:
        rect = rect.united(tile_scene_rect(x, y, z, geometry))
    return rect


def stacking_z(x: int, y: int, z: int) -> float:
    """``QGraphicsItem.zValue`` so that tiles overlap correctly given the right/bottom edges.

    Higher levels are above lower ones; within a level, a tile is painted after tiles up-left of
    it (smaller ``x + y``), because it hides their right or bottom edge; for an equal ``x + y`` the
    lower tile (larger ``y``) comes last, covering the blurred fringe of its neighbour's shadow.
    """
    return z * _LEVEL_STEP + (x + y) * _DIAGONAL_STEP + y
