"""The bundled layouts' difficulty ships measured (issue 26 item 6): a fresh install's browser
shows a figure for every one of them, the player's own measure comes first, a reshaped layout
is never given its old figure, and the browser says what the figure means."""

from __future__ import annotations

import json

from mahjong_qt.core.atlas_cache import AtlasCache
from mahjong_qt.core.atlas_job import APP_DEALS
from mahjong_qt.core.difficulty_atlas import (
    ATLAS_VERSION,
    DEAL_NODES,
    DEFAULT_PLAYOUTS,
    AtlasEntry,
    content_hash,
)
from mahjong_qt.core.layout import load_layout
from mahjong_qt.core.library_state import LibraryState
from mahjong_qt.core.paths import user_paths
from mahjong_qt.core.records import Records
from mahjong_qt.core.shipped_atlas import (
    SHIPPED_ATLAS_FILE,
    measured_atlas,
    shipped_entries,
    stale_layouts,
)
from mahjong_qt.resources import bundled_layout_files


def test_every_bundled_layout_ships_its_measure_made_as_the_game_measures():
    assert stale_layouts() == [], "run: python -m mahjong_qt.core.shipped_atlas"
    shipped = shipped_entries()
    for path in bundled_layout_files():
        layout = load_layout(str(path))
        entry = shipped[content_hash(layout.positions)]
        assert entry.tiles == len(layout.positions)
        assert (entry.deals, entry.playouts) == (APP_DEALS, DEFAULT_PLAYOUTS)
        assert entry.winnable + entry.lost + entry.unknown == entry.deals
    data = json.loads(SHIPPED_ATLAS_FILE.read_text(encoding="utf-8"))
    assert (data["version"], data["nodes"]) == (ATLAS_VERSION, DEAL_NODES)
    assert set(data["entries"]) == set(shipped)  # nothing kept of a layout no longer bundled


def test_a_shipped_file_of_another_budget_or_version_is_no_measure(tmp_path):
    good = next(iter(shipped_entries().values()))
    for version, nodes in ((ATLAS_VERSION + 1, DEAL_NODES), (ATLAS_VERSION, DEAL_NODES + 1)):
        path = tmp_path / f"{version}-{nodes}.json"
        entries = {good.content_hash: good.as_json()}
        path.write_text(json.dumps({"version": version, "nodes": nodes, "entries": entries}))
        assert shipped_entries(path) == {}
    (tmp_path / "bad.json").write_text("{not json")
    assert shipped_entries(tmp_path / "bad.json") == {}


def test_the_players_own_measure_comes_before_the_shipped_one(tmp_path):
    key = "ab" * 8
    shipped = AtlasEntry(key, 144, APP_DEALS, 190, 10, 0, DEFAULT_PLAYOUTS, 100, 9.0)
    cache = AtlasCache(tmp_path / "atlas", fallback={key: shipped})
    assert cache.best(key) == shipped and cache.best_of([key, "cd" * 8]) == {key: shipped}
    assert cache.get(key, APP_DEALS, DEFAULT_PLAYOUTS, DEAL_NODES) == shipped
    assert cache.get(key, APP_DEALS, DEFAULT_PLAYOUTS, None) is None  # an exact measure: not it
    own = AtlasEntry(key, 144, 500, 480, 20, 0, DEFAULT_PLAYOUTS, 300, 30.0)
    cache.put(own, DEAL_NODES)
    assert cache.best(key) == own and cache.best_of([key]) == {key: own}
    assert not (tmp_path / "atlas").joinpath("x").exists()  # the fallback is never written


def test_a_fresh_install_shows_every_bundled_layouts_difficulty():
    from mahjong_qt.app.dialogs.layout_browser_data import entry_rows
    from mahjong_qt.core.layout_library import list_layouts

    paths = user_paths()  # the test's own empty folders (conftest)
    assert not (paths.cache_dir / "atlas").exists()
    entries = list_layouts(None)  # the bundled layouts alone
    rows = entry_rows(entries, paths, Records(), LibraryState())
    assert rows and all(r.difficulty is not None for r in rows)
    turtle = next(r for r in rows if r.item.id == "turtle")
    assert 0.0 < turtle.difficulty < 0.2
    assert measured_atlas(paths.cache_dir / "atlas").best(turtle.item.content_hash) is not None
