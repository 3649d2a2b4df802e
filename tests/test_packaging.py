"""The wheel and the sdist carry what an installation needs, under the right names, with the
licence and the metadata; the entry points work from an installed wheel and from an editable one."""

import email
import os
import re
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

from hatch_build import SHARE_NEEDS, cited_screenshots
from mahjong_qt import __version__
from mahjong_qt.desktop.icons import SIZES
from mahjong_qt.identity import EDITOR, GAME
from tools.make_man_pages import PAGES

ROOT = Path(__file__).resolve().parent.parent


def _run(*args, **kwargs):
    return subprocess.run(
        [sys.executable, *args], check=True, capture_output=True, text=True, timeout=300, **kwargs
    )


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """The pure-Python wheel (``MAHJONG_QT_PURE_BUILD=1``: no compile even where Cython and a C
    compiler are installed; CI builds and tests the compiled one)."""
    out = tmp_path_factory.mktemp("wheel")
    env = dict(os.environ, MAHJONG_QT_PURE_BUILD="1", MAHJONG_QT_REQUIRE_SHARE="1")
    _run(
        "-m",
        "pip",
        "wheel",
        str(ROOT),
        "--no-deps",
        "--no-build-isolation",
        "-q",
        "-w",
        str(out),
        env=env,
    )
    (built,) = out.glob("mahjong_qt-*.whl")
    return built


def test_the_pure_wheel_is_for_any_platform_and_carries_no_extension(wheel):
    archive = zipfile.ZipFile(wheel)
    assert wheel.name == f"mahjong_qt-{__version__}-py3-none-any.whl"
    info = email.message_from_bytes(archive.read(f"mahjong_qt-{__version__}.dist-info/WHEEL"))
    assert info["Tag"] == "py3-none-any" and info["Root-Is-Purelib"] == "true"
    names = archive.namelist()
    assert not [n for n in names if n.endswith((".so", ".pyd", "compiled.json"))]
    assert (
        "mahjong_qt/core/solver/replay.py" in names and "mahjong_qt/core/solver/replay.pxd" in names
    )


def test_wheel_contains_data_and_entry_points(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    assert "mahjong_qt/data/layouts/turtle.json" in names
    assert "mahjong_qt/data/layouts/layout.schema.json" in names
    assert any(
        n.startswith("mahjong_qt/data/translations/") and n.endswith("_fr.qm") for n in names
    )
    assert not [n for n in names if n.endswith(".ts")], "the .ts sources stay out of the wheel"
    assert "mahjong_qt/ui/glyph_data/glyphs.json" in names
    assert "mahjong_qt/app/sound/wav/pair.wav" in names  # the earcons (tools/make_earcons.py)
    assert "mahjong_qt/desktop/data/io.github.mahjong_qt.MahjongQt.desktop" in names
    assert "mahjong_qt/core/board.py" in names and "mahjong_qt_editor/main.py" in names
    assert not [n for n in names if n.startswith("editor/")], "no top-level package 'editor'"
    assert not [n for n in names if "__pycache__" in n or n.startswith(("tests/", "tools/"))]
    entry_points = next(n for n in names if n.endswith("entry_points.txt"))
    text = zipfile.ZipFile(wheel).read(entry_points).decode()
    assert "[gui_scripts]" in text and "mahjong-qt = mahjong_qt.app.main:main" in text
    assert "mahjong-editor = mahjong_qt_editor.main:main" in text
    assert "[console_scripts]" in text and "mahjong-layout = " in text


def test_wheel_carries_the_desktop_files_icons_and_man_pages_as_data(wheel):
    """Under the wheel's data, ``share/`` is what a prefix install puts in ``/usr/share``."""
    data = f"mahjong_qt-{__version__}.data/data/share/"
    archive = zipfile.ZipFile(wheel)
    names = {n[len(data) :] for n in archive.namelist() if n.startswith(data)}
    for program in (GAME, EDITOR):
        assert {
            f"applications/{program.desktop_file}",
            f"metainfo/{program.metainfo_file}",
        } <= names
        hicolor = "icons/hicolor/{0}/apps/" + program.app_id
        for size in SIZES:
            png = archive.read(data + hicolor.format(f"{size}x{size}") + ".png")
            assert png[:8] == b"\x89PNG\r\n\x1a\n"
            assert int.from_bytes(png[16:20], "big") == int.from_bytes(png[20:24], "big") == size
        assert hicolor.format("scalable") + ".svg" in names
        assert hicolor.format("symbolic") + "-symbolic.svg" in names
        entry = archive.read(data + f"applications/{program.desktop_file}").decode()
        assert f"Exec={program.command}" in entry  # on the PATH of a system install
    assert f"mime/packages/{GAME.app_id}.xml" in names
    assert {f"man/man1/{page.command}.1" for page in PAGES} <= names


def test_man_pages_are_made_from_the_parsers(wheel, tmp_path):
    data = f"mahjong_qt-{__version__}.data/data/share/man/man1/"
    archive = zipfile.ZipFile(wheel)
    pages = {p.command: archive.read(f"{data}{p.command}.1").decode() for p in PAGES}
    assert set(pages) == {
        "mahjong-qt",
        "mahjong-editor",
        "mahjong-layout",
        "mahjong-race",
        "mahjong-race-server",
    }
    for command, text in pages.items():
        plain = _unroff(text)
        assert plain.startswith(f'.TH {command.upper()} "1" ')
        assert f"Mahjong Qt {__version__}" in plain and ".SH SEE ALSO" in plain
    layout = _unroff(pages["mahjong-layout"])
    for sub in ("validate", "info", "solve", "deal", "import", "export", "atlas", "clearable"):
        assert f"mahjong-layout {sub}" in layout, sub  # every sub-command has its part
    assert "--install-desktop" in _unroff(pages["mahjong-qt"])
    assert "(default: 8765)" in _unroff(pages["mahjong-race-server"])  # as --help says
    groff = shutil.which("groff")
    if groff:  # the pages format without a warning
        for command, text in pages.items():
            proc = subprocess.run(
                [groff, "-man", "-Tutf8", "-ww", "-z"], input=text, capture_output=True, text=True
            )
            assert (proc.returncode, proc.stderr) == (0, ""), command


def _unroff(text: str) -> str:
    """Roff text without its font changes and escaped hyphens."""
    return re.sub(r"\\f[BIRP]|\\/|\\,", "", text).replace("\\-", "-")


def test_a_wheel_build_asks_for_what_the_man_pages_and_tests_need():
    """The build hook's needs and the test extra (which builds wheels without isolation) agree."""
    import tomllib

    extras = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"][
        "optional-dependencies"
    ]
    assert set(SHARE_NEEDS) <= set(extras["test"])


def test_wheel_carries_the_licences_and_the_metadata(wheel):
    archive = zipfile.ZipFile(wheel)
    info = f"mahjong_qt-{__version__}.dist-info"
    licence = archive.read(f"{info}/licenses/LICENSE").decode()
    assert "GNU GENERAL PUBLIC LICENSE" in licence and "Version 3, 29 June 2007" in licence
    assert licence == (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert f"{info}/licenses/mahjong_qt/ui/glyph_data/LICENSE-OFL.txt" in archive.namelist()
    meta = email.message_from_bytes(archive.read(f"{info}/METADATA"))
    assert meta["Version"] == __version__
    assert meta["License-Expression"] == "GPL-3.0-or-later AND OFL-1.1"
    assert meta["Author"] and meta["Keywords"]
    classifiers = meta.get_all("Classifier")
    assert "Topic :: Games/Entertainment :: Board Games" in classifiers
    assert "Natural Language :: French" in classifiers
    assert {u.split(",")[0] for u in meta.get_all("Project-URL")} >= {"Homepage", "Issues"}


def test_installed_wheel_runs_its_commands_outside_the_source_tree(wheel, tmp_path):
    """Installed into a bare folder (the shared venv gives the dependencies), every entry point
    and ``python -m`` answers --version, and the data is found inside the package."""
    target = tmp_path / "site"
    _run(
        "-m",
        "pip",
        "install",
        "-q",
        "--no-deps",
        "--no-compile",
        "--target",
        str(target),
        str(wheel),
    )
    env = dict(os.environ, PYTHONPATH=str(target), QT_QPA_PLATFORM="offscreen")
    where = dict(cwd=tmp_path, env=env)
    for module, command in (
        ("mahjong_qt", "mahjong-qt"),
        ("mahjong_qt_editor", "mahjong-editor"),
        ("mahjong_qt.cli.layout_cli", "mahjong-layout"),
        ("mahjong_qt.race_server", "mahjong-race-server"),
        ("mahjong_qt.app.race_online.race_window", "mahjong-race"),
    ):
        assert _run("-m", module, "--version", **where).stdout == f"{command} {__version__}\n"
    commands = (
        "mahjong-qt",
        "mahjong-editor",
        "mahjong-layout",
        "mahjong-race-server",
        "mahjong-race",
    )
    for command in commands:
        script = target / "bin" / command
        if script.is_file():  # pip --target writes the scripts on POSIX
            assert _run(str(script), "--version", **where).stdout.endswith(f"{__version__}\n")
    probe = (
        "import mahjong_qt.resources as r, mahjong_qt_editor.main as e;"
        "print(r.layouts_dir()); print(e.__file__)"
    )
    layouts, editor_file = _run("-c", probe, **where).stdout.split()
    assert Path(layouts).is_relative_to(target) and (Path(layouts) / "turtle.json").is_file()
    assert Path(editor_file).is_relative_to(target)
    solves = (
        "from mahjong_qt.core import solver; from mahjong_qt.core.layout import load_layout;"
        "from mahjong_qt.resources import layouts_dir;"
        "t = load_layout(str(layouts_dir() / 'turtle.json'));"
        "r = solver.solve(t.geometry, [i // 4 for i in range(144)], nodes=2000);"
        "print(solver.__file__, solver.compiled(), r.verdict.value)"
    )
    solver_file, compiled, verdict = _run("-c", solves, **where).stdout.split()
    assert Path(solver_file).is_relative_to(target) and compiled == "False"
    from mahjong_qt.core import solver
    from mahjong_qt.core.layout import load_layout
    from mahjong_qt.resources import layouts_dir

    turtle = load_layout(str(layouts_dir() / "turtle.json"))
    here = solver.solve(turtle.geometry, [i // 4 for i in range(144)], nodes=2000)
    assert verdict == here.verdict.value
    said = _run("-m", "mahjong_qt.core.solver", **where).stdout
    assert said == "solver: pure Python (no compiled modules installed)\n"


def test_editable_install_maps_the_editor_to_its_installed_name(tmp_path):
    """The editable wheel (what ``pip install -e`` installs) puts the checkout on sys.path and
    makes ``mahjong_qt_editor`` load the checkout's editor/ modules."""
    out = tmp_path / "editable"
    out.mkdir()
    _run(
        "-c", f"from hatchling.build import build_editable; build_editable({str(out)!r})", cwd=ROOT
    )
    (built,) = out.glob("*.whl")
    site = tmp_path / "site"
    zipfile.ZipFile(built).extractall(site)
    (pth,) = site.glob("*.pth")
    # What site.py does with the wheel's folder and its .pth, but first on the path (the
    # shared test venv may hold another checkout's editable install).
    front = [str(site), *pth.read_text().split()]
    setup = f"import sys; sys.path[:0] = {front!r};"
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    probe = (
        setup
        + "import mahjong_qt_editor.main as e, mahjong_qt; print(e.__file__, mahjong_qt.__file__)"
    )
    editor_file, game_file = _run("-c", probe, cwd=tmp_path, env=env).stdout.split()
    assert Path(editor_file) == ROOT / "editor" / "main.py"
    assert Path(game_file) == ROOT / "mahjong_qt" / "__init__.py"
    as_main = setup + "import runpy; runpy.run_module('mahjong_qt_editor', run_name='__main__')"
    proc = subprocess.run(
        [sys.executable, "-c", as_main, "--version"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.stdout == f"mahjong-editor {__version__}\n", proc.stderr


def test_sdist_has_the_docs_the_licence_and_the_build_hook(tmp_path):
    _run("-c", f"from hatchling.build import build_sdist; build_sdist({str(tmp_path)!r})", cwd=ROOT)
    (sdist,) = tmp_path.glob("mahjong_qt-*.tar.gz")
    names = {n.split("/", 1)[1] for n in tarfile.open(sdist).getnames() if "/" in n}
    assert {"LICENSE", "hatch_build.py", "README.md", "pyproject.toml", "PARTS.md"} <= names
    assert "translations/mahjong_qt_fr.ts" in names  # the sources of the .qm
    assert {"tools/make_share.py", "tools/make_man_pages.py", "tools/make_icons.py"} <= names
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    cited = set(re.findall(r"\]\(([\w./-]+)\)", readme)) | set(
        re.findall(r"`([\w./-]+\.md)`", readme)
    )
    cited = {c for c in cited if (ROOT / c).is_file()}
    assert cited and cited <= names, cited - names  # every file the README links to
    shots = {n for n in names if n.startswith("docs/screenshots/") and n.endswith(".png")}
    assert shots == set(cited_screenshots(ROOT))  # the README's and the metainfo's, no others
    assert "docs/screenshots/game_en.png" in shots and "docs/screenshots/modes_race_en.png" in shots


def test_pyside6_constraint_avoids_the_bad_combination():
    """No install may get PySide6 6.12.x on Python 3.11 (the none_dealloc abort)."""
    import tomllib

    from packaging.requirements import Requirement

    deps = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    pyside = [Requirement(d) for d in deps if d.lower().startswith("pyside6")]

    def allowed(python: str, version: str) -> bool:
        env = {"python_version": python, "python_full_version": python + ".0"}
        return any(r.marker.evaluate(env) and r.specifier.contains(version) for r in pyside)

    assert not allowed("3.11", "6.12.0")
    assert allowed("3.11", "6.11.3")
    assert allowed("3.12", "6.12.0") and allowed("3.13", "6.12.0")


def _help(command: str) -> str:
    script = Path(sys.executable).with_name(command)
    proc = subprocess.run(
        [str(script), "--help"],
        capture_output=True,
        text=True,
        timeout=120,
        env=dict(os.environ, COLUMNS="200", QT_QPA_PLATFORM="offscreen"),
    )
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def test_the_game_and_the_editor_take_the_same_languages_and_say_their_defaults():
    game, editor = _help("mahjong-qt"), _help("mahjong-editor")
    for text in (game, editor):
        assert "--lang {system,en,fr}" in text
    assert "(default: 1280x860)" in game and "(default: 1280x800)" in editor
    assert "(default: 8765)" in _help("mahjong-race-server")


def test_show_defaults_says_a_default_once_and_only_one_worth_saying():
    import argparse

    from mahjong_qt.help_defaults import show_defaults

    parser = argparse.ArgumentParser(prog="x")
    parser.add_argument("--port", type=int, default=8765, help="TCP port")
    parser.add_argument("--host", default="::", help="address (default: all)")
    parser.add_argument("--quiet", action="store_true", help="say less")
    parser.add_argument("--level", type=int, help="a level")
    parser.add_argument("--rooms", type=int, default=50)
    sub = parser.add_subparsers().add_parser("solve")
    sub.add_argument("--nodes", type=int, default=1000, help="cap")
    show_defaults(show_defaults(parser))
    text = " ".join(parser.format_help().split())  # (argparse wraps the lines)
    assert "TCP port (default: 8765)" in text and text.count("(default:") == 3  # each once
    assert "address (default: all)" in text and "(default: ::)" not in text
    assert "say less --level" in text and "a level --rooms ROOMS (default: 50)" in text
    assert "cap (default: 1000)" in sub.format_help()


def test_each_python_gets_floors_that_exist_for_it():
    """CI installs the floors on 3.11 and 3.13: PySide6's first release with cp313 wheels is
    6.8.0.2, and pydantic's first whose schema the tests accept there is 2.10."""
    import importlib.util
    import tomllib

    spec = importlib.util.spec_from_file_location("floors", ROOT / ".ci" / "floor_constraints.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    deps = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    at = {
        v: module.floors(deps, {"python_version": v, "python_full_version": v + ".0"})
        for v in ("3.11", "3.12", "3.13")
    }
    assert at["3.11"]["PySide6-Essentials"] == at["3.12"]["PySide6-Essentials"] == "6.7"
    assert at["3.13"]["PySide6-Essentials"] == "6.8.0.2"
    assert at["3.11"]["pydantic"] == "2.6" and at["3.13"]["pydantic"] == "2.10"
    assert all(set(pins) == set(at["3.11"]) for pins in at.values())  # every dependency pinned
