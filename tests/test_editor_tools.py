"""The tools issue 15 adds to the editor, driven through the real window."""

from __future__ import annotations

from pathlib import Path

import pytest
from editor_driver import EditorDriver
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from test_editor_defects import english, history_rows
from test_editor_window import cell_point, window

from editor.canvas.preview_3d import turned
from editor.editing.commands import block_between, place
from editor.files.file_io import import_layout
from editor.panels.layer_panel import THUMB
from mahjong_qt.core.formats import normalise
from mahjong_qt.core.layout import load_layout

ROOT = Path(__file__).resolve().parent.parent
TURTLE = load_layout(ROOT / "layouts" / "turtle.json")

editor_window = window
en = english


def test_block_between_grows_a_whole_tile_at_a_time_both_ways():
    assert block_between((0, 0, 0), (5, 3)) == [(x, y, 0) for y in (0, 2) for x in (0, 2, 4)]
    assert block_between((1, 1, 2), (4, 2)) == [(1, 1, 2), (3, 1, 2)]  # a half-offset block
    assert block_between((6, 6, 0), (3, 6)) == [(6, 6, 0), (4, 6, 0), (2, 6, 0)]  # to the left
    assert block_between((6, 6, 0), (6, 6)) == [(6, 6, 0)]


def test_the_fill_tool_fills_a_dragged_block_in_one_step(qtbot, editor_window, en):
    w = editor_window
    ed = EditorDriver(w, qtbot)
    s = w.session
    s.push(place(s.doc, [(2, 2, 0)]))  # in the way: left out
    ed.act("tool_fill")
    vp = w.view.viewport()
    start, end = cell_point(w, 0, 0, 0), cell_point(w, 5, 3, 0)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    qtbot.mouseMove(vp, (start + end) / 2)
    qtbot.mouseMove(vp, end)
    ghosts = dict(ed.ghosts())
    assert len(ghosts) == 6 and ghosts[(2, 2, 0)] is False and ghosts[(0, 0, 0)] is True
    assert len(s.doc) == 1  # nothing placed before the release
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    block = {(x, y, 0) for y in (0, 2) for x in (0, 2, 4)}
    assert s.doc.tiles == block
    assert history_rows(w)[-1] == "Fill a block of 5 tiles on level 1"
    ed.undo()
    assert s.doc.tiles == {(2, 2, 0)}


def test_a_fill_pressed_on_a_half_cell_is_half_offset_and_mirrored(qtbot, editor_window):
    w = editor_window
    ed = EditorDriver(w, qtbot)
    s = w.session
    ed.act("tool_fill")
    w.toolbox.set_mirror("vertical")
    vp = w.view.viewport()
    start, end = cell_point(w, 1, 1, 0), cell_point(w, 4, 1, 0)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    qtbot.mouseMove(vp, end)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    cx = w.scene.mirror_center[0]
    assert s.doc.tiles == {(1, 1, 0), (3, 1, 0), (cx - 3, 1, 0), (cx - 5, 1, 0)}


def test_clear_level_empties_the_current_level_only(qtbot, editor_window, en):
    w = editor_window
    ed = EditorDriver(w, qtbot)
    s = w.session
    s.push(place(s.doc, [(0, 0, 0), (2, 0, 0), (1, 0, 1)]))
    s.set_current_level(0)
    ed.act("level_clear")
    assert s.doc.tiles == {(1, 0, 1)} and s.doc.levels == 2
    assert history_rows(w)[-1] == "Clear level 1"
    ed.undo()
    assert len(s.doc) == 3


def _in_the_dialog(qtbot, action, then):
    """Trigger ``action`` and run ``then(dialog)`` on the modal dialog it opens."""
    seen = []

    def act():
        dialog = QApplication.activeModalWidget()
        seen.append(dialog)
        then(dialog)

    QTimer.singleShot(0, act)
    action.trigger()
    assert seen, "no dialog opened"
    return seen[0]


@pytest.mark.parametrize(
    ("index", "suffix", "first_line"),
    [(0, ".layout", "kmahjongg-layout-v1.1"), (1, ".map", "<?xml"), (2, ".lay", "Kyodai 3.0")],
)
def test_export_previews_the_file_then_writes_it_round_trip_exact(
    qtbot, editor_window, tmp_path, monkeypatch, index, suffix, first_line
):
    w = editor_window
    assert w.files.open_path(ROOT / "layouts" / "turtle.json")
    target = tmp_path / f"out{suffix}"
    monkeypatch.setattr(
        "editor.files.file_actions.QFileDialog.getSaveFileName", lambda *a: (str(target), "")
    )
    previews = []

    def choose(dialog):
        dialog.format_box.setCurrentIndex(index)
        previews.append(dialog.preview.toPlainText())
        assert dialog.problem.isHidden()
        dialog.accept()

    _in_the_dialog(qtbot, w.actions_.export, choose)
    assert previews[0].startswith(first_line)
    text = target.read_text("utf-8")
    assert text.startswith(first_line)
    assert import_layout(target).tiles == set(normalise(TURTLE.positions))


def test_export_says_why_a_layout_does_not_fit_kyodai(qtbot, editor_window):
    w = editor_window
    w.session.push(place(w.session.doc, [(0, 0, z) for z in range(6)]))
    states = []

    def look(dialog):
        dialog.format_box.setCurrentIndex(2)
        save = dialog.buttons.button(QDialogButtonBox.StandardButton.Save)
        states.append((dialog.problem.text(), save.isEnabled(), dialog.preview.toPlainText()))
        dialog.format_box.setCurrentIndex(0)
        states.append((dialog.problem.isHidden(), save.isEnabled()))
        dialog.reject()

    _in_the_dialog(qtbot, w.actions_.export, look)
    (reason, enabled, preview), (hidden, enabled_again) = states
    assert "Kyodai" in reason and "6 levels" in reason and not enabled and preview == ""
    assert hidden and enabled_again


def test_the_category_is_edited_saved_and_exported(qtbot, editor_window, tmp_path, monkeypatch):
    from editor.files.metadata_dialog import MetadataDialog

    def fill_in(dialog):
        dialog.id_edit.setText("zoo")
        dialog.name_en.setText("Zoo")
        dialog.category.setText("Animals")
        return MetadataDialog.DialogCode.Accepted

    monkeypatch.setattr(MetadataDialog, "exec", fill_in)
    w = editor_window
    w.session.push(place(w.session.doc, [(0, 0, 0), (2, 0, 0)]))
    w.actions_.properties.trigger()
    assert w.session.doc.metadata.category == "Animals"
    assert w.files.save_to(tmp_path / "zoo.json")
    assert load_layout(tmp_path / "zoo.json").model.category == "Animals"
    assert w.files.export_to(tmp_path / "zoo.lay")
    assert "Zoo :: Animals" in (tmp_path / "zoo.lay").read_text("utf-8")
    assert import_layout(tmp_path / "zoo.lay").metadata.category == "Animals"


def test_the_status_bar_shows_the_x_y_z_extents(qtbot, editor_window):
    w = editor_window
    ed = EditorDriver(w, qtbot)
    assert w.status_line.extents.text() == "Empty layout"
    ed.click(3, 1, 0)
    assert w.status_line.extents.text() == "x 3–4, y 1–2, levels 1–1"
    w.session.push(place(w.session.doc, [(10, 6, 0), (6, 3, 2)]))
    assert w.status_line.extents.text() == "x 3–11, y 1–7, levels 1–3"
    assert w.status_line.extents.isVisible()


def test_each_level_of_the_list_has_its_picture(qtbot, editor_window):
    w = editor_window
    panel = w.layer_panel
    w.session.push(place(w.session.doc, [(0, 0, 0), (2, 0, 0), (1, 0, 1), (8, 0, 0)]))
    qtbot.waitUntil(lambda: not panel.list.item(0).icon().isNull(), timeout=3000)
    images = [panel.list.item(r).icon().pixmap(THUMB).toImage() for r in range(2)]
    assert panel.list.count() == 2 and not any(i.isNull() for i in images)
    assert images[0] != images[1]  # level 2 picked out in one, level 1 in the other
    before = images[0]
    w.session.push(place(w.session.doc, [(9, 0, 1)]))  # a moment after the edit, redrawn
    qtbot.waitUntil(lambda: panel.list.item(0).icon().pixmap(THUMB).toImage() != before)


def test_turned_sees_the_layout_from_each_side():
    row = [(0, 0, 0), (2, 0, 0), (4, 0, 1)]
    assert sorted(turned(row, 1)) == [(0, 0, 0), (0, 2, 0), (0, 4, 1)]  # the row stands up
    assert sorted(turned(row, 4)) == sorted(row)
    assert sorted(turned(turned(row, 1), 3)) == sorted(row)


def test_the_3d_preview_shows_every_level_live_and_turns(qtbot, editor_window):
    w = editor_window
    ed = EditorDriver(w, qtbot)
    w.session.push(place(w.session.doc, [(0, 0, 0), (2, 0, 0), (1, 0, 1)]))
    assert not w.preview_dock.isVisible() and not w.actions_.preview.isChecked()
    ed.act("preview")  # View ▸ 3-D Preview (F3)
    assert w.preview_dock.isVisible()
    items = w.preview.scene.items()
    assert sorted(i.position for i in items) == [(0, 0, 0), (1, 0, 1), (2, 0, 0)]
    assert all(i.isVisible() and not i.look().dimmed for i in items)
    with qtbot.waitSignal(w.preview.rebuilt, timeout=3000):
        w.session.push(place(w.session.doc, [(6, 0, 0)]))  # live, a moment after the edit
    assert len(w.preview.scene.items()) == 4
    qtbot.mouseClick(w.preview.turn_right, Qt.MouseButton.LeftButton)
    assert sorted(i.position for i in w.preview.scene.items()) == sorted(turned(ed.tiles, 1))
    assert w.preview.side.text() == "Seen from the left"
