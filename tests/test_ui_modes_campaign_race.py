"""The campaign map opens the next level after a win; the race against the CPU with a fake
clock: countdown with hidden faces, the fastest CPU beats an idle player, the result screen
ranks both; records and stars are kept across windows."""

from __future__ import annotations

from dataclasses import replace

from game_driver import GameDriver
from PySide6.QtWidgets import QDialogButtonBox
from test_app_helpers import curtain, make_window, wait_for_game
from test_ui_modes_start import FakeClock, win_by_solution, window_with_fake_time

from mahjong_qt.app.modes.race_dialogs import RaceResultDialog
from mahjong_qt.app.window.main_window import GameStart
from mahjong_qt.core.modes.race import Side, cpu_strength, race_level


def test_winning_campaign_level_1_opens_level_2_on_the_map(qtbot):
    window, clock = window_with_fake_time(qtbot)
    player = GameDriver(window)
    screen = window.screens.show_campaign_map()
    assert screen.buttons[1].status.unlocked and not screen.buttons[2].status.unlocked
    assert "locked" in screen.buttons[2].toolTip()
    game = wait_for_game(qtbot, window, screen.buttons[1].click)
    assert game.mode == "campaign" and game.layout.id == "campaign-001"
    assert "level 1" in window.windowTitle()
    clock.t += 30
    win_by_solution(window)
    dialog = window.end_dialog
    buttons = {b.text(): b for b in dialog.findChild(QDialogButtonBox).buttons()}
    assert "Next Level (2)" in buttons
    progress = window.modes.book.progress
    assert progress.campaign["1"].best_stars == 3 and progress.campaign["1"].best_time == 30
    screen = window.screens.show_campaign_map()
    assert screen.buttons[2].status.unlocked and not screen.buttons[3].status.unlocked
    assert screen.buttons[1].status.stars == 3
    screen.reject()
    wait_for_game(qtbot, window, buttons["Next Level (2)"].click)
    assert player.game.layout.id == "campaign-002"
    window.close()

    again = make_window(qtbot, GameStart(layout_id="turtle", number=1))  # a new window
    restored_map = again.screens.show_campaign_map()
    assert restored_map.buttons[2].status.unlocked and restored_map.buttons[1].status.stars == 3
    assert "3 of 3 stars" in restored_map.buttons[1].toolTip()


def start_race(qtbot, strength="lightning"):
    window, clock = window_with_fake_time(qtbot)
    level, cpu = race_level("race-initiation"), cpu_strength(strength)
    game = wait_for_game(qtbot, window, lambda: window.modes.start_race(level, cpu, 42))
    return window, clock, game


def test_the_faces_stay_hidden_through_the_countdown(qtbot):
    window, clock, game = start_race(qtbot)
    player = GameDriver(window)
    run = window.modes.race
    assert window.race_panel.isVisible()
    assert run.countdown() == 3 and not window.scene.item(0).isVisible()
    assert "3" in curtain(window).text() and curtain(window).isVisible()
    a, b = game.solution[0]
    player.click_tile(a)
    player.click_tile(b)
    assert game.board.is_present(a)  # no move before "go"
    assert not window.actions_.pause.isEnabled()
    clock.t += 1.5
    run.tick()
    assert run.countdown() == 2 and "2" in curtain(window).text()
    clock.t += 1.5
    run.tick()
    assert run.countdown() is None and run.started
    assert window.scene.item(0).isVisible() and not curtain(window).isVisible()
    player.click_tile(a)
    player.click_tile(b)
    assert not game.board.is_present(a)
    assert window.race_panel.you.value() == round(200 / game.tile_count)


def test_the_fastest_cpu_wins_against_an_idle_player(qtbot):
    window, clock, game = start_race(qtbot)
    run = window.modes.race
    panel = window.race_panel
    total = len(run.race.cpu.board.faces)
    assert panel.cpu_tiles_shown == total and not panel.cpu_board.pixmap().isNull()
    clock.t += 3
    run.tick()
    steps = 0
    seen = set()  # the miniature follows the CPU's board, pair after pair
    while not run.finished and steps < 500:
        clock.t += 0.5
        run.tick()
        steps += 1
        assert panel.cpu_tiles_shown == run.race.cpu.board.tiles_left
        seen.add(panel.cpu_tiles_shown)
    assert len(seen) > 10 and min(seen) == 0
    assert run.finished and run.race.winner() is Side.CPU
    assert window.race_panel.cpu.value() == 100 and window.race_panel.you.value() == 0
    dialog = window.end_dialog
    assert isinstance(dialog, RaceResultDialog)
    table = dialog.table
    assert table.item(0, 0).text() == "1" and table.item(0, 1).text().startswith("CPU")
    assert table.item(1, 1).text() == "You" and table.item(1, 3).text() == "0 %"
    assert window.session.locked
    record = window.modes.book.progress.race["race-initiation"]
    assert record.losses == 1 and record.wins == 0 and record.best_time is None


def test_a_player_who_clears_first_wins_and_sets_a_record(qtbot):
    window, clock, game = start_race(qtbot, strength="beginner")
    run = window.modes.race
    clock.t += 3
    run.tick()
    clock.t += 20
    win_by_solution(window)
    assert run.finished and run.race.winner() is Side.PLAYER
    dialog = window.end_dialog
    assert isinstance(dialog, RaceResultDialog)
    assert dialog.table.item(0, 1).text() == "You" and dialog.table.item(0, 2).text() == "0:20"
    record = window.modes.book.progress.race["race-initiation"]
    assert record.wins == 1 and record.best_time == 20
    window.close()
    again = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    setup = again.screens.show_race_setup()
    assert "record 0:20" in setup.level_buttons["race-initiation"].text()


def test_giving_up_ranks_the_player_last(qtbot):
    window, clock, game = start_race(qtbot, strength="beginner")
    run = window.modes.race
    clock.t += 3
    run.tick()
    a, b = game.solution[0]
    window.play.click_tile(a)
    window.play.click_tile(b)
    assert window.actions_.give_up.isEnabled()
    window.confirm.answer = False  # "Give up this game?" No: the race goes on
    window.actions_.give_up.trigger()
    assert not run.finished
    window.confirm.answer = True
    window.actions_.give_up.trigger()
    assert run.finished
    ranking = run.race.ranking()
    assert ranking[-1].side is Side.PLAYER and ranking[-1].gave_up
    assert isinstance(window.end_dialog, RaceResultDialog)


def test_a_race_in_progress_is_restored_against_the_same_cpu(qtbot):
    window, clock, game = start_race(qtbot, strength="expert")
    player = GameDriver(window)
    run = window.modes.race
    clock.t += 3
    run.tick()
    a, b = game.solution[0]
    player.click_tile(a)
    player.click_tile(b)
    window.close()
    second = make_window(qtbot, GameStart())
    restored = second.session.game
    assert restored.mode == "race" and restored.number == 42
    assert not restored.board.is_present(a)
    assert second.modes.race is not None
    assert second.modes.race.config.strength.id == "expert"
    assert second.modes.race_countdown == 3  # a new 3-2-1 before going on


def test_no_two_actions_share_a_shortcut_with_the_mode_actions(qtbot):
    window, _ = window_with_fake_time(qtbot)
    seen: dict[str, str] = {}
    for action in window.actions_.all():
        for key in action.shortcuts():
            assert key.toString() not in seen, key.toString()
            seen[key.toString()] = action.text()
    assert {"Ctrl+M", "Ctrl+I", "Ctrl+G"} <= set(seen)


__all__ = ["FakeClock"]


def test_a_campaign_level_is_built_in_the_solver_worker(qtbot):
    window, _ = window_with_fake_time(qtbot)
    player = GameDriver(window)
    window.screens.play_campaign_level(1)
    assert "Building level 1" in curtain(window).text()
    qtbot.waitUntil(lambda: player.game.layout.id == "campaign-001", timeout=60_000)
    assert player.game.mode == "campaign"
    assert not curtain(window).isVisible()
    window.modes.shutdown()


def test_the_race_strip_follows_the_language(qtbot):
    window, clock, game = start_race(qtbot)
    assert window.race_panel.cpu_label.text() == "CPU (Lightning)"
    window.look.apply_settings(replace(window.settings, language="fr"))
    qtbot.waitUntil(
        lambda: window.race_panel.cpu_label.text() == "Ordinateur (Éclair)", timeout=2000
    )
    assert window.race_panel.you_label.text() == "Vous"
    window.look.apply_settings(replace(window.settings, language="en"))


def test_the_map_gives_each_place_its_difficulty_tiers_in_level_order(qtbot):
    window, _clock = window_with_fake_time(qtbot)
    screen = window.screens.show_campaign_map()
    screen.places.setCurrentRow(0)  # levels 1-20: easy, then easy to normal
    assert screen.detail.text() == ("Difficulty: Easy (levels 1–10), Easy to normal (levels 11–20)")
    screen.places.setCurrentRow(1)  # levels 21-40
    assert screen.detail.text() == (
        "Difficulty: Easy to normal (levels 21–30), Normal (levels 31–40)"
    )
    screen.places.setCurrentRow(5)  # levels 101-120: one tier
    assert screen.detail.text() == "Difficulty: Hard"
    screen.reject()
    window.close()
