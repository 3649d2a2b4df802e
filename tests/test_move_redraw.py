"""A move is shown as far as it concerns each part (the session's ``changed(Change)``): on the
Turtle, removing a pair updates the pair, its neighbours and the marks, never the 144 tiles, and
no full refresh runs (no title, no race strip); a new game redraws every tile."""

from __future__ import annotations

import pytest
from test_app_helpers import make_window, wait_for_game

from mahjong_qt.app.board.tile_item import TileItem
from mahjong_qt.app.window.main_window import GameStart
from mahjong_qt.core.change import Change


@pytest.fixture
def window(qtbot):
    return make_window(qtbot, GameStart(layout_id="turtle", number=1))


def spy(monkeypatch, obj, name, calls: list) -> None:
    """Record each call of ``obj.name`` in ``calls``, and make it."""
    real = getattr(obj, name)

    def recorded(*args):
        calls.append(args)
        return real(*args)

    monkeypatch.setattr(obj, name, recorded)


@pytest.fixture
def counted(window, monkeypatch):
    """What each part was asked to redraw: tile items, status panel (also each clock tick),
    title, race strip; and the session's changes."""
    seen: dict[str, list] = {"tiles": [], "status": [], "title": [], "race": [], "changes": []}
    show_state = TileItem.show_state

    def tile_spy(item, kind, look):
        seen["tiles"].append(item.index)
        show_state(item, kind, look)

    monkeypatch.setattr(TileItem, "show_state", tile_spy)
    spy(monkeypatch, window.board, "show_status", seen["status"])
    spy(monkeypatch, window.board, "show_race", seen["race"])
    spy(monkeypatch, window, "setWindowTitle", seen["title"])
    window.session.changed.connect(seen["changes"].append)
    return seen


def clear(seen):
    for values in seen.values():
        values.clear()


def test_one_pair_removed_on_the_turtle_updates_a_few_tiles_only(window, counted):
    game = window.session.game
    assert len(game.board.faces) == 144
    a, b = game.board.free_pairs()[0]
    window.play.click_tile(a)
    clear(counted)
    window.play.click_tile(b)
    (change,) = counted["changes"]
    assert isinstance(change, Change) and change.removed == {a, b} and change.tiles == {a, b}
    assert not window.scene.is_shown(a) and not window.scene.is_shown(b)  # fading out
    updated = set(counted["tiles"])  # the tiles drawn again: its neighbours, freed or not
    geometry = game.layout.geometry
    beside = {t for t in geometry.left[a] + geometry.right[a] if game.board.is_present(t)}
    assert beside <= updated and 0 < len(updated) < 20
    assert counted["status"]  # the counters moved: the status panel shows them
    assert counted["title"] == [] and counted["race"] == []  # no full refresh on a move


def test_a_selection_updates_only_the_tile_selected(window, counted):
    game = window.session.game
    a = game.board.free_tiles()[0]
    window.play.click_tile(a)
    assert counted["changes"] == [Change(selection=True)]
    assert set(counted["tiles"]) <= {a, window.view.focused} and a in counted["tiles"]
    assert counted["title"] == [] and counted["race"] == []


def test_undo_puts_back_only_the_pair(window, counted):
    game = window.session.game
    a, b = game.board.free_pairs()[0]
    window.play.click_tile(a)
    window.play.click_tile(b)
    clear(counted)
    window.actions_.undo.trigger()
    (change,) = counted["changes"]
    assert change.added == {a, b} and not change.removed
    assert {a, b} <= set(counted["tiles"]) and len(set(counted["tiles"])) < 20
    assert window.scene.is_shown(a) and window.scene.is_shown(b)


def test_a_new_game_redraws_every_tile(qtbot, window, counted):
    wait_for_game(qtbot, window, window.restart_game)
    assert any(change.everything for change in counted["changes"])
    assert set(counted["tiles"]) == set(range(144))
    assert counted["title"] and counted["status"]


def test_the_tiles_named_again_after_moves_are_those_a_full_naming_gives(window, monkeypatch):
    """Only the tiles a move changed (and their neighbours) are named again for the screen
    reader: the names and descriptions stay those of every tile named anew."""
    from mahjong_qt.app.board import board_presenter
    from mahjong_qt.app.board.board_tiles import board_tiles
    from mahjong_qt.app.screen_reader.speech import selected_sentence, tile_sentence

    checked = []

    def both(game, free, hidden, lang, hint=None, changed=None):
        shown = board_tiles(game, free, hidden, lang, hint, changed)
        if hidden:  # paused: nothing is named
            return shown
        board, count = game.board, len(game.board.faces)
        names = [tile_sentence(board, i, lang) for i in range(count)]
        if game.selected is not None:
            names[game.selected] = selected_sentence(names[game.selected])
        details = [tile_sentence(board, i, lang, full=True) for i in range(count)]
        assert (list(shown.names), list(shown.details)) == (names, details)
        checked.append(changed is not None)
        return shown

    monkeypatch.setattr(board_presenter, "board_tiles", both)
    game = window.session.game
    for _ in range(3):
        a, b = game.board.free_pairs()[0]
        window.play.click_tile(a)
        window.play.click_tile(b)
    window.actions_.undo.trigger()
    window.play.click_tile(game.board.free_tiles()[0])
    assert sum(checked) >= 7  # the moves and the selections: named in part
