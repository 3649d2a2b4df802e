"""Layouts already on the machine: KMahjongg's and GNOME Mahjongg's through XDG_DATA_DIRS, and a
folder of foreign files chosen by the player; bad files listed, never fatal (issue 17)."""

from __future__ import annotations

import json
import struct

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong_qt.core.desktop_entry import parse_desktop_entry
from mahjong_qt.core.layout_catalog import build_catalog
from mahjong_qt.core.layout_sources import discover, folder_layouts, read_layout_file
from mahjong_qt.core.xdg import data_dirs

ROW = "kmahjongg-layout-v1.1\nw8\nh2\nd1\n12121212\n43434343\n"
DESKTOP = "[KMahjonggLayout]\nName=Little row\nName[de]=Reihe\nName[fr]=Petite rangée\n"
MAPS = """<mahjongg>
  <map name="Easy" scorename="easy"><layer z="0"><row y="0" left="0" right="3"/></layer></map>
  <map name="Odd" scorename="odd"><layer z="0"><row y="0" left="0" right="2"/></layer></map>
</mahjongg>
"""
KYODAI = "Kyodai 3.0\nSquare by Me :: Tests\n" + ("1010" + "0" * 30) + "0" * (3400 - 34) + "\n"


def mo_file(messages: dict[str, str]) -> bytes:
    """A GNU gettext catalogue (what msgfmt writes), made by hand."""
    items = sorted(messages.items())
    ids = b"".join(k.encode() + b"\0" for k, _ in items)
    strs = b"".join(v.encode() + b"\0" for _, v in items)
    n = len(items)
    start = 7 * 4 + 16 * n
    id_table, str_table, offset = [], [], start
    for k, _ in items:
        id_table += [len(k.encode()), offset]
        offset += len(k.encode()) + 1
    for _, v in items:
        str_table += [len(v.encode()), offset]
        offset += len(v.encode()) + 1
    header = struct.pack("Iiiiiii", 0x950412DE, 0, n, 28, 28 + 8 * n, 0, 0)
    return header + struct.pack(f"{4 * n}i", *id_table, *str_table) + ids + strs


@pytest.fixture
def machine(tmp_path, monkeypatch):
    """A fake machine: KMahjongg and GNOME Mahjongg installed under two XDG data dirs."""
    usr, home = tmp_path / "usr-share", tmp_path / "home-share"
    kde = usr / "kmahjongg" / "layouts"
    kde.mkdir(parents=True)
    (kde / "row.layout").write_text(ROW)
    (kde / "row.desktop").write_text(DESKTOP)
    (kde / "plain.layout").write_text(ROW)  # no .desktop: named after the file
    (kde / "broken.layout").write_text("kmahjongg-layout-v9\n")
    (kde / "hidden.layout").write_text("kmahjongg-layout-v9\n")
    (home / "kmahjongg" / "layouts").mkdir(parents=True)
    (home / "kmahjongg" / "layouts" / "hidden.layout").write_text(ROW)  # the user's copy wins
    maps = usr / "gnome-mahjongg" / "maps"
    maps.mkdir(parents=True)
    (maps / "mahjongg.map").write_text(MAPS)
    catalogue = usr / "locale" / "fr" / "LC_MESSAGES"
    catalogue.mkdir(parents=True)
    (catalogue / "gnome-mahjongg.mo").write_bytes(
        mo_file(
            {"": "Content-Type: text/plain; charset=UTF-8\n", "mahjongg map name\x04Easy": "Facile"}
        )
    )
    monkeypatch.setenv("XDG_DATA_DIRS", f"{tmp_path / 'nothing'}:{usr}")
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    return usr


def test_data_dirs_follow_the_xdg_rules(tmp_path):
    env = {"XDG_DATA_HOME": "/h", "XDG_DATA_DIRS": "/a:relative:/b:/a"}
    assert [str(p) for p in data_dirs(env)] == ["/h", "/a", "/b"]
    defaults = data_dirs({"XDG_DATA_HOME": "/h"})
    assert [str(p) for p in defaults] == ["/h", "/usr/local/share", "/usr/share"]


def test_desktop_entry_names_and_languages():
    entry = parse_desktop_entry(
        "# c\n[Tileset]\nName=Jade\nName[fr]=Jade (fr)\nX=1\n[Other]\nY=2\n"
    )
    assert entry.group == "Tileset" and entry.localized("Name", "fr_FR") == "Jade (fr)"
    assert entry.localized("Name", "de") == "Jade" and entry.number("X") == 1
    assert entry.get("Y") == "" and parse_desktop_entry("\x00junk").keys == {}


def test_kmahjongg_and_gnome_layouts_are_found_with_their_names(machine):
    found = discover()
    by_id = {f.id: f for f in found.layouts}
    assert sorted(by_id) == ["gnome-easy", "kmahjongg-hidden", "kmahjongg-plain", "kmahjongg-row"]
    row = by_id["kmahjongg-row"]
    assert row.source == "kmahjongg" and row.tile_count == 4
    assert row.names == {"en": "Little row", "fr": "Petite rangée"}
    assert by_id["kmahjongg-plain"].names == {"en": "plain", "fr": "plain"}
    assert by_id["kmahjongg-hidden"].path.parent.parent.parent.name == "home-share"
    easy = by_id["gnome-easy"]
    assert easy.names == {"en": "Easy", "fr": "Facile"} and easy.key.endswith("mahjongg.map#0")
    assert easy.path == machine / "gnome-mahjongg" / "maps" / "mahjongg.map"


def test_files_that_do_not_read_get_one_line_each(machine):
    bad = discover().unreadable
    assert [(u.source, u.path.name, u.part) for u in bad] == [
        ("kmahjongg", "broken.layout", ""),
        ("gnome", "mahjongg.map", "Odd"),
    ]
    assert bad[0].code == "bad_header" and "kmahjongg-layout" in bad[0].reason
    assert bad[1].code == "odd_count"


def test_a_folder_of_foreign_files_is_read_where_it_lies(tmp_path):
    folder = tmp_path / "mahseum"
    (folder / "sub").mkdir(parents=True)
    (folder / "sub" / "square.lay").write_text(KYODAI)
    (folder / "a.layout").write_text(ROW)
    (folder / "junk.map").write_bytes(b"\x00\xff not xml")
    (folder / "notes.txt").write_text("ignored")
    before = sorted(p.name for p in folder.rglob("*"))
    found = folder_layouts(folder)
    assert [(f.id, f.source, f.tile_count) for f in found.layouts] == [
        ("a", "folder", 4),
        ("square", "folder", 2),
    ]
    assert found.layouts[1].names == {"en": "Square", "fr": "Square"}
    assert [u.path.name for u in found.unreadable] == ["junk.map"]
    assert sorted(p.name for p in folder.rglob("*")) == before  # nothing copied or written
    missing = folder_layouts(tmp_path / "gone")
    assert missing.layouts == () and missing.unreadable[0].code == "unreadable"


def test_the_catalog_and_the_command_line_list_everything(machine, tmp_path, capsys):
    from mahjong_qt.app.main import main

    catalog = build_catalog(None)
    sources = {r.source for r in catalog.rows}
    assert sources == {"bundled", "kmahjongg", "gnome"}
    assert len({r.key for r in catalog.rows}) == len(catalog.rows)
    assert main(["--list-layouts", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    row = next(r for r in data["layouts"] if r["id"] == "kmahjongg-row")
    assert row["name"] == {"en": "Little row", "fr": "Petite rangée"}
    assert row["tiles"] == 4 and row["levels"] == [4] and row["source"] == "kmahjongg"
    assert [u["path"].rsplit("/", 1)[1] for u in data["unreadable"]] == [
        "broken.layout",
        "mahjongg.map",
    ]
    assert main(["--list-layouts"]) == 0
    text = capsys.readouterr().out
    assert "kmahjongg-row\tLittle row / Petite rangée\t4 tiles\tkmahjongg" in text
    assert "could not read (2):" in text


@settings(max_examples=60, deadline=None)
@given(data=st.binary(max_size=400), suffix=st.sampled_from([".layout", ".map", ".lay"]))
def test_any_bytes_give_layouts_or_one_reason_never_an_exception(tmp_path_factory, data, suffix):
    folder = tmp_path_factory.mktemp("fuzz")
    path = folder / f"x{suffix}"
    path.write_bytes(data)
    (folder / "x.desktop").write_bytes(data)
    found = read_layout_file(path, "kmahjongg")
    assert found.layouts or len(found.unreadable) >= 1
    assert all(u.reason for u in found.unreadable)
    parse_desktop_entry(data.decode("latin-1"))
