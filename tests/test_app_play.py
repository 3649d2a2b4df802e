"""Playing through the real view: clicks on the viewport select, deselect, reselect, remove a
pair, refuse a blocked tile with its reason; undo, redo, shuffle, pause."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QLabel
from test_app_helpers import make_window, tile_point

from mahjong_qt.app.window.main_window import GameStart
from mahjong_qt.ui.tile_metrics import TILE_H, TILE_W


@pytest.fixture
def window(qtbot):
    return make_window(qtbot, GameStart(layout_id="turtle", number=1))


def click(qtbot, window, index, at=None):
    qtbot.mouseClick(
        window.view.viewport(), Qt.MouseButton.LeftButton, pos=tile_point(window, index, at)
    )


def free_tiles(game):
    return game.board.free_tiles()


def non_matching_free(game, a):
    return next(t for t in free_tiles(game) if t != a and not game.board.matches(a, t))


def test_select_deselect_reselect(qtbot, window):
    game = window.session.game
    a = free_tiles(game)[0]
    click(qtbot, window, a)
    assert game.selected == a
    assert window.scene.item(a).look.selected
    click(qtbot, window, a)
    assert game.selected is None
    assert not window.scene.item(a).look.selected
    b = non_matching_free(game, a)
    click(qtbot, window, a)
    click(qtbot, window, b)
    assert game.selected == b
    assert window.scene.item(b).look.selected and not window.scene.item(a).look.selected


def test_matching_pair_is_removed_and_scored(qtbot, window):
    game = window.session.game
    a, b = game.board.free_pairs()[0]
    click(qtbot, window, a)
    click(qtbot, window, b)
    assert not game.board.is_present(a) and not game.board.is_present(b)
    assert not window.scene.is_shown(a) and not window.scene.is_shown(b)
    qtbot.waitUntil(lambda: not window.scene.item(a).isVisible(), timeout=2000)  # faded out
    assert game.status().tiles_left == 142
    assert game.score.score == 100
    assert window.status_panel.tiles.value.text() == "142"


def test_blocked_on_both_sides_is_refused_with_its_reason(qtbot, window):
    game = window.session.game
    tile = game.layout.geometry.index[(4, 0, 0)]  # top row, neighbours left and right
    click(qtbot, window, tile)
    assert game.selected is None
    g = game.layout.geometry
    left, right = g.index[(2, 0, 0)], g.index[(6, 0, 0)]
    name = window.scene.item(left).toolTip(), window.scene.item(right).toolTip()
    assert window.statusBar().currentMessage() == (
        f"This tile is blocked on its left by {name[0]} and on its right by {name[1]}."
    )
    assert tile in window.scene._shakes  # the tile shakes
    assert window.scene.outlined() == (left, right)  # the culprits, outlined a moment
    qtbot.waitUntil(lambda: window.scene.outlined() == (), timeout=3000)


def test_covered_tile_is_refused_with_its_reason(qtbot, window):
    game = window.session.game
    tile = game.layout.geometry.index[(18, 12, 0)]  # under (18, 12, 1), a corner of level 1
    # the strip of its face that the tile above leaves visible (bottom-right corner)
    click(qtbot, window, tile, QPointF(TILE_W - 3, TILE_H - 3))
    assert game.selected is None
    above = game.layout.geometry.index[(18, 12, 1)]
    name = window.scene.item(above).toolTip()
    assert window.statusBar().currentMessage() == f"This tile is covered by {name}."
    assert window.scene.outlined() == (above,)


def test_undo_and_redo(qtbot, window):
    game = window.session.game
    a, b = game.board.free_pairs()[0]
    click(qtbot, window, a)
    click(qtbot, window, b)
    window.actions_.undo.trigger()
    assert game.board.is_present(a) and window.scene.is_shown(a)
    assert game.score.score == 0
    assert window.actions_.redo.isEnabled()
    window.actions_.redo.trigger()
    assert not game.board.is_present(a) and not window.scene.is_shown(b)
    assert game.score.score == 100


def test_shuffle_redistributes_the_remaining_tiles(qtbot, window):
    game = window.session.game
    before = list(game.board.faces)
    window.actions_.shuffle.trigger()  # searched in the worker: no moves meanwhile
    assert window.session.blocked and not window.actions_.undo.isEnabled()
    qtbot.waitUntil(lambda: game.shuffles_used == 1, timeout=60_000)
    assert not window.session.blocked
    after = list(game.board.faces)
    assert sorted(before) == sorted(after)
    assert before != after
    assert [window.scene.item(i).kind for i in range(len(after))] == after


def test_pause_hides_the_faces_and_stops_the_clock(qtbot, window):
    game = window.session.game
    window.actions_.pause.trigger()
    assert game.clock.paused
    assert not any(item.isVisible() for item in window.scene.items_by_index())  # at once
    stopped = game.clock.elapsed()
    qtbot.wait(30)
    assert game.clock.elapsed() == stopped
    a = game.board.free_tiles()[0]
    window.play.click_tile(a)  # ignored while paused
    assert game.selected is None
    curtain = window.view.findChild(QLabel, "pauseCurtain")
    assert curtain.isVisible()
    qtbot.mouseClick(curtain, Qt.MouseButton.LeftButton)  # a click on the board goes on
    assert not game.clock.paused and not window.actions_.pause.isChecked()
    assert window.scene.is_shown(a) and not curtain.isVisible()


def test_hint_shows_a_free_matching_pair(qtbot, window):
    game = window.session.game
    window.actions_.hint.trigger()
    a, b = window.session.hint_pair
    assert game.board.matches(a, b) and game.board.is_free(a) and game.board.is_free(b)
    assert window.scene.item(a).look.hinted and window.scene.item(b).look.hinted
    assert game.hints_used == 1
    message = window.statusBar().currentMessage()
    assert message == "This pair keeps the game winnable: the solver proved it."


def test_hiding_the_window_pauses_and_showing_it_resumes(qtbot, window):
    game = window.session.game
    window.hide()
    assert game.clock.paused and window.session.paused
    window.show()
    qtbot.waitExposed(window)
    assert not game.clock.paused and not window.session.paused
    assert not window.actions_.pause.isChecked()


def test_restart_asks_before_throwing_a_game_away(qtbot, window):
    game = window.session.game
    a, b = game.board.free_pairs()[0]
    click(qtbot, window, a)
    click(qtbot, window, b)
    window.confirm.answer = False  # the player says no
    window.actions_.restart.trigger()
    assert window.session.game is game and game.board.tiles_left == 142
    window.confirm.answer = True
    window.actions_.restart.trigger()
    assert window.session.game is not game
    assert window.session.game.board.tiles_left == 144
    assert window.session.game.board.faces == game.initial_faces


def test_blocked_tiles_are_shaded_on_request(qtbot, window):
    game = window.session.game
    blocked = next(i for i in range(len(game.board.faces)) if not game.board.is_free(i))
    assert not window.scene.item(blocked).look.shaded
    window.actions_.shade_blocked.trigger()
    assert window.scene.item(blocked).look.shaded
    free = game.board.free_tiles()[0]
    assert not window.scene.item(free).look.shaded


def test_a_click_on_the_table_clears_the_selection(qtbot, window):
    game = window.session.game
    a = free_tiles(game)[0]
    click(qtbot, window, a)
    assert game.selected == a
    corner = window.view.viewport().rect().topLeft() + QPoint(3, 3)
    assert window.scene.tile_at(window.view.map_to_scene_f(QPointF(corner))) is None
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=corner)
    assert game.selected is None


def test_a_move_updates_only_the_tiles_it_changed(qtbot, window, monkeypatch):
    from test_app_helpers import wait_for_game

    from mahjong_qt.app.board.tile_item import TileItem

    shown: list[int] = []
    show_state = TileItem.show_state

    def spy(item, kind, look):
        shown.append(item.index)
        show_state(item, kind, look)

    monkeypatch.setattr(TileItem, "show_state", spy)
    game = window.session.game
    a, b = game.board.free_pairs()[0]
    window.play.click_tile(a)
    shown.clear()
    window.play.click_tile(b)  # the pair goes: it, its neighbours and the marks, not the board
    assert not window.scene.is_shown(a) and not window.scene.is_shown(b)
    assert 0 < len(set(shown)) < 20
    neighbours = set(game.layout.geometry.left[a] + game.layout.geometry.right[a])
    assert {t for t in neighbours if game.board.is_present(t)} <= set(shown)
    shown.clear()
    window.actions_.undo.trigger()  # the core's undo puts the two back: only those again
    assert window.scene.is_shown(a) and window.scene.is_shown(b)
    assert {a, b} <= set(shown) and len(set(shown)) < 20
    shown.clear()
    wait_for_game(qtbot, window, window.restart_game)  # a new board: every tile
    assert set(shown) == set(range(len(game.board.faces)))
