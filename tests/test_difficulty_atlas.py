"""The difficulty atlas: winnable share of random deals with a Wilson interval, random-player
rate on the winnable ones, cached by content hash; checked against exact answers (issue 17)."""

from __future__ import annotations

import functools
import itertools
import json
from fractions import Fraction

import pytest

from mahjong_qt.cli.layout_cli import main as layout_cli
from mahjong_qt.core.atlas_cache import AtlasCache
from mahjong_qt.core.difficulty_atlas import AtlasCancelled, content_hash, measure_layout
from mahjong_qt.core.geometry import Geometry
from mahjong_qt.core.layout import parse_layout
from mahjong_qt.core.wilson import wilson_interval

ROW_OF_8 = [(2 * i, 0, 0) for i in range(8)]
ROW_OF_6_AND_2_ON_TOP = [(2 * i, 0, 0) for i in range(6)] + [(2, 0, 1), (6, 0, 1)]


def layout_of(tiles, layout_id="small"):
    data = {"schema_version": 1, "id": layout_id, "name": {"en": "S", "fr": "S"}, "tiles": tiles}
    return parse_layout(json.dumps(data))


def exact_winnable_share(positions) -> Fraction:
    """Every arrangement of two groups of four on the positions, each tried exhaustively (an
    8-tile layout deals two whole groups, and a uniform shuffle makes each arrangement equally
    likely)."""
    geometry = Geometry.from_positions(positions)
    n = len(positions)
    arrangements = set(itertools.permutations("AAAABBBB"))

    def won(faces) -> bool:
        @functools.cache
        def clear(mask: int) -> bool:
            if not mask:
                return True
            free = geometry.free_indices([bool(mask >> i & 1) for i in range(n)])
            return any(
                faces[a] == faces[b] and clear(mask & ~(1 << a) & ~(1 << b))
                for a, b in itertools.combinations(free, 2)
            )

        return clear((1 << n) - 1)

    return Fraction(sum(won(a) for a in arrangements), len(arrangements))


def test_wilson_interval_known_values():
    low, high = wilson_interval(0, 10)
    assert low == 0 and high == pytest.approx(0.2775, abs=1e-4)
    low, high = wilson_interval(5, 10)
    assert (low, high) == pytest.approx((0.2366, 0.7634), abs=1e-4)
    assert wilson_interval(0, 0) == (0.0, 1.0)
    with pytest.raises(ValueError):
        wilson_interval(3, 2)


@pytest.mark.parametrize(
    ("tiles", "exact"),
    [(ROW_OF_8, Fraction(6, 70)), (ROW_OF_6_AND_2_ON_TOP, Fraction(46, 70))],
)
def test_the_interval_holds_the_exact_share(tiles, exact):
    layout = layout_of(tiles)
    assert exact_winnable_share(layout.positions) == exact  # the oracle agrees with the counts
    entry = measure_layout(layout, 300, playouts=4)
    low, high = entry.winnable_interval
    assert low <= exact <= high and high - low < 0.12
    assert entry.winnable + entry.lost == 300 and entry.unknown == 0
    assert entry.random_games == 4 * entry.winnable
    assert 0 < entry.random_wins <= entry.random_games


def test_deals_follow_the_content_not_the_id():
    a = measure_layout(layout_of(ROW_OF_6_AND_2_ON_TOP, "one"), 40, playouts=2)
    b = measure_layout(layout_of(list(reversed(ROW_OF_6_AND_2_ON_TOP)), "two"), 40, playouts=2)
    assert a.content_hash == b.content_hash
    assert (a.winnable, a.random_wins) == (b.winnable, b.random_wins)
    assert content_hash(ROW_OF_8) != a.content_hash


def test_measuring_can_be_cancelled():
    asked = []
    with pytest.raises(AtlasCancelled):
        measure_layout(
            layout_of(ROW_OF_8), 100, should_stop=lambda: asked.append(1) or len(asked) > 3
        )
    assert len(asked) == 4


def _turtle():
    from mahjong_qt.core.layout import load_layout
    from mahjong_qt.resources import layouts_dir

    return load_layout(str(layouts_dir() / "turtle.json"))


def test_cancelling_stops_inside_a_deal():
    # The Turtle's first atlas deal takes about 5,000 units of search: the second question,
    # asked inside it, stops the measure before that deal is counted.
    asked, told = [], []
    with pytest.raises(AtlasCancelled):
        measure_layout(
            _turtle(),
            3,
            should_stop=lambda: asked.append(1) or len(asked) > 1,
            progress=lambda done, deals: told.append(done),
        )
    assert len(asked) == 2 and told == []


def test_a_deal_past_its_budget_is_counted_as_unknown():
    entry = measure_layout(_turtle(), 4, playouts=1, nodes=30)
    assert entry.unknown > 0
    assert entry.winnable + entry.lost + entry.unknown == entry.deals == 4
    again = measure_layout(_turtle(), 4, playouts=1, nodes=30)  # nodes: the same on any machine
    assert (again.winnable, again.lost, again.unknown) == (
        entry.winnable,
        entry.lost,
        entry.unknown,
    )


def test_the_solver_lets_a_stop_through_and_answers_unknown_past_its_nodes():
    from mahjong_qt.core.deal import random_faces
    from mahjong_qt.core.rng import Rng
    from mahjong_qt.core.solver import Budget, Problem, Verdict, solve_problem
    from mahjong_qt.core.solver.budget import Stopped
    from mahjong_qt.core.tiles import TileSetVariant

    layout = _turtle()
    key = content_hash(layout.positions)
    faces = random_faces(layout.tile_count, TileSetVariant.FULL, Rng.from_key("atlas", key, 0))
    problem = Problem.build(layout.geometry, faces)
    with pytest.raises(Stopped):
        solve_problem(problem, Budget(stop=lambda: True))
    assert solve_problem(problem, Budget(nodes=50)).verdict is Verdict.UNKNOWN


def test_the_cache_keeps_measures_and_shrugs_off_bad_files(tmp_path):
    cache = AtlasCache(tmp_path / "atlas")
    entry = measure_layout(layout_of(ROW_OF_8), 20, playouts=2)
    assert cache.get(entry.content_hash, 20, 2) is None and cache.best(entry.content_hash) is None
    cache.put(entry)
    bigger = measure_layout(layout_of(ROW_OF_8), 30, playouts=2)
    cache.put(bigger)
    assert cache.get(entry.content_hash, 20, 2) == entry
    assert cache.get(entry.content_hash, 20, 3) is None
    assert cache.best(entry.content_hash) == bigger
    path = tmp_path / "atlas" / f"{entry.content_hash}.json"
    data = json.loads(path.read_text())
    data["entries"]["20-2-exact"]["winnable"] += 1  # counts no longer add up
    path.write_text(json.dumps(data))
    assert cache.get(entry.content_hash, 20, 2) is None
    path.write_bytes(b"\x00 not json")
    assert cache.best(entry.content_hash) is None
    with pytest.raises(ValueError):
        cache.get("../../etc", 1, 1)


def test_the_command_line_measures_then_answers_from_the_cache(tmp_path, capsys):
    path = tmp_path / "row.json"
    path.write_text(layout_of(ROW_OF_6_AND_2_ON_TOP).model.model_dump_json())
    kde = tmp_path / "row.layout"
    kde.write_text("kmahjongg-layout-v1.1\nw16\nh2\nd1\n" + "12" * 8 + "\n" + "43" * 8 + "\n")
    args = ["atlas", str(path), str(kde), "--deals", "60", "--playouts", "3", "--json"]
    assert layout_cli(args) == 0
    first = json.loads(capsys.readouterr().out)
    assert [r["cached"] for r in first] == [False, False]
    assert first[0]["deals"] == 60 and len(first[0]["winnable_interval"]) == 2
    assert first[1]["id"] == "row" and first[1]["tiles"] == 8
    assert layout_cli(args) == 0
    second = json.loads(capsys.readouterr().out)
    assert [r["cached"] for r in second] == [True, True]
    assert second[0]["winnable"] == first[0]["winnable"]
    assert layout_cli(["info", str(path), "--json"]) == 0
    info = json.loads(capsys.readouterr().out)["difficulty"]
    assert info["deals"] == 60 and info["winnable_share"] == first[0]["winnable_share"]
    assert layout_cli(["atlas", str(path), "--deals", "10", "--nodes", "500"]) == 0
    told = capsys.readouterr()
    assert "winnable" in told.out and f"{path}: 10/10 deals" in told.err
    (tmp_path / "bad.json").write_text("{")
    assert layout_cli(["atlas", str(tmp_path / "bad.json")]) == 1
