"""What a keyboard and screen-reader player meets beside the board (issue 26, item 4): the lost
banner's buttons take Enter, its × has a name; the layout browser's Tab order follows the
screen, its drop-downs are named by their label and the search field has a name."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication
from test_app_helpers import make_window
from test_app_review import play_until

from mahjong_qt.app.dialogs.new_game_dialog import NewGameDialog
from mahjong_qt.app.window.main_window import GameStart


def name_of(widget) -> str:
    return QAccessible.queryAccessibleInterface(widget).text(QAccessible.Text.Name)


def label_of(widget) -> str:
    """What labels ``widget`` for a screen reader (its label relation; a combo box's own name
    is its value on Linux), without the colon."""
    relations = QAccessible.queryAccessibleInterface(widget).relations(QAccessible.Relation.Label)
    assert relations, f"{type(widget).__name__} has no label"
    return relations[0][0].text(QAccessible.Text.Name).rstrip(": \xa0")


def test_enter_works_on_the_lost_banner_and_its_close_button_is_named(qtbot):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=3))
    game = window.session.game
    play_until(window, lambda: len(game.board.history) == 24)  # two moves after the losing one
    qtbot.waitUntil(lambda: window.session.lost, timeout=60_000)
    banner = window.board.banner
    assert banner.isVisible()
    assert name_of(banner.close_button) == "Hide this message"
    assert banner.close_button.focusPolicy() & Qt.FocusPolicy.TabFocus

    banner.undo_button.setFocus()
    qtbot.keyClick(banner.undo_button, Qt.Key.Key_Return)
    assert len(game.board.history) == 23  # Enter pressed Undo

    qtbot.waitUntil(lambda: window.session.lost and banner.isVisible(), timeout=60_000)
    banner.rewind_button.setFocus()
    back = int(banner.rewind_button.text().split()[1])  # "Back N Moves to a Winnable Position"
    qtbot.keyClick(banner.rewind_button, Qt.Key.Key_Enter)  # the keypad's Enter too
    assert back > 0 and len(game.board.history) == 23 - back
    qtbot.waitUntil(lambda: not banner.isVisible(), timeout=10_000)

    play_until(window, lambda: len(game.board.history) == 24)
    qtbot.waitUntil(lambda: window.session.lost and banner.isVisible(), timeout=60_000)
    banner.close_button.setFocus()
    qtbot.keyClick(banner.close_button, Qt.Key.Key_Return)
    assert not banner.isVisible()
    window.close()


@pytest.mark.parametrize(
    ("lang", "names"),
    [("en", ("Search by name", "Show", "Sort")), ("fr", ("Chercher par nom", "Afficher", "Trier"))],
)
def test_the_layout_browser_reads_and_tabs_as_it_is_seen(qtbot, lang, names):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    window.translations.set_language(lang)
    window.look.apply_settings(replace(window.settings, language=lang))
    seen: dict[str, object] = {}

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        browser = dialog.browser
        seen["names"] = (
            name_of(browser.search),
            label_of(browser.filter),
            label_of(browser.sort),
        )
        seen["own_names"] = (browser.filter.accessibleName(), browser.sort.accessibleName())
        order, widget = [browser.search], browser.search
        wanted = [
            browser.search,
            browser.filter,
            browser.sort,
            browser.view,
            browser.measure_button,
            browser.hide_button,
        ]
        while len(order) < len(wanted):
            widget = widget.nextInFocusChain()
            if widget in wanted:
                order.append(widget)
        seen["order"] = order == wanted
        dialog.reject()

    try:
        QTimer.singleShot(200, look)
        window.screens.ask_new_game()
    finally:
        window.look.apply_settings(replace(window.settings, language="en"))
        window.translations.set_language("en")
    assert seen["names"] == names
    assert seen["own_names"] == names[1:]
    assert seen["order"] is True
