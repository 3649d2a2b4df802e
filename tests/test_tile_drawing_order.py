"""Drawing order on every bundled layout, checked geometrically along a whole solved game: a
free tile's face is never drawn under a tile of its own level or a lower one, and what tiles of
higher levels hide of it is only the 3D offset of the level difference, along its right and
bottom sides: its top-left corner, where the index is, always shows (issue 18, item 12).

A free face cannot be wholly visible beside a higher free tile, whatever the drawing order: with
a per-level offset (PRODUCT §4) the faces of two free tiles on adjacent levels overlap on screen by
that offset, so one of them hides a strip of the other, as a real stack does.
"""

from __future__ import annotations

from functools import cache

import pytest
from PySide6.QtCore import QRectF

from mahjong_qt.core.board import Board
from mahjong_qt.core.deals import make_deal
from mahjong_qt.core.layout import Layout, load_layout
from mahjong_qt.resources import bundled_layout_files
from mahjong_qt.ui.tile_metrics import (
    DEPTH_X,
    DEPTH_Y,
    LEVEL_DX,
    LEVEL_DY,
    TILE_H,
    TILE_W,
    position_to_scene,
    stacking_z,
)

FILES = bundled_layout_files()


@cache
def layout(path) -> Layout:
    return load_layout(path)


def face(p) -> QRectF:
    corner = position_to_scene(*p)
    return QRectF(corner.x(), corner.y(), TILE_W, TILE_H)


def body(p) -> QRectF:
    """What a tile paints opaquely: its face and its right and bottom edges (not the shadow)."""
    return face(p).adjusted(0, 0, DEPTH_X, DEPTH_Y)


def hidden_parts(board: Board, positions) -> list[tuple[tuple, tuple, QRectF]]:
    """(free tile, tile drawn over it, the part of the free face it hides) in this position."""
    present = board.present
    found = []
    for t in board.free_tiles():
        pt = positions[t]
        ft = face(pt)
        for u, pu in enumerate(positions):
            if u == t or not present[u] or stacking_z(*pu) <= stacking_z(*pt):
                continue
            part = body(pu).intersected(ft)
            if part.width() > 1e-9 and part.height() > 1e-9:
                found.append((pt, pu, part))
    return found


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_free_faces_are_hidden_only_by_the_offset_of_higher_levels(path):
    lay = layout(path)
    positions = lay.positions
    deal = make_deal(lay, 1, "easy")
    board = Board(lay.geometry, deal.faces)
    seen = 0
    for step in (*deal.solution, None):
        for pt, pu, part in hidden_parts(board, positions):
            seen += 1
            dz = pu[2] - pt[2]
            assert dz >= 1, f"{pt} is drawn under {pu}, a tile of its own level or lower"
            ft = face(pt)
            strip_x = dz * LEVEL_DX  # how far the higher tile leans into this face
            strip_y = dz * LEVEL_DY
            in_right = part.left() >= ft.right() - strip_x - 1e-6
            in_bottom = part.top() >= ft.bottom() - strip_y - 1e-6
            assert in_right or in_bottom, f"{pu} hides more of free {pt} than its lean: {part}"
            corner = QRectF(ft.topLeft(), ft.size() / 2)
            assert not part.intersects(corner), f"{pu} hides the index corner of free {pt}"
        if step is None:
            break
        board.remove_pair(*step)
    assert board.is_won
    if lay.id == "turtle":
        assert seen > 100  # the check did meet free tiles beside higher stacks
