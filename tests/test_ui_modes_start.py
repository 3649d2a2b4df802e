"""The start screen opens every mode; daily, challenge and zen play by their rules; the
statistics reset asks first and clears; progress is kept across windows."""

from __future__ import annotations

import datetime as dt

from test_app_helpers import make_window, wait_for_game

from mahjong_qt.app.modes.campaign_map import CampaignMap
from mahjong_qt.app.modes.daily_calendar import DailyCalendar
from mahjong_qt.app.modes.race_dialogs import RaceSetupDialog
from mahjong_qt.app.modes.start_screen import StartScreen
from mahjong_qt.app.race_online.race_dialog import OnlineRaceDialog
from mahjong_qt.app.window.main_window import GameStart
from mahjong_qt.core.clock import GameClock
from mahjong_qt.core.game import HelpLimits
from mahjong_qt.core.modes.daily import daily_number
from mahjong_qt.core.modes.definitions import ModeId

DAY = dt.date(2026, 11, 29)


class FakeClock:
    """Seconds that pass only when a test says so."""

    def __init__(self, t: float = 1000.0):
        self.t = t

    def __call__(self) -> float:
        return self.t


def window_with_fake_time(qtbot):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    clock = FakeClock()
    window.modes.set_now(clock)
    window.modes.today = lambda: DAY
    return window, clock


def win_by_solution(window):
    """Clear the board along the deal's solution, through the window's clicks."""
    game = window.session.game
    for a, b in game.solution:
        window.play.click_tile(a)
        window.play.click_tile(b)
    assert game.is_won


def test_start_screen_buttons_open_each_mode(qtbot):
    window, _ = window_with_fake_time(qtbot)
    screen = window.screens.show_start_screen()
    assert isinstance(screen, StartScreen) and screen.isVisible()
    assert set(screen.cards) == set(ModeId)
    assert "Today's challenge is waiting" in screen.cards[ModeId.DAILY].progress.text()
    assert "Level 1 of 120" in screen.cards[ModeId.CAMPAIGN].progress.text()

    game = wait_for_game(qtbot, window, screen.cards[ModeId.DAILY].play.click)
    assert not screen.isVisible()
    assert game.mode == "daily"

    card = window.screens.show_start_screen().cards[ModeId.CHALLENGE]
    wait_for_game(qtbot, window, card.play.click)
    assert window.session.game.mode == "challenge"
    assert window.session.game.layout.id == "fortress"

    card = window.screens.show_start_screen().cards[ModeId.ZEN]
    wait_for_game(qtbot, window, card.play.click)
    assert window.session.game.mode == "zen"
    assert window.session.game.layout.id == "butterfly"

    window.screens.show_start_screen().cards[ModeId.CAMPAIGN].play.click()
    assert isinstance(window.mode_dialog, CampaignMap)
    window.mode_dialog.reject()

    window.screens.show_start_screen().cards[ModeId.RACE].play.click()
    assert isinstance(window.mode_dialog, OnlineRaceDialog)  # Host / Join / vs CPU
    window.mode_dialog.screen_widget.home.cpu_button.click()
    assert isinstance(window.mode_dialog, RaceSetupDialog)  # vs CPU: the CPU race's chooser
    window.mode_dialog.reject()

    window.screens.show_start_screen().cards[ModeId.DAILY].extra.click()
    assert isinstance(window.mode_dialog, DailyCalendar)
    window.mode_dialog.reject()


def test_the_daily_challenge_is_the_dates_deal_and_its_result_is_kept(qtbot):
    window, clock = window_with_fake_time(qtbot)
    game = wait_for_game(qtbot, window, lambda: window.modes.start_daily())
    assert game.mode == "daily" and game.layout.id == "turtle"
    assert game.number == daily_number(DAY)
    assert game.limits == HelpLimits(3, 1)
    title = window.windowTitle()  # the day in the interface language, not ISO
    assert "Daily challenge" in title and "November 29, 2026" in title
    clock.t += 300
    win_by_solution(window)
    assert window.modes.book.progress.daily["2026-11-29"].won
    assert window.end_dialog is not None
    window.end_dialog.reject()
    calendar = window.screens.show_daily_calendar()
    assert calendar.table.rowCount() == 1
    assert calendar.table.item(0, 0).text() == "Sun 29 Nov 2026"
    assert calendar.info.text().startswith("Sunday, November 29, 2026 — Cleared in 5:00")
    assert "★" in calendar.table.item(0, 1).text()
    screen = window.screens.show_start_screen()
    assert "done" in screen.cards[ModeId.DAILY].progress.text()
    screen.reject()


def test_the_challenge_counts_down_and_ends_at_zero(qtbot):
    window, clock = window_with_fake_time(qtbot)
    game = wait_for_game(qtbot, window, lambda: window.modes.start_challenge(number=7))
    assert game.limits == HelpLimits(2, 1) and game.difficulty == "hard"
    window.display.refresh()
    assert window.status_panel.time.caption.text() == "Time left"
    assert window.status_panel.time.value.text() == "8:00"
    clock.t += 100
    window.modes.check_clock()
    window.display.refresh()
    assert window.status_panel.time.value.text() == "6:20"
    assert not window.session.locked
    clock.t += 380
    window.modes.check_clock()
    assert window.session.locked
    assert window.status_panel.time.value.text() == "0:00"
    dialog = window.end_dialog
    assert dialog is not None and dialog.windowTitle() == "Time's up!"
    a, b = game.board.free_pairs()[0]
    window.play.click_tile(a)
    window.play.click_tile(b)
    assert game.board.is_present(a)  # no more moves
    record = window.session.book.records().get("challenge", "fortress")
    assert record.played == 1 and record.won == 0


def test_zen_hides_clock_and_score_and_helps_without_limit(qtbot):
    window, _ = window_with_fake_time(qtbot)
    game = wait_for_game(qtbot, window, lambda: window.modes.start_zen())
    assert game.difficulty == "easy" and game.limits == HelpLimits(None, None)
    window.display.refresh()
    panel = window.status_panel
    assert panel.time.isHidden() and panel.score.isHidden()
    assert panel.hints.value.text().endswith("∞")
    wait_for_game(qtbot, window, lambda: window.modes.start_daily())
    window.display.refresh()
    assert not panel.time.isHidden() and not panel.score.isHidden()


def test_statistics_reset_asks_and_clears(qtbot):
    window, clock = window_with_fake_time(qtbot)
    wait_for_game(qtbot, window, lambda: window.modes.start_daily())
    clock.t += 200
    win_by_solution(window)
    window.end_dialog.reject()
    dialog = window.screens.show_statistics()
    assert dialog.table.rowCount() == 1
    row = [dialog.table.item(0, c).text() for c in range(dialog.table.columnCount())]
    assert row[0] == "Daily challenge" and row[2] == "1" and row[3] == "1"
    assert row[4] == "3:20" and row[5] == "3:20"
    asked = []
    dialog.confirm = lambda question: asked.append(question) or False
    assert not dialog.ask_reset()
    assert asked and dialog.table.rowCount() == 1
    dialog.confirm = lambda question: True
    assert dialog.ask_reset()
    assert dialog.table.isHidden()
    assert window.session.book.records().by_mode == {}
    fresh = window.screens.show_statistics()
    assert fresh.table.rowCount() == 0


def test_a_mode_game_is_saved_and_restored_with_its_mode(qtbot):
    window, _ = window_with_fake_time(qtbot)
    game = wait_for_game(qtbot, window, lambda: window.modes.start_challenge(number=11))
    a, b = game.solution[0]
    window.play.click_tile(a)
    window.play.click_tile(b)
    window.close()
    second = make_window(qtbot, GameStart())
    restored = second.session.game
    assert restored.mode == "challenge" and restored.number == 11
    assert restored.clock.limit == game.clock.limit
    assert not restored.board.is_present(a)
    second.display.refresh()
    assert second.status_panel.time.caption.text() == "Time left"


def test_time_limits_survive_a_restart(qtbot):
    window, _ = window_with_fake_time(qtbot)
    wait_for_game(qtbot, window, lambda: window.modes.start_challenge(number=5))
    wait_for_game(qtbot, window, window.restart_game)
    assert window.session.game.clock.limit == 480.0
    assert isinstance(window.session.game.clock, GameClock)


def test_mode_screenshots_are_rendered_without_writing_user_files(qtbot, tmp_path):
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QApplication

    from mahjong_qt.app.main import parse_args
    from mahjong_qt.app.modes.mode_screenshot import render_mode_screenshot
    from mahjong_qt.app.window.main_window import MainWindow
    from mahjong_qt.core.paths import user_paths
    from mahjong_qt.core.settings import Settings
    from mahjong_qt.ui.i18n import Translations

    args = parse_args(["--screenshot", str(tmp_path / "x.png"), "--screen", "start"])
    assert args.screen == "start"
    translations = Translations(QApplication.instance())
    translations.set_language("en")
    start = GameStart(layout_id="turtle", number=1, restore=False)
    for screen in ("start", "race"):
        window = MainWindow(user_paths(), Settings(), translations, start, persist=False)
        window.confirm.answer = True  # closing at teardown must not ask
        qtbot.addWidget(window)
        path = tmp_path / f"{screen}.png"
        assert render_mode_screenshot(window, screen, path, (900, 640))
        assert QImage(str(path)).width() == 900
        window.modes.shutdown()
    assert not user_paths().save_file.exists()
    assert not (user_paths().data_dir / "progress.json").exists()


def test_a_daily_challenge_given_up_counts_for_its_day(qtbot):
    window, clock = window_with_fake_time(qtbot)
    game = wait_for_game(qtbot, window, lambda: window.modes.start_daily())
    a, b = game.solution[0]
    window.play.click_tile(a)
    window.play.click_tile(b)
    clock.t += 50
    wait_for_game(qtbot, window, lambda: window.modes.start_zen())  # the daily is thrown away
    result = window.modes.book.progress.daily["2026-11-29"]
    assert not result.won and result.time == 50
    calendar = window.screens.show_daily_calendar()
    assert calendar.table.item(0, 1).text() == "not cleared"


def test_the_start_screen_opens_at_first_launch(qtbot):
    window = make_window(qtbot, GameStart(start_screen=True))
    qtbot.waitUntil(lambda: isinstance(window.mode_dialog, StartScreen), timeout=2000)
    assert window.mode_dialog.isVisible()
    window.mode_dialog.reject()
    assert window.mode_dialog is None


def test_zen_plays_a_layout_of_the_players_choice_their_own_included(qtbot):
    from test_app_helpers import write_layout

    from mahjong_qt.app.dialogs.new_game_dialog import NewGameDialog
    from mahjong_qt.core.paths import user_paths

    tiny = [(0, 0, 0), (2, 0, 0), (4, 0, 0), (6, 0, 0), (0, 2, 0), (2, 2, 0), (4, 2, 0), (6, 2, 0)]
    path = write_layout(user_paths().layouts_dir, tiny, "tiny-zen")
    window, _ = window_with_fake_time(qtbot)
    card = window.screens.show_start_screen().cards[ModeId.ZEN]
    assert card.extra.isVisible() and card.extra.text() == "Other layout…"
    assert card.progress.text().startswith("On the layout “Butterfly”.")
    card.extra.click()
    dialog = window.mode_dialog
    assert isinstance(dialog, NewGameDialog) and dialog.windowTitle() == "Zen: Choose a Layout"
    assert dialog.difficulty.isHidden()  # Zen deals are easy
    assert dialog.choice().entry.id == "butterfly"  # the default is preselected
    mine = next(r for r in dialog.browser.shown_rows() if r.item.name("en").startswith("Tiny"))
    assert dialog.browser.select_key(mine.key)
    dialog.number.setValue(7)
    game = wait_for_game(qtbot, window, dialog.accept)
    assert game.mode == "zen" and game.difficulty == "easy" and game.number == 7
    assert game.layout.id == "tiny-zen" and game.layout_source == str(path)
    wait_for_game(qtbot, window, lambda: window.screens.new_game_of_mode(window.session.game))
    assert window.session.game.mode == "zen" and window.session.game.layout.id == "tiny-zen"
    window.screens.show_start_screen().cards[ModeId.ZEN].extra.click()
    assert window.mode_dialog.choice().entry.id == "tiny-zen"  # the current Zen layout
    window.mode_dialog.reject()
    assert window.session.game.layout.id == "tiny-zen"  # cancelling changes nothing
    assert window.settings.zen_layout_id == "tiny-zen"
    wait_for_game(qtbot, window, lambda: window.modes.start_daily())
    card = window.screens.show_start_screen().cards[ModeId.ZEN]
    assert card.progress.text().startswith("On the layout “Tiny”.")
    wait_for_game(qtbot, window, card.play.click)  # "Play": the last Zen layout
    assert window.session.game.mode == "zen" and window.session.game.layout.id == "tiny-zen"
    path.unlink()  # gone: the Butterfly again
    card = window.screens.show_start_screen().cards[ModeId.ZEN]
    wait_for_game(qtbot, window, card.play.click)
    assert window.session.game.layout.id == "butterfly"


def test_days_are_written_in_the_interface_language(qtbot):
    from mahjong_qt.app.modes.mode_texts import date_text

    window, _ = window_with_fake_time(qtbot)
    window.translations.set_language("fr")
    try:
        assert date_text(DAY) == "dim. 29 nov. 2026"
        assert date_text(DAY, long=True) == "dimanche 29 novembre 2026"
    finally:
        window.translations.set_language("en")
    assert date_text(DAY) == "Sun 29 Nov 2026"
