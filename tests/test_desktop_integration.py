"""Desktop integration: the freedesktop files are valid, agree with each other and with the code,
and ``mahjong-qt --install-desktop`` / ``--uninstall-desktop`` put them in (and take them out of)
the XDG data home."""

from __future__ import annotations

import configparser
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from mahjong_qt import __version__
from mahjong_qt.app.main import main as game_main
from mahjong_qt.desktop import LAYOUT_SUFFIX, data_dir, icon_path
from mahjong_qt.desktop.icons import SIZES, icon_files
from mahjong_qt.desktop.install import (
    data_home,
    desktop_entry_text,
    exec_line,
    install,
    installed_files,
    uninstall,
)
from mahjong_qt.identity import EDITOR, GAME, HOME_URL

ROOT = Path(__file__).resolve().parent.parent
DESKTOP_FILES = [data_dir() / p.desktop_file for p in (GAME, EDITOR)]
METAINFO_FILES = [data_dir() / p.metainfo_file for p in (GAME, EDITOR)]
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def _entry(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive
    parser.read_string(path.read_text(encoding="utf-8"))
    return parser["Desktop Entry"]


def _tool(name: str) -> str:
    exe = shutil.which(name)
    if exe is None:
        pytest.skip(f"{name} is not installed (.ci/run installs it)")
    return exe


# ----- the files themselves ----------------------------------------------------------------------
@pytest.mark.parametrize("path", DESKTOP_FILES, ids=lambda p: p.name)
def test_desktop_file_validates(path):
    proc = subprocess.run(
        [_tool("desktop-file-validate"), str(path)], capture_output=True, text=True, timeout=60
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert proc.stdout + proc.stderr == "", "desktop-file-validate says nothing, not even a hint"


@pytest.mark.parametrize("path", METAINFO_FILES, ids=lambda p: p.name)
def test_metainfo_validates(path):
    proc = subprocess.run(
        [_tool("appstreamcli"), "validate", "--no-net", str(path)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_mime_file_is_well_formed_xml():
    root = ET.parse(data_dir() / f"{GAME.app_id}.mime.xml").getroot()
    types = {m.get("type") for m in root.iter(f"{MIME_NS}mime-type")}
    assert types == {
        "application/x-mahjong-qt-layout",
        "application/x-kmahjongg-layout",
        "application/x-kyodai-layout",
        "application/x-gnome-mahjongg-map",
    }
    globs = {g.get("pattern") for g in root.iter(f"{MIME_NS}glob")}
    assert f"*{LAYOUT_SUFFIX}" in globs
    assert not globs & {"*.json", "*.map", "*.xml"}, "a whole common extension is never ours"


def test_entries_have_french_names_and_comments_and_the_right_categories():
    game, editor = (_entry(p) for p in DESKTOP_FILES)
    for entry in (game, editor):
        assert entry["Comment[fr]"] and entry["Comment[fr]"] != entry["Comment"]
        assert entry["GenericName[fr]"] and entry["Keywords[fr]"]
    assert editor["Name[fr]"] == "Éditeur de dispositions Mahjong Qt"
    assert game["Categories"] == editor["Categories"] == "Game;BoardGame;"  # one main category


def test_entries_name_their_icons_and_commands():
    for program, path in zip((GAME, EDITOR), DESKTOP_FILES, strict=True):
        entry = _entry(path)
        assert entry["Icon"] == program.app_id
        assert entry["Exec"].split()[0] == program.command
        assert icon_path(program).is_file()


def test_editor_opens_the_layout_types_that_the_mime_file_defines():
    mime_types = set(filter(None, _entry(DESKTOP_FILES[1])["MimeType"].split(";")))
    root = ET.parse(data_dir() / f"{GAME.app_id}.mime.xml").getroot()
    assert mime_types == {m.get("type") for m in root.iter(f"{MIME_NS}mime-type")}


@pytest.mark.parametrize("program", [GAME, EDITOR], ids=lambda p: p.command)
def test_metainfo_agrees_with_the_code(program):
    root = ET.parse(data_dir() / program.metainfo_file).getroot()
    assert root.findtext("id") == program.app_id
    assert root.find("launchable").text == program.desktop_file
    newest = root.find("releases/release")
    assert newest.get("version") == __version__, "add a <release> for the new version"
    assert root.find("content_rating").get("type") == "oars-1.1"
    assert root.find("url[@type='homepage']").text == HOME_URL
    assert root.find("translation").get("type") == "qt"
    assert any(s.get(XML_LANG) == "fr" for s in root.iter("summary"))
    assert program.command in [b.text for b in root.iter("binary")]
    for image in root.iter("image"):  # the screenshots are the README's, at this release's tag
        tagged, name = image.text.rsplit("/docs/screenshots/", 1)
        assert tagged.endswith(f"/v{__version__}"), "a release's pictures, not a moving branch"
        assert (ROOT / "docs" / "screenshots" / name).is_file(), name


# How the installed types resolve (QMimeDatabase, GIO): tests/as_used/test_install_desktop_as_used.py


def _png_size(path: Path) -> tuple[int, int]:
    """Width and height from a PNG's header (IHDR), without Qt."""
    head = path.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n", path
    return int.from_bytes(head[16:20], "big"), int.from_bytes(head[20:24], "big")


# ----- installing --------------------------------------------------------------------------------
def test_data_home_follows_the_xdg_rule(tmp_path):
    assert data_home({"XDG_DATA_HOME": str(tmp_path)}) == tmp_path
    assert data_home({"XDG_DATA_HOME": "relative/path"}) == Path.home() / ".local/share"
    assert data_home({}) == Path.home() / ".local/share"


def test_exec_line_quotes_as_the_desktop_spec_says():
    assert exec_line(["/usr/bin/mahjong-qt"]) == "/usr/bin/mahjong-qt"
    assert exec_line(["/opt/My Games/mahjong-editor"], "%f") == '"/opt/My Games/mahjong-editor" %f'
    # inside quotes " ` $ \ get a backslash; then the string escape doubles every backslash
    assert exec_line(["/a b/$x"]) == '"/a b/\\\\$x"'
    assert exec_line(["/home/100%/mahjong-qt"]) == "/home/100%%/mahjong-qt"


def test_entry_text_keeps_the_field_codes():
    text = desktop_entry_text("[Desktop Entry]\nExec=mahjong-editor %f\nName=x\n", ["/v/bin/ed"])
    assert text == "[Desktop Entry]\nExec=/v/bin/ed %f\nName=x\n"


def test_install_desktop_then_uninstall_desktop(tmp_path, monkeypatch, capsys):
    home = tmp_path / "xdg-data"
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    (home / "applications").mkdir(parents=True)
    (home / "applications" / "someone-else.desktop").write_text("[Desktop Entry]\n")

    assert game_main(["--install-desktop"]) == 0
    count = len(installed_files()) + len(icon_files())
    assert f"{count} desktop files installed" in capsys.readouterr().out
    for item in installed_files():
        assert (home / item.target).is_file(), item.target
    for program in (GAME, EDITOR):
        hicolor = home / "icons/hicolor"
        for size in SIZES:
            assert _png_size(hicolor / f"{size}x{size}/apps/{program.app_id}.png") == (size, size)
        assert (hicolor / f"symbolic/apps/{program.app_id}-symbolic.svg").is_file()
    game = _entry(home / "applications" / GAME.desktop_file)
    exe = game["Exec"].split()
    assert Path(exe[0]).is_absolute()  # this installation, not whatever PATH finds
    editor = _entry(home / "applications" / EDITOR.desktop_file)
    assert editor["Exec"].endswith(" %f")
    assert (home / "icons/hicolor/scalable/apps" / GAME.icon_file).read_bytes() == (
        icon_path(GAME).read_bytes()
    )
    if shutil.which("desktop-file-validate"):
        for path in (home / "applications").glob("io.github.*.desktop"):
            proc = subprocess.run(["desktop-file-validate", str(path)], capture_output=True)
            assert proc.returncode == 0, proc.stdout

    assert game_main(["--uninstall-desktop"]) == 0
    assert f"{count} desktop files removed" in capsys.readouterr().out
    for item in installed_files():
        assert not (home / item.target).exists(), item.target
    assert not [p for p in home.rglob("*") if p.is_file() and GAME.app_id in p.name]
    assert (home / "applications" / "someone-else.desktop").is_file()  # not ours: kept


def test_install_desktop_says_no_on_windows_and_macos(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setattr(sys, "platform", "win32")
    assert game_main(["--install-desktop"]) == 2
    assert "freedesktop" in capsys.readouterr().err
    assert not any(tmp_path.iterdir())


def test_install_writes_over_an_older_install(tmp_path):
    install(tmp_path)
    target = tmp_path / "applications" / GAME.desktop_file
    target.write_text("stale\n")
    install(tmp_path)
    assert target.read_text().startswith("[Desktop Entry]")
    assert len(uninstall(tmp_path)) == len(installed_files()) + len(icon_files())
    assert uninstall(tmp_path) == []


def test_make_icons_renders_every_size_and_the_bundle_formats(qapp, tmp_path):
    from PySide6.QtGui import QImage

    from tools.make_icons import SIZES, make_icons

    written = {p.name for p in make_icons(tmp_path)}
    for program in (GAME, EDITOR):
        for size in SIZES:
            image = QImage(str(tmp_path / f"{program.app_id}-{size}.png"))
            assert (image.width(), image.height()) == (size, size)
            assert image.pixelColor(size // 2, size // 2).alpha() == 255  # drawn, not empty
        assert {f"{program.app_id}.ico", f"{program.app_id}.icns"} <= written
