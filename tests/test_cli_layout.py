"""``mahjong-layout validate`` and ``info``: clear lines, exit codes, never a traceback."""

import json
import subprocess
import sys

from mahjong_qt.cli.layout_cli import main
from mahjong_qt.resources import bundled_layout_files, layouts_dir

TURTLE = str(layouts_dir() / "turtle.json")


def test_validate_every_bundled_layout(capsys):
    files = [str(p) for p in bundled_layout_files()]
    assert main(["validate", *files]) == 0
    out = capsys.readouterr().out
    assert out.count(": OK") == len(files)


def test_validate_the_layouts_folder_skips_the_schema(capsys):
    files = sorted(str(p) for p in layouts_dir().glob("*.json"))
    assert any(f.endswith("layout.schema.json") for f in files)
    assert main(["validate", *files]) == 0
    out = capsys.readouterr().out
    assert "layout.schema.json: skipped" in out and "INVALID" not in out


def test_info_json_on_the_turtle(capsys):
    assert main(["info", TURTLE, "--json"]) == 0
    info = json.loads(capsys.readouterr().out)
    assert info["tiles"] == 144 and info["levels"] == [87, 36, 16, 4, 1]
    assert info["free_at_start"] == 35 and info["warnings"] == []
    assert info["extents"] == {"x": 0, "y": 0, "width": 30, "height": 16, "depth": 5}


def test_info_text(capsys):
    assert main(["info", TURTLE]) == 0
    out = capsys.readouterr().out
    assert "tiles: 144" in out and "87, 36, 16, 4, 1" in out and "free at the start: 35" in out


def test_validate_reports_each_error_and_fails(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text(
        json.dumps(
            {
                "schema_version": 1,
                "id": "bad",
                "name": {"en": "B", "fr": "B"},
                "tiles": [[0, 0, 0], [1, 0, 0], [8, 0, 0]],
            }
        )
    )
    warn = tmp_path / "warn.json"
    warn.write_text(
        json.dumps(
            {
                "schema_version": 1,
                "id": "warn",
                "name": {"en": "W", "fr": "W"},
                "tiles": [[0, 0, 0], [4, 0, 0], [0, 4, 3], [4, 4, 0], [8, 0, 0], [8, 4, 0]],
            }
        )
    )
    assert main(["validate", TURTLE, str(bad), str(warn)]) == 1
    out = capsys.readouterr().out
    assert f"{bad}: INVALID" in out and "overlaps" in out and "odd number" in out
    assert f"{warn}: OK" in out and "warning:" in out and "floats" in out


def test_junk_files_get_one_line_each(tmp_path):
    junk = {
        "binary.json": bytes(range(256)) * 4,
        "text.json": b"hello world",
        "list.json": b"[1, 2]",
        "huge.json": b"[" + b"0," * 1_100_000 + b"0]",
    }
    paths = []
    for name, data in junk.items():
        (tmp_path / name).write_bytes(data)
        paths.append(str(tmp_path / name))
    paths.append(str(tmp_path / "missing.json"))
    proc = subprocess.run(
        [sys.executable, "-m", "mahjong_qt.cli.layout_cli", "validate", *paths],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 1
    assert "Traceback" not in proc.stdout + proc.stderr
    lines = proc.stdout.splitlines()
    assert len(lines) == 2 * len(paths)  # "FILE: INVALID" and one error line each
    assert "too large" in proc.stdout and ("binary" in proc.stdout or "UTF-8" in proc.stdout)


def test_info_on_junk_is_one_line(tmp_path):
    p = tmp_path / "x.json"
    p.write_bytes(b"\x00\x01\x02")
    proc = subprocess.run(
        [sys.executable, "-m", "mahjong_qt.cli.layout_cli", "info", str(p)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 1 and proc.stdout == ""
    assert len(proc.stderr.strip().splitlines()) == 1 and "Traceback" not in proc.stderr
