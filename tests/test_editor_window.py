"""The editor window driven like a user: clicks on the real canvas, actions, files, undo/redo."""

from __future__ import annotations

from pathlib import Path

import pytest
from editor_driver import EditorDriver, cell_point, click
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QMessageBox

from editor.editing.commands import Mirror, place, replace_tiles
from editor.window.main_window import EditorWindow, shortcut_texts
from mahjong_qt.core.layout import load_layout
from mahjong_qt.core.layout_library import list_layouts
from mahjong_qt.core.paths import user_paths

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def window(qtbot):
    w = EditorWindow()
    w.actions_.live_winnability.setChecked(False)  # tests of it turn it on
    w.messages = []
    w.tell = lambda icon, title, text: w.messages.append((icon, title, text))
    w.ask_save_changes = lambda: QMessageBox.StandardButton.Discard
    qtbot.addWidget(w)
    w.resize(1100, 750)
    w.show()
    qtbot.waitExposed(w)
    return w


SMALL = {(0, 0, 0), (2, 0, 0), (0, 2, 0), (2, 2, 0), (4, 1, 0), (6, 1, 0), (4, 4, 0), (1, 1, 1)}


def build_small_layout(qtbot, window):
    for x, y in ((0, 0), (2, 0), (0, 2), (2, 2), (4, 1), (6, 1), (4, 4)):
        click(qtbot, window, x, y, 0)
    window.actions_.level_up.trigger()  # level 1 exists only once a tile is on it: use on-top
    window.actions_.on_top.setChecked(True)
    click(qtbot, window, 1, 1, 1)  # over the four tiles: the cell of level 1's grid
    window.actions_.on_top.setChecked(False)


def test_build_by_clicks_save_and_load_back(qtbot, window, tmp_path):
    ed = EditorDriver(window, qtbot)
    build_small_layout(qtbot, window)
    assert ed.tiles == SMALL
    assert window.session.current_level == 1
    assert not ed.errors and not ed.warnings
    path = tmp_path / "small.json"
    assert window.files.save_to(path)
    loaded = load_layout(path)
    assert set(loaded.positions) == SMALL
    assert loaded.level_counts() == [7, 1]
    other = EditorWindow()
    qtbot.addWidget(other)
    assert other.files.open_path(path)
    assert other.session.doc.tiles == SMALL
    assert other.session.doc.to_model() == window.session.doc.to_model()
    other.checks.shutdown()


def test_ghost_shows_target_and_turns_red_over_a_tile(qtbot, window):
    ed = EditorDriver(window, qtbot)
    ed.click(4, 4, 0)
    qtbot.mouseMove(window.view.viewport(), cell_point(window, 10, 4, 0))
    assert ed.ghosts() == [((10, 4, 0), True)]
    qtbot.mouseMove(window.view.viewport(), cell_point(window, 5, 5, 0))
    assert ed.ghosts() == [((5, 5, 0), False)]
    ed.click(5, 5, 0)  # refused: it would overlap
    assert ed.tiles == {(4, 4, 0)}


def test_drag_paints_a_row_as_one_undo_step(qtbot, window):
    ed = EditorDriver(window, qtbot)
    ed.drag((2, 3), (13, 4), 0)
    assert ed.tiles == {(x, 3, 0) for x in (2, 4, 6, 8, 10, 12)}
    ed.undo()
    assert ed.tiles == set()
    ed.redo()
    assert len(ed.tiles) == 6


def test_mirror_drawing_places_the_mirrored_tile(qtbot, window):
    ed = EditorDriver(window, qtbot)
    window.scene.set_mirror_axes((20, 12))
    window.toolbox.set_mirror(Mirror.VERTICAL)
    ed.click(2, 3, 0)
    assert ed.tiles == {(2, 3, 0), (16, 3, 0)}
    window.toolbox.set_mirror(Mirror.BOTH)
    ed.click(4, 0, 0)
    assert {(4, 0, 0), (14, 0, 0), (4, 10, 0), (14, 10, 0)} <= ed.tiles
    ed.undo()
    assert ed.tiles == {(2, 3, 0), (16, 3, 0)}


def test_erase_by_click_drag_and_right_button(qtbot, window):
    ed = EditorDriver(window, qtbot)
    window.session.push(place(window.session.doc, [(x, 0, 0) for x in range(0, 16, 2)]))
    ed.click(14, 0, 0, Qt.MouseButton.RightButton)  # right-click erases (place tool)
    ed.act("tool_erase")
    ed.click(0, 0, 0)
    ed.drag((4, 0), (9, 0), 0)
    assert ed.tiles == {(2, 0, 0), (10, 0, 0), (12, 0, 0)}
    for _ in range(3):
        ed.undo()
    assert len(ed.tiles) == 8


def test_select_rubber_band_move_by_keys_copy_paste_delete(qtbot, window):
    ed = EditorDriver(window, qtbot)
    window.session.push(place(window.session.doc, [(0, 0, 0), (2, 0, 0), (8, 0, 0)]))
    ed.act("tool_select")
    vp = window.view.viewport()
    a = window.view.mapFromScene(QPointF(-10, -10))
    b = cell_point(window, 3, 1, 0)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    qtbot.mouseMove(vp, b)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)
    assert window.selected() == {(0, 0, 0), (2, 0, 0)}
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    qtbot.keyClick(window.view, Qt.Key.Key_Down)
    assert window.selected() == {(1, 1, 0), (3, 1, 0)}
    assert ed.tiles == {(1, 1, 0), (3, 1, 0), (8, 0, 0)}
    ed.act("copy")
    ed.act("paste")
    ed.click(3, 3, 0)  # the copy's top-left goes where the click is
    assert len(ed.tiles) == 5
    assert window.selected() == {(3, 3, 0), (5, 3, 0)}
    ed.act("delete")
    assert len(ed.tiles) == 3
    ed.click(8, 0, 0)  # a click selects one tile
    assert window.selected() == {(8, 0, 0)}
    ed.act("cut")
    ed.act("paste")
    ed.click(8, 0, 0)
    assert (8, 0, 0) in ed.tiles
    stack = window.session.undo_stack
    while stack.canUndo():
        stack.undo()
    assert ed.tiles == set()


def test_drag_moves_the_selection(qtbot, window):
    ed = EditorDriver(window, qtbot)
    window.session.push(place(window.session.doc, [(0, 0, 0), (2, 0, 0)]))
    ed.act("tool_select")
    ed.click(0, 0, 0)
    ed.drag((0, 0), (4, 2), 0)
    assert ed.tiles == {(4, 2, 0), (2, 0, 0)}
    ed.undo()
    assert ed.tiles == {(0, 0, 0), (2, 0, 0)}


def test_level_actions_undo_and_redo(qtbot, window):
    s = window.session
    s.push(place(s.doc, [(0, 0, 0), (2, 0, 0), (1, 0, 1)]))
    before = set(s.doc.tiles)
    a = window.actions_
    s.set_current_level(0)
    steps = [
        (a.level_insert, {(0, 0, 0), (2, 0, 0), (1, 0, 2)}),
        (a.level_lower, None),
        (a.level_raise, None),
        (a.level_duplicate, None),
        (a.level_delete, None),
        (a.shift_level_right, None),
        (a.shift_all_down, None),
    ]
    states = [set(s.doc.tiles)]
    for action, expected in steps:
        action.trigger()
        if expected is not None:
            assert s.doc.tiles == expected
        states.append(set(s.doc.tiles))
    for state in reversed(states[:-1]):
        s.undo_stack.undo()
        assert s.doc.tiles == state
    assert s.doc.tiles == before
    for state in states[1:]:
        s.undo_stack.redo()
        assert s.doc.tiles == state


def test_level_up_from_the_top_goes_to_the_empty_level_above(qtbot, window):
    ed = EditorDriver(window, qtbot)
    s = window.session
    ed.click(0, 0, 0)
    ed.click(2, 0, 0)
    ed.act("level_up")
    assert (s.doc.levels, s.current_level) == (1, 1)  # not an edit: the level is listed only
    assert window.layer_panel.list.count() == 2
    assert s.undo_stack.count() == 2
    ed.click(1, 0, 1)  # straddles the two tiles below
    assert (1, 0, 1) in s.doc.tiles and s.doc.levels == 2
    ed.act("level_down")
    assert s.current_level == 0
    for _ in range(3):
        ed.undo()
    assert s.doc.levels == 1 and s.current_level == 0


def test_layer_panel_counts_select_and_hide(qtbot, window):
    s = window.session
    s.push(place(s.doc, [(0, 0, 0), (2, 0, 0), (1, 0, 1)]))
    panel = window.layer_panel
    assert panel.list.count() == 2
    assert "2" in panel.list.item(1).text() and "1" in panel.list.item(0).text()
    panel.list.setCurrentRow(0)  # the top row is the top level
    assert s.current_level == 1
    panel.list.item(1).setCheckState(Qt.CheckState.Unchecked)
    assert not window.scene.items_by_pos[(0, 0, 0)].isVisible()
    assert window.scene.items_by_pos[(1, 0, 1)].isVisible()
    s.set_current_level(0)
    window.actions_.ghost_upper.setChecked(False)  # upper levels hidden
    assert not window.scene.items_by_pos[(1, 0, 1)].isVisible()


def test_validation_panel_shows_overlap_and_clears_it_after_undo(qtbot, window):
    ed = EditorDriver(window, qtbot)
    s = window.session
    s.push(place(s.doc, [(0, 0, 0), (4, 0, 0)]))
    assert not ed.errors
    s.push(replace_tiles(s.doc, [(3, 0, 0), (4, 0, 0)]))  # as a foreign file may have it
    assert [e.code for e in ed.errors] == ["overlap"]
    texts = window.validation_panel.issue_texts()
    assert any("Overlap" in t for t in texts)
    window.validation_panel.issues.setCurrentRow(0)
    assert window.scene.highlighted == {(3, 0, 0), (4, 0, 0)}
    assert window.scene.items_by_pos[(4, 0, 0)].look().invalid
    ed.undo()
    assert not ed.errors
    assert not any("Overlap" in t for t in window.validation_panel.issue_texts())


def test_save_refuses_errors_and_saves_with_warnings(qtbot, window, tmp_path):
    ed = EditorDriver(window, qtbot)
    s = window.session
    s.push(place(s.doc, [(0, 0, 0)]))
    assert not window.files.save_to(tmp_path / "odd.json")
    assert not (tmp_path / "odd.json").exists()
    assert "odd" in window.messages[-1][2]
    s.push(place(s.doc, [(8, 0, 1)]))  # even now; floating, and 2 is not a multiple of 4
    assert {w.code for w in ed.warnings} == {"floating", "not_multiple_of_4"}
    assert window.files.save_to(tmp_path / "warn.json")
    assert load_layout(tmp_path / "warn.json").tile_count == 2


def test_save_goes_to_user_layout_folder_where_the_game_lists_it(qtbot, window):
    ed = EditorDriver(window, qtbot)
    from editor.editing.commands import edit_metadata, place
    from editor.editing.document import Metadata

    s = window.session
    s.push(place(s.doc, [(0, 0, 0), (2, 0, 0), (4, 0, 0), (6, 0, 0)]))
    s.push(edit_metadata(s.doc, Metadata(id="mine", name_en="Mine", name_fr="La mienne")))
    assert window.actions_.save.isEnabled()
    ed.act("save")
    expected = user_paths().layouts_dir / "mine.mahjong.json"
    assert expected.exists() and window.files.path == expected
    assert not window.isWindowModified()
    entries = [e for e in list_layouts(user_paths().layouts_dir) if e.source == "user"]
    assert [e.id for e in entries] == ["mine"]


def test_first_save_names_the_layout_and_never_overwrites_silently(qtbot, window, monkeypatch):
    ed = EditorDriver(window, qtbot)
    from editor.files.metadata_dialog import MetadataDialog

    def name_it(dialog):
        dialog.id_edit.setText("castle")
        dialog.name_en.setText("Castle")
        return MetadataDialog.DialogCode.Accepted

    monkeypatch.setattr(MetadataDialog, "exec", name_it)
    s = window.session
    s.push(place(s.doc, [(0, 0, 0), (2, 0, 0)]))
    assert window.files.file_save()
    assert window.files.path == user_paths().layouts_dir / "castle.mahjong.json"
    asked = []
    monkeypatch.setattr(
        "editor.files.file_actions.QFileDialog.getSaveFileName",
        lambda *args: asked.append(args) or ("", ""),
    )
    ed.act("new")  # a new layout, edits discarded
    s.push(place(s.doc, [(0, 0, 0), (4, 0, 0)]))
    assert not window.files.file_save()  # castle.mahjong.json exists: "save as" is offered instead
    assert len(asked) == 1
    assert load_layout(user_paths().layouts_dir / "castle.mahjong.json").positions == (
        (0, 0, 0),
        (2, 0, 0),
    )


def test_space_and_left_drag_pans_instead_of_placing(qtbot, window):
    ed = EditorDriver(window, qtbot)
    window.view.zoom_in()
    window.view.setFocus()
    qtbot.keyPress(window.view, Qt.Key.Key_Space)
    before = window.view.horizontalScrollBar().value()
    ed.drag((2, 2), (12, 2), 0)
    qtbot.keyRelease(window.view, Qt.Key.Key_Space)
    assert ed.tiles == set()
    assert window.view.horizontalScrollBar().value() != before
    ed.click(2, 2, 0)
    assert ed.tiles == {(2, 2, 0)}


def test_no_two_actions_share_a_shortcut(window):
    texts = shortcut_texts(window)
    assert len(texts) == len(set(texts)), sorted(t for t in texts if texts.count(t) > 1)


def test_clearability_is_checked_after_edits(qtbot, window):
    from editor.checking.analysis import ClearState

    s = window.session
    s.push(place(s.doc, [(0, 0, 0), (0, 0, 1)]))  # a stack of two: never both free
    assert window.validation_panel.clear_state == ClearState.CHECKING
    window.checks.check_now()
    assert window.validation_panel.clear_state == ClearState.NOT_CLEARABLE
    assert "No" in window.validation_panel.clear_label.text()
    s.push(place(s.doc, [(4, 0, 0), (6, 0, 0)]))
    qtbot.waitUntil(lambda: window.validation_panel.clear_state == ClearState.CLEARABLE)
    s.push(place(s.doc, [(10, 0, 0)]))  # odd: not checked until the errors are fixed
    assert window.validation_panel.clear_state == ClearState.NOT_CHECKED


def test_background_runner_runs_in_another_process(qtbot):
    import os
    import time

    from editor.checking.background import BackgroundRunner

    runner = BackgroundRunner()
    results = []
    ticket = runner.submit(time.sleep, 0.2, on_done=lambda r, e: results.append("slept"))
    runner.cancel(ticket)  # forgotten: its result is dropped
    runner.submit(os.getpid, on_done=lambda r, e: results.append((r, e)))
    qtbot.waitUntil(lambda: bool(results), timeout=30_000)
    runner.shutdown()
    assert len(results) == 1
    assert results[0][1] is None and results[0][0] != os.getpid()


def test_test_deals_reports_winnable_deals(qtbot, window):
    pytest.importorskip("mahjong_qt.core.solver")
    from editor.checking import analysis

    assert window.files.open_path(ROOT / "layouts" / "turtle.json")
    verdict = analysis.solve_deal(window.session.doc.positions(), 1)
    assert verdict in ("winnable", "not_winnable", "unknown")
    row = [(4 * i, 0, 0) for i in range(8)]  # apart from each other: every deal is winnable
    assert window.session.push(replace_tiles(window.session.doc, row))
    deals = window.validation_panel.deals
    window.checks.test_deals(deals=3)  # in the worker processes
    assert "…" in deals.label.text()
    qtbot.waitUntil(lambda: deals.report is not None, timeout=60_000)
    assert deals.report.winnable == 3
    assert "3 of 3" in deals.label.text()


def test_language_switch_retranslates_live(qtbot, window):
    from PySide6.QtWidgets import QApplication

    from mahjong_qt.ui.i18n import Translations

    translations = Translations(QApplication.instance(), ("editor", "mahjong_qt"))
    window.translations = translations
    window.set_language("fr")
    QApplication.processEvents()
    try:
        assert window.menus.file.title() == "&Fichier"
        assert window.actions_.tool_place.text() == "&Poser"
        assert "tuile" in window.layer_panel.list.item(0).text()
    finally:
        window.set_language("en")
        QApplication.processEvents()
    assert window.menus.file.title() == "&File"


def test_properties_dialog_edits_metadata_with_undo(qtbot, window, monkeypatch):
    ed = EditorDriver(window, qtbot)
    from editor.files.metadata_dialog import MetadataDialog

    def fake_exec(dialog):
        dialog.id_edit.setText("new-one")
        dialog.name_en.setText("New one")
        dialog.name_fr.setText("Nouvelle")
        dialog.author.setText("Me")
        return MetadataDialog.DialogCode.Accepted

    monkeypatch.setattr(MetadataDialog, "exec", fake_exec)
    window.edits.edit_properties()
    m = ed.metadata
    assert (m.id, m.name_en, m.name_fr, m.author) == ("new-one", "New one", "Nouvelle", "Me")
    assert "New one" in window.windowTitle()
    ed.undo()
    assert ed.metadata.id == "my-layout"


def test_screenshot_command_writes_a_png(tmp_path):
    from editor.main import main

    out = tmp_path / "shot.png"
    assert (
        main(["--screenshot", str(out), "--size", "900x600", str(ROOT / "layouts/turtle.json")])
        == 0
    )
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_copy_goes_through_the_system_clipboard_to_another_window(qtbot, window):
    ed = EditorDriver(window, qtbot)
    from PySide6.QtCore import QMimeData
    from PySide6.QtGui import QGuiApplication

    from editor.editing.clipboard import MIME_TYPE, tiles_from_mime

    window.session.push(place(window.session.doc, [(0, 0, 0), (2, 0, 0)]))
    window.session.set_selection({(0, 0, 0), (2, 0, 0)})
    ed.act("copy")
    other = EditorWindow()
    qtbot.addWidget(other)
    other.show()
    qtbot.waitExposed(other)
    other.actions_.paste.trigger()
    click(qtbot, other, 0, 0, 0)
    assert other.session.doc.tiles == {(0, 0, 0), (2, 0, 0)}
    other.session.undo_stack.setClean()  # closes without asking
    junk = QMimeData()
    junk.setData(MIME_TYPE, b'[[0, 0, "x"]]')
    assert tiles_from_mime(junk) == ()
    QGuiApplication.clipboard().setMimeData(junk)
    ed.act("paste")  # falls back to the editor's own copy
    ed.click(0, 4, 0)
    assert len(ed.tiles) == 4


def test_select_all_on_a_level_and_delete(qtbot, window):
    ed = EditorDriver(window, qtbot)
    s = window.session
    s.push(place(s.doc, [(0, 0, 0), (2, 0, 0), (1, 0, 1)]))
    s.set_current_level(0)
    ed.act("select_all")
    assert window.selected() == {(0, 0, 0), (2, 0, 0)}
    ed.act("delete")
    assert s.doc.tiles == {(1, 0, 1)}
    ed.undo()
    assert len(s.doc.tiles) == 3
    ed.act("deselect")
    assert window.selected() == frozenset()


def test_on_top_mode_places_and_erases_the_top_tile_under_the_pointer(qtbot, window):
    ed = EditorDriver(window, qtbot)
    s = window.session
    s.push(place(s.doc, [(0, 0, 0), (2, 0, 0)]))
    window.actions_.on_top.setChecked(True)
    ed.click(1, 0, 1)  # the pointer over both tiles: goes on level 1
    ed.click(1, 0, 2)  # over that one: level 2
    assert {(1, 0, 1), (1, 0, 2)} <= s.doc.tiles
    assert s.current_level == 2
    ed.act("tool_erase")
    ed.click(1, 0, 2)  # erases the top tile only
    assert (1, 0, 2) not in s.doc.tiles and (1, 0, 1) in s.doc.tiles


def test_properties_dialog_accepts_only_a_valid_id_and_both_names(qtbot):
    from PySide6.QtWidgets import QDialogButtonBox

    from editor.editing.document import Metadata
    from editor.files.metadata_dialog import MetadataDialog

    dialog = MetadataDialog(Metadata())
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.isEnabled()
    dialog.id_edit.setText("")
    assert not ok.isEnabled()
    qtbot.keyClicks(dialog.id_edit, "Big Tower!")  # the validator keeps only what is allowed
    assert dialog.id_edit.text() == "igower"
    dialog.name_fr.setText("  ")
    assert not ok.isEnabled()
    dialog.name_fr.setText("Grande tour")
    dialog.description_fr.setPlainText("Une tour.")
    assert ok.isEnabled()
    assert dialog.metadata().description_fr == "Une tour."


def test_properties_refuse_the_id_of_a_game_layout(qtbot):
    from PySide6.QtWidgets import QDialogButtonBox

    from editor.editing.document import Metadata
    from editor.files.metadata_dialog import MetadataDialog

    dialog = MetadataDialog(Metadata(id="castle", name_en="Castle", name_fr="Château"))
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.isEnabled() and dialog.id_taken.isHidden()
    dialog.id_edit.setText("turtle")  # the game's Turtle: records and look-ups would mix
    assert not ok.isEnabled() and not dialog.id_taken.isHidden()
    dialog.id_edit.setText("turtle-2")
    assert ok.isEnabled() and dialog.id_taken.isHidden()
