"""How Hint behaves, as the player sets it (seed 001, issue 26 item 17), through the real window
and its preferences dialog: a pair at once or only on request, and the explanatory aid on or
off; both kept in the settings, both in English and French."""

from __future__ import annotations

from game_driver import GameDriver
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from test_app_helpers import make_window

from mahjong_qt.app.dialogs.preferences_dialog import PreferencesDialog
from mahjong_qt.app.window.main_window import GameStart
from mahjong_qt.core.paths import user_paths
from mahjong_qt.core.settings import Settings, load_settings

PROVEN = "This pair keeps the game winnable: the solver proved it."


def set_in_preferences(qtbot, window, *, at_once: bool, explains: bool) -> list[str]:
    """Open Preferences from its action, set the two hint rows as a player does, OK; the texts
    the rows showed."""
    seen: list[str] = []

    def fill() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, PreferencesDialog):
            QTimer.singleShot(20, fill)
            return
        rows = dialog.hint_rows
        seen.extend([rows.shows.itemText(0), rows.shows.itemText(1), rows.explains.text()])
        rows.explains.setChecked(explains)
        assert rows.shows.isEnabled() == explains  # without the aid, asking is the request
        if explains:
            rows.shows.setCurrentIndex(rows.shows.findData(at_once))
        dialog.accept()

    QTimer.singleShot(0, fill)
    window.actions_.preferences.trigger()
    return seen


def test_hint_only_on_request_explains_first_then_shows_the_pair(qtbot):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    player = GameDriver(window)
    session, game = window.session, window.session.game
    seen = set_in_preferences(qtbot, window, at_once=False, explains=True)
    assert seen == [
        "Shows a pair at once",
        "Explains first, shows a pair only on request",
        "Explanatory aid: a hint says why its pair is safe, and what to look for",
    ]
    assert not window.settings.hint_pair_at_once and window.settings.hint_explains
    kept, _ = load_settings(user_paths().settings_file)
    assert (kept.hint_pair_at_once, kept.hint_explains) == (False, True)
    heard = player.listen()
    player.act("hint")  # the first press: what to look for, no pair yet
    pairs = len(game.board.free_pairs())
    explained = (
        f"{pairs} pairs of free tiles on the board: look for two alike, each with nothing on it"
        " and its left or right side open. Hint again shows one."
    )
    assert player.status_text == explained and explained in heard
    assert session.hint_pair is None and game.hints_used == 0  # nothing counted yet
    player.act("hint")  # on request: the pair, counted now
    assert session.hint_pair is not None and game.hints_used == 1
    assert player.status_text == PROVEN  # and why it is safe
    a, b = session.hint_pair
    player.click_tile(a)
    player.click_tile(b)
    player.act("hint")  # a new position: it explains again first
    assert session.hint_pair is None and player.status_text.endswith("Hint again shows one.")
    window.close()


def test_without_the_explanatory_aid_hint_shows_the_pair_and_says_nothing_more(qtbot):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    player = GameDriver(window)
    session = window.session
    set_in_preferences(qtbot, window, at_once=False, explains=False)
    assert not window.settings.hint_explains
    window.clear_message()
    player.act("hint")
    assert session.hint_pair is not None  # asking is the request
    assert player.status_text == ""  # no "why"
    window.close()


def test_at_once_with_the_aid_is_the_default_pair_and_why(qtbot):
    assert Settings().hint_pair_at_once and Settings().hint_explains
    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    player = GameDriver(window)
    player.act("hint")
    assert window.session.hint_pair is not None
    assert player.status_text == PROVEN
    window.close()


def test_the_rows_in_french(qtbot):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    window.translations.set_language("fr")
    try:
        seen = set_in_preferences(qtbot, window, at_once=True, explains=True)
    finally:
        window.translations.set_language("en")
    assert seen == [
        "Montre une paire tout de suite",
        "Explique d’abord, ne montre une paire que sur demande",
        "Aide explicative\u00a0: un indice dit pourquoi sa paire est sûre, et quoi chercher",
    ]
    window.close()
