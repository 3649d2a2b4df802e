"""The layout manager (File ▸ My Layouts): list, sort, filter, open, duplicate, rename, trash and
restore, bulk import with a summary, drag and drop, driven through the real dialog."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from test_editor_defects import english
from test_editor_window import window
from test_formats_samples import gnome_file, gnome_tiles, kyodai_text

from editor.files import desktop_trash
from editor.files import layout_store as store
from mahjong_qt.core.formats import export_kmahjongg
from mahjong_qt.core.layout import load_layout, save_layout
from mahjong_qt.core.paths import user_paths

ROOT = Path(__file__).resolve().parent.parent
TURTLE = load_layout(ROOT / "layouts" / "turtle.json")
PYRAMID = load_layout(ROOT / "layouts" / "pyramid.json")
editor_window = window
en = english


@pytest.fixture
def folder():
    path = user_paths().layouts_dir
    path.mkdir(parents=True, exist_ok=True)
    save_layout(TURTLE.model.model_copy(update={"id": "my-turtle"}), path / "my-turtle.json")
    small = PYRAMID.model.model_copy(update={"id": "small", "category": "Pyramids"})
    save_layout(small, path / "small.json")
    (path / "broken.json").write_text("{not json", "utf-8")
    return path


@pytest.fixture
def manager(qtbot, editor_window, folder):
    m = editor_window.show_layout_manager()
    m.messages = []
    m.tell = lambda title, text: m.messages.append((title, text))
    return m


def test_the_manager_lists_the_users_layouts_with_pictures(manager):
    assert manager.isVisible()
    assert sorted(manager.table.names()) == ["Pyramid", "Turtle", "broken"]
    row = next(r for r in range(3) if manager.table.item(r, 0).text() == "Turtle")
    assert not manager.table.item(row, 0).icon().isNull()
    assert manager.table.item(row, 1).data(Qt.ItemDataRole.DisplayRole) == 144
    assert manager.table.item(row, 2).data(Qt.ItemDataRole.DisplayRole) == 5
    assert "(3)" in manager.windowTitle()


def test_sort_by_a_column_and_filter(qtbot, manager):
    header = manager.table.horizontalHeader()
    at = QPoint(header.sectionViewportPosition(1) + 5, header.height() // 2)
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=at)  # the Tiles column
    tiles = [manager.table.item(r, 1).data(Qt.ItemDataRole.DisplayRole) for r in range(3)]
    assert tiles in (sorted(tiles), sorted(tiles, reverse=True)) and len(set(tiles)) == 3
    qtbot.keyClicks(manager.filter, "pyram")
    assert manager.table.names() == ["Pyramid"]
    manager.filter.clear()
    qtbot.keyClicks(manager.filter, "pyramids")  # by category too
    assert manager.table.names() == ["Pyramid"]


def test_duplicate_rename_trash_and_restore(qtbot, manager, folder):
    assert manager.table.select("Turtle")
    qtbot.mouseClick(manager.buttons["duplicate"], Qt.MouseButton.LeftButton)
    copy = folder / "my-turtle-2.mahjong.json"
    assert load_layout(copy).name("en") == "Turtle (copy)" and load_layout(copy).id == "my-turtle-2"
    assert manager.table.select("Turtle (copy)")
    manager.ask_names = lambda en, fr: ("Sea turtle", "Tortue de mer")
    qtbot.mouseClick(manager.buttons["rename"], Qt.MouseButton.LeftButton)
    renamed = load_layout(copy)
    assert (renamed.name("en"), renamed.name("fr"), renamed.id) == (
        "Sea turtle",
        "Tortue de mer",
        "my-turtle-2",
    )
    assert manager.table.select("Sea turtle")
    qtbot.mouseClick(manager.buttons["trash"], Qt.MouseButton.LeftButton)
    trash = Path(os.environ["XDG_DATA_HOME"]) / "Trash"  # the desktop's, as the file manager's
    assert not copy.exists() and (trash / "files" / copy.name).exists()
    info = (trash / "info" / f"{copy.name}.trashinfo").read_text(encoding="utf-8")
    assert f"Path={copy}" in info.splitlines()  # what the file manager restores from
    assert "Sea turtle" not in manager.table.names()
    assert manager.buttons["restore"].isEnabled()
    manager.choose_trashed = lambda names: names.index(copy.name)
    qtbot.mouseClick(manager.buttons["restore"], Qt.MouseButton.LeftButton)
    assert copy.exists() and "Sea turtle" in manager.table.names()


def test_open_from_the_manager(qtbot, editor_window, manager, folder):
    assert manager.table.select("Pyramid")
    qtbot.mouseClick(manager.buttons["open"], Qt.MouseButton.LeftButton)
    assert editor_window.files.path == folder / "small.json"
    assert len(editor_window.session.doc) == PYRAMID.tile_count


def _sources(tmp_path: Path) -> Path:
    src = tmp_path / "to-import"
    (src / "more").mkdir(parents=True)
    (src / "castle.layout").write_text(export_kmahjongg(TURTLE.positions, "Castle"), "utf-8")
    two = gnome_file(
        ("One", "one", gnome_tiles([(0, 0, 0), (2, 0, 0)])),
        ("Two", "two", gnome_tiles([(0, 0, 0), (4, 0, 0)])),
    )
    (src / "pair.map").write_text(two, "utf-8")
    (src / "more" / "classic.lay").write_text(kyodai_text(TURTLE.positions), "utf-8")
    (src / "more" / "odd.layout").write_text(
        export_kmahjongg([(0, 0, 0), (2, 0, 0), (4, 0, 0)]), "utf-8"
    )
    (src / "more" / "junk.lay").write_text("Kyodai 3.0\nshort\n123\n", "utf-8")
    (src / "notes.txt").write_text("not a layout", "utf-8")
    return src


def test_bulk_import_of_a_folder_says_what_came_in_and_what_was_refused(
    manager, folder, tmp_path, en
):
    summary = manager.import_paths([_sources(tmp_path)])
    assert len(summary.imported) == 4  # the castle, both maps, the Kyodai turtle
    assert sorted(r.source.name for r in summary.refused) == ["junk.lay", "odd.layout"]
    title, text = manager.messages[-1]
    assert "4 layouts imported." in text and "2 files refused:" in text
    assert "odd.layout" in text and "odd" in text.split("odd.layout")[1]
    assert {"Castle", "One", "Two"} <= set(manager.table.names())
    assert len(list(folder.glob("*.json"))) == 3 + 4


def test_drop_files_on_the_manager_imports_them(manager, folder, tmp_path, en):
    src = _sources(tmp_path)
    mime = QMimeData()
    mime.setUrls(
        [QUrl.fromLocalFile(str(src / "castle.layout")), QUrl.fromLocalFile(str(src / "more"))]
    )
    enter = QDragEnterEvent(
        QPoint(20, 20),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    manager.dragEnterEvent(enter)  # Qt delivers drops only inside a real drag: call the handlers
    assert enter.isAccepted()
    drop = QDropEvent(
        QPointF(20, 20),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    manager.dropEvent(drop)
    assert "2 layouts imported." in manager.messages[-1][1]
    assert "Castle" in manager.table.names()


def test_store_never_overwrites(folder):
    assert store.free_id(folder, "my-turtle") == "my-turtle-2"
    first = store.duplicate(folder / "my-turtle.json")
    second = store.duplicate(folder / "my-turtle.json")
    assert first != second and first.exists() and second.exists()
    a = desktop_trash.move_to_trash(first)
    save_layout(load_layout(second).model, first)  # a new file of the same name
    b = desktop_trash.move_to_trash(first)
    assert a != b and a.exists() and b.exists()
    older, newer = sorted(desktop_trash.trashed(folder), key=lambda t: t.file == b)
    assert (older.file, newer.file) == (a, b) and older.original == newer.original == first
    save_layout(load_layout(second).model, first)  # the place taken again: restored beside it
    assert desktop_trash.restore(newer) == first.with_name("my-turtle-2-2.mahjong.json")
    assert not b.exists() and not newer.info.exists()
    assert [t.file for t in desktop_trash.trashed(folder)] == [a]
