"""Keyboard play: the arrow keys move a visible focus between the tiles (every tile, free or not),
Space selects, Escape clears the selection; a whole (small) game is cleared with the keyboard
alone."""

from __future__ import annotations

from game_driver import GameDriver
from PySide6.QtCore import Qt
from test_app_helpers import make_window, write_layout

from mahjong_qt.app.board.board_focus import BoardFocus
from mahjong_qt.app.dialogs.records_dialog import RecordsDialog
from mahjong_qt.app.dialogs.win_dialog import WinDialog
from mahjong_qt.app.window.main_window import GameStart

# Two rows of three and a tile on top in the middle: 8 tiles, 4 pairs.
SMALL = [(0, 0, 0), (2, 0, 0), (4, 0, 0), (0, 2, 0), (2, 2, 0), (4, 2, 0), (2, 1, 1), (6, 1, 0)]
KEYS = {
    "left": (Qt.Key.Key_Left, Qt.KeyboardModifier.NoModifier),
    "right": (Qt.Key.Key_Right, Qt.KeyboardModifier.NoModifier),
    "up": (Qt.Key.Key_Up, Qt.KeyboardModifier.NoModifier),
    "down": (Qt.Key.Key_Down, Qt.KeyboardModifier.NoModifier),
    "level_up": (Qt.Key.Key_PageUp, Qt.KeyboardModifier.NoModifier),
    "level_down": (Qt.Key.Key_Down, Qt.KeyboardModifier.ShiftModifier),
    "next_free": (Qt.Key.Key_F, Qt.KeyboardModifier.NoModifier),
}


def key_path(view, start, target):
    """Key presses that move the focus from ``start`` to ``target`` (breadth-first)."""
    positions = [item.position for item in view.scene().items_by_index()]
    frontier, seen = [(start, [])], {start}
    while frontier:
        node, path = frontier.pop(0)
        if node == target:
            return path
        for command in KEYS:
            probe = BoardFocus(positions)
            probe.show(view.tiles)
            probe.focused = node
            nxt = probe.command(command).tile
            if nxt not in seen:
                seen.add(nxt)
                frontier.append((nxt, path + [command]))
    raise AssertionError(f"tile {target} cannot be reached from {start}")


def focus(qtbot, window, target):
    view = window.view
    if view.focused is None:
        qtbot.keyClick(view, Qt.Key.Key_Right)
    for command in key_path(view, view.focused, target):
        qtbot.keyClick(view, *KEYS[command])
    assert view.focused == target


def test_keyboard_clears_a_small_layout(qtbot, tmp_path):
    path = write_layout(tmp_path, SMALL, "small-keys")
    window = make_window(qtbot, GameStart(layout_file=path, number=2))
    game = window.session.game
    window.view.setFocus()
    while not game.is_won:
        a, b = game.solution[len(game.board.history)]  # play along the kept winning line
        focus(qtbot, window, a)
        assert window.scene.item(a).look.focused
        assert window.view.accessibleDescription().endswith("free")
        qtbot.keyClick(window.view, Qt.Key.Key_Space)
        assert game.selected == a
        focus(qtbot, window, b)
        qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert isinstance(window.end_dialog, WinDialog)
    window.end_dialog.close()
    records = RecordsDialog(window.session.book.records(), lambda layout_id: layout_id, window)
    row = [records.table.item(0, c).text() for c in range(records.table.columnCount())]
    assert row[:4] == ["Classic", "small-keys", "1", "1"]  # mode, layout, played, won


def test_escape_clears_the_selection(qtbot):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    player = GameDriver(window)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    tile = window.view.focused
    assert tile is not None and player.game.board.is_free(tile)
    qtbot.keyClick(window.view, Qt.Key.Key_Space)
    assert player.game.selected == tile
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert player.game.selected is None
