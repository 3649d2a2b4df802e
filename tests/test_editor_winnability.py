"""Issue 15: the deal test that never goes stale, live winnability with its heat map, and the
layout manager's difficulty column and "test all", driven through the real editor window."""

from __future__ import annotations

import pytest
from editor_driver import EditorDriver
from PySide6.QtCore import Qt
from test_editor_window import window

from editor.checking.analysis import DealTestReport
from editor.checking.difficulty_estimate import Estimator
from editor.checking.difficulty_store import difficulty_path, load_difficulties
from editor.editing.commands import place, replace_tiles
from mahjong_qt.core.geometry import Geometry
from mahjong_qt.core.winnability import (
    WinnabilitySample,
    dead_end_tiles,
    layout_fingerprint,
    sample_winnability,
    wilson_interval,
)

editor_window = window

ROW = [(4 * i, 0, 0) for i in range(8)]  # apart from each other: every deal is won
# Two piles of four: most deals are lost, and the covered tiles make the dead ends.
PILES = [(0, 0, z) for z in range(4)] + [(4, 0, z) for z in range(4)]


def test_wilson_interval_known_values():
    assert wilson_interval(0, 0) == (0.0, 1.0)
    low, high = wilson_interval(0, 10)
    assert low == 0.0 and high == pytest.approx(0.2775, abs=1e-4)
    low, high = wilson_interval(5, 10)
    assert (low, high) == (pytest.approx(0.2366, abs=1e-4), pytest.approx(0.7634, abs=1e-4))
    with pytest.raises(ValueError):
        wilson_interval(3, 2)


def test_dead_end_tiles_are_the_covered_partners_of_free_tiles():
    # A pile of two (same kind, key 0) beside nothing: the top is free, the one under it stuck.
    geometry = Geometry.from_positions([(0, 0, 0), (0, 0, 1), (4, 0, 0)])
    assert dead_end_tiles(geometry, [0, 0, 1], [True, True, True]) == [0]
    assert dead_end_tiles(geometry, [0, 1, 2], [True, True, True]) == []


def test_estimates_are_the_same_every_time_and_merge():
    whole = sample_winnability(PILES, 1, 6, 4)
    assert whole == sample_winnability(list(reversed(PILES)), 1, 6, 4)
    parts = sample_winnability(PILES, 1, 3, 4).merge(sample_winnability(PILES, 4, 3, 4))
    assert parts == whole
    assert whole.games == 24 and whole.wins < whole.games
    heat = whole.heat()
    assert heat and set(heat) <= set(PILES)
    assert all(p[2] < 3 for p in heat)  # the tops of the piles are never stuck
    won = sample_winnability(ROW, 1, 4, 3)
    assert won.winnable == 4 and won.wins == 12 and won.heat() == {}
    assert layout_fingerprint(PILES) == layout_fingerprint(reversed(PILES))


def test_deal_result_goes_stale_on_edit_and_away_on_new(qtbot, editor_window):
    w = editor_window
    ed = EditorDriver(w, qtbot)
    deals = w.validation_panel.deals
    assert w.session.push(replace_tiles(w.session.doc, ROW))
    ed.act("test_deals")
    assert deals.cancel_button.isVisibleTo(w)
    assert "of 10" in deals.label.text()
    qtbot.waitUntil(lambda: deals.report is not None, timeout=60_000)
    assert "10 of 10" in deals.label.text() and not deals.cancel_button.isVisibleTo(w)
    assert "time cap" in deals.label.toolTip()  # "undecided" is explained
    w.session.push(place(w.session.doc, [(40, 0, 0), (44, 0, 0)]))
    assert deals.stale and "Before the last edit" in deals.label.text()
    ed.act("new")
    assert deals.report is None and deals.label.text() == ""


def test_an_edit_during_the_deal_test_starts_it_again_on_the_new_layout(qtbot, editor_window):
    w = editor_window
    deals = w.validation_panel.deals
    assert w.session.push(replace_tiles(w.session.doc, ROW))
    w.checks.test_deals(deals=4)
    first = w.checks.deal_test
    w.session.push(place(w.session.doc, [(40, 0, 0), (44, 0, 0)]))
    assert first.cancelled and deals.progress == (0, 4)  # waits for a pause in editing
    qtbot.waitUntil(lambda: deals.report is not None, timeout=60_000)
    assert len(w.checks.dealt_on) == 10  # the layout as edited
    assert deals.report.deals == 4 and not deals.stale


def test_deal_test_can_be_cancelled_and_explains_undecided(qtbot, editor_window):
    w = editor_window
    deals = w.validation_panel.deals
    assert w.session.push(replace_tiles(w.session.doc, ROW))
    w.checks.test_deals(deals=40)
    qtbot.mouseClick(deals.cancel_button, Qt.MouseButton.LeftButton)
    assert deals.progress is None and deals.report is None
    assert not deals.cancel_button.isVisibleTo(w) and w.checks.deal_test is None
    deals.set_report(DealTestReport(10, 4, 0, 6, 22.0))
    assert "6 undecided: the solver's time cap was reached" in deals.label.text()


def test_live_winnability_and_the_heat_map(qtbot, editor_window):
    w = editor_window
    ed = EditorDriver(w, qtbot)
    w.actions_.live_winnability.setChecked(True)
    w.actions_.heat_map.setChecked(True)
    w.live.estimator = Estimator(pieces=2)  # a short estimate
    assert w.session.push(replace_tiles(w.session.doc, PILES))
    assert w.live.running
    w.session.push(place(w.session.doc, [(8, 0, 0), (12, 0, 0)]))  # the next edit restarts it
    qtbot.waitUntil(lambda: w.live.sample is not None and w.live.final, timeout=60_000)
    text = w.validation_panel.deals.estimate_label.text()
    assert "Winnable deals" in text and "Random player wins" in text and "–" in text
    assert w.live.sample.deals == 8
    marks = w.heat.marks
    assert marks and all(p in ed.tiles for p in marks)
    assert all(w.scene.items_by_pos[p].zValue() < m.zValue() for p, m in marks.items())
    w.actions_.heat_map.setChecked(False)
    assert not w.heat.marks
    # Once saved, the measure is kept for the layout manager, under the layout's shape.
    assert load_difficulties(difficulty_path())[0].of(w.session.doc.positions()) is None
    w.session.undo_stack.setClean()
    known, _ = load_difficulties(difficulty_path())
    assert known.of(w.session.doc.positions()).deals == 8
    w.session.push(place(w.session.doc, [(16, 0, 0), (20, 0, 0)]))
    assert "measuring" in w.validation_panel.deals.estimate_label.text()  # not passed as current
    ed.act("new")
    assert w.validation_panel.deals.estimate_label.text() == ""


def test_layout_manager_difficulty_column_and_test_all(qtbot, editor_window, tmp_path):
    from mahjong_qt.core.layout import save_layout
    from mahjong_qt.core.layout_schema import LayoutModel
    from mahjong_qt.core.paths import user_paths

    folder = user_paths().layouts_dir
    folder.mkdir(parents=True)
    for name, tiles in (("piles", PILES), ("row", ROW)):
        model = LayoutModel(
            schema_version=1, id=name, name={"en": name, "fr": name}, tiles=[list(t) for t in tiles]
        )
        save_layout(model, folder / f"{name}.json")
    manager = editor_window.show_layout_manager()
    column = 4
    assert manager.table.horizontalHeaderItem(column).text() == "Difficulty"
    assert {manager.table.item(r, column).text() for r in range(2)} == {"—"}
    manager.tester.estimator = Estimator(pieces=1)
    manager.toggle_test_all()
    assert manager.buttons["test_all"].text() == "&Stop Testing" and manager.progress.isVisible()
    qtbot.waitUntil(lambda: not manager.tester.running, timeout=60_000)
    texts = {
        manager.table.item(r, 0).text(): manager.table.item(r, column).text() for r in range(2)
    }
    assert texts["row"].startswith("100%") and "winnable" in texts["piles"]
    manager.table.sortItems(column, Qt.SortOrder.DescendingOrder)
    assert manager.table.names()[0] == "row"
    manager.toggle_test_all()
    manager.toggle_test_all()  # cancelled at once
    assert not manager.tester.running and not manager.progress.isVisible()
    assert manager.buttons["test_all"].text() == "Test &All"
    manager.close()


def test_sample_pickles_for_the_workers():
    import pickle

    s = WinnabilitySample(((0, 0, 0), (2, 0, 0)), 1, 1, 0, 2, 2, (0, 0))
    assert pickle.loads(pickle.dumps(s)) == s
