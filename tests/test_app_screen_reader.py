"""Playing with a screen reader, through the real window: the tiles' accessible names, every tile
reached from the keyboard, and the announcements of a whole game (recorded)."""

from __future__ import annotations

from game_driver import GameDriver
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from test_app_helpers import make_window, write_layout
from test_app_keyboard import SMALL, focus

from mahjong_qt.app.window.main_window import GameStart
from mahjong_qt.core.settings import Settings
from mahjong_qt.core.tile_speech import tile_facts


def heard_list(window):
    heard = []
    window.view.announcer.announced.connect(lambda text, assertive: heard.append(text))
    return heard


def test_the_tiles_are_named_for_a_screen_reader(qtbot):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=7))
    player = GameDriver(window)
    board = player.game.board
    board_iface = QAccessible.queryAccessibleInterface(window.view)
    assert board_iface.text(QAccessible.Text.Name) == "Board"
    assert board_iface.childCount() == 144
    names = [board_iface.child(i).text(QAccessible.Text.Name) for i in range(144)]
    free = [n for n in names if n.endswith(", free")]
    assert len(free) == len(board.free_tiles()) == 35
    for i, name in enumerate(names):
        facts = tile_facts(board, i)
        assert name.startswith(window.view.tile_name(i).split(",")[0])
        assert f"level {facts.level}" in name
        if facts.covered_by:
            assert ", covered by " in name and " on level " in name
        elif not facts.free:
            assert name.endswith("blocked left and right")


def test_every_tile_is_reached_and_a_refusal_says_why(qtbot):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=7))
    player = GameDriver(window)
    view, board = window.view, player.game.board
    heard = heard_list(window)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Right)  # the focus appears on the first free tile
    assert board.is_free(view.focused)
    qtbot.keyClick(view, Qt.Key.Key_Right)  # the next tile of the row: blocked at both sides
    blocked = view.focused
    assert not board.is_free(blocked)
    assert view.accessibleDescription() == view.tile_name(blocked)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert player.game.selected is None
    assert heard[-1] == "Cannot be taken: " + view.tile_name(blocked)
    qtbot.keyClick(view, Qt.Key.Key_I)
    assert heard[-1].startswith(view.tile_name(blocked).split(", blocked")[0])
    assert "blocked left by" in heard[-1]
    levels = []
    for _ in range(6):  # up the levels to the top tile (the fifth level of the Turtle)
        qtbot.keyClick(view, Qt.Key.Key_PageUp)
        levels.append(board.geometry.positions[view.focused][2])
    assert levels == [1, 2, 3, 4, 4, 4]
    assert view.tile_name(view.focused).endswith("level 5, free")


def test_a_whole_game_is_announced(qtbot, tmp_path):
    path = write_layout(tmp_path, SMALL, "small-speech")
    window = make_window(qtbot, GameStart(layout_file=path, number=2))
    player = GameDriver(window)
    game, view = window.session.game, window.view
    heard = heard_list(window)
    view.setFocus()
    player.act("hint")
    qtbot.waitUntil(lambda: any(t.startswith("Hint: ") for t in heard), timeout=20_000)
    assert view.focused == window.session.hint_pair[0]  # the focus went to the hint
    while not game.is_won:
        a, b = game.solution[len(game.board.history)]
        focus(qtbot, window, a)
        qtbot.keyClick(view, Qt.Key.Key_Space)
        focus(qtbot, window, b)
        qtbot.keyClick(view, Qt.Key.Key_Return)
        if len(game.board.history) == 1:
            player.undo()
            player.redo()
    text = "\n".join(heard)
    assert "selected" in text
    assert "Pair of " in text and " removed. 6 tiles left." in text
    assert "Undone: the pair of " in text and "Redone: the pair of " in text
    assert heard[-1].startswith("You won! Score: ")


def test_pause_and_reduced_motion(qtbot):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=7), Settings(motion="reduced"))
    heard = heard_list(window)
    assert window.scene.motion is False
    window.play.set_paused(True)
    assert "Paused" in heard
    assert not any(window.view.tile_shown(i) for i in range(144))  # nothing to explore
    window.play.set_paused(False)
    assert heard[-1] == "Game resumed"
