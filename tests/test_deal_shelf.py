"""Deals kept between sessions: taken once, only when their solution replays on the layout;
a damaged or foreign file only means the deal is made again."""

from __future__ import annotations

import json

from mahjong_qt.core.deal_shelf import DEALS_FILE_NAME, DealShelf, deal_shelf, proves_winnable
from mahjong_qt.core.layout import load_layout
from mahjong_qt.core.modes.setup import classic_setup
from mahjong_qt.core.paths import UserPaths
from mahjong_qt.resources import layouts_dir


def pyramid_setup(number: int):
    layout = load_layout(layouts_dir() / "pyramid.json")
    return classic_setup(layout, number, "easy", "full", None, None)


def test_a_kept_deal_is_taken_once_in_a_later_session(tmp_path):
    setup = pyramid_setup(3)
    deal = setup.make_deal()
    DealShelf(tmp_path / "deals.json").keep(setup, deal)
    later = DealShelf(tmp_path / "deals.json")  # the next session reads the file
    assert later.take(pyramid_setup(4)) is None  # not the game asked for
    assert later.take(setup) == deal
    assert DealShelf(tmp_path / "deals.json").take(setup) is None  # taken: gone from the file


def test_a_deal_taken_at_start_up_leaves_the_file_when_saved(tmp_path):
    """At start-up the file is written after the first paint (``save=False``, then ``save``)."""
    setup, path = pyramid_setup(6), tmp_path / "deals.json"
    deal = setup.make_deal()
    DealShelf(path).keep(setup, deal)
    written = path.stat().st_mtime_ns
    shelf = DealShelf(path)
    assert shelf.take(setup, save=False) == deal
    assert path.stat().st_mtime_ns == written  # not written yet: the board comes first
    shelf.save()
    assert DealShelf(path).take(setup) is None  # then gone from the file
    nothing_taken = DealShelf(path)
    assert nothing_taken.take(pyramid_setup(7), save=False) is None
    written = path.stat().st_mtime_ns
    nothing_taken.save()
    assert path.stat().st_mtime_ns == written  # nothing changed: nothing written


def test_a_deal_whose_solution_does_not_replay_is_refused(tmp_path):
    setup = pyramid_setup(5)
    deal = setup.make_deal()
    assert proves_winnable(setup.layout, deal.faces, deal.solution)
    path = tmp_path / "deals.json"
    DealShelf(path).keep(setup, deal)
    data = json.loads(path.read_text())
    faces = data["deals"][0]["faces"]
    a, b = deal.solution[0]
    c = next(i for i, f in enumerate(faces) if f != faces[a])
    faces[a], faces[c] = faces[c], faces[a]  # the first pair of the solution no longer matches
    path.write_text(json.dumps(data))
    assert DealShelf(path).take(setup) is None


def test_a_damaged_file_is_no_error(tmp_path):
    path = tmp_path / "deals.json"
    for text in ("{ not json", "[]", '{"version": 1, "deals": [1, {"key": 3}]}', "9" * 5000):
        path.write_text(text)
        assert DealShelf(path).take(pyramid_setup(1)) is None


def test_the_deals_kept_by_an_older_version_in_the_data_folder_move_to_the_cache(tmp_path):
    paths = UserPaths.under(
        tmp_path / "config", tmp_path / "data", tmp_path / "state", tmp_path / "cache"
    )
    old = paths.data_dir / DEALS_FILE_NAME
    first, second = pyramid_setup(6), pyramid_setup(7)
    older = DealShelf(old)  # where versions before kept it
    older.keep(first, first.make_deal())
    older.keep(second, second.make_deal())
    shelf = deal_shelf(paths)
    assert shelf.path == paths.cache_dir / DEALS_FILE_NAME
    assert shelf.take(first) is not None  # read from the old place ...
    assert not old.exists()  # ... which is gone
    assert deal_shelf(paths).take(second) is not None  # the rest is in the cache folder now
    assert not old.exists()


def test_a_screenshot_run_leaves_the_old_deals_file_alone(tmp_path):
    paths = UserPaths.under(
        tmp_path / "config", tmp_path / "data", tmp_path / "state", tmp_path / "cache"
    )
    setup = pyramid_setup(8)
    DealShelf(paths.data_dir / DEALS_FILE_NAME).keep(setup, setup.make_deal())
    assert deal_shelf(paths, persist=False).take(setup) is not None
    assert (paths.data_dir / DEALS_FILE_NAME).exists()
    assert not (paths.cache_dir / DEALS_FILE_NAME).exists()
