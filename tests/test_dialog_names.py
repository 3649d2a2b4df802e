"""Every dialog and the start screen can be read and walked with a screen reader: a title, a
name for every control that takes the focus, and a Tab order that reaches them all."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget
from test_app_helpers import make_window

from mahjong_qt.app.dialogs.preferences_dialog import PreferencesDialog
from mahjong_qt.app.dialogs.rules_dialog import RulesDialog
from mahjong_qt.app.window.main_window import GameStart
from mahjong_qt.core.settings import Settings


def focusable(dialog: QWidget) -> list[QWidget]:
    """The controls that take the focus (not Qt's inner parts such as a spin box's editor)."""
    return [
        w
        for w in dialog.findChildren(QWidget)
        if w.focusPolicy() & Qt.FocusPolicy.TabFocus
        and w.isVisibleTo(dialog)
        and w.isEnabled()
        and not w.objectName().startswith("qt_")
        and w.focusProxy() is None
    ]


def check_readable(dialog: QWidget) -> None:
    assert dialog.windowTitle()
    controls = focusable(dialog)
    assert controls
    for w in controls:
        name = QAccessible.queryAccessibleInterface(w).text(QAccessible.Text.Name)
        assert name, f"{type(w).__name__} in {type(dialog).__name__} has no accessible name"
    # Tab from the first control: the focus chain passes every control before coming back.
    reached, w = set(), controls[0]
    for _ in range(4 * len(dialog.findChildren(QWidget)) + 4):
        reached.add(w)
        w = w.nextInFocusChain()
        if w is controls[0]:
            break
    assert set(controls) <= reached


def test_preferences_and_rules_are_readable(qtbot):
    prefs = PreferencesDialog(Settings())
    qtbot.addWidget(prefs)
    prefs.show()
    check_readable(prefs)
    window = make_window(qtbot, GameStart(layout_id="turtle", number=7))
    rules = RulesDialog(window.renderer, "en")
    qtbot.addWidget(rules)
    rules.show()
    check_readable(rules)


def test_the_start_screen_and_statistics_are_readable(qtbot):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=7))
    for dialog in (window.screens.show_start_screen(), window.screens.show_statistics()):
        qtbot.waitExposed(dialog)
        check_readable(dialog)
        dialog.close()
