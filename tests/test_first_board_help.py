"""The first board's helping hand (seed 000, issue 26 item 16), through the real window: on a
player's very first board a pair is shown, free, after 12 seconds without a move (shortened
here through the part's ``delay_ms``), once ever, said in the status line and to a screen
reader; never on a later board, in a timed mode or a race, nor while the board is paused."""

from __future__ import annotations

from game_driver import GameDriver
from test_app_helpers import make_window, wait_for_game

from mahjong_qt.app.aids.first_board_help import DELAY_MS, is_first_board
from mahjong_qt.app.window.main_window import GameStart
from mahjong_qt.core.modes.race import cpu_strength, race_level
from mahjong_qt.core.paths import user_paths
from mahjong_qt.core.records import LayoutRecord, Records, save_records
from mahjong_qt.core.settings import Settings, load_settings

SAID = (
    "A helping hand on your first board: these two tiles are free and alike. Take them, then"
    " look for the next pair."
)


def first_window(qtbot, start=None):
    window = make_window(qtbot, start or GameStart(layout_id="turtle", number=1), first_help=True)
    assert window.first_help.armed and window.first_help.delay_ms == DELAY_MS == 12_000
    return window


def test_on_the_very_first_board_a_pair_is_shown_after_a_while_without_a_move(qtbot):
    window = first_window(qtbot)
    player = GameDriver(window)
    session, game, help_ = window.session, window.session.game, window.first_help
    heard = player.listen()
    a, b = game.solution[0]
    player.click_tile(a)
    player.click_tile(b)  # a move: the wait starts again from it
    assert help_.waiting and session.hint_pair is None
    help_.delay_ms = 50  # the 12 seconds, shortened
    qtbot.waitUntil(lambda: session.hint_pair is not None, timeout=5_000)
    c, d = session.hint_pair
    board = game.board
    assert board.matches(c, d) and board.is_free(c) and board.is_free(d)
    assert game.hints_used == 0  # free: not counted as a hint
    assert player.status_text == SAID
    assert SAID in heard and any(t.startswith("Hint") for t in heard)  # and the two tiles
    assert window.settings.first_pair_shown  # once ever: kept in the settings
    assert load_settings(user_paths().settings_file)[0].first_pair_shown
    player.click_tile(c)
    player.click_tile(d)
    assert not help_.armed and not help_.waiting and session.hint_pair is None  # only once
    window.close()
    again = make_window(qtbot, settings=load_settings(user_paths().settings_file)[0])
    assert not again.first_help.armed  # the next start: given already


def test_not_while_the_board_is_paused_nor_in_a_timed_mode(qtbot):
    window = first_window(qtbot)
    help_ = window.first_help
    assert help_.waiting
    window.play.set_paused(True)
    assert not help_.waiting  # the player cannot see the board: no counting
    window.play.set_paused(False)
    assert help_.waiting
    challenge = wait_for_game(qtbot, window, window.modes.start_challenge)
    assert challenge.mode == "challenge" and not help_.waiting  # a clock against the player
    zen = wait_for_game(qtbot, window, window.modes.start_zen)
    assert zen.mode == "zen" and help_.waiting  # no clock against the player: it helps
    level, cpu = race_level("race-initiation"), cpu_strength("beginner")
    race = wait_for_game(qtbot, window, lambda: window.modes.start_race(level, cpu, 42))
    assert race.mode == "race" and not help_.waiting  # an opponent: no help
    window.close()


def test_only_on_a_players_very_first_board():
    assert is_first_board(Settings(), Records())
    played = Records(by_mode={"classic": {"turtle": LayoutRecord(played=1)}})
    assert not is_first_board(Settings(), played)  # a game finished before
    assert not is_first_board(Settings(last_number=4), Records())  # a game started before
    assert not is_first_board(Settings(first_pair_shown=True), Records())  # given once


def test_a_player_with_records_gets_no_hand(qtbot):
    played = Records(by_mode={"classic": {"turtle": LayoutRecord(played=1)}})
    save_records(user_paths().records_file, played)  # a game counted by an older version
    window = make_window(qtbot, GameStart(layout_id="turtle", number=1), first_help=True)
    window.first_help.delay_ms = 10
    qtbot.waitUntil(lambda: not window.first_help.armed, timeout=5_000)
    assert window.session.hint_pair is None  # read from the records when it was due
    window.close()


def test_a_game_counted_ends_the_first_board(qtbot):
    window = first_window(qtbot)
    player = GameDriver(window)
    help_ = window.first_help
    game = window.session.game
    a, b = game.solution[0]
    player.click_tile(a)
    player.click_tile(b)
    new = wait_for_game(qtbot, window, window.modes.start_zen)  # the Turtle abandoned: lost
    assert new.mode == "zen" and not help_.armed and not help_.waiting
    window.close()
