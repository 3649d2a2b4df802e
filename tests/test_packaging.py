"""The wheel carries the layouts, the translations and the three entry points."""

import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_wheel_contains_data_and_entry_points(tmp_path):
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            str(ROOT),
            "--no-deps",
            "--no-build-isolation",
            "-q",
            "-w",
            str(tmp_path),
        ],
        check=True,
        capture_output=True,
        timeout=300,
    )
    (wheel,) = tmp_path.glob("mahjong_qt-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    assert "mahjong_qt/data/layouts/turtle.json" in names
    assert "mahjong_qt/data/layouts/layout.schema.json" in names
    assert any(
        n.startswith("mahjong_qt/data/translations/") and n.endswith("_fr.qm") for n in names
    )
    assert "mahjong_qt/core/board.py" in names and "editor/__init__.py" in names
    entry_points = next(n for n in names if n.endswith("entry_points.txt"))
    text = zipfile.ZipFile(wheel).read(entry_points).decode()
    assert "[gui_scripts]" in text and "mahjong-qt = " in text and "mahjong-editor = " in text
    assert "[console_scripts]" in text and "mahjong-layout = " in text


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
