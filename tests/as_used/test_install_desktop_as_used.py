"""``mahjong-qt --install-desktop`` and ``--uninstall-desktop`` as a user runs them: the
installed script in a subprocess, on a temporary XDG data home; every file it writes is checked,
and the file types it installs are resolved by Qt's MIME database and by GIO (as a file manager
does): our layouts get the editor's type, every other JSON file stays JSON (issue 22.3)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from mahjong_qt.desktop import layout_file_name
from mahjong_qt.desktop.icons import SIZES
from mahjong_qt.identity import EDITOR, GAME

SCRIPTS = ()  # runs mahjong-qt, whose own module runs it with its default options

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = Path(sys.executable).with_name("mahjong-qt")
SYSTEM_MIME = Path("/usr/share/mime/packages/freedesktop.org.xml")
LAYOUT_TYPE = "application/x-mahjong-qt-layout"


def _env(tmp_path: Path) -> dict[str, str]:
    system = tmp_path / "system-share"
    if SYSTEM_MIME.is_file() and not system.exists():  # the system's types, and no one else's
        (system / "mime" / "packages").mkdir(parents=True)
        shutil.copy(SYSTEM_MIME, system / "mime" / "packages")
        if shutil.which("update-mime-database"):
            subprocess.run(
                ["update-mime-database", str(system / "mime")], check=True, capture_output=True
            )
    return dict(
        os.environ,
        MAHJONG_QT_HOME=str(tmp_path / "home"),
        HOME=str(tmp_path / "home"),
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_DATA_DIRS=str(system),
        QT_QPA_PLATFORM="offscreen",
    )


def _run(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess:
    return subprocess.run(
        [str(SCRIPT), *args], env=env, capture_output=True, text=True, timeout=180
    )


def _samples(folder: Path) -> dict[str, str | None]:
    """Files, and the type each must get once installed (None: the one it had before)."""
    folder.mkdir()
    turtle = (ROOT / "layouts" / "turtle.json").read_bytes()
    files: dict[str, tuple[bytes, str | None]] = {
        layout_file_name("mine"): (turtle, LAYOUT_TYPE),
        "package.json": (b'{\n  "name": "x",\n  "version": "1.0.0"\n}\n', "application/json"),
        # a first key like ours does not make a layout
        "settings.json": (b'{"schema_version": 3, "theme": "dark"}\n', "application/json"),
        "layout.schema.json": ((ROOT / "layouts" / "layout.schema.json").read_bytes(), None),
        "k.layout": (b"kmahjongg-layout-v1.0\n# a comment\n", "application/x-kmahjongg-layout"),
        "y.lay": (b"Kyodai 3.0\nName by Me :: Cat\n", "application/x-kyodai-layout"),
        "mahjongg.map": (
            b'<?xml version="1.0"?>\n<mahjongg>\n  <map name="Z">\n    <tile x="0" y="0"/>\n'
            b"  </map>\n</mahjongg>\n",
            "application/x-gnome-mahjongg-map",
        ),
        "linker.map": (b"Archive member included to satisfy reference by file\n", None),
    }
    for name, (data, _) in files.items():
        (folder / name).write_bytes(data)
    return {name: kind for name, (_, kind) in files.items()}


QT_PROBE = (
    "import sys\n"
    "from PySide6.QtCore import QMimeDatabase\n"
    "db = QMimeDatabase()\n"
    "for name in sys.argv[1:]:\n"
    "    print(db.mimeTypeForFile(name).name())\n"
)


def _qt_types(names: list[str], folder: Path, env: dict[str, str]) -> dict[str, str]:
    proc = subprocess.run(
        [sys.executable, "-c", QT_PROBE, *names],
        cwd=folder,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    return dict(zip(names, proc.stdout.split(), strict=True))


def _gio_types(names: list[str], folder: Path, env: dict[str, str]) -> dict[str, str]:
    found = {}
    for name in names:
        proc = subprocess.run(
            ["gio", "info", "-a", "standard::content-type", str(folder / name)],
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
            check=True,
        )
        found[name] = proc.stdout.rsplit("standard::content-type:", 1)[1].strip()
    return found


def _validate_entry(path: Path) -> None:
    if shutil.which("desktop-file-validate"):
        proc = subprocess.run(
            ["desktop-file-validate", str(path)], capture_output=True, text=True, timeout=60
        )
        assert (proc.returncode, proc.stdout + proc.stderr) == (0, ""), path


def _png_size(path: Path) -> tuple[int, int]:
    head = path.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n", path
    return int.from_bytes(head[16:20], "big"), int.from_bytes(head[20:24], "big")


@pytest.fixture
def installed(tmp_path):
    """The data home after ``mahjong-qt --install-desktop``, and the environment it ran in."""
    if sys.platform in ("win32", "darwin"):
        pytest.skip("--install-desktop is for freedesktop systems")
    env = _env(tmp_path)
    proc = _run("--install-desktop", env=env)
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""
    return tmp_path / "data", env, proc.stdout


def test_install_desktop_writes_every_file_it_names(installed):
    home, _env_, out = installed
    first, *listed = out.splitlines()
    assert first == f"mahjong-qt: {len(listed)} desktop files installed under {home}"
    paths = [Path(line.strip()) for line in listed]
    assert all(p.is_file() and p.is_relative_to(home) for p in paths)
    written = {p.relative_to(home).as_posix() for p in paths}
    for program in (GAME, EDITOR):
        entry = home / "applications" / program.desktop_file
        exec_line = next(x for x in entry.read_text().splitlines() if x.startswith("Exec="))
        assert exec_line.split()[0] == f"Exec={Path(sys.executable).with_name(program.command)}"
        _validate_entry(entry)
        assert ET.parse(home / "metainfo" / program.metainfo_file).getroot().findtext("id") == (
            program.app_id
        )
        for size in SIZES:
            png = f"icons/hicolor/{size}x{size}/apps/{program.app_id}.png"
            assert png in written and _png_size(home / png) == (size, size)
        assert f"icons/hicolor/scalable/apps/{program.icon_file}" in written
        assert f"icons/hicolor/symbolic/apps/{program.app_id}-symbolic.svg" in written
    assert f"mime/packages/{GAME.app_id}.xml" in written
    # per program: entry, metainfo, a PNG per size, scalable and symbolic SVG; one MIME package
    assert len(written) == 2 * (2 + len(SIZES) + 2) + 1


def test_installed_types_claim_our_layouts_and_no_other_json(installed, tmp_path):
    home, env, _out = installed
    if not SYSTEM_MIME.is_file() or not shutil.which("update-mime-database"):
        pytest.skip("no shared-mime-info here (.ci/run installs it)")
    assert (home / "mime" / "mime.cache").is_file(), "--install-desktop updates the MIME cache"
    samples = tmp_path / "samples"
    expected = _samples(samples)
    names = list(expected)
    before_env = dict(env, XDG_DATA_HOME=str(tmp_path / "empty"))
    before = _qt_types(names, samples, before_env)
    want = {n: kind or before[n] for n, kind in expected.items()}
    assert before["package.json"] == "application/json"
    assert _qt_types(names, samples, env) == want
    if shutil.which("gio"):  # GIO sniffs the content as well: a layout called .json is ours
        gio = _gio_types(names, samples, env)
        gio_before = _gio_types(names, samples, before_env)
        assert gio == {n: kind or gio_before[n] for n, kind in expected.items()}
        (samples / "turtle.json").write_bytes((ROOT / "layouts" / "turtle.json").read_bytes())
        assert _gio_types(["turtle.json"], samples, env) == {"turtle.json": LAYOUT_TYPE}


def test_uninstall_desktop_takes_back_exactly_what_was_installed(installed):
    home, env, out = installed
    mine = home / "applications" / "someone-else.desktop"
    mine.write_text("[Desktop Entry]\nType=Application\nName=X\nExec=x\n")
    proc = _run("--uninstall-desktop", env=env)
    assert proc.returncode == 0, proc.stderr
    count = len(out.splitlines()) - 1
    assert proc.stdout.splitlines()[0] == f"mahjong-qt: {count} desktop files removed under {home}"
    left = [p for p in home.rglob("*") if p.is_file() and "mahjong_qt" in p.name]
    assert left == [] and mine.is_file()
    again = _run("--uninstall-desktop", env=env)
    assert again.returncode == 0 and again.stdout.startswith("mahjong-qt: 0 desktop files removed")


def test_install_and_uninstall_at_once_is_refused(tmp_path):
    proc = _run("--install-desktop", "--uninstall-desktop", env=_env(tmp_path))
    assert proc.returncode == 2 and "not allowed with argument" in proc.stderr
    assert "Traceback" not in proc.stderr and not (tmp_path / "data").exists()
