"""The online race's board says why a tile cannot be taken (issue 24: mypy found the call
missed the tile names, so clicking a blocked tile in a race raised instead of saying it)."""

from __future__ import annotations

from mahjong_qt.app.messages import tile_name
from mahjong_qt.app.race_online.race_board import OnlineBoard
from mahjong_qt.core.board import Board
from mahjong_qt.core.geometry import Geometry
from mahjong_qt.ui.tile_renderer import TileRenderer

POSITIONS = ((0, 0, 0), (0, 0, 1), (4, 0, 0), (4, 0, 1))  # two stacks of two
FACES = (3, 7, 7, 3)


def test_a_covered_tile_clicked_in_a_race_names_the_tile_on_it(qtbot):
    widget = OnlineBoard(TileRenderer(lang="en"))
    qtbot.addWidget(widget)
    widget.set_layout(POSITIONS)
    widget.set_board(Board(Geometry.from_positions(POSITIONS), FACES))
    with qtbot.waitSignal(widget.told, timeout=1000) as told:
        widget.tile_clicked(0)  # under tile 1
    assert told.args == [f"This tile is covered by {tile_name(FACES[1], 'en')}."]
    assert widget.selected is None
