"""The game in progress is saved after every move and restored in a new window with the same
state; a corrupt save gives a message, is set aside, and a new game starts."""

from __future__ import annotations

from PySide6.QtCore import Qt
from test_app_helpers import make_window, tile_point

from mahjong_qt.app.window.main_window import GameStart
from mahjong_qt.core.paths import user_paths
from mahjong_qt.core.savegame import load_game


def play_a_pair(qtbot, window):
    a, b = window.session.game.board.free_pairs()[0]
    for tile in (a, b):
        qtbot.mouseClick(
            window.view.viewport(), Qt.MouseButton.LeftButton, pos=tile_point(window, tile)
        )
    return a, b


def test_a_saved_game_is_restored_in_a_new_window(qtbot):
    first = make_window(qtbot, GameStart(layout_id="turtle", number=3))
    a, b = play_a_pair(qtbot, first)
    c, d = play_a_pair(qtbot, first)
    first.actions_.undo.trigger()  # a redo is kept too
    game = first.session.game
    saved = load_game(user_paths().save_file)
    assert saved is not None and len(saved.history) == 1 and len(saved.future) == 1
    elapsed = game.clock.elapsed()
    first.close()

    second = make_window(qtbot, GameStart())
    restored = second.session.game
    assert restored is not game
    assert restored.number == 3 and restored.layout.id == "turtle"
    assert restored.board.faces == game.board.faces
    assert restored.board.present == game.board.present
    assert restored.score == game.score
    assert restored.can_redo
    assert restored.clock.elapsed() >= elapsed - 0.01
    assert not second.scene.is_shown(a) and second.scene.is_shown(c)
    second.actions_.redo.trigger()
    assert not restored.board.is_present(c) and not restored.board.is_present(d)


def test_a_corrupt_save_is_set_aside_and_a_new_game_starts(qtbot):
    path = user_paths().save_file
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b'{"schema_version": 1, "layout_id": "turtle", "trunc')
    window = make_window(qtbot, GameStart())
    assert window.session.game is not None
    assert window.session.game.board.tiles_left == window.session.game.tile_count
    assert "could not be restored" in window.statusBar().currentMessage()
    kept = [p for p in path.parent.iterdir() if p.name != path.name and "game" in p.name]
    assert kept, list(path.parent.iterdir())
    assert kept[0].read_bytes().startswith(b'{"schema_version": 1')


def test_settings_remember_the_layout_and_number(qtbot):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=42))
    assert window.settings.last_number == 42
    from mahjong_qt.core.settings import load_settings

    # written just after the game starts (at start-up: after the first paint of the board)
    qtbot.waitUntil(lambda: load_settings(user_paths().settings_file)[0].last_number == 42)
    settings, notice = load_settings(user_paths().settings_file)
    assert notice is None and settings.last_number == 42 and settings.layout_id == "turtle"
