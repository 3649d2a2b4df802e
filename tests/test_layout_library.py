"""The layout library: bundled and user layouts, bad user files listed with their error."""

from __future__ import annotations

import json

from mahjong_qt.core.layout_library import find_layout, list_layouts
from mahjong_qt.resources import bundled_layout_files

SMALL = {
    "schema_version": 1,
    "id": "my-row",
    "name": {"en": "My row", "fr": "Ma rangée"},
    "tiles": [[0, 0, 0], [2, 0, 0], [4, 0, 0], [6, 0, 0]],
}


def write(folder, name, data) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    text = data if isinstance(data, str | bytes) else json.dumps(data)
    (folder / name).write_bytes(text if isinstance(text, bytes) else text.encode())


def test_bundled_layouts_are_all_listed_and_usable():
    entries = list_layouts(None)
    assert [e.path for e in entries] == bundled_layout_files()
    assert all(e.source == "bundled" and e.usable and e.error is None for e in entries)
    turtle = find_layout(entries, "turtle")
    assert turtle.tile_count == 144 and turtle.names == {"en": "Turtle", "fr": "Tortue"}
    assert turtle.name("fr") == "Tortue" and turtle.layout.id == "turtle"


def test_missing_user_folder_is_fine(tmp_path):
    assert len(list_layouts(tmp_path / "nope")) == len(bundled_layout_files())


def test_user_layouts_come_after_the_bundled_ones(tmp_path):
    write(tmp_path, "row.json", SMALL)
    entries = list_layouts(tmp_path)
    mine = entries[-1]
    assert mine.source == "user" and mine.id == "my-row" and mine.tile_count == 4
    assert mine.path == tmp_path / "row.json" and mine.name("fr") == "Ma rangée"
    assert find_layout(entries, "my-row") == mine


def test_a_bad_user_file_is_listed_with_its_error(tmp_path):
    write(tmp_path, "broken.json", '{"schema_version": 1, "tiles": [')
    write(tmp_path, "junk.json", b"\x00\xff\x00")
    odd = dict(SMALL, id="odd", tiles=[[0, 0, 0], [2, 0, 0], [4, 0, 0]])
    write(tmp_path, "odd.json", odd)
    write(tmp_path, "notes.txt", "not a layout, not listed")
    (tmp_path / "folder.json").mkdir()
    entries = [e for e in list_layouts(tmp_path) if e.source == "user"]
    assert [e.path.name for e in entries] == ["broken.json", "junk.json", "odd.json"]
    for e in entries:
        assert not e.usable and e.layout is None and e.tile_count == 0
        assert e.error and e.error_code
    assert entries[0].id == "broken" and entries[0].error_code == "not_json"
    assert entries[0].name("fr") == "broken"
    assert find_layout(entries, "odd") is None


def test_a_user_layout_may_reuse_a_bundled_id(tmp_path):
    write(
        tmp_path, "my-turtle.json", dict(SMALL, id="turtle", name={"en": "Mine", "fr": "La mienne"})
    )
    entries = list_layouts(tmp_path)
    turtles = [e for e in entries if e.id == "turtle"]
    assert [e.source for e in turtles] == ["bundled", "user"]
    assert find_layout(entries, "turtle").source == "bundled"
    assert find_layout(entries, "turtle", "bundled").tile_count == 144
    assert find_layout(entries, "turtle", "user").tile_count == 4
    # saved games keep the file path of a user layout
    by_path = find_layout(entries, "turtle", str(tmp_path / "my-turtle.json"))
    assert by_path.source == "user" and by_path.name("en") == "Mine"
    # a moved file: any user layout with the id
    assert find_layout(entries, "turtle", str(tmp_path / "elsewhere.json")).source == "user"
    assert find_layout(entries, "no-such-layout") is None
