"""The layout manager's trash is the desktop's: a layout moved there has the record a file
manager restores it from, and the manager finds the layouts of its own folder there (only
those, whoever trashed them), even among broken or hostile records."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from editor.files import desktop_trash
from mahjong_qt.core.xdg import data_home

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="a freedesktop Trash")


def _layout(folder: Path, name: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text('{"schema_version": 1}\n', encoding="utf-8")
    return path


def test_a_trashed_layout_comes_back_from_the_desktop_trash(tmp_path, qapp):
    mine = _layout(tmp_path / "layouts", "castle.mahjong.json")
    other = _layout(tmp_path / "elsewhere", "castle.mahjong.json")
    notes = _layout(tmp_path / "layouts", "notes.txt")
    in_trash = desktop_trash.move_to_trash(mine)
    desktop_trash.move_to_trash(other)
    desktop_trash.move_to_trash(notes)
    trash = data_home() / "Trash"
    assert in_trash.parent == trash / "files" and not mine.exists()
    record = (trash / "info" / f"{in_trash.name}.trashinfo").read_text(encoding="utf-8")
    assert record.startswith("[Trash Info]\n") and f"Path={mine}" in record.splitlines()
    (found,) = desktop_trash.trashed(mine.parent)  # not the other folder's, not the .txt
    assert (found.file, found.original, found.name) == (in_trash, mine, "castle.mahjong.json")
    assert desktop_trash.restore(found) == mine and mine.is_file()
    assert desktop_trash.trashed(mine.parent) == []


def test_broken_and_hostile_records_are_passed_over(tmp_path, qapp):
    folder = tmp_path / "layouts"
    kept = desktop_trash.move_to_trash(_layout(folder, "kept.mahjong.json"))
    info = data_home() / "Trash" / "info"
    os.mkfifo(info / "pipe.json.trashinfo")  # reading it would block for ever
    (info / "gone.json.trashinfo").write_text(f"[Trash Info]\nPath={folder}/gone.json\n")
    (info / "junk.json.trashinfo").write_bytes(b"\xff\xfe not text")
    (info / "nopath.json.trashinfo").write_text("[Trash Info]\nDeletionDate=2026-01-01T00:00:00\n")
    assert [t.file for t in desktop_trash.trashed(folder)] == [kept]


def test_a_layout_restored_where_another_now_is_gets_a_free_name(tmp_path, qapp):
    path = _layout(tmp_path / "layouts", "sea.mahjong.json")
    desktop_trash.move_to_trash(path)
    _layout(path.parent, path.name)  # a new layout took the name
    (found,) = desktop_trash.trashed(path.parent)
    assert desktop_trash.restore(found) == path.with_name("sea-2.mahjong.json")
    assert path.is_file() and not found.info.exists()
