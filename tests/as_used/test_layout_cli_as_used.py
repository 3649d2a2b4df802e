"""``mahjong-layout`` as a user runs it: every sub-command, as a subprocess, on a bundled layout and
on real foreign files (KMahjongg's Castle with its ``.desktop``, GNOME Mahjongg's file of nine
maps, a Kyodai file; KMahjongg's installed layouts too when it is installed), and bad input to
each: one clear line on stderr, a non-zero exit, never a traceback."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

SCRIPTS = ("mahjong-layout",)

REPO = Path(__file__).resolve().parents[2]
TURTLE = REPO / "layouts" / "turtle.json"
FOREIGN = REPO / "tests" / "data" / "foreign"
GNOME = FOREIGN / "mahjongg.map"
SYSTEM_KMAHJONGG = Path("/usr/share/kmahjongg/layouts")

# Kyodai 3.0: a name line, then 5 levels x 20 rows x 34 columns; a 1 is a tile's top-left cell.
_KYODAI_TILES = [(x, y, 0) for x in range(4, 20, 2) for y in (4, 6, 8)]


def kyodai_file(path: Path) -> Path:
    grid = [["0"] * 34 for _ in range(100)]
    for x, y, z in _KYODAI_TILES:
        grid[z * 20 + y][x] = "1"
    path.write_bytes(
        b"Kyodai 3.0\r\nBlock by Tester :: Small\r\n"
        + "".join("".join(r) for r in grid).encode()
        + b"\r\n"
    )
    return path


@pytest.fixture
def castle(tmp_path: Path) -> Path:
    for name in ("castle.layout", "castle.desktop"):
        shutil.copy(FOREIGN / name, tmp_path / name)
    return tmp_path / "castle.layout"


@pytest.fixture
def files(tmp_path: Path, castle: Path) -> dict[str, Path]:
    return {
        "bundled": TURTLE,
        "kmahjongg": castle,
        "gnome": GNOME,
        "kyodai": kyodai_file(tmp_path / "block.lay"),
    }


def _ok(result, no_traceback) -> str:
    no_traceback(result)
    assert result.returncode == 0, result.stderr
    return result.stdout


def test_version_and_help(run_script, no_traceback):
    assert _ok(run_script("mahjong-layout", "--version"), no_traceback).startswith("mahjong-layout")
    out = _ok(run_script("mahjong-layout", "--help"), no_traceback)
    for command in ("atlas", "clearable", "deal", "export", "import", "info", "solve", "validate"):
        assert command in out


@pytest.mark.parametrize("kind", ["bundled", "kmahjongg", "gnome", "kyodai"])
def test_validate_and_info(run_script, no_traceback, files, kind):
    path = files[kind]
    out = _ok(run_script("mahjong-layout", "validate", path), no_traceback)
    assert f"{path}" in out and ": OK (" in out and "INVALID" not in out
    info = json.loads(_ok(run_script("mahjong-layout", "info", path, "--json"), no_traceback))
    tiles = {"bundled": 144, "kmahjongg": 156, "kyodai": 24}.get(kind)
    if kind == "gnome":
        assert len(info) == 9 and info[2]["map"] == "Cloud"
    else:
        assert info["tiles"] == tiles
    if kind == "kmahjongg":
        assert info["name"] == {"en": "Castle", "fr": "Château"} and info["author"] == "alchark"


@pytest.mark.parametrize("kind", ["bundled", "kmahjongg", "gnome", "kyodai"])
def test_clearable_deal_solve_and_atlas(run_script, no_traceback, files, kind):
    path = files[kind]
    pick = ["--map", "2"] if kind == "gnome" else []
    clearable = run_script("mahjong-layout", "clearable", path, *pick, "--json")
    assert json.loads(_ok(clearable, no_traceback))["verdict"] == "clearable"
    deal = run_script("mahjong-layout", "deal", path, *pick, "--number", "3", "--json")
    dealt = json.loads(_ok(deal, no_traceback))
    assert dealt["number"] == 3 and len(dealt["solution"]) * 2 == len(dealt["tiles"])
    solve = run_script("mahjong-layout", "solve", path, *pick, "--number", "3", "--seconds", "20")
    no_traceback(solve)
    assert solve.returncode in (0, 1, 2) and f"{path} #3: " in solve.stdout
    atlas = run_script(
        "mahjong-layout", "atlas", path, "--deals", "2", "--playouts", "1", "--json", timeout=120
    )
    measured = json.loads(_ok(atlas, no_traceback))
    assert len(measured) == (9 if kind == "gnome" else 1) and measured[0]["deals"] == 2


@pytest.mark.parametrize("kind", ["kmahjongg", "gnome", "kyodai"])
def test_import_a_foreign_file(run_script, no_traceback, files, tmp_path, kind):
    out = tmp_path / "imported.json"
    pick = ["--map", "Cloud"] if kind == "gnome" else []
    result = run_script("mahjong-layout", "import", files[kind], *pick, "-o", out)
    assert "from the" in _ok(result, no_traceback) and out.exists()
    data = json.loads(out.read_text("utf-8"))
    expected = {
        "kmahjongg": ({"en": "Castle", "fr": "Château"}, "alchark", ""),
        "gnome": ({"en": "Cloud", "fr": "Cloud"}, "", ""),
        "kyodai": ({"en": "Block", "fr": "Block"}, "Tester", "Small"),
    }[kind]
    assert (data["name"], data["author"], data.get("category", "")) == expected
    back = run_script("mahjong-layout", "validate", out)
    assert ": OK (" in _ok(back, no_traceback)


@pytest.mark.parametrize("suffix", [".layout", ".map", ".lay"])
def test_export_then_import_keeps_the_layout(run_script, no_traceback, tmp_path, suffix):
    out = tmp_path / f"turtle{suffix}"
    _ok(run_script("mahjong-layout", "export", TURTLE, "-o", out), no_traceback)
    if suffix == ".layout":
        assert "Name[fr]=Tortue" in (tmp_path / "turtle.desktop").read_text("utf-8")
    back = tmp_path / "back.json"
    _ok(run_script("mahjong-layout", "import", out, "-o", back), no_traceback)
    data = json.loads(back.read_text("utf-8"))
    original = json.loads(TURTLE.read_text("utf-8"))
    assert sorted(map(tuple, data["tiles"])) == sorted(map(tuple, original["tiles"]))
    assert (data["name"]["en"], data["author"]) == ("Turtle", "Traditional")


@pytest.mark.skipif(not SYSTEM_KMAHJONGG.is_dir(), reason="KMahjongg is not installed")
def test_every_installed_kmahjongg_layout_validates(run_script, no_traceback):
    layouts = sorted(SYSTEM_KMAHJONGG.glob("*.layout"))
    result = run_script("mahjong-layout", "validate", *layouts, timeout=120)
    _ok(result, no_traceback)
    verdicts = [line for line in result.stdout.splitlines() if not line.startswith("  ")]
    assert len(verdicts) == len(layouts) and all(": OK (" in v for v in verdicts)


# -- bad input: one clear message, a non-zero exit, no traceback --------------------------------


def _refused(result, no_traceback, *, code: int | None = None) -> str:
    no_traceback(result)
    assert result.returncode != 0, result.stdout
    if code is not None:
        assert result.returncode == code, result.stderr
    assert result.stderr.strip(), "an error must be said on stderr"
    return result.stderr


@pytest.fixture
def bad_files(tmp_path: Path) -> dict[str, Path]:
    bad = {
        "missing": tmp_path / "missing.json",
        "not_json": tmp_path / "broken.json",
        "bad_layout": tmp_path / "broken.layout",
        "bad_map": tmp_path / "broken.map",
        "bad_lay": tmp_path / "broken.lay",
        "folder": tmp_path / "folder.json",
    }
    bad["not_json"].write_text('{"schema_version": 1, "tiles": [')
    bad["bad_layout"].write_text("kmahjongg-layout-v1.1\nw4\nh2\nd1\n1212\n434\n")
    bad["bad_map"].write_text("<mahjongg><map name='x'><tile x='1'/></map></mahjongg>")
    bad["bad_lay"].write_text("Kyodai 3.0\nshort\n0101\n")
    bad["folder"].mkdir()
    return bad


_ONE_LAYOUT_COMMANDS = {
    "info": [],
    "clearable": [],
    "deal": ["--number", "1"],
    "solve": ["--number", "1"],
    "atlas": ["--deals", "1"],
    "export": ["-o", "{tmp}/out.layout"],
    "import": ["-o", "{tmp}/out.json"],
}


@pytest.mark.parametrize("command", sorted(_ONE_LAYOUT_COMMANDS))
@pytest.mark.parametrize(
    "bad", ["missing", "not_json", "bad_layout", "bad_map", "bad_lay", "folder"]
)
def test_a_bad_file_is_refused_by_each_command(
    run_script, no_traceback, bad_files, tmp_path, command, bad
):
    if command == "import" and bad in ("not_json",):
        pytest.skip("import takes foreign files: a .json is refused as such (tested below)")
    extra = [a.replace("{tmp}", str(tmp_path)) for a in _ONE_LAYOUT_COMMANDS[command]]
    result = run_script("mahjong-layout", command, bad_files[bad], *extra)
    err = _refused(result, no_traceback, code=1)
    assert str(bad_files[bad]) in err
    assert not (tmp_path / "out.layout").exists() and not (tmp_path / "out.json").exists()


def test_validate_says_invalid_for_each_bad_file(run_script, no_traceback, bad_files):
    result = run_script("mahjong-layout", "validate", TURTLE, *bad_files.values())
    no_traceback(result)
    assert result.returncode == 1
    assert (
        result.stdout.count(": INVALID") == len(bad_files) and ": OK (144 tiles)" in result.stdout
    )


def test_import_of_our_own_json_is_refused(run_script, no_traceback, tmp_path):
    result = run_script("mahjong-layout", "import", TURTLE, "-o", tmp_path / "t.json")
    assert "already" in _refused(result, no_traceback, code=1)


@pytest.mark.parametrize(
    "args",
    [
        [],
        ["nosuch"],
        ["info"],
        ["deal", str(TURTLE)],
        ["deal", str(TURTLE), "--number", "x"],
        ["deal", str(TURTLE), "--number", "1", "--difficulty", "impossible"],
        ["atlas", str(TURTLE), "--deals", "0"],
        ["atlas", str(TURTLE), "--playouts", "-1"],
        ["solve", str(TURTLE), "--number", "1", "--seconds", "0"],
        ["solve", str(TURTLE), "--number", "1", "--seconds", "nan"],
        ["clearable", str(TURTLE), "--budget", "-5"],
        ["export", str(TURTLE)],
        ["export", str(TURTLE), "-o", "out.xyz"],
    ],
)
def test_bad_arguments_are_refused_argparse_style(run_script, no_traceback, args):
    _refused(run_script("mahjong-layout", *args), no_traceback, code=2)


def test_a_bad_number_is_refused(run_script, no_traceback):
    for command in ("deal", "solve"):
        result = run_script("mahjong-layout", command, TURTLE, "--number", "0")
        assert "number" in _refused(result, no_traceback, code=1)


def test_a_gnome_file_of_several_maps_needs_map(run_script, no_traceback):
    result = run_script("mahjong-layout", "clearable", GNOME)
    assert "holds 9 maps" in _refused(result, no_traceback, code=1)
    result = run_script("mahjong-layout", "clearable", GNOME, "--map", "nosuch")
    assert "no map named 'nosuch'" in _refused(result, no_traceback, code=1)


def test_existing_files_are_not_replaced_without_force(run_script, no_traceback, tmp_path):
    target = tmp_path / "mine.json"
    target.write_text("keep me")
    castle = FOREIGN / "castle.layout"
    result = run_script("mahjong-layout", "import", castle, "-o", target)
    assert "--force" in _refused(result, no_traceback, code=1)
    assert target.read_text() == "keep me"
    out = tmp_path / "mine.layout"
    out.write_text("keep me too")
    result = run_script("mahjong-layout", "export", TURTLE, "-o", out)
    assert "--force" in _refused(result, no_traceback, code=1)
    assert out.read_text() == "keep me too" and not (tmp_path / "mine.desktop").exists()
