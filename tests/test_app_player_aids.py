"""The player aids in the window: the panel of what is left and of the removed pairs, and the
board finishing by itself when every tile left is free; both off in a contest mode."""

from __future__ import annotations

from game_driver import GameDriver
from test_app_helpers import make_window, write_layout
from test_app_keyboard import SMALL

from mahjong_qt.app.window.main_window import GameStart
from mahjong_qt.core.modes.definitions import MODES, ModeId
from mahjong_qt.core.settings import Settings


def test_the_panel_lists_what_is_left_and_what_was_removed(qtbot, tmp_path):
    path = write_layout(tmp_path, SMALL, "small-aids")
    window = make_window(qtbot, GameStart(layout_file=path, number=2), Settings(aids_panel=True))
    player = GameDriver(window)
    panel, game = window.board.aids_panel, window.session.game
    assert panel.isVisible()
    assert panel.left.count() == len({game.board.face(i) for i in range(8)})
    assert panel.removed.count() == 0
    a, b = game.solution[0]
    player.click_tile(a)
    player.click_tile(b)
    assert panel.removed.count() == 1 and panel.removed.item(0).text().startswith("1. ")
    lines = [panel.left.item(i).text() for i in range(panel.left.count())]
    assert sum(int(line.split("\n")[1].split(" left")[0]) for line in lines) == 6
    window.play.set_paused(True)
    assert not panel.isVisible()  # the faces are hidden while paused


def test_the_board_finishes_by_itself_when_every_tile_is_free(qtbot, tmp_path):
    path = write_layout(tmp_path, SMALL, "small-finish")
    settings = Settings(auto_finish=True, motion="reduced")
    window = make_window(qtbot, GameStart(layout_file=path, number=2), settings)
    player = GameDriver(window)
    game = window.session.game
    heard = player.listen()
    while not all(game.board.is_free(i) for i in range(8) if game.board.is_present(i)):
        a, b = game.solution[len(game.board.history)]
        player.click_tile(a)
        player.click_tile(b)
    qtbot.waitUntil(lambda: game.is_won, timeout=5000)
    assert any("go by themselves" in text for text in heard)


def test_contest_modes_allow_no_aids():
    assert not MODES[ModeId.RACE].aids and not MODES[ModeId.CHALLENGE].aids
    assert MODES[ModeId.CLASSIC].aids and MODES[ModeId.ZEN].aids
