"""The board's tiles as accessible children, read through Qt's accessibility API."""

from __future__ import annotations

import gc

from PySide6.QtCore import QRect
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget

from mahjong_qt.app.board.board_accessible import focus_moved, register_board, tile_changed


class FakeBoard:
    def __init__(self):
        self.names = ["Bamboo 5, level 1, free", "North wind, level 1, blocked left and right"]
        self.shown = [True, True]
        self.focused = None
        self.selected = set()

    def tile_count(self):
        return len(self.names)

    def tile_shown(self, tile):
        return self.shown[tile]

    def tile_name(self, tile):
        return self.names[tile]

    def tile_details(self, tile):
        return "details " + str(tile)

    def tile_screen_rect(self, tile):
        return QRect(10 + 40 * tile, 10, 30, 40)

    def tile_at(self, point):
        for i in range(self.tile_count()):
            if self.tile_screen_rect(i).contains(point):
                return i
        return None

    def focused_tile(self):
        return self.focused

    def tile_selected(self, tile):
        return tile in self.selected


def test_tiles_are_named_children_with_states(qtbot):
    widget, board = QWidget(), FakeBoard()
    qtbot.addWidget(widget)
    register_board(widget, board)
    widget.show()
    iface = QAccessible.queryAccessibleInterface(widget)
    assert iface.role() == QAccessible.Role.List
    assert iface.childCount() == 2
    names = [iface.child(i).text(QAccessible.Text.Name) for i in range(iface.childCount())]
    assert names == board.names
    tile = iface.child(1)
    assert tile.role() == QAccessible.Role.ListItem
    assert tile.parent() is iface and iface.indexOfChild(tile) == 1
    assert tile.text(QAccessible.Text.Description) == "details 1"
    assert tile.rect() == QRect(50, 10, 30, 40)
    assert iface.childAt(55, 20) is tile and iface.childAt(0, 0) is None
    assert not tile.state().focused and not tile.state().selected
    board.focused, board.selected = 1, {1}
    assert tile.state().focused and tile.state().selected and iface.focusChild() is tile
    board.shown[1] = False  # removed: still a child (stable indices), but invisible
    assert tile.state().invisible and not tile.state().focusable
    assert iface.child(2) is None


def test_events_and_teardown_do_not_crash(qtbot):
    widget, board = QWidget(), FakeBoard()
    register_board(widget, board)
    widget.show()
    QAccessible.setActive(True)
    try:
        iface = QAccessible.queryAccessibleInterface(widget)
        assert iface.child(0).text(QAccessible.Text.Name) == board.names[0]
        focus_moved(widget, 0)
        tile_changed(widget, 1)
    finally:
        QAccessible.setActive(False)
    widget.deleteLater()
    qtbot.wait(10)
    gc.collect()
    other = QWidget()
    qtbot.addWidget(other)
    assert QAccessible.queryAccessibleInterface(other).role() != QAccessible.Role.List
