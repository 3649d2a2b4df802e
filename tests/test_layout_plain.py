"""A checked layout is plain values: reading, dealing on and pickling a layout need no pydantic,
and its model (for the editor and the files written) is the one its file was checked with."""

from __future__ import annotations

import json
import os
import pickle
import subprocess
import sys
from pathlib import Path

import pytest

from mahjong_qt.core.deals import Difficulty
from mahjong_qt.core.jobs import DealJob
from mahjong_qt.core.layout import Layout, layout_to_json, load_layout, parse_layout
from mahjong_qt.core.layout_data import LayoutData, LayoutText
from mahjong_qt.core.layout_schema import LayoutModel
from mahjong_qt.core.modes.setup import classic_setup

ROOT = Path(__file__).resolve().parent.parent
BUNDLED = sorted(p for p in (ROOT / "layouts").glob("*.json") if p.name != "layout.schema.json")
PLAIN_MODULES = (
    "mahjong_qt.core.layout",
    "mahjong_qt.core.layout_library",
    "mahjong_qt.core.layout_sources",
    "mahjong_qt.core.jobs",
    "mahjong_qt.core.deals",
    "mahjong_qt.core.atlas_job",
    "mahjong_qt.core.modes.setup",
)


def _pydantic_after(code: str) -> list[str]:
    """The pydantic modules loaded by ``code``, run in a fresh interpreter."""
    probe = (
        f"{code}\nimport json, sys\n"
        "print(json.dumps(sorted(m for m in sys.modules if m.startswith('pydantic'))))\n"
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    out = subprocess.run(
        [sys.executable, "-c", probe], env=env, capture_output=True, text=True, timeout=60, cwd=ROOT
    )
    assert out.returncode == 0, out.stderr[-3000:]
    return json.loads(out.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("module", PLAIN_MODULES)
def test_importing_the_layout_and_deal_modules_loads_no_pydantic(module):
    assert _pydantic_after(f"import {module}") == []


def test_a_deal_job_unpickled_and_run_in_a_fresh_process_loads_no_pydantic():
    job = DealJob(load_layout(ROOT / "layouts" / "turtle.json"), 7, Difficulty.EASY)
    code = (
        "import pickle\n"
        f"job = pickle.loads({pickle.dumps(job)!r})\n"
        "deal = job.run(60.0)\n"
        "assert deal.layout_id == 'turtle' and len(deal.faces) == 144, deal\n"
    )
    assert _pydantic_after(code) == []


@pytest.mark.parametrize("path", BUNDLED, ids=lambda p: p.stem)
def test_the_model_made_from_the_plain_values_equals_the_checked_one(path):
    layout = load_layout(path)
    checked = LayoutModel.model_validate(json.loads(path.read_text(encoding="utf-8")))
    assert "model" not in layout.__dict__  # made when first asked for
    assert layout.model == checked
    assert layout.model.model_dump_json() == checked.model_dump_json()
    assert layout_to_json(layout.model) == layout_to_json(checked)


def test_a_layout_without_description_or_category_has_the_same_defaults():
    text = '{"schema_version": 1, "id": "pair", "name": {"en": "Pair", "fr": "Paire"},'
    text += ' "tiles": [[0, 0, 0], [2, 0, 0]]}'
    layout = parse_layout(text)
    assert layout.data == LayoutData(
        "pair", LayoutText("Pair", "Paire"), LayoutText("", ""), "", "", ((0, 0, 0), (2, 0, 0))
    )
    assert layout.model == LayoutModel.model_validate_json(text)
    assert layout.name("fr") == "Paire" and layout.description("en") == ""


def _same(a: Layout, b: Layout) -> bool:
    def issues(layout: Layout) -> list[tuple]:
        return [(w.severity, w.code, w.message, w.tiles, w.params) for w in layout.warnings]

    return (a.data, a.positions, issues(a)) == (b.data, b.positions, issues(b))


@pytest.mark.parametrize("name", ["turtle", "pyramid"])
def test_a_layout_pickles_as_its_plain_part_and_builds_its_geometry_again(name):
    layout = load_layout(ROOT / "layouts" / f"{name}.json")
    bare = pickle.dumps(layout)
    layout.geometry, layout.model  # noqa: B018 - both cached in the instance
    again = pickle.loads(pickle.dumps(layout))
    assert pickle.dumps(layout) == bare  # neither the geometry nor the model goes
    assert _same(again, layout)
    assert "geometry" not in again.__dict__ and "model" not in again.__dict__
    assert again.geometry.positions == layout.geometry.positions
    assert again.geometry.above == layout.geometry.above
    assert again.free_at_start() == layout.free_at_start()


def test_a_layout_from_checked_plain_values_equals_the_one_read():
    for path in BUNDLED:
        layout = load_layout(path)
        assert _same(Layout.from_data(layout.data), layout)


def test_a_layout_with_warnings_keeps_them_through_a_pickle():
    text = '{"schema_version": 1, "id": "float", "name": {"en": "F", "fr": "F"},'
    text += ' "tiles": [[0, 0, 0], [10, 0, 1]]}'  # a floating tile
    layout = parse_layout(text)
    assert layout.warnings
    assert _same(pickle.loads(pickle.dumps(layout)), layout)


def test_a_new_game_sends_its_layout_without_making_a_model():
    turtle = load_layout(ROOT / "layouts" / "turtle.json")
    job = classic_setup(turtle, 3, "easy", "full", None, None).deal_job()
    sent = pickle.loads(pickle.dumps(job))
    assert isinstance(sent, DealJob) and sent.layout.data == turtle.data
    assert "model" not in turtle.__dict__ and "model" not in sent.layout.__dict__


def test_a_pickled_layout_holds_each_tile_once():
    layout = load_layout(ROOT / "layouts" / "turtle.json")
    alone = len(pickle.dumps(layout.data)) + len(pickle.dumps(layout.warnings))
    assert len(pickle.dumps(layout)) < alone + 2 * layout.tile_count + 200
