"""The tools issue 15 adds to the editor, driven through the real window."""

from __future__ import annotations

from PySide6.QtCore import Qt
from test_editor_defects import english, history_rows
from test_editor_window import cell_point, window

from editor.commands import block_between, place

editor_window = window
en = english


def test_block_between_grows_a_whole_tile_at_a_time_both_ways():
    assert block_between((0, 0, 0), (5, 3)) == [(x, y, 0) for y in (0, 2) for x in (0, 2, 4)]
    assert block_between((1, 1, 2), (4, 2)) == [(1, 1, 2), (3, 1, 2)]  # a half-offset block
    assert block_between((6, 6, 0), (3, 6)) == [(6, 6, 0), (4, 6, 0), (2, 6, 0)]  # to the left
    assert block_between((6, 6, 0), (6, 6)) == [(6, 6, 0)]


def test_the_fill_tool_fills_a_dragged_block_in_one_step(qtbot, editor_window, en):
    w = editor_window
    s = w.session
    s.push(place(s.doc, [(2, 2, 0)]))  # in the way: left out
    w.actions_.tool_fill.trigger()
    vp = w.view.viewport()
    start, end = cell_point(w, 0, 0, 0), cell_point(w, 5, 3, 0)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    qtbot.mouseMove(vp, (start + end) / 2)
    qtbot.mouseMove(vp, end)
    ghosts = dict(w.scene.ghost_positions())
    assert len(ghosts) == 6 and ghosts[(2, 2, 0)] is False and ghosts[(0, 0, 0)] is True
    assert len(s.doc) == 1  # nothing placed before the release
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    block = {(x, y, 0) for y in (0, 2) for x in (0, 2, 4)}
    assert s.doc.tiles == block
    assert history_rows(w)[-1] == "Fill a block of 5 tiles on level 1"
    w.actions_.undo.trigger()
    assert s.doc.tiles == {(2, 2, 0)}


def test_a_fill_pressed_on_a_half_cell_is_half_offset_and_mirrored(qtbot, editor_window):
    w = editor_window
    s = w.session
    w.actions_.tool_fill.trigger()
    w.set_mirror("vertical")
    vp = w.view.viewport()
    start, end = cell_point(w, 1, 1, 0), cell_point(w, 4, 1, 0)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    qtbot.mouseMove(vp, end)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    cx = w.scene.mirror_center[0]
    assert s.doc.tiles == {(1, 1, 0), (3, 1, 0), (cx - 3, 1, 0), (cx - 5, 1, 0)}


def test_clear_level_empties_the_current_level_only(qtbot, editor_window, en):
    w = editor_window
    s = w.session
    s.push(place(s.doc, [(0, 0, 0), (2, 0, 0), (1, 0, 1)]))
    s.set_current_level(0)
    w.actions_.level_clear.trigger()
    assert s.doc.tiles == {(1, 0, 1)} and s.doc.levels == 2
    assert history_rows(w)[-1] == "Clear level 1"
    w.actions_.undo.trigger()
    assert len(s.doc) == 3
