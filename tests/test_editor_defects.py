"""The editor's defects found by a designer (issue 15), each driven through the real window."""

from __future__ import annotations

import os
import signal
import subprocess
import sys

import pytest
from editor_driver import EditorDriver
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox
from test_editor_window import cell_point, window
from test_error_texts import french as in_french

from editor.checking.analysis import ClearState
from editor.editing.commands import erase, place
from editor.files.recovery import Recovered, orphans
from editor.panels.validation_panel import SEVERITY_COLOURS
from editor.window.main_window import EditorWindow
from mahjong_qt.ui.i18n import Translations

editor_window = window  # the fixture: a shown editor window that answers its own dialogs
french = in_french  # the French translators, removed afterwards


def test_one_click_near_the_edge_places_one_tile(qtbot, editor_window):
    w = editor_window
    ed = EditorDriver(w, qtbot)
    w.showMaximized()
    qtbot.waitUntil(w.isMaximized)
    ed.act("new")
    qtbot.wait(20)  # the maximised layout settles
    cols, _rows = w.scene.grid
    ed.click(cols - 2, 10, 0)  # the last column: the grid grows under the pressed button
    assert ed.tiles == {(cols - 2, 10, 0)}
    assert w.session.undo_stack.count() == 1
    assert w.scene.grid[0] > cols  # it grew
    before = w.view.content_rect()
    qtbot.waitUntil(lambda: w.view.content_rect() != before)  # and the view follows, button up
    assert ed.tiles == {(cols - 2, 10, 0)}


def test_page_up_on_the_top_level_makes_no_empty_levels(qtbot, editor_window, tmp_path):
    w = editor_window
    s = w.session
    s.push(place(s.doc, [(0, 0, 0), (2, 0, 0)]))
    s.undo_stack.setClean()  # as an untouched file
    w.view.setFocus()
    for _ in range(4):
        qtbot.keyClick(w.view, Qt.Key.Key_PageUp)
    assert s.current_level == 1  # the empty level above the top, once
    assert s.doc.levels == 1 and s.undo_stack.count() == 1 and s.undo_stack.isClean()
    assert not w.isWindowModified()
    assert w.layer_panel.list.count() == 2
    assert "top level" in w.statusBar().currentMessage()
    qtbot.keyClick(w.view, Qt.Key.Key_PageDown)
    assert s.current_level == 0 and w.layer_panel.list.count() == 1


def test_arrow_moves_refuse_every_overlap_and_ctrl_page_moves_a_level(qtbot, editor_window):
    w = editor_window
    ed = EditorDriver(w, qtbot)
    s = w.session
    s.push(place(s.doc, [(0, 0, 0), (4, 0, 0)]))
    ed.act("tool_select")
    ed.click(0, 0, 0)
    assert s.selection == {(0, 0, 0)}
    w.view.setFocus()
    for _ in range(3):
        qtbot.keyClick(w.view, Qt.Key.Key_Right)
    assert s.selection == {(2, 0, 0)}  # the half step over its neighbour was refused
    assert not ed.errors
    assert "cannot move" in w.statusBar().currentMessage()
    qtbot.keyClick(w.view, Qt.Key.Key_Right)  # refused again, the same way
    assert (2, 0, 0) in s.doc.tiles
    qtbot.keyClick(w.view, Qt.Key.Key_PageUp, Qt.KeyboardModifier.ControlModifier)
    assert s.selection == {(2, 0, 1)} and s.current_level == 1
    assert s.doc.tiles == {(2, 0, 1), (4, 0, 0)}
    qtbot.keyClick(w.view, Qt.Key.Key_PageDown, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(w.view, Qt.Key.Key_PageDown, Qt.KeyboardModifier.ControlModifier)
    assert s.doc.tiles == {(2, 0, 0), (4, 0, 0)} and s.current_level == 0  # no level -1


def history_rows(w) -> list[str]:
    model = w.history.model()
    return [model.index(i, 0).data() for i in range(model.rowCount())]


@pytest.fixture
def english(qapp):
    """The English catalogs (their plural forms: "1 tile", "3 tiles")."""
    translations = Translations(QApplication.instance(), ("editor", "mahjong_qt"))
    translations.set_language("en")
    yield translations


def test_history_rows_say_what_each_edit_did(qtbot, editor_window, english):
    w = editor_window
    ed = EditorDriver(w, qtbot)
    ed.click(0, 0, 0)
    ed.drag((0, 4), (4, 4), 0)
    ed.act("shift_level_right")
    ed.act("tool_select")
    ed.click(1, 0, 0)
    ed.act("move_down")
    ed.act("selection_up_level")
    ed.act("delete")
    ed.act("level_insert")
    assert history_rows(w)[1:] == [
        "Place 1 tile on level 1",
        "Place 3 tiles on level 1",
        "Shift level 1 right",
        "Move 1 tile down",
        "Move 1 tile to level 2",
        "Delete 1 tile",
        "Insert level 3",  # above level 2, where the moved tile was
    ]


def test_a_layout_that_cannot_be_cleared_is_an_issue_that_shows_the_blocking_tiles(
    qtbot, editor_window
):
    w = editor_window
    s = w.session
    stack = [(0, 0, z) for z in range(4)]
    s.push(place(s.doc, [*stack, (10, 0, 0), (12, 0, 0)]))
    w.checks.check_now()
    assert w.validation_panel.clear_state == ClearState.NOT_CLEARABLE
    issues = w.validation_panel.issues
    texts = w.validation_panel.issue_texts()
    row = next(i for i, t in enumerate(texts) if t.startswith("Cannot be cleared"))
    assert row == 0  # before the warnings, as an error
    item = issues.item(row)
    assert item.foreground().color() == SEVERITY_COLOURS["error"]
    issues.setCurrentRow(row)
    # A removal order can take the pair and two of the stack: its last two are never free together.
    assert w.scene.highlighted == {(0, 0, 0), (0, 0, 1)}
    assert w.scene.items_by_pos[(0, 0, 1)].look().invalid
    s.push(erase(s.doc, [(0, 0, 3), (0, 0, 2)]))  # now clearable: the issue goes
    w.checks.check_now()
    assert not any(t.startswith("Cannot be cleared") for t in w.validation_panel.issue_texts())


def test_paste_follows_the_pointer_as_a_ghost_and_lands_where_clicked(qtbot, editor_window):
    w = editor_window
    ed = EditorDriver(w, qtbot)
    s = w.session
    s.push(place(s.doc, [(0, 0, 0), (2, 0, 0), (1, 0, 1)]))
    s.set_selection({(0, 0, 0), (2, 0, 0), (1, 0, 1)})
    ed.act("copy")
    s.set_current_level(1)
    before = w.view.transform()
    qtbot.mouseMove(w.view.viewport(), cell_point(w, 7, 5, 1))
    ed.act("paste")
    assert len(s.doc.tiles) == 3  # nothing yet: ghosts under the pointer
    assert sorted(ed.ghosts()) == [
        ((7, 5, 1), True),
        ((8, 5, 2), True),
        ((9, 5, 1), True),
    ]
    qtbot.mouseMove(w.view.viewport(), cell_point(w, 8, 6, 1))  # half steps
    assert ((8, 6, 1), True) in ed.ghosts()
    ed.click(8, 6, 1)
    assert s.doc.tiles >= {(8, 6, 1), (10, 6, 1), (9, 6, 2)}  # on the current level
    assert s.selection == {(8, 6, 1), (10, 6, 1), (9, 6, 2)}
    assert w.view.transform() == before  # the view did not move
    assert w.scene.tool is w.toolbox.tools["place"] and s.undo_stack.count() == 2
    ed.act("paste")
    qtbot.mouseMove(w.view.viewport(), cell_point(w, 9, 6, 1))
    assert not any(ok for _p, ok in ed.ghosts())  # over the pasted ones: red
    ed.click(9, 6, 1)
    assert len(s.doc.tiles) == 6 and "No room" in w.statusBar().currentMessage()
    qtbot.keyClick(w.view, Qt.Key.Key_Escape)  # gives up
    assert w.scene.tool is w.toolbox.tools["place"] and not ed.ghosts()


def test_qt_file_dialogs_speak_french_too(qtbot, editor_window, french):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QLabel

    seen = []

    def look_and_cancel():
        dialog = QApplication.activeModalWidget()
        seen.extend(label.text() for label in dialog.findChildren(QLabel))
        dialog.reject()

    QTimer.singleShot(0, look_and_cancel)
    editor_window.actions_.open.trigger()  # the real Open dialog, cancelled
    # Qt's own catalog (when loaded first) gives them without the mnemonic: either is French
    seen = [text.replace("&", "") for text in seen]
    assert "Voir dans\u00a0:" in seen and "Fichiers de type\u00a0:" in seen
    assert not [t for t in seen if "Look in" in t or "Files of" in t]


def test_language_window_recent_files_and_tools_are_remembered(qtbot, tmp_path, english):
    prefs = tmp_path / "editor-settings.json"
    first = EditorWindow(english, preferences_file=prefs)
    qtbot.addWidget(first)
    first.show()
    first.resize(700, 560)
    layout = tmp_path / "mine.json"
    first.session.push(place(first.session.doc, [(0, 0, 0), (2, 0, 0)]))
    assert first.files.save_to(layout)
    first.actions_.tool_erase.trigger()
    first.actions_.mirror_both.trigger()
    first.actions_.ghost_upper.setChecked(False)
    first.actions_.lang_fr.trigger()
    assert first.close()
    english.set_language("en")
    second = EditorWindow(english, preferences_file=prefs)
    qtbot.addWidget(second)
    assert second.keeper.preferences.language == "fr"
    assert (
        second.actions_.tool_erase.isChecked()
        and second.scene.tool is second.toolbox.tools["erase"]
    )
    assert second.actions_.mirror_both.isChecked() and not second.actions_.ghost_upper.isChecked()
    recent = second.menus.recent.actions()
    assert [a.toolTip() for a in recent] == [str(layout)]
    assert (second.width(), second.height()) == (700, 560)
    recent[0].trigger()
    assert second.files.path == layout and len(second.session.doc) == 2
    prefs.write_text("{not json", "utf-8")  # a broken file: set aside, defaults, a message
    third = EditorWindow(english, preferences_file=prefs)
    qtbot.addWidget(third)
    assert third.keeper.preferences.tool == "place" and list(
        tmp_path.glob("editor-settings.json.*")
    )
    assert "kept aside" in third.statusBar().currentMessage()


def test_a_recovery_copy_is_kept_while_edits_are_unsaved(qtbot, monkeypatch, tmp_path):
    monkeypatch.setattr("editor.files.recovery.AUTOSAVE_DELAY_MS", 30)
    w = EditorWindow(preferences_file=tmp_path / "prefs.json")
    qtbot.addWidget(w)
    w.ask_save_changes = lambda: QMessageBox.StandardButton.Discard
    copy = w.recovery.path
    w.session.push(place(w.session.doc, [(0, 0, 0), (2, 0, 0), (4, 0, 0)]))  # odd: kept anyway
    qtbot.waitUntil(copy.exists, timeout=3000)
    assert Recovered.model_validate_json(copy.read_text("utf-8")).document().tiles == {
        (0, 0, 0),
        (2, 0, 0),
        (4, 0, 0),
    }
    assert orphans() == []  # this editor is alive: its copy is not offered
    w.session.push(place(w.session.doc, [(6, 0, 0)]))
    assert w.files.save_to(tmp_path / "saved.json")
    assert not copy.exists()  # saved: nothing to recover
    w.actions_.undo.trigger()
    qtbot.waitUntil(copy.exists, timeout=3000)
    assert w.close()  # discarded on purpose
    assert not copy.exists()


CRASHING_EDITOR = """
import os, signal, sys
from PySide6.QtWidgets import QApplication, QMessageBox
from editor.editing.commands import place
from editor.window.main_window import EditorWindow
from editor.files.recovery import Recovered, orphans

app = QApplication(sys.argv)
window = EditorWindow()
window.files.open_path(sys.argv[1])
window.session.push(place(window.session.doc, [(40, 0, 0), (42, 0, 0)]))
window.recovery.write_now()
os.kill(os.getpid(), signal.SIGKILL)
"""


@pytest.mark.skipif(sys.platform == "win32", reason="kill -9")
def test_edits_survive_kill_9_and_are_offered_at_the_next_start(qtbot, tmp_path):
    layout = tmp_path / "mine.json"
    first = EditorWindow(preferences_file=tmp_path / "p.json")
    qtbot.addWidget(first)
    first.session.push(place(first.session.doc, [(0, 0, 0), (2, 0, 0)]))
    assert first.files.save_to(layout)
    first.close()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.run(
        [sys.executable, "-c", CRASHING_EDITOR, str(layout)], env=env, timeout=120
    )
    assert proc.returncode == -signal.SIGKILL
    w = EditorWindow(preferences_file=tmp_path / "p.json")
    qtbot.addWidget(w)
    asked = []
    w.ask_recover = lambda name, when: asked.append(name) or QMessageBox.StandardButton.Open
    w.ask_save_changes = lambda: QMessageBox.StandardButton.Discard
    assert w.offer_recovery()
    assert asked == ["My layout"]
    assert w.session.doc.tiles == {(0, 0, 0), (2, 0, 0), (40, 0, 0), (42, 0, 0)}
    assert w.files.path == layout and w.isWindowModified()
    assert len(orphans()) == 0  # taken: offered once
    later = EditorWindow(preferences_file=tmp_path / "p.json")
    qtbot.addWidget(later)
    assert not later.offer_recovery()  # the first window has it (and is alive)
