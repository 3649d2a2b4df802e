"""The editor as a designer uses it (issue 25), its files and dialogs: My Layouts' sort, the
export folder, the import dialog's filter, the heat map's labels, crash recovery."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox
from test_editor_defects import english as in_english
from test_editor_window import window
from test_error_texts import french as in_french

from editor.editing.commands import Mirror, place
from editor.files.export_dialog import ExportDialog
from editor.window.main_window import EditorWindow
from mahjong_qt.core.layout import load_layout, save_layout
from mahjong_qt.core.paths import user_paths

ROOT = Path(__file__).resolve().parent.parent
editor_window = window
french = in_french  # the French translators, removed afterwards
english = in_english  # the English catalogs (their plural forms)


@pytest.fixture
def three_layouts():
    folder = user_paths().layouts_dir
    folder.mkdir(parents=True, exist_ok=True)
    for name in ("pyramid", "turtle", "crab"):
        save_layout(load_layout(ROOT / "layouts" / f"{name}.json").model, folder / f"{name}.json")
    return folder


def make_window(qtbot, preferences: Path) -> EditorWindow:
    w = EditorWindow(preferences_file=preferences)
    w.actions_.live_winnability.setChecked(False)
    w.ask_save_changes = lambda: QMessageBox.StandardButton.Discard
    qtbot.addWidget(w)
    w.show()
    return w


def test_my_layouts_open_a_to_z_and_remember_the_sort(qtbot, three_layouts, tmp_path):
    prefs = tmp_path / "editor.json"
    w = make_window(qtbot, prefs)
    manager = w.show_layout_manager()
    names = manager.table.names()
    assert names == sorted(names, key=str.casefold) and len(names) == 3  # A→Z
    header = manager.table.horizontalHeader()
    at = QPoint(header.sectionViewportPosition(1) + 5, header.height() // 2)
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=at)  # by tiles
    chosen = manager.table.sort()
    assert chosen[0] == 1
    manager.close()
    w.close()
    again = make_window(qtbot, prefs)
    manager = again.show_layout_manager()
    assert manager.table.sort() == chosen  # as the designer left it
    tiles = [manager.table.item(r, 1).data(Qt.ItemDataRole.DisplayRole) for r in range(3)]
    assert tiles == sorted(tiles, reverse=chosen[1])
    manager.close()
    again.close()


def test_the_export_dialog_starts_in_the_last_export_folder(
    qtbot, editor_window, monkeypatch, tmp_path
):
    w = editor_window
    w.session.push(place(w.session.doc, [(0, 0, 0), (2, 0, 0)]))
    starts: list[str] = []
    out = tmp_path / "exports"
    out.mkdir()

    def save_name(_parent, _title, start, _filters):
        starts.append(start)
        return str(out / "mine.layout"), ""

    monkeypatch.setattr(ExportDialog, "exec", lambda _d: QDialog.DialogCode.Accepted)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_name)
    assert w.files.file_export()
    assert (out / "mine.layout").exists()
    assert w.files.file_export()
    assert Path(starts[1]).parent == out  # the second export starts where the first went
    prefs = w.keeper.file
    w.close()
    again = make_window(qtbot, prefs)
    assert again.files.export_folder == out  # and so after a restart


def test_the_import_dialog_shows_every_foreign_format_at_first(qtbot, editor_window, monkeypatch):
    filters: list[str] = []

    def open_name(_parent, _title, _start, shown):
        filters.append(shown)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", open_name)
    editor_window.actions_.import_.trigger()
    first = filters[0].split(";;")[0]
    assert all(f"*.{ext}" in first for ext in ("layout", "map", "lay"))


def test_heat_labels_only_on_the_current_level_and_below(qtbot, editor_window):
    w = editor_window
    s = w.session
    tiles = {(0, 0, 0), (2, 0, 0), (0, 0, 1)}
    s.push(place(s.doc, sorted(tiles)))
    w.actions_.heat_map.setChecked(True)
    w.heat.set_heat({p: 0.5 for p in tiles}, s.doc.tiles)
    s.set_current_level(0)
    assert not w.heat.marks[(0, 0, 1)].labelled  # a ghost above: tinted, no label over ours
    assert w.heat.marks[(0, 0, 0)].labelled
    s.set_current_level(1)
    assert all(m.labelled for m in w.heat.marks.values())


def test_the_french_figures_say_donnes(qtbot, editor_window, french):
    from editor.checking.difficulty_text import deals_share, games_share
    from mahjong_qt.core.winnability import Share

    assert deals_share(Share(1, 24)) == "4\u00a0% (1\u00a0%–20\u00a0%, 24 donnes)"
    assert games_share(Share(0, 1)) == "0\u00a0% (0\u00a0%–79\u00a0%, 1 partie)"
    deals = editor_window.validation_panel.deals
    assert "tranch" not in deals.estimate_label.toolTip()
    assert "donnes ou de parties" in deals.estimate_label.toolTip()


CRASHING_EDITOR = """
import json, os, signal, sys
from PySide6.QtWidgets import QApplication
from editor.editing.commands import EditKind, Mirror, place
from editor.window.main_window import EditorWindow
from mahjong_qt.ui.i18n import Translations

app = QApplication(sys.argv)
translations = Translations(app, ("editor", "mahjong_qt"))
translations.set_language("en")
window = EditorWindow()
window.files.open_path(sys.argv[1])
window.toolbox.set_mirror(Mirror.VERTICAL)
window.scene.set_mirror_axes((20, 0))
s = window.session
s.begin_group(EditKind.PLACE)  # a stroke: one row of the history
s.push(place(s.doc, [(4, 0, 0)], Mirror.VERTICAL, (20, 0)))
s.end_group()
s.push(place(s.doc, [(0, 4, 0)]))
s.push(place(s.doc, [(0, 8, 0)]))
s.undo_stack.undo()  # undone, still to redo
model = window.history.model()
print(json.dumps([model.index(i, 0).data() for i in range(model.rowCount())]))
sys.stdout.flush()
window.recovery.write_now()
os.kill(os.getpid(), signal.SIGKILL)
"""


@pytest.mark.skipif(sys.platform == "win32", reason="kill -9")
def test_crash_recovery_brings_back_the_undo_history_and_the_mirror(qtbot, tmp_path, english):
    layout = tmp_path / "mine.json"
    first = make_window(qtbot, tmp_path / "p.json")
    first.session.push(place(first.session.doc, [(0, 0, 0), (2, 0, 0)]))
    assert first.files.save_to(layout)
    first.close()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.run(
        [sys.executable, "-c", CRASHING_EDITOR, str(layout)],
        env=env,
        timeout=120,
        capture_output=True,
        text=True,
    )
    assert proc.returncode == -signal.SIGKILL, proc.stderr
    rows = json.loads(proc.stdout.strip().splitlines()[-1])
    w = make_window(qtbot, tmp_path / "p.json")
    w.ask_recover = lambda name, when: QMessageBox.StandardButton.Open
    assert w.offer_recovery()
    s = w.session
    saved = {(0, 0, 0), (2, 0, 0)}
    assert s.doc.tiles == saved | {(4, 0, 0), (14, 0, 0), (0, 4, 0)}
    assert w.scene.mirror is Mirror.VERTICAL and w.scene.mirror_center == (20, 0)
    assert w.actions_.mirror_vertical.isChecked()
    model = w.history.model()
    assert [model.index(i, 0).data() for i in range(model.rowCount())] == rows
    assert s.undo_stack.index() == 2 and w.isWindowModified()
    w.actions_.undo.trigger()
    assert s.doc.tiles == saved | {(4, 0, 0), (14, 0, 0)}
    w.actions_.undo.trigger()  # the stroke and its mirror image, at once
    assert s.doc.tiles == saved and not w.isWindowModified()  # as the file on disk
    for _ in range(3):
        w.actions_.redo.trigger()
    assert (0, 8, 0) in s.doc.tiles  # what was undone before the crash can be redone


def test_a_history_that_does_not_fit_the_tiles_is_left_out(qtbot, editor_window):
    from editor.files.recovery import Recovered
    from editor.files.recovery_history import SavedEdit, SavedStep

    w = editor_window
    step = SavedStep(label="Place", edits=[SavedEdit(kind="place", added=[(40, 40, 0)])])
    recovered = Recovered(
        saved_at="2026-01-01T00:00:00Z",
        tiles=[(0, 0, 0), (2, 0, 0)],
        history=[step],
        history_index=1,
    )
    w.files.restore(recovered.document(), None)
    assert not recovered.restore_history(w.session)  # (40, 40, 0) is not among the tiles
    assert w.session.doc.tiles == {(0, 0, 0), (2, 0, 0)} and w.isWindowModified()
    assert w.session.undo_stack.count() == 0
