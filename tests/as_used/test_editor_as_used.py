"""``mahjong-editor`` as a user runs it, as a subprocess: it opens a layout, saves it
(``--save-as``, the unattended save) or pictures it (``--screenshot``) and exits; bad input is
refused on stderr with exit status 1, never with a dialog that waits for ever, nor a traceback."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

SCRIPTS = ("mahjong-editor",)

REPO = Path(__file__).resolve().parents[2]
TURTLE = REPO / "layouts" / "turtle.json"
FOREIGN = REPO / "tests" / "data" / "foreign"
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def _ok(result, no_traceback) -> None:
    no_traceback(result)
    assert result.returncode == 0, result.stderr


def _refused(result, no_traceback) -> str:
    no_traceback(result)
    assert result.returncode == 1, (result.returncode, result.stderr)
    said = [line for line in result.stderr.splitlines() if line.startswith("mahjong-editor: ")]
    assert said, result.stderr  # (Qt's offscreen platform may print a warning of its own)
    return result.stderr


def _my_layout(folder: Path) -> Path:
    data = json.loads(TURTLE.read_text("utf-8"))
    data.update(id="my-turtle", name={"en": "My Turtle", "fr": "Ma Tortue"}, category="Animals")
    path = folder / "my-turtle.json"
    path.write_text(json.dumps(data, ensure_ascii=False), "utf-8")
    return path


def test_version(run_script, no_traceback):
    result = run_script("mahjong-editor", "--version")
    _ok(result, no_traceback)
    assert result.stdout.startswith("mahjong-editor")


def test_it_opens_a_layout_saves_it_and_exits(run_script, no_traceback, tmp_path):
    source = _my_layout(tmp_path)
    out = tmp_path / "saved.json"
    _ok(run_script("mahjong-editor", source, "--save-as", out), no_traceback)
    saved = json.loads(out.read_text("utf-8"))
    original = json.loads(source.read_text("utf-8"))
    assert saved["id"] == "my-turtle" and saved["category"] == "Animals"
    assert sorted(map(tuple, saved["tiles"])) == sorted(map(tuple, original["tiles"]))


def test_a_bundled_layout_is_saved_as_a_copy_of_its_own(run_script, no_traceback, tmp_path):
    out = tmp_path / "copy.json"
    _ok(run_script("mahjong-editor", TURTLE, "--save-as", out), no_traceback)
    saved = json.loads(out.read_text("utf-8"))
    assert saved["id"] != "turtle" and len(saved["tiles"]) == 144


def test_it_imports_a_kmahjongg_file_with_its_desktop_file(run_script, no_traceback, tmp_path):
    for name in ("castle.layout", "castle.desktop"):
        shutil.copy(FOREIGN / name, tmp_path / name)
    out = tmp_path / "castle.json"
    _ok(run_script("mahjong-editor", tmp_path / "castle.layout", "--save-as", out), no_traceback)
    saved = json.loads(out.read_text("utf-8"))
    assert saved["name"] == {"en": "Castle", "fr": "Château"} and saved["author"] == "alchark"


@pytest.mark.parametrize("suffix", [".layout", ".map", ".lay"])
def test_it_exports_by_the_extension(run_script, no_traceback, tmp_path, suffix):
    out = tmp_path / f"exported{suffix}"
    _ok(run_script("mahjong-editor", _my_layout(tmp_path), "--save-as", out), no_traceback)
    head = out.read_bytes()[:20]
    assert head.startswith(
        {".layout": b"kmahjongg-layout", ".map": b"<?xml", ".lay": b"Kyodai"}[suffix]
    )
    if suffix == ".layout":
        desktop = (tmp_path / "exported.desktop").read_text("utf-8")
        assert "Name=My Turtle" in desktop and "Name[fr]=Ma Tortue" in desktop


def test_a_map_of_a_gnome_file_is_chosen_with_map(run_script, no_traceback, tmp_path):
    out = tmp_path / "cloud.json"
    gnome = FOREIGN / "mahjongg.map"
    err = _refused(run_script("mahjong-editor", gnome, "--save-as", out), no_traceback)
    assert "--map" in err and "3: Cloud" in err and not out.exists()
    _ok(run_script("mahjong-editor", gnome, "--map", "Cloud", "--save-as", out), no_traceback)
    assert json.loads(out.read_text("utf-8"))["name"]["en"] == "Cloud"


def test_a_screenshot_is_written(run_script, no_traceback, tmp_path):
    png = tmp_path / "editor.png"
    _ok(run_script("mahjong-editor", TURTLE, "--screenshot", png, "--lang", "fr"), no_traceback)
    assert png.read_bytes().startswith(PNG_MAGIC)


# -- bad input: refused on stderr, exit 1, no dialog (the run has a time limit), no traceback ---


def _big_with_a_bad_tile(path: Path) -> Path:
    """More than 576 tiles (the schema then checks no tile) and one tile of four numbers."""
    tiles = [[2 * (i % 40), 2 * (i // 40), 0] for i in range(580)]
    tiles[5] = [10, 0, 0, 1]
    data = {"schema_version": 1, "id": "big", "name": {"en": "Big", "fr": "Grand"}}
    path.write_text(json.dumps({**data, "tiles": tiles}))
    return path


@pytest.fixture
def bad_files(tmp_path: Path) -> dict[str, Path]:
    bad = {
        "missing": tmp_path / "missing.json",
        "not_json": tmp_path / "broken.json",
        "not_a_layout": tmp_path / "package.json",
        "bad_foreign": tmp_path / "broken.layout",
        "big_with_a_bad_tile": _big_with_a_bad_tile(tmp_path / "big.json"),
    }
    bad["not_json"].write_text('{"schema_version": 1, "tiles": [')
    bad["not_a_layout"].write_text('{"name": "some-package", "version": "1.0.0"}')
    bad["bad_foreign"].write_text("kmahjongg-layout-v1.1\nw4\nh2\nd1\n1212\n434\n")
    return bad


@pytest.mark.parametrize(
    "bad", ["missing", "not_json", "not_a_layout", "bad_foreign", "big_with_a_bad_tile"]
)
@pytest.mark.parametrize("mode", ["--screenshot", "--save-as"])
def test_a_bad_file_is_refused_without_a_dialog(
    run_script, no_traceback, bad_files, tmp_path, bad, mode
):
    out = tmp_path / ("out.png" if mode == "--screenshot" else "out.json")
    path = bad_files[bad]
    before = path.read_bytes() if path.exists() else None
    err = _refused(run_script("mahjong-editor", path, mode, out, timeout=60), no_traceback)
    assert "Cannot open the layout" in err and path.name in err
    assert not out.exists()
    assert (path.read_bytes() if path.exists() else None) == before  # nothing lost


def test_the_big_file_says_both_of_its_faults(run_script, no_traceback, bad_files, tmp_path):
    result = run_script(
        "mahjong-editor", bad_files["big_with_a_bad_tile"], "--save-as", tmp_path / "o.json"
    )
    err = _refused(result, no_traceback)
    assert "580 tiles" in err and "Tile no. 6" in err


def test_a_layout_with_errors_is_not_saved(run_script, no_traceback, tmp_path):
    overlapping = json.loads(TURTLE.read_text("utf-8"))
    overlapping["id"] = "overlapping"
    overlapping["tiles"] = [[0, 0, 0], [1, 0, 0]]
    source = tmp_path / "overlapping.json"
    source.write_text(json.dumps(overlapping))
    out = tmp_path / "out.json"
    err = _refused(run_script("mahjong-editor", source, "--save-as", out), no_traceback)
    assert "Not saved" in err and not out.exists()


def test_an_export_that_does_not_fit_is_refused(run_script, no_traceback, tmp_path):
    wide = json.loads(TURTLE.read_text("utf-8"))
    wide["id"] = "wide"
    wide["tiles"] = [[2 * i, 0, 0] for i in range(40)]
    source = tmp_path / "wide.json"
    source.write_text(json.dumps(wide))
    out = tmp_path / "wide.lay"
    err = _refused(run_script("mahjong-editor", source, "--save-as", out), no_traceback)
    assert "Not exported" in err and not out.exists()


@pytest.mark.parametrize(
    "args", [["--size", "12"], ["--lang", "de"], ["--level", "x"], ["--level", "0"]]
)
def test_bad_options_are_refused_argparse_style(run_script, no_traceback, args):
    result = run_script("mahjong-editor", *args, "--screenshot", "x.png")
    no_traceback(result)
    assert result.returncode == 2 and "error:" in result.stderr


def test_a_level_the_layout_does_not_have_is_refused(run_script, no_traceback, tmp_path):
    png = tmp_path / "x.png"
    result = run_script("mahjong-editor", TURTLE, "--level", "99", "--screenshot", png)
    no_traceback(result)
    assert result.returncode == 2 and "no level 99" in result.stderr and not png.exists()


def test_a_screenshot_that_cannot_be_written_is_said(run_script, no_traceback, tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    result = run_script("mahjong-editor", TURTLE, "--screenshot", blocker / "x.png")
    assert "cannot write" in _refused(result, no_traceback)
