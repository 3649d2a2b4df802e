"""Give Up asks first, No by default, in the player's language; Quit does not ask (the game in
progress is saved and goes on at the next start), through the real window (issue 26 item 9)."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from test_app_helpers import make_window, wait_for_game
from test_ui_modes_start import window_with_fake_time

from mahjong_qt.app.window.main_window import GameStart
from mahjong_qt.core.modes.race import cpu_strength, race_level
from mahjong_qt.core.paths import user_paths
from mahjong_qt.core.savegame import load_game


def answer_box(seen: list, button: QMessageBox.StandardButton) -> None:
    """When the next modal box shows: note its title, text and default button, then press
    ``button``."""

    def look() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, look)
            return
        seen.append((box.windowTitle(), box.text(), box.standardButton(box.defaultButton())))
        box.button(button).click()

    QTimer.singleShot(0, look)


def racing_window(qtbot):
    window, clock = window_with_fake_time(qtbot)
    level, cpu = race_level("race-initiation"), cpu_strength("beginner")
    game = wait_for_game(qtbot, window, lambda: window.modes.start_race(level, cpu, 42))
    run = window.modes.race
    clock.t += 3
    run.tick()  # the countdown is over: the race is on
    a, b = game.solution[0]
    window.play.click_tile(a)
    window.play.click_tile(b)
    window.confirm.answer = None  # the player answers from here on
    return window, run


def test_give_up_asks_first_with_no_by_default_in_both_languages(qtbot):
    window, run = racing_window(qtbot)
    seen: list = []
    answer_box(seen, QMessageBox.StandardButton.No)
    window.actions_.give_up.trigger()
    ((title, text, default),) = seen
    assert title.startswith("Give up this game?")  # (a race's clock does not wait: it says so)
    assert (text, default) == (
        "You will be ranked last in this race. Give up?",
        QMessageBox.StandardButton.No,
    )
    assert not run.finished  # No: the race goes on
    window.translations.set_language("fr")
    answer_box(seen, QMessageBox.StandardButton.Yes)
    try:
        window.actions_.give_up.trigger()
    finally:
        window.translations.set_language("en")  # the next tests are in English
    title, text, default = seen[-1]
    assert title.startswith("Abandonner cette partie\u00a0?")
    assert (text, default) == (
        "Vous finirez à la dernière place de cette course. Abandonner\u00a0?",
        QMessageBox.StandardButton.No,
    )
    assert run.finished and run.race.ranking()[-1].gave_up
    window.confirm.answer = True
    window.close()


def test_quit_does_not_ask_the_game_in_progress_is_saved(qtbot):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=4))
    game = window.session.game
    a, b = game.solution[0]
    window.play.click_tile(a)
    window.play.click_tile(b)
    assert window.session.in_progress
    window.confirm.answer = None  # a box would block the test: none may show
    assert window.close()
    saved = load_game(user_paths().save_file)
    assert saved.number == 4 and len(saved.history) == 1  # it goes on at the next start
