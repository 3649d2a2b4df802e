"""The layout files the game ships are read without the schema, as the schema reads them, and
only those exact bytes: any other file (a bundled one edited since included) is checked."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from mahjong_qt.core import known_layouts
from mahjong_qt.core.known_layouts import known_layout_data
from mahjong_qt.core.layout import Layout, LayoutError, _checked_layout, parse_layout
from mahjong_qt.core.layout_schema import LayoutModel, data_of_model

ROOT = Path(__file__).resolve().parent.parent
BUNDLED = sorted(p for p in (ROOT / "layouts").glob("*.json") if p.name != "layout.schema.json")


def _same(a: Layout, b: Layout) -> bool:
    def issues(layout: Layout) -> list[tuple]:
        return [(w.severity, w.code, w.message, w.tiles, w.params) for w in layout.warnings]

    return (a.data, a.positions, issues(a)) == (b.data, b.positions, issues(b))


def test_the_list_names_every_bundled_layout_as_it_is_now():
    kept = json.loads(known_layouts.KNOWN_LAYOUTS_FILE.read_text(encoding="utf-8"))["digests"]
    assert sorted(kept) == [p.name for p in BUNDLED]
    assert known_layouts.main(["--check"]) == 0, "run: python -m mahjong_qt.core.known_layouts"


@pytest.mark.parametrize("path", BUNDLED, ids=lambda p: p.stem)
def test_a_shipped_file_reads_as_the_schema_reads_it(path):
    data = path.read_bytes()
    checked = LayoutModel.model_validate(json.loads(data))
    assert known_layout_data(data) == data_of_model(checked)
    assert _same(parse_layout(data), _checked_layout(data, str(path)))


def test_other_bytes_go_through_the_schema():
    data = (ROOT / "layouts" / "turtle.json").read_bytes()
    obj = json.loads(data)
    same_layout = json.dumps(obj).encode()  # the same layout written otherwise
    assert known_layout_data(same_layout) is None
    assert _same(parse_layout(same_layout), parse_layout(data))
    obj["tiles"].append(obj["tiles"][0])  # a bundled file edited since: two tiles in one place
    edited = json.dumps(obj).encode()
    assert known_layout_data(edited) is None
    with pytest.raises(LayoutError) as raised:
        parse_layout(edited)
    assert raised.value.issues


@pytest.mark.parametrize("text", ["", "{", '{"digests": 3}', "[]"])
def test_a_missing_or_broken_list_vouches_for_no_file(tmp_path, monkeypatch, text):
    broken = tmp_path / "known_layouts.json"
    if text:
        broken.write_text(text)
    monkeypatch.setattr(known_layouts, "KNOWN_LAYOUTS_FILE", broken)
    known_layouts._known.cache_clear()
    try:
        data = (ROOT / "layouts" / "turtle.json").read_bytes()
        assert known_layout_data(data) is None
        assert parse_layout(data).tile_count == 144  # checked, as any file
    finally:
        known_layouts._known.cache_clear()


def _writer(folder: Path, *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return subprocess.run(
        [sys.executable, "-m", "mahjong_qt.core.known_layouts", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        cwd=folder,
    )


def test_the_writer_says_the_list_is_up_to_date_as_a_user_runs_it(tmp_path):
    out = _writer(tmp_path, "--check")
    assert out.returncode == 0 and "up to date" in out.stdout, out.stdout + out.stderr


def test_the_writer_refuses_an_unknown_option_and_writes_nothing(tmp_path):
    before = known_layouts.KNOWN_LAYOUTS_FILE.read_bytes()
    out = _writer(tmp_path, "--chek")
    assert out.returncode == 2 and "--chek" in out.stderr
    assert known_layouts.KNOWN_LAYOUTS_FILE.read_bytes() == before
