"""The editor as a designer uses it (issue 25), driven through the real window with pointer
events: the view keeps still as the grid grows, paste and move follow mirror drawing, undo and
redo show the level they changed."""

from __future__ import annotations

import pytest
from editor_driver import EditorDriver
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication
from test_editor_window import cell_point, window

from editor.editing.commands import Mirror, replace_tiles
from editor.window.main_window import EditorWindow
from mahjong_qt.ui.i18n import Translations

editor_window = window  # the fixture: a shown editor window that answers its own dialogs


@pytest.fixture
def english(qapp):
    """The English catalogs (their plural forms: "1 tile", "2 tiles")."""
    translations = Translations(QApplication.instance(), ("editor", "mahjong_qt"))
    translations.set_language("en")
    yield translations


def cell_under(w: EditorWindow, pos: QPoint, z: int = 0) -> tuple[int, int]:
    """The half-tile cell of level ``z`` under the viewport point ``pos``, as the view shows it."""
    return w.scene.geometry.cell_at(w.view.map_to_scene_f(QPointF(pos)), z)


def test_growing_the_grid_keeps_the_zoom_and_the_cell_under_the_pointer(qtbot, editor_window):
    w = editor_window
    ed = EditorDriver(w, qtbot)
    ed.act("new")
    qtbot.wait(10)
    cols, _rows = w.scene.grid
    pos = cell_point(w, cols - 5, 4, 0)
    scale = w.view.current_scale()
    assert cell_under(w, pos) == (cols - 5, 4)
    qtbot.mouseMove(w.view.viewport(), pos)
    before = w.view.content_rect()
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert w.scene.grid[0] > cols  # the grid grew
    assert ed.tiles == {(cols - 5, 4, 0)}
    qtbot.waitUntil(lambda: w.view.content_rect() != before)  # the view follows, button up
    assert cell_under(w, pos) == (cols - 5, 4)  # the pointer is still over the same cell
    assert abs(w.view.current_scale() - scale) < 1e-9  # at the same zoom
    right = pos + QPoint(round(2 * (cell_point(w, 1, 0, 0) - cell_point(w, 0, 0, 0)).x()), 0)
    qtbot.mouseMove(w.view.viewport(), right)
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=right)
    assert ed.tiles == {(cols - 5, 4, 0), (cols - 3, 4, 0)}  # the next tile beside
    ed.act("fit")  # Fit shows the whole grown grid again
    assert w.view.is_fitting() and w.view.current_scale() < scale


def test_the_first_click_with_mirror_drawing_does_not_move_the_view(qtbot, editor_window):
    w = editor_window
    ed = EditorDriver(w, qtbot)
    ed.act("new")
    ed.act("mirror_vertical")
    cols, _rows = w.scene.grid
    pos = cell_point(w, 1, 6, 0)
    qtbot.mouseMove(w.view.viewport(), pos)
    before = w.view.content_rect()
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert w.scene.grid[0] > cols  # the mirror image near the right edge grew the grid
    qtbot.waitUntil(lambda: w.view.content_rect() != before)
    assert (1, 6, 0) in ed.tiles and len(ed.tiles) == 2
    assert cell_under(w, pos) == (1, 6)
    w.toolbox.set_mirror(Mirror.NONE)
    ed.click(1, 9, 0)
    assert (1, 9, 0) in ed.tiles


def history_rows(w: EditorWindow) -> list[str]:
    model = w.history.model()
    return [model.index(i, 0).data() for i in range(model.rowCount())]


def test_paste_move_and_delete_follow_mirror_drawing(qtbot, editor_window, english):
    w = editor_window
    ed = EditorDriver(w, qtbot)
    s = w.session
    ed.click(2, 2, 0)
    ed.click(20, 2, 0)
    ed.act("tool_select")
    ed.click(2, 2, 0)
    ed.act("copy")
    ed.act("mirror_vertical")
    assert w.scene.mirror_center == (24, 6)  # the axis through the layout's centre
    qtbot.mouseMove(w.view.viewport(), cell_point(w, 4, 8, 0))
    ed.act("paste")
    assert ed.ghosts() == [((4, 8, 0), True), ((18, 8, 0), True)]
    ed.click(4, 8, 0)
    assert {(4, 8, 0), (18, 8, 0)} <= s.doc.tiles and len(s.doc.tiles) == 4
    assert history_rows(w)[-1] == "Paste 2 tiles on level 1"
    assert s.selection == {(4, 8, 0), (18, 8, 0)}
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key.Key_Right)  # the first tile's side moves right, its image left
    assert s.selection == {(5, 8, 0), (17, 8, 0)}
    assert history_rows(w)[-1] == "Move 2 tiles right"
    drag_from, drag_to = cell_point(w, 17, 8, 0), cell_point(w, 19, 9, 0)
    vp = w.view.viewport()
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, drag_from)
    qtbot.mouseMove(vp, drag_to)
    assert set(ed.ghosts()) == {((19, 9, 0), True), ((3, 9, 0), True)}
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, drag_to)
    assert {(19, 9, 0), (3, 9, 0)} <= s.doc.tiles and (17, 8, 0) not in s.doc.tiles
    ed.act("deselect")
    ed.click(3, 9, 0)
    assert s.selection == {(3, 9, 0)}
    ed.act("delete")  # the image goes too
    assert s.doc.tiles == {(2, 2, 0), (20, 2, 0)}
    ed.undo()
    assert {(19, 9, 0), (3, 9, 0)} <= s.doc.tiles


def test_the_mirror_axes_go_under_the_pointer_and_back_to_the_centre(qtbot, editor_window):
    w = editor_window
    ed = EditorDriver(w, qtbot)
    ed.click(0, 0, 0)
    qtbot.mouseMove(w.view.viewport(), cell_point(w, 10, 5, 0))
    ed.act("mirror_here")
    assert w.scene.mirror_center == (21, 11)  # through the middle of cell (10, 5)
    ed.act("mirror_vertical")  # a chosen axis stays where it was put
    assert w.scene.mirror_center == (21, 11)
    ed.click(2, 0, 0)
    assert (17, 0, 0) in ed.tiles  # 21 - 2 - 2
    ed.act("mirror_center")
    assert w.scene.mirror_center == (19, 2)  # tiles from x 0 to 17 (+2): the axis at 9.5


def test_undo_and_redo_show_the_level_they_change(qtbot, editor_window):
    w = editor_window
    ed = EditorDriver(w, qtbot)
    s = w.session
    ed.act("tool_fill")
    ed.drag((0, 0), (7, 5), 0)
    ed.act("level_up")
    ed.drag((2, 2), (5, 5), 1)
    assert s.current_level == 1 and len(s.doc.on_level(1)) == 4
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key.Key_PageDown)
    assert s.current_level == 0
    qtbot.keyClick(w.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # undo
    assert s.current_level == 1 and not s.doc.on_level(1)  # where the block went from
    qtbot.keyClick(w.view, Qt.Key.Key_PageDown)
    ed.redo()
    assert s.current_level == 1 and len(s.doc.on_level(1)) == 4  # where it came back
    assert w.layer_panel.list.currentRow() == w.layer_panel.list.count() - 2  # shown selected
    ed.undo()
    ed.undo()  # the level 1 block, then level 0's
    assert s.current_level == 0 and not s.doc.tiles


def test_test_deals_is_up_to_date_again_after_undoing_back_to_the_tested_layout(
    qtbot, editor_window
):
    w = editor_window
    ed = EditorDriver(w, qtbot)
    s = w.session
    assert s.push(replace_tiles(s.doc, [(4 * i, 0, 0) for i in range(8)]))
    deals = w.validation_panel.deals
    w.checks.test_deals(deals=2)
    qtbot.waitUntil(lambda: deals.report is not None, timeout=60_000)
    tested = deals.label.text()
    ed.click(0, 6, 0)
    ed.click(4, 6, 0)
    assert deals.stale and "Before the last edit" in deals.label.text()
    ed.undo()
    assert deals.stale  # still not the layout tested
    ed.undo()
    assert not deals.stale and deals.label.text() == tested and deals.label.isEnabled()
    ed.redo()
    assert deals.stale


def test_the_editor_and_my_layouts_show_one_estimate_with_its_interval(
    qtbot, editor_window, english
):
    from test_editor_winnability import PILES

    from editor.checking.difficulty_estimate import Estimator
    from editor.checking.difficulty_text import deals_share, games_share
    from mahjong_qt.core.paths import user_paths

    w = editor_window
    small = Estimator(pieces=2)
    w.live.estimator = small
    w.actions_.live_winnability.setChecked(True)
    assert w.session.push(replace_tiles(w.session.doc, PILES))
    qtbot.waitUntil(lambda: w.live.sample is not None and w.live.final, timeout=60_000)
    live = w.live.sample
    winnable, games = deals_share(live.winnable_share), games_share(live.random_win_share)
    assert "8 deals" in winnable and "64 games" in games and "–" in winnable
    panel = w.validation_panel.deals.estimate_label.text()
    assert winnable in panel and games in panel
    folder = user_paths().layouts_dir
    folder.mkdir(parents=True, exist_ok=True)
    assert w.files.save_to(folder / "piles.json")  # saved: the estimate is kept for My Layouts
    manager = w.show_layout_manager()
    shown = manager.table.item(0, 4).text()
    assert winnable in shown and games in shown  # the same figure, interval and sample size
    manager.tester.estimator = small
    manager.toggle_test_all()
    qtbot.waitUntil(lambda: not manager.tester.running, timeout=60_000)
    assert manager.table.item(0, 4).text() == shown  # Test All measures it the same way
    manager.close()


def test_the_symmetry_check_lists_the_tiles_that_break_it(qtbot, editor_window, english):
    w = editor_window
    ed = EditorDriver(w, qtbot)
    panel = w.validation_panel
    ed.act("mirror_vertical")
    ed.click(2, 2, 0)
    assert ed.tiles == {(2, 2, 0), (32, 2, 0)}
    assert not any("symmetric" in t for t in panel.issue_texts())
    assert "Symmetry about its centre: both ways" in panel.summary.text()
    ed.act("mirror_none")
    ed.click(10, 6, 0)  # no image
    assert "Symmetry about its centre: none" in panel.summary.text()
    ed.act("mirror_vertical")
    texts = panel.issue_texts()
    assert (
        "Not symmetric left–right about the mirror axes: 1 tile without its mirror image" in texts
    )
    item = panel.issues.item(texts.index(next(t for t in texts if "symmetric" in t)))
    panel.issues.setCurrentItem(item)  # shown on the canvas
    assert w.scene.highlighted == {(10, 6, 0)}
    ed.click(10, 6, 0, Qt.MouseButton.RightButton)  # erased (with its missing image)
    assert not any("symmetric" in t for t in panel.issue_texts())
