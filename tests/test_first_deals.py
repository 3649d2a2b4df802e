"""The deals shipped for the first game of a fresh install are the deals the generator makes for
it, and a fresh install's first game starts on one without the solver's worker."""

from __future__ import annotations

import json

from mahjong_qt.core.deals import make_deal
from mahjong_qt.core.first_deals import FIRST_DEALS_FILE, FIRST_GAMES, shipped_deals
from mahjong_qt.core.layout import load_layout
from mahjong_qt.core.modes.setup import classic_setup
from mahjong_qt.resources import layouts_dir


def _turtle():
    return load_layout(str(layouts_dir() / "turtle.json"))


def test_each_shipped_deal_is_the_deal_the_generator_makes():
    # A change to how deals are made fails here: run `python -m mahjong_qt.core.first_deals`.
    turtle = _turtle()
    shelf = shipped_deals()
    for layout_id, number, difficulty, variant in FIRST_GAMES:
        assert layout_id == "turtle"
        setup = classic_setup(turtle, number, difficulty, variant, None, None)
        assert shelf.take(setup, save=False) == make_deal(turtle, number, difficulty, variant)
        assert shelf.take(setup, save=False) is None  # taken once per run


def test_a_shipped_deal_that_does_not_replay_is_not_used(tmp_path):
    from mahjong_qt.core.deal_shelf import DealShelf

    data = json.loads(FIRST_DEALS_FILE.read_text(encoding="utf-8"))
    data["deals"][1]["solution"].pop()  # the last pair is left on the board
    path = tmp_path / "first.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    key = data["deals"][1]["key"]
    setup = classic_setup(_turtle(), key[2], key[3], key[4], None, None)
    assert DealShelf(path, persist=False).take(setup) is None


def test_the_first_game_of_a_fresh_install_starts_without_the_worker(qtbot, tmp_path):
    from mahjong_qt.app.session.deal_service import DealService

    service = DealService()
    setup = classic_setup(_turtle(), 1, "normal", "full", None, None)
    made = service.take(setup)
    assert made is not None and made[1] == make_deal(_turtle(), 1, "normal", "full")
    assert not service.runner.busy
    other = classic_setup(_turtle(), 2, "normal", "full", None, None)
    assert service.take(other) is None  # only the first games ship
    service.shutdown()
