"""What one game leaves to the next, through the real window (issue 26 item 14): a hint's
word in the status line goes with its game; Zen played on another game's layout (KMahjongg's,
under XDG_DATA_DIRS) is still Zen on that layout after a restart, in progress or not; and while
a saved game's generated layout is built again, the actions that need a game are off."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from sample_machine import install_sample_library
from test_app_helpers import make_window, wait_for_game
from test_ui_modes_start import win_by_solution

from mahjong_qt.app.window.main_window import GameStart, MainWindow
from mahjong_qt.core.foreign_entries import find_foreign
from mahjong_qt.core.modes.definitions import ModeId
from mahjong_qt.core.modes.setup import classic_setup
from mahjong_qt.core.paths import user_paths
from mahjong_qt.core.settings import load_settings
from mahjong_qt.ui.i18n import Translations

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def kmahjongg(tmp_path, monkeypatch):
    """Small KMahjongg layouts installed on a fake machine, as KMahjongg installs them."""
    return install_sample_library(tmp_path, monkeypatch, 8)


def restarted(qtbot, start: GameStart | None = None, wait: bool = True):
    """The game started again on the same data, its settings read from disk as at a start."""
    settings, _ = load_settings(user_paths().settings_file)
    return make_window(qtbot, start or GameStart(), settings=settings, wait=wait)


def test_a_hints_word_in_the_status_line_goes_with_its_game(qtbot):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    window.actions_.hint.trigger()
    said = "This pair keeps the game winnable: the solver proved it."
    assert window.statusBar().currentMessage() == said
    game = window.session.game
    wait_for_game(qtbot, window, lambda: window.start(classic_setup(game.layout, 2, "normal", "full", 5, 3)))
    assert window.statusBar().currentMessage() == ""  # the new game starts clean
    window.close()


def test_a_new_games_own_word_stays(qtbot):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    window.actions_.hint.trigger()
    window.show_message("Dealt on the Turtle instead.")  # about the game coming: not the hint
    game = window.session.game
    wait_for_game(qtbot, window, lambda: window.start(classic_setup(game.layout, 2, "normal", "full", 5, 3)))
    assert window.statusBar().currentMessage() == "Dealt on the Turtle instead."
    window.close()


def test_zen_on_a_kmahjongg_layout_is_zen_on_it_again_after_a_restart(qtbot, kmahjongg):
    source = str(kmahjongg / "sample-0003.layout")
    entry = find_foreign("kmahjongg-sample-0003", source)
    first = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    dialog = first.screens.ask_zen_layout()
    row = next(r for r in dialog.browser.shown_rows() if r.item.id == entry.id)
    assert dialog.browser.select_key(row.key)
    zen = wait_for_game(qtbot, first, dialog.accept)
    assert (zen.mode, zen.layout.id, zen.layout_source) == ("zen", entry.id, source)
    a, b = zen.solution[0]
    first.play.click_tile(a)
    first.play.click_tile(b)
    first.close()  # a Zen game in progress: saved
    # the restart: the Zen game goes on, on its layout
    second = restarted(qtbot)
    going_on = second.session.game
    assert (going_on.mode, going_on.layout.id, going_on.layout_source) == ("zen", entry.id, source)
    assert len(going_on.board.history) == 1
    win_by_solution(second)  # won: "New game" after it is Zen on the same layout
    again = wait_for_game(qtbot, second, lambda: second.end.dialog.choose("new"))
    assert (again.mode, again.layout.id, again.layout_source) == ("zen", entry.id, source)
    second.close()
    # a restart with no Zen game under way: the start screen's Zen is still on that layout
    third = restarted(qtbot, GameStart(layout_id="turtle", number=1))
    assert third.settings.zen_layout_source == source
    card = third.screens.show_start_screen().cards[ModeId.ZEN]
    assert entry.layout.name("en") in card.progress.text() and "Butterfly" not in card.progress.text()
    played = wait_for_game(qtbot, third, card.play.click)
    assert (played.mode, played.layout.id, played.layout_source) == ("zen", entry.id, source)
    third.close()


def test_while_a_saved_levels_board_is_built_again_undo_and_hint_are_off(qtbot):
    first = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    level = wait_for_game(qtbot, first, lambda: first.modes.start_campaign(1))
    a, b = level.solution[0]
    first.play.click_tile(a)
    first.play.click_tile(b)
    first.close()
    translations = Translations(QApplication.instance())
    translations.set_language("en")
    window = MainWindow(user_paths(), load_settings(user_paths().settings_file)[0], translations)
    qtbot.addWidget(window)
    window.confirm.answer = True
    assert window.session.game is None and window.starter.waiting is not None  # being built
    a_ = window.actions_
    off = (a_.undo, a_.redo, a_.hint, a_.shuffle, a_.restart, a_.demo, a_.back_to_winnable)
    assert not any(action.isEnabled() for action in off)
    window.show()
    restored = wait_for_game(qtbot, window)
    assert restored.mode == "campaign" and len(restored.board.history) == 1
    assert a_.undo.isEnabled() and a_.hint.isEnabled() and a_.restart.isEnabled()
    window.close()
