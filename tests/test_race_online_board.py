"""The online race's board, clicked through its real view: a blocked tile is refused as in the
offline game (issue 22, item 7: it once raised ``TypeError`` in ``blocked_text``): it shakes, the
tiles in its way are outlined, the status line and the screen reader say why."""

from __future__ import annotations

from PySide6.QtCore import Qt

from mahjong_qt.app.race_online.race_board import OnlineBoard
from mahjong_qt.core.board import Board
from mahjong_qt.core.modes.race import race_deal, race_layout
from mahjong_qt.ui.tile_metrics import face_rect
from mahjong_qt.ui.tile_renderer import TileRenderer


def board_shown(qtbot, lang="en"):
    widget = OnlineBoard(TileRenderer(lang=lang))
    qtbot.addWidget(widget)
    widget.lang = lang
    widget.resize(900, 650)
    widget.show()
    layout = race_layout("race-easy")
    widget.set_layout(layout.positions)
    board = Board(layout.geometry, race_deal("race-easy", 7).faces)
    widget.set_board(board)
    return widget, board


def click(qtbot, widget, tile):
    item = widget.scene.item(tile)
    point = widget.view.mapFromScene(item.mapToScene(face_rect().center()))
    qtbot.mouseClick(widget.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def test_a_blocked_tile_clicked_online_says_why_as_offline(qtbot):
    widget, board = board_shown(qtbot)
    told, heard = [], []
    widget.told.connect(told.append)
    widget.view.announcer.announced.connect(lambda text, assertive: heard.append(text))
    free = next(i for i in range(len(board.faces)) if board.is_free(i))
    click(qtbot, widget, free)
    assert widget.selected == free
    sides = next(
        i for i in range(len(board.faces)) if (b := board.why_blocked(i)) and not b.is_covered
    )
    click(qtbot, widget, sides)  # its face is in sight: the mouse reaches it
    assert told and "blocked on its left by" in told[-1]
    assert heard and heard[-1].startswith("Cannot be taken:")
    assert widget.selected == free  # a refused click leaves the selection
    blocked = board.why_blocked(sides)
    assert set(widget.scene.outlined()) == set(blocked.left + blocked.right)
    covered = next(
        i for i in range(len(board.faces)) if (b := board.why_blocked(i)) and b.is_covered
    )
    widget.view.activated.emit(covered)  # Enter on a covered tile (its face is under another)
    assert "covered by" in told[-1] and len(heard) == 2


def test_a_pair_clicked_online_is_sent_and_the_selection_goes(qtbot):
    widget, board = board_shown(qtbot)
    chosen = []
    widget.pair_chosen.connect(lambda a, b: chosen.append((a, b)))
    a, b = board.free_pairs()[0]
    click(qtbot, widget, a)
    click(qtbot, widget, a)
    assert widget.selected is None  # clicked again: deselected
    click(qtbot, widget, a)
    click(qtbot, widget, b)
    assert chosen == [(a, b)] and widget.selected is None and widget.locked
