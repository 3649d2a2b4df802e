"""A saved game that cannot be restored (its layout was edited since, its moves do not replay)
is set aside as ``.corrupt-N`` with a message, and a new game starts: the game never stops at
start-up because of its own save (issue 22, item 2)."""

from __future__ import annotations

import json

import pytest
from test_app_helpers import make_window, wait_for_game, write_layout

from mahjong_qt.app.window.main_window import GameStart
from mahjong_qt.core.modes.race import cpu_strength, race_level
from mahjong_qt.core.paths import user_paths

# 36 tiles on one level: a small board of the player's own.
GRID = [(x, y, 0) for x in range(0, 18, 2) for y in range(0, 8, 2)]


def _kept_saves() -> list[str]:
    save = user_paths().save_file
    return sorted(p.name for p in save.parent.iterdir() if p.name.startswith(save.name + "."))


def _tamper(change) -> None:
    path = user_paths().save_file
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data), encoding="utf-8")


def _assert_new_game_after_set_aside(window, layout_id: str | None = None) -> None:
    game = window.session.game
    assert game is not None and game.board.tiles_left == game.tile_count
    if layout_id is not None:
        assert game.layout.id == layout_id
    assert "could not be restored" in window.statusBar().currentMessage()
    assert _kept_saves() == [user_paths().save_file.name + ".corrupt-1"]


def test_an_edited_layout_of_the_saved_game_sets_the_save_aside(qtbot):
    layouts = user_paths().layouts_dir
    write_layout(layouts, GRID, "mine")
    first = make_window(qtbot, GameStart(layout_id="mine", number=5))
    assert first.session.game.layout.id == "mine"
    a, b = first.session.game.board.free_pairs()[0]
    first.play.click_tile(a)
    first.play.click_tile(b)
    first.close()
    write_layout(layouts, GRID[:-2], "mine")  # the player removes two tiles

    again = make_window(qtbot, GameStart())
    _assert_new_game_after_set_aside(again)
    assert "its layout has changed since" in again.statusBar().currentMessage()
    again.close()

    third = make_window(qtbot, GameStart())  # and the next start is an ordinary one
    assert "could not be restored" not in third.statusBar().currentMessage()
    assert len(_kept_saves()) == 1


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d.update(history=[[0, 0]]),  # a tile paired with itself
        lambda d: d.update(history=[[0, 1], [0, 1]]),  # the same pair removed twice
        lambda d: d["score"].update(score=d["score"]["score"] + 7),  # a score that does not add up
    ],
    ids=["self_pair", "twice", "score"],
)
def test_a_save_whose_moves_do_not_replay_sets_the_save_aside(qtbot, change):
    first = make_window(qtbot, GameStart(layout_id="turtle", number=3))
    first.close()
    _tamper(change)
    again = make_window(qtbot, GameStart())
    _assert_new_game_after_set_aside(again)


def test_a_campaign_save_on_a_changed_layout_sets_the_save_aside(qtbot):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    window.screens.play_campaign_level(1)
    qtbot.waitUntil(lambda: window.session.game.layout.id == "campaign-001", timeout=60_000)
    window.modes.shutdown()
    window.close()
    _tamper(lambda d: d.update(layout_fingerprint="0" * 64))
    again = make_window(qtbot, GameStart())
    qtbot.waitUntil(lambda: bool(_kept_saves()), timeout=60_000)
    wait_for_game(qtbot, again)
    _assert_new_game_after_set_aside(again)
    again.modes.shutdown()


def test_a_race_save_whose_moves_do_not_replay_sets_the_save_aside(qtbot):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    level, cpu = race_level("race-initiation"), cpu_strength("casual")
    wait_for_game(qtbot, window, lambda: window.modes.start_race(level, cpu, 42))
    assert window.session.game.mode == "race"
    window.modes.shutdown()
    window.close()
    _tamper(lambda d: d.update(history=[[0, 0]]))
    again = make_window(qtbot, GameStart())
    qtbot.waitUntil(lambda: bool(_kept_saves()), timeout=60_000)
    wait_for_game(qtbot, again)
    _assert_new_game_after_set_aside(again)
    again.modes.shutdown()
