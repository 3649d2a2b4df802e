"""The bundled layouts: each loads cleanly, is named in both languages and can be cleared.

Counts are the ones the product asks for; the files are exactly what ``tools/layout_designs.py``
builds from its drawings (so a hand edit of a file cannot drift from its design).
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from mahjong_qt.core.clearability import Clearability, is_clearable
from mahjong_qt.core.layout import Layout, layout_to_json, load_layout
from mahjong_qt.resources import bundled_layout_files

FILES = bundled_layout_files()
ROOT = Path(__file__).resolve().parent.parent

# id -> tile count (the small ones are for beginners: about 34, 68 and 94 tiles).
EXPECTED_COUNTS = {
    "turtle": 144,
    "fortress": 140,
    "pyramid": 120,
    "butterfly": 96,
    "courtyard": 72,
    "little-bridge": 34,
    "cat": 68,
    "flower": 94,
    # issue 17: 34 to 288 tiles, flat and tall
    "pagoda": 34,
    "heart": 66,
    "chequerboard": 72,
    "diamond": 78,
    "islands": 82,
    "twin-towers": 84,
    "staircase": 88,
    "arch": 88,
    "hourglass": 94,
    "crab": 94,
    "ring": 96,
    "lantern": 100,
    "spiral": 102,
    "cross": 112,
    "eye": 122,
    "temple": 154,
    "three-peaks": 196,
    "great-wall": 288,
}
FRENCH_NAMES = {
    "turtle": "Tortue",
    "fortress": "Forteresse",
    "pyramid": "Pyramide",
    "butterfly": "Papillon",
    "courtyard": "Cour",
}


def _ids(paths: list[Path]) -> list[str]:
    return [p.stem for p in paths]


def _load_tool(name: str):
    """A script from ``tools/`` (not a package: loaded from its path)."""
    path = ROOT / "tools" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    try:
        spec.loader.exec_module(module)
    finally:
        del sys.modules[spec.name]
    return module


@pytest.fixture(scope="module", params=FILES, ids=_ids(FILES))
def layout(request) -> Layout:
    return load_layout(request.param)


def test_every_requested_layout_is_bundled():
    assert set(EXPECTED_COUNTS) <= {p.stem for p in FILES}


def test_layout_loads_with_its_file_name_as_id(layout: Layout):
    assert Path(layout.id + ".json").name in {p.name for p in FILES}
    assert layout.model.schema_version == 1


def test_layout_has_english_and_french_names_and_descriptions(layout: Layout):
    for lang in ("en", "fr"):
        assert layout.name(lang).strip()
        assert layout.description(lang).strip()
    assert layout.model.author.strip()
    if layout.id in FRENCH_NAMES:
        assert layout.name("fr") == FRENCH_NAMES[layout.id]


def test_layout_names_are_distinct():
    layouts = [load_layout(p) for p in FILES]
    for lang in ("en", "fr"):
        names = [lay.name(lang) for lay in layouts]
        assert len(set(names)) == len(names)


def test_layout_has_no_floating_tiles(layout: Layout):
    """Only a count that is not a multiple of four may warn (it is allowed for small layouts),
    and a layout of more than one set says so."""
    allowed = {"not_multiple_of_4"} | ({"more_than_one_set"} if layout.tile_count > 144 else set())
    assert {w.code for w in layout.warnings} <= allowed


def test_at_least_24_layouts_of_every_size():
    counts = sorted(load_layout(p).tile_count for p in FILES)
    assert len(counts) >= 24 and counts[0] == 34 and counts[-1] == 288


def test_layout_is_interesting(layout: Layout):
    """Several levels, and some tiles blocked at the start."""
    assert len(layout.level_counts()) >= 2
    assert 0 < layout.free_at_start() < layout.tile_count


def test_layout_is_clearable_and_the_order_replays(layout: Layout):
    result = is_clearable(layout.geometry)
    assert result.verdict is Clearability.CLEARABLE
    geometry = layout.geometry
    present = [True] * layout.tile_count
    for a, b in result.order:
        assert a != b
        assert present[a] and present[b]
        assert geometry.is_free(a, present) and geometry.is_free(b, present)
        present[a] = present[b] = False
    assert not any(present)


@pytest.mark.parametrize(("layout_id", "count"), sorted(EXPECTED_COUNTS.items()))
def test_requested_tile_counts(layout_id: str, count: int):
    assert load_layout(ROOT / "layouts" / f"{layout_id}.json").tile_count == count


def test_turtle_is_the_classic_layout():
    turtle = load_layout(ROOT / "layouts" / "turtle.json")
    assert turtle.tile_count == 144
    assert turtle.level_counts() == [87, 36, 16, 4, 1]
    assert turtle.free_at_start() == 35


def test_designed_files_match_their_designs():
    designs = _load_tool("layout_designs")
    assert designs.DESIGNS
    for design in designs.DESIGNS:
        path = ROOT / "layouts" / f"{design.id}.json"
        assert path.read_text(encoding="utf-8") == layout_to_json(design.model()), design.id
        assert design.model().author == "Mahjong Qt"


def test_preview_tool_draws_a_layout(qapp):
    """The design aid renders a layout: an image taller and wider than its caption alone."""
    preview = _load_tool("render_layout_preview")
    image = preview.render(load_layout(ROOT / "layouts" / "fortress.json"))
    assert not image.isNull()
    assert image.width() >= 520 and image.height() > 300
