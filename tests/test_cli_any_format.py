"""``mahjong-layout`` on every format the editor reads, with real foreign files: KMahjongg's own
Castle (with its ``.desktop``), GNOME Mahjongg's own file of nine maps, and Kyodai files written
by the tests; the export in the three formats, and what survives a round trip."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from test_formats_samples import kyodai_text, turtle_positions

from mahjong_qt.cli.layout_cli import main
from mahjong_qt.core.formats import import_file, parse_desktop_entry
from mahjong_qt.core.layout import load_layout
from mahjong_qt.resources import layouts_dir

FOREIGN = Path(__file__).parent / "data" / "foreign"
TURTLE_JSON = layouts_dir() / "turtle.json"


def run(capsys, *argv: object) -> tuple[int, str, str]:
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def castle(tmp_path: Path) -> Path:
    """KMahjongg's Castle and its .desktop, copied where the test may write beside them."""
    for name in ("castle.layout", "castle.desktop"):
        shutil.copy(FOREIGN / name, tmp_path / name)
    return tmp_path / "castle.layout"


@pytest.fixture
def kyodai(tmp_path: Path) -> Path:
    path = tmp_path / "turtle.lay"
    path.write_text(kyodai_text(turtle_positions(), "Turtle by Someone :: Classic"))
    return path


GNOME = FOREIGN / "mahjongg.map"


def test_info_validate_clearable_solve_and_deal_read_a_kmahjongg_file(castle, capsys):
    code, out, err = run(capsys, "info", castle, "--json")
    info = json.loads(out)
    assert code == 0 and err == ""
    assert info["name"] == {"en": "Castle", "fr": "Château"} and info["author"] == "alchark"
    assert info["tiles"] == 156 and info["levels"] == [77, 50, 15, 14]
    code, out, _ = run(capsys, "validate", castle)
    assert code == 0 and out.startswith(f"{castle}: OK (156 tiles)")
    code, out, _ = run(capsys, "clearable", castle, "--json")
    assert code == 0 and json.loads(out)["verdict"] == "clearable"
    code, out, _ = run(capsys, "deal", castle, "--number", "1", "--json")
    assert code == 0 and len(json.loads(out)["solution"]) == 78
    code, out, _ = run(capsys, "solve", castle, "--number", "1", "--json")
    assert code in (0, 1) and json.loads(out)["verdict"] in ("winnable", "not_winnable")


def test_a_gnome_file_of_nine_maps_is_validated_and_described_map_by_map(capsys):
    code, out, err = run(capsys, "validate", GNOME)
    verdicts = [line for line in out.splitlines() if not line.startswith("  warning: ")]
    assert code == 0 and err == ""
    assert verdicts[0] == f"{GNOME} [The Ziggurat]: OK (144 tiles)" and len(verdicts) == 9
    code, out, _ = run(capsys, "info", GNOME, "--json")
    infos = json.loads(out)
    assert code == 0 and [i["map"] for i in infos][:3] == ["The Ziggurat", "Four Bridges", "Cloud"]
    code, out, _ = run(capsys, "info", GNOME, "--map", "cloud", "--json")
    assert code == 0 and json.loads(out)["name"]["en"] == "Cloud"


def test_a_command_on_one_layout_asks_which_map_of_a_gnome_file(capsys):
    code, out, err = run(capsys, "clearable", GNOME)
    assert code == 1 and out == "" and len(err.splitlines()) == 1
    assert "holds 9 maps" in err and "3: Cloud" in err
    code, out, _ = run(capsys, "clearable", GNOME, "--map", "3")
    assert code == 0 and "clearable" in out
    code, _, err = run(capsys, "clearable", GNOME, "--map", "10")
    assert code == 1 and "no map number 10" in err


def test_a_kyodai_file_is_read_by_every_command(kyodai, capsys):
    code, out, _ = run(capsys, "info", kyodai, "--json")
    info = json.loads(out)
    assert code == 0 and info["tiles"] == 144
    assert (info["author"], info["category"]) == ("Someone", "Classic")
    code, out, _ = run(capsys, "validate", kyodai)
    assert code == 0 and "OK (144 tiles)" in out
    code, out, _ = run(capsys, "atlas", kyodai, "--deals", "2", "--playouts", "1", "--json")
    assert code == 0 and json.loads(out)[0]["deals"] == 2


def test_a_broken_foreign_file_is_refused_in_one_line_by_each_command(tmp_path, capsys):
    broken = tmp_path / "broken.layout"
    broken.write_text("kmahjongg-layout-v1.1\nw4\nh2\nd1\n1212\n434\n")
    for command in ("info", "clearable", "deal", "solve", "export"):
        extra = {"deal": ["--number", "1"], "solve": ["--number", "1"]}.get(command, [])
        extra += ["-o", tmp_path / "o.map"] if command == "export" else []
        code, out, err = run(capsys, command, broken, *extra)
        assert code == 1 and out == "", command
        assert err.startswith(f"{broken}: line 6: expected 4 characters"), (command, err)
    code, out, _ = run(capsys, "validate", broken)
    assert code == 1 and out.splitlines()[:2] == [
        f"{broken}: INVALID",
        "  error: line 6: expected 4 characters (one row of the grid), found 3; the grid must"
        " hold w×h×d = 4×2×1 = 8 cells; it holds 7",
    ]


def test_import_takes_the_names_and_author_from_the_desktop_file_beside(castle, tmp_path, capsys):
    out = tmp_path / "castle.json"
    code, _, err = run(capsys, "import", castle, "-o", out)
    assert code == 0 and err == (
        "warning: the layout has 156 tiles, more than one tile set (144): some kinds of tile will"
        " appear more than four times\n"
    )
    data = json.loads(out.read_text())
    assert data["name"] == {"en": "Castle", "fr": "Château"} and data["author"] == "alchark"
    assert data["description"]["en"] == "Vista-styled castle layout"


def _designed(tmp_path: Path) -> Path:
    """The Turtle with a name, an author and a category of its own."""
    data = json.loads(TURTLE_JSON.read_text())
    data.update(
        id="my-turtle",
        name={"en": "My Turtle", "fr": "Ma Tortue"},
        author="Ann O'Neil",
        category="Animals",
    )
    path = tmp_path / "my-turtle.json"
    path.write_text(json.dumps(data, ensure_ascii=False))
    return path


@pytest.mark.parametrize("suffix", [".layout", ".map", ".lay"])
def test_name_author_and_category_survive_a_round_trip(tmp_path, capsys, suffix):
    source = _designed(tmp_path)
    exported = tmp_path / f"exported{suffix}"
    code, out, err = run(capsys, "export", source, "-o", exported)
    assert code == 0 and err == "" and "144 tiles" in out
    back = tmp_path / "back.json"
    code, _, err = run(capsys, "import", exported, "-o", back)
    assert code == 0 and err == ""
    layout = load_layout(back)
    assert layout.name("en") == "My Turtle"
    assert (layout.model.author, layout.model.category) == ("Ann O'Neil", "Animals")
    assert sorted(layout.positions) == sorted(load_layout(source).positions)
    if suffix == ".layout":
        assert layout.name("fr") == "Ma Tortue"


def test_a_kmahjongg_export_has_its_desktop_file_beside_it(tmp_path, capsys):
    exported = tmp_path / "turtle.layout"
    code, out, _ = run(capsys, "export", TURTLE_JSON, "-o", exported)
    desktop = tmp_path / "turtle.desktop"
    assert code == 0 and f"with {desktop}" in out
    text = desktop.read_text("utf-8")
    assert "\nName=Turtle\nName[fr]=Tortue\nDescription=The classic layout" in text
    assert "\nAuthor=Traditional\n" in text and "\nFileName=turtle.layout\n" in text
    texts = parse_desktop_entry(text)
    assert (texts.name, texts.name_fr, texts.author) == ("Turtle", "Tortue", "Traditional")
    exported.write_text(exported.read_text().replace("# Name", "# Other"))  # the .desktop alone
    assert import_file(exported).name_fr == "Tortue"


def test_the_format_comes_from_the_extension_or_from_format(tmp_path, capsys):
    code, _, _ = run(capsys, "export", TURTLE_JSON, "-o", tmp_path / "t.map")
    assert code == 0 and (tmp_path / "t.map").read_text().startswith("<?xml")
    code, _, _ = run(capsys, "export", TURTLE_JSON, "-o", tmp_path / "t.txt", "--format", "kyodai")
    assert code == 0 and (tmp_path / "t.txt").read_bytes().startswith(b"Kyodai 3.0\r\n")
    code, out, err = run(capsys, "export", TURTLE_JSON, "-o", tmp_path / "t.xyz")
    assert code == 2 and out == "" and "--format" in err and not (tmp_path / "t.xyz").exists()
    code, _, err = run(capsys, "export", TURTLE_JSON)
    assert code == 2 and "-o OUT" in err


def test_a_foreign_file_is_exported_to_another_format(castle, tmp_path, capsys):
    code, _, _ = run(capsys, "export", castle, "-o", tmp_path / "castle.map")
    assert code == 0
    back = import_file(tmp_path / "castle.map")
    assert (back.name, back.author, len(back.positions)) == ("Castle", "alchark", 156)


def test_an_existing_desktop_file_is_kept_unless_forced(tmp_path, capsys):
    (tmp_path / "t.desktop").write_text("mine")
    code, _, err = run(capsys, "export", TURTLE_JSON, "-o", tmp_path / "t.layout")
    assert code == 1 and "t.desktop" in err and "--force" in err
    assert not (tmp_path / "t.layout").exists() and (tmp_path / "t.desktop").read_text() == "mine"


def test_a_layout_too_large_for_kyodai_writes_nothing(tmp_path, capsys):
    wide = json.loads(TURTLE_JSON.read_text())
    wide["tiles"] = [[2 * i, 0, 0] for i in range(40)]
    source = tmp_path / "wide.json"
    source.write_text(json.dumps(wide))
    code, _, err = run(capsys, "export", source, "-o", tmp_path / "wide.lay")
    assert code == 1 and "too large for a Kyodai layout" in err
    assert not (tmp_path / "wide.lay").exists()
