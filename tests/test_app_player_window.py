"""Issue 18 through the real window: a win counts once, the first window fits the screen, the
clock waits behind dialogs, the lost banner, zoom kept across a relaunch, hints that do not make
the board jump, both redo keys, the Hint button at 0, a shuffle's message undone with it, the
New Game dialog's layout, the demo, and the dark theme of the whole window."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication, QDialog
from test_app_helpers import make_window, tile_point, wait_for_game, write_layout
from test_ui_modes_start import window_with_fake_time

from mahjong_qt.app.aids.demo_runner import DEMO_PACES
from mahjong_qt.app.board.board_presenter import BoardMarks
from mahjong_qt.app.dialogs.dead_end_dialog import DeadEndDialog
from mahjong_qt.app.dialogs.new_game_dialog import NewGameDialog
from mahjong_qt.app.dialogs.win_dialog import WinDialog
from mahjong_qt.app.modes.mode_texts import mode_name
from mahjong_qt.app.window.main_window import GameStart, MainWindow
from mahjong_qt.core.paths import user_paths
from mahjong_qt.core.settings import Settings
from mahjong_qt.ui.i18n import Translations
from mahjong_qt.ui.theme import apply_theme, palette_is_dark

# A stack of two and two tiles alone: four tiles of one kind. Taking the two lone tiles first
# leaves the stack: no free pair (lost); taking the top one with a lone one wins.
TRAP = [(0, 0, 0), (0, 0, 1), (4, 0, 0), (8, 0, 0)]


def click(qtbot, window, index):
    qtbot.mouseClick(
        window.view.viewport(), Qt.MouseButton.LeftButton, pos=tile_point(window, index)
    )


def trap_window(qtbot, tmp_path, **settings):
    path = write_layout(tmp_path, TRAP, "trap")
    window = make_window(qtbot, GameStart(layout_file=path, number=1), Settings(**settings))
    return window, window.session.game.layout.geometry.index


# ----- 1: a finished game is counted once ---------------------------------------------------
def test_a_win_undone_and_made_again_counts_once(qtbot, tmp_path):
    window, at = trap_window(qtbot, tmp_path)
    game = window.session.game
    for a, b in game.solution:
        click(qtbot, window, a)
        click(qtbot, window, b)
    assert isinstance(window.end_dialog, WinDialog)
    window.end_dialog.choose(None)
    record = window.session.book.records().get("classic", "trap")
    assert (record.played, record.won) == (1, 1)
    elapsed = game.clock.elapsed()
    window.actions_.undo.trigger()  # looking back over the game
    assert not game.is_won and game.clock.paused and not window.session.in_progress
    window.actions_.redo.trigger()
    assert game.is_won and window.end_dialog is None  # no second win dialog
    assert window.statusBar().currentMessage() == (
        "The board is cleared again: this game was already counted."
    )
    record = window.session.book.records().get("classic", "trap")
    assert (record.played, record.won, record.current_streak) == (1, 1, 1)
    assert game.clock.elapsed() == elapsed
    window.actions_.undo.trigger()
    wait_for_game(qtbot, window, window.actions_.restart.trigger)  # no "abandon?": not lost
    assert window.session.book.records().get("classic", "trap").played == 1


# ----- 2: the first window fits the screen --------------------------------------------------
def test_the_first_window_fits_the_screen_and_a_restored_one_stays_on_it(qtbot):
    translations = Translations(QApplication.instance())
    translations.set_language("en")
    window = MainWindow(user_paths(), Settings(), translations, GameStart(layout_id="turtle"))
    window.confirm.answer = True
    qtbot.addWidget(window)
    available = window.screen().availableGeometry()  # 800 x 800 offscreen
    assert available.contains(window.geometry())
    assert window.width() <= 1180 and window.height() <= 820
    window.show()
    window.resize(3000, 2500)  # as on a big screen
    window.move(2500, 1800)
    window.close()
    again = MainWindow(user_paths(), Settings(), translations, GameStart(layout_id="turtle"))
    again.confirm.answer = True
    qtbot.addWidget(again)
    assert available.contains(again.frameGeometry())


# ----- 3: the clock waits behind dialogs ----------------------------------------------------
def open_and_check(window, check) -> list:
    """Open a window-modal dialog over the game window, run ``check`` while it is open."""
    seen = []
    dialog = QDialog(window)
    dialog.setWindowTitle("Rules")
    dialog.open()
    QApplication.processEvents()
    seen.append(check(dialog))
    dialog.close()
    QApplication.processEvents()
    return seen


def test_the_clock_waits_while_a_dialog_covers_the_board(qtbot):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    clock = window.session.game.clock
    assert not clock.paused
    seen = open_and_check(window, lambda d: (clock.paused, window.scene.item(0).isVisible()))
    assert seen == [(True, False)]  # stopped, faces hidden
    assert not clock.paused and window.scene.item(0).isVisible()
    QTimer.singleShot(50, lambda: QApplication.activeModalWidget().reject())
    window.look.show_preferences()  # a dialog opened with exec()
    assert not clock.paused and not window.actions_.pause.isChecked()
    screen = window.screens.show_start_screen()  # a screen that hides the board
    QApplication.processEvents()
    assert clock.paused
    screen.reject()
    QApplication.processEvents()
    assert not clock.paused


def test_in_the_challenge_the_clock_runs_on_and_the_dialog_says_so(qtbot):
    window, _ = window_with_fake_time(qtbot)
    game = wait_for_game(qtbot, window, window.modes.start_challenge)
    seen = open_and_check(window, lambda d: (game.clock.paused, d.windowTitle()))
    assert seen == [(False, "Rules — the clock keeps running")]


# ----- 4: the lost banner -------------------------------------------------------------------
def lose(qtbot, window, at):
    click(qtbot, window, at[(4, 0, 0)])
    click(qtbot, window, at[(8, 0, 0)])  # the two lone tiles: the stack is left, stuck


def test_a_lost_position_gets_a_banner_with_rewind_and_undo(qtbot, tmp_path):
    window, at = trap_window(qtbot, tmp_path)
    lose(qtbot, window, at)
    banner = window.board.banner
    assert isinstance(window.end_dialog, DeadEndDialog)
    assert not banner.isVisible()  # the dialog covers the board first
    window.end_dialog.choose(None)
    qtbot.waitUntil(banner.isVisible, timeout=2000)
    assert banner.rewind_button.text() == "Back 1 Move to a Winnable Position"
    assert banner.geometry().bottom() < window.view.geometry().top()  # above: hides no tile
    banner.rewind_button.click()
    assert window.session.game.board.tiles_left == 4 and not banner.isVisible()
    lose(qtbot, window, at)
    window.end_dialog.choose(None)
    qtbot.waitUntil(banner.isVisible, timeout=2000)
    banner.undo_button.click()
    assert window.session.game.board.tiles_left == 4 and not banner.isVisible()


def test_the_banner_never_comes_for_players_who_find_out_themselves(qtbot, tmp_path):
    window, at = trap_window(qtbot, tmp_path, lost_warning="never")
    lose(qtbot, window, at)
    window.end_dialog.choose(None)
    QApplication.processEvents()
    assert not window.board.banner.isVisible()
    window.look.apply_settings(replace(window.settings, lost_warning="when_stuck"))
    assert window.board.banner.isVisible()  # stuck: now it says so


# ----- 6: zoom and scroll kept across a relaunch --------------------------------------------
def test_zoom_and_scroll_come_back_at_the_next_start(qtbot):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    view = window.view
    view.zoom_at(QPointF(view.viewport().rect().center()), 2.5)
    view.centerOn(300, 200)
    kept = view.view_state()
    window.close()
    again = make_window(qtbot)  # the saved Turtle game goes on
    state = again.view.view_state()
    assert not state.fitting and abs(state.zoom - kept.zoom) < 0.02
    assert abs(state.center_x - kept.center_x) < 2 and abs(state.center_y - kept.center_y) < 2


# ----- 9: a hint in the overview does not move the board ------------------------------------
def test_a_hint_on_an_edge_tile_does_not_make_the_board_jump(qtbot):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    game, view = window.session.game, window.view
    at = game.layout.geometry.index
    edge = (at[(2, 0, 0)], at[(24, 14, 0)])  # top-left and bottom-right: the fit margin away
    before = (view.horizontalScrollBar().value(), view.verticalScrollBar().value())
    window.board.show(game, BoardMarks(hint=edge))
    assert (view.horizontalScrollBar().value(), view.verticalScrollBar().value()) == before


# ----- 10: both redo keys -------------------------------------------------------------------
def test_ctrl_y_and_ctrl_shift_z_both_redo(qtbot):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    game = window.session.game
    for keys in (Qt.Key.Key_Y, Qt.Key.Key_Z):
        a, b = game.board.free_pairs()[0]
        window.play.click_tile(a)
        window.play.click_tile(b)
        window.actions_.undo.trigger()
        mods = Qt.KeyboardModifier.ControlModifier
        if keys == Qt.Key.Key_Z:
            mods |= Qt.KeyboardModifier.ShiftModifier
        qtbot.keyClick(window.view, keys, mods)
        assert not game.board.is_present(a), keys


# ----- 11: Hint at 0, the shuffle's message, New Game's layout ------------------------------
def test_the_hint_button_is_off_when_no_hint_is_left(qtbot):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=1), Settings(hints_limit=1))
    hint = window.actions_.hint
    hint.trigger()
    assert window.session.hint_pair is not None and hint.isEnabled()  # cycling is free
    a, b = window.session.hint_pair
    window.play.click_tile(a)
    window.play.click_tile(b)
    assert not hint.isEnabled()


def test_the_shuffle_message_goes_with_the_shuffle_undone(qtbot):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    window.actions_.shuffle.trigger()
    qtbot.waitUntil(lambda: window.session.game.shuffles_used == 1, timeout=30_000)
    assert window.statusBar().currentMessage() == "Tiles shuffled."
    window.actions_.undo.trigger()
    assert window.statusBar().currentMessage() == ""


def test_new_game_offers_the_last_classic_layout_not_zens(qtbot):
    window, _ = window_with_fake_time(qtbot)
    wait_for_game(qtbot, window, window.modes.start_zen)
    assert window.session.game.layout.id == "butterfly"
    chosen = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        chosen.append(dialog.choice().entry.id)
        dialog.reject()

    QTimer.singleShot(100, look)
    window.screens.ask_new_game()
    assert chosen == ["turtle"]


# ----- 14: the demo -------------------------------------------------------------------------
def test_the_demo_plays_to_the_end_and_gives_the_board_back(qtbot, monkeypatch):
    fast = DEMO_PACES["fast"]
    monkeypatch.setitem(DEMO_PACES, "fast", (1, fast[1]))  # no quarter second a pair here
    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    game = window.session.game
    a, b = game.solution[0]
    window.play.click_tile(a)
    window.play.click_tile(b)
    window.actions_.demo_paces["fast"].trigger()
    aids = window.aids
    window.actions_.demo.trigger()
    assert aids.demo is not None and game.clock.paused
    aids.demo.set_pace("fast")
    qtbot.waitUntil(lambda: aids.demo.demo.finished, timeout=20_000)
    assert not any(window.scene.is_shown(i) for i in range(game.tile_count))
    window.play.click_tile(game.board.free_tiles()[0])
    assert game.selected is None  # the board is the demo's: nothing to click
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert aids.demo is None and not window.actions_.demo.isChecked()
    assert window.scene.is_shown(game.board.free_tiles()[0]) and game.board.tiles_left == 142
    assert not game.clock.paused and game.hints_used == 0
    assert window.session.book.records().by_mode == {}  # never counted as a game


# ----- 7 and 8: the whole window in the dark; French says l'ordinateur ---------------------
def test_the_dark_theme_preference_darkens_the_whole_window(qtbot):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    try:
        window.look.apply_settings(replace(window.settings, theme="dark"))
        QApplication.processEvents()
        assert palette_is_dark(window.palette()) and palette_is_dark(window.status_panel.palette())
        assert palette_is_dark(window.menuBar().palette())
        text = window.status_panel.palette().color(QPalette.ColorRole.WindowText)
        assert text.lightness() > 200
    finally:
        apply_theme("light")


def test_the_system_theme_follows_the_desktop_switching_while_the_game_runs(qtbot):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    try:
        assert window.settings.theme == "system" and not window.theme.is_dark
        window.theme.scheme_changed(Qt.ColorScheme.Dark)  # what Qt says when the desktop turns
        QApplication.processEvents()
        assert window.theme.is_dark and palette_is_dark(window.status_panel.palette())
        window.theme.scheme_changed(Qt.ColorScheme.Light)
        QApplication.processEvents()
        assert not palette_is_dark(window.status_panel.palette())
    finally:
        apply_theme("light")


def test_the_race_tile_names_the_race_screen_it_opens():  # Host / Join / vs CPU, not the CPU
    assert (mode_name("race", "en"), mode_name("race", "fr")) == ("Race", "Course")


def test_the_records_action_shows_modes_and_names_never_ids(qtbot):
    from test_app_player_fixes import sample_records, table_rows

    from mahjong_qt.app.dialogs.records_dialog import RecordsDialog

    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    book = window.session.book
    book.set_statistics(sample_records(), book.totals())
    rows = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, RecordsDialog)
        rows.extend(table_rows(dialog))
        dialog.reject()

    QTimer.singleShot(100, look)
    window.actions_.records.trigger()
    assert rows == [
        ("Classic", "Turtle"),
        ("Campaign", "Campaign level 1"),
        ("Race", "Race: Initiation"),
    ]
