"""KMahjongg's strengths (issue 26, item 18): the layout editor opened from the Game menu as a
program of its own (on the player's own layout), and shortcuts the player changes in the
preferences (a key per action, conflicts refused, defaults restored, kept and applied at start)."""

from __future__ import annotations

import subprocess
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication
from test_app_helpers import make_window, write_layout
from test_app_keyboard import SMALL

from mahjong_qt.app.window.main_window import GameStart
from mahjong_qt.core.paths import user_paths
from mahjong_qt.core.settings import Settings, load_settings
from mahjong_qt.core.values import validated

CTRL = Qt.KeyboardModifier.ControlModifier


class Starts:
    def __init__(self, answer: bool = True) -> None:
        self.calls: list[tuple[str, list[str]]] = []
        self.answer = answer

    def __call__(self, program: str, arguments: list[str]) -> bool:
        self.calls.append((program, arguments))
        return self.answer


def test_the_game_menu_opens_the_editor_on_the_players_own_layout(qtbot):
    mine = write_layout(user_paths().layouts_dir, SMALL, "my-small")
    window = make_window(qtbot, GameStart(layout_file=mine, number=2))
    assert window.actions_.open_editor in window.menus.game.actions()
    starts = window.editor.start = Starts()
    window.actions_.open_editor.trigger()
    ((program, arguments),) = starts.calls
    # this installation's editor: the virtualenv's mahjong-editor, or python -m editor
    assert Path(program).name.startswith("mahjong-editor") or arguments[:2] == ["-m", "editor"]
    assert arguments[-1] == str(mine)
    # and that command is the editor indeed
    ran = subprocess.run(
        [program, *arguments[:-1], "--version"], capture_output=True, text=True, timeout=60
    )
    assert ran.returncode == 0 and ran.stdout.startswith("mahjong-editor ")


def test_the_editor_opens_empty_on_a_bundled_layout_and_a_failure_is_said(qtbot):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    starts = window.editor.start = Starts(answer=False)
    window.actions_.open_editor.trigger()
    ((program, arguments),) = starts.calls
    assert not any(a.endswith(".json") for a in arguments)  # not our Turtle: not the player's
    assert window.statusBar().currentMessage() == "The layout editor could not be started."


def on_modal(qtbot, work) -> list:
    """Run ``work(dialog)`` on the next modal dialog, then accept it; what ``work`` returns."""
    out: list = []

    def run():
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(10, run)
            return
        try:
            out.append(work(dialog))
        finally:
            dialog.accept()

    QTimer.singleShot(0, run)
    return out


def press(qtbot, edit, key, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
    edit.setFocus()
    qtbot.keyClick(edit, key, modifiers)


def test_shortcuts_changed_in_the_preferences_conflicts_refused(qtbot):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    a = window.actions_

    def change(dialog):
        page = dialog.shortcuts
        dialog.pages.setCurrentWidget(page)
        seen = [dialog.pages.tabText(dialog.pages.currentIndex())]
        press(qtbot, page.edits["hint"], Qt.Key.Key_H, CTRL)
        press(qtbot, page.edits["shuffle"], Qt.Key.Key_H, CTRL)  # Hint's now: refused
        seen.append(page.message.text())
        seen.append(page.edits["shuffle"].keySequence().toString())
        press(qtbot, page.edits["shuffle"], Qt.Key.Key_F)  # the board's "next free tile"
        seen.append(page.message.text())
        press(qtbot, page.edits["restart"], Qt.Key.Key_N, CTRL)  # New Game's
        seen.append(page.message.text())
        page.edits["give_up"].clear()  # no key at all
        return seen

    seen = on_modal(qtbot, change)
    a.preferences.trigger()
    assert seen == [
        [
            "Shortcuts",
            "“Ctrl+H” is already the shortcut of “Hint”: choose another key.",
            "S",
            "“F” moves among the tiles on the board: choose another key.",
            "“Ctrl+N” is already the shortcut of “New Game…”: choose another key.",
        ]
    ]
    assert a.hint.shortcuts() == [QKeySequence("Ctrl+H")]
    assert a.shuffle.shortcuts() == [QKeySequence("S")] and a.give_up.shortcuts() == []
    assert a.restart.shortcuts() == [QKeySequence("Ctrl+R")]
    kept, _ = load_settings(window.paths.settings_file)
    assert kept.shortcuts == {"hint": "Ctrl+H", "give_up": ""}
    again = make_window(qtbot, GameStart(layout_id="turtle", number=1), kept)  # the next start
    assert again.actions_.hint.shortcuts() == [QKeySequence("Ctrl+H")]
    assert again.actions_.give_up.shortcuts() == []
    assert again.actions_.redo.shortcuts() == window.actions_.redo.shortcuts()  # all its keys
    assert len(again.actions_.redo.shortcuts()) > 1


def test_restore_defaults(qtbot):
    window = make_window(
        qtbot, GameStart(layout_id="turtle", number=1), Settings(shortcuts={"hint": "Ctrl+H"})
    )
    a = window.actions_
    assert a.hint.shortcuts() == [QKeySequence("Ctrl+H")]

    def restore(dialog):
        dialog.shortcuts.restore.click()
        return dialog.shortcuts.message.text(), dialog.shortcuts.edits["hint"].keySequence()

    seen = on_modal(qtbot, restore)
    a.preferences.trigger()
    assert seen == [("Every action has its own keys again.", QKeySequence("H"))]
    assert a.hint.shortcuts() == [QKeySequence("H")] and window.settings.shortcuts == {}


def test_a_bad_shortcut_in_the_settings_is_refused():
    import pytest
    from pydantic import ValidationError

    with pytest.raises(ValidationError):
        validated(Settings, {"shortcuts": {"Not A Name!": "Ctrl+H"}})
