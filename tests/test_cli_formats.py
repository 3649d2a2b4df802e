"""``mahjong-layout import`` and ``export``: round trips, map choice, refusals in one line each."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from test_formats_samples import (
    TURTLE_LEVELS,
    gnome_file,
    gnome_tiles,
    kyodai_text,
    turtle_positions,
)

from mahjong_qt.cli.layout_cli import main
from mahjong_qt.core.layout import load_layout
from mahjong_qt.resources import layouts_dir

TURTLE_JSON = layouts_dir() / "turtle.json"


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_export_then_import_round_trip(tmp_path, capsys):
    exported = tmp_path / "turtle.layout"
    code, out, err = run(capsys, "export", TURTLE_JSON, "-o", exported)
    assert code == 0 and err == "" and "144 tiles" in out
    assert exported.read_text().startswith("kmahjongg-layout-v1.1\n")
    assert (tmp_path / "turtle.desktop").read_text().startswith("[KMahjonggLayout]\n")

    back = tmp_path / "back.json"
    code, out, err = run(capsys, "import", exported, "-o", back)
    assert code == 0 and err == ""
    assert "144 tiles (per level: 87, 36, 16, 4, 1)" in out and "KMahjongg" in out
    layout = load_layout(back)
    assert list(layout.positions) == turtle_positions() and layout.id == "turtle"
    assert layout.level_counts() == TURTLE_LEVELS


def test_import_with_an_id_in_a_separate_process(tmp_path):
    source = tmp_path / "TURTLE.LAY"
    source.write_text(kyodai_text(turtle_positions()), encoding="cp1252")
    out = tmp_path / "k.json"
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "mahjong_qt.cli.layout_cli",
            "import",
            str(source),
            "-o",
            str(out),
            "--id",
            "kyodai-turtle",
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    data = json.loads(out.read_text())
    assert data["id"] == "kyodai-turtle" and data["author"] == "Someone"
    assert data["name"] == {"en": "Turtle", "fr": "Turtle"} and len(data["tiles"]) == 144


TWO = gnome_file(
    ("Turtle", "easy", gnome_tiles(turtle_positions())),
    ("Square", "square", '<block left="0" right="1" top="0" bottom="1"/>'),
)


def test_a_gnome_file_with_two_maps(tmp_path, capsys):
    source = tmp_path / "mahjongg.map"
    source.write_text(TWO)
    code, out, _ = run(capsys, "import", source, "--list-maps")
    assert code == 0 and out.splitlines() == ["1: Turtle (144 tiles)", "2: Square (4 tiles)"]

    code, _, err = run(capsys, "import", source, "-o", tmp_path / "x.json")
    assert code == 1 and "holds 2 maps" in err and len(err.splitlines()) == 1
    assert not (tmp_path / "x.json").exists()

    code, _, err = run(capsys, "import", source, "-o", tmp_path / "sq.json", "--map", "2")
    assert code == 0
    assert load_layout(tmp_path / "sq.json").id == "mahjongg-square"
    code, _, _ = run(capsys, "import", source, "-o", tmp_path / "t.json", "--map", "turtle")
    assert code == 0 and load_layout(tmp_path / "t.json").tile_count == 144


def test_an_invalid_result_is_refused_with_its_reasons(tmp_path, capsys):
    source = tmp_path / "bad.lay"
    source.write_text(kyodai_text([(0, 0, 0), (1, 1, 0), (6, 0, 0)]))
    out = tmp_path / "bad.json"
    code, _, err = run(capsys, "import", source, "-o", out)
    assert code == 1 and not out.exists()
    assert "not a valid layout" in err and "overlaps" in err and "odd number" in err
    assert len(err.splitlines()) == 1 and "Traceback" not in err


def test_warnings_are_printed_and_the_file_written(tmp_path, capsys):
    source = tmp_path / "float.map"
    source.write_text(
        gnome_file(
            (
                "Float",
                "f",
                '<row y="0" left="0" right="1"/><tile x="5" y="0" z="1"/><tile x="6" y="0" z="1"/><odd/>',
            )
        )
    )
    code, _, err = run(capsys, "import", source, "-o", tmp_path / "f.json")
    assert code == 0 and (tmp_path / "f.json").exists()
    assert "warning: ignored the unknown element <odd>" in err and "floats" in err


def test_a_malformed_file_gives_one_line(tmp_path, capsys):
    source = tmp_path / "broken.layout"
    source.write_text("kmahjongg-layout-v1.1\nw4\nh2\nd1\n1212\n434\n")
    code, out, err = run(capsys, "import", source, "-o", tmp_path / "o.json")
    assert code == 1 and out == ""
    assert (
        err
        == f"{source}: line 6: expected 4 characters (one row of the grid), found 3; the grid must hold w×h×d = 4×2×1 = 8 cells; it holds 7\n"
    )


def test_existing_outputs_are_kept_unless_forced(tmp_path, capsys):
    target = tmp_path / "out.layout"
    target.write_text("mine")
    code, _, err = run(capsys, "export", TURTLE_JSON, "-o", target)
    assert code == 1 and "already exists" in err and target.read_text() == "mine"
    code, _, _ = run(capsys, "export", TURTLE_JSON, "-o", target, "--force")
    assert code == 0 and target.read_text().startswith("kmahjongg-layout-v1.1")


def test_export_refuses_an_invalid_layout(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text('{"schema_version": 1}')
    code, _, err = run(capsys, "export", bad, "-o", tmp_path / "o.layout")
    assert code == 1 and "INVALID" in err and not (tmp_path / "o.layout").exists()


def test_the_old_order_of_export_still_works_with_a_deprecation_warning(tmp_path, capsys):
    target = tmp_path / "old.layout"
    code, out, err = run(capsys, "export", target, TURTLE_JSON)
    assert code == 0 and "144 tiles" in out and "deprecated" in err and "-o OUT" in err
    assert target.read_text().startswith("kmahjongg-layout-v1.1")


@pytest.mark.parametrize("args", [["--map", "1"], []])
def test_missing_output_and_map_on_other_formats(tmp_path, capsys, args):
    source = tmp_path / "t.lay"
    source.write_text(kyodai_text(turtle_positions()))
    code, _, err = run(capsys, "import", source, *args)
    assert code == 1 and "-o OUT.json" in err
    if args:
        assert "--map ignored" in err


def test_the_format_can_be_forced(tmp_path, capsys):
    source = tmp_path / "odd_name.txt"
    source.write_text(kyodai_text(turtle_positions()))
    code, _, err = run(capsys, "import", source, "-o", tmp_path / "a.json", "--format", "kmahjongg")
    assert code == 1 and "not a KMahjongg layout" in err
    code, _, _ = run(capsys, "import", source, "-o", tmp_path / "b.json", "--format", "kyodai")
    assert code == 0 and load_layout(tmp_path / "b.json").id == "odd_name"
