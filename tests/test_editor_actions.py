"""Each editor action is declared once, as a row of ``editor.controls.action_table``: the menus
and the toolbar show only the table's actions, every row is an action of the window, and every
row has its French text (the language switches from the table)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QMenu

from editor.controls.action_table import ACTIONS
from editor.files.game_layouts_menu import GameLayoutsMenu
from editor.files.recent_menu import RecentFilesMenu
from editor.window import EditorWindow
from mahjong_qt.ui.i18n import Translations


@pytest.fixture
def window(qtbot):
    w = EditorWindow()
    w.actions_.live_winnability.setChecked(False)
    qtbot.addWidget(w)
    return w


def menu_actions(menu: QMenu) -> list:
    """The actions a menu shows, its submenus' too; the recent files and the game layouts are
    lists of files, not actions of the window."""
    found = []
    # A submenu by its menu action (not ``QAction.menu()``: on PySide6 6.7, the floor, the
    # wrapper it returns deletes the submenu when it is collected)
    submenus = {sub.menuAction(): sub for sub in menu.findChildren(QMenu)}
    for action in menu.actions():
        if action.isSeparator():
            continue
        sub = submenus.get(action)
        if sub is None:
            found.append(action)
        elif not isinstance(sub, RecentFilesMenu | GameLayoutsMenu):
            found.extend(menu_actions(sub))
    return found


def test_every_action_of_the_menus_and_the_toolbar_is_a_row_of_the_table(window):
    table = set(window.actions_.all())
    shown = [a for m in window.menus.bar_menus() for a in menu_actions(m)]
    shown += [a for a in window.menus.toolbar.actions() if not a.isSeparator()]
    assert len(shown) > 60
    assert [a.text() for a in shown if a not in table] == []
    rows = {row.name for row in ACTIONS}
    assert {a.objectName() for a in shown} <= rows


def test_every_row_is_one_action_of_the_window(window):
    assert [a.objectName() for a in window.actions_.all()] == [row.name for row in ACTIONS]
    for row in ACTIONS:
        action = window.actions_.by_name(row.name)
        assert getattr(window.actions_, row.name) is action
        assert action.isCheckable() == row.checkable
        assert action.text()


def test_every_row_has_its_french_text(window):
    translations = Translations(QApplication.instance(), ("editor", "mahjong_qt"))
    window.translations = translations
    english = {a.objectName(): (a.text(), a.toolTip()) for a in window.actions_.all()}
    window.set_language("fr", remember=False)
    QApplication.processEvents()
    try:
        for row in ACTIONS:
            action = window.actions_.by_name(row.name)
            text, tip = english[row.name]
            if row.native:  # a language's own name is the same in every language
                assert action.text() == text
                continue
            assert action.text() and action.text() != text, row.name
            if row.tip is not None:
                assert action.toolTip() and action.toolTip() != tip, row.name
                assert action.statusTip() == action.toolTip()
    finally:
        window.set_language("en", remember=False)
        QApplication.processEvents()
    assert window.actions_.save.text() == "&Save"


def test_the_3d_preview_action_follows_its_dock(qtbot, window):
    window.show()
    qtbot.waitExposed(window)
    preview = window.actions_.preview
    preview.trigger()
    assert window.preview_dock.isVisible() and preview.isChecked()
    window.preview_dock.close()  # its own close button
    assert not preview.isChecked()


def test_an_action_not_in_the_table_is_no_attribute(window):
    with pytest.raises(AttributeError, match="action_table"):
        _ = window.actions_.no_such_action
