"""Layout clearability: some order of removing free pairs (faces ignored) empties the layout."""

from __future__ import annotations

import functools
import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong_qt.core.board import Board
from mahjong_qt.core.clearability import Clearability, is_clearable
from mahjong_qt.core.geometry import Geometry
from mahjong_qt.core.layout import load_layout
from mahjong_qt.resources import bundled_layout_files


def _replays(geometry: Geometry, order) -> bool:
    board = Board(geometry, [0] * len(geometry))
    for a, b in order:
        board.remove_pair(a, b)
    return board.is_won


def _brute_force(geometry: Geometry) -> bool:
    n = len(geometry)

    @functools.cache
    def clears(mask: int) -> bool:
        if not mask:
            return True
        present = [bool(mask >> i & 1) for i in range(n)]
        free = geometry.free_indices(present)
        return any(clears(mask & ~(1 << a) & ~(1 << b)) for a, b in itertools.combinations(free, 2))

    return clears((1 << n) - 1)


def test_bundled_layouts_are_clearable_with_a_replayable_order():
    for path in bundled_layout_files():
        layout = load_layout(path)
        result = is_clearable(layout.geometry)
        assert result.verdict is Clearability.CLEARABLE, path
        assert _replays(layout.geometry, result.order)


def test_two_tile_stack_is_not_clearable():
    g = Geometry.from_positions([(0, 0, 0), (0, 0, 1)])
    assert is_clearable(g).verdict is Clearability.NOT_CLEARABLE


def test_odd_count_is_not_clearable_and_empty_is():
    assert not is_clearable(Geometry.from_positions([(0, 0, 0)])).clearable
    assert is_clearable(Geometry.from_positions([])).clearable


def test_tiny_budget_gives_unknown_not_a_wrong_answer():
    # Two stacks of three side by side in a row of level-0 tiles: needs some search.
    positions = [(x, 0, 0) for x in range(0, 24, 2)] + [(x, 0, 1) for x in range(0, 24, 2)]
    result = is_clearable(Geometry.from_positions(positions), budget=1)
    assert result.verdict in (Clearability.UNKNOWN, Clearability.CLEARABLE)


def test_each_layout_is_searched_once_however_many_deals_ask(monkeypatch):
    from mahjong_qt.core import clearability
    from mahjong_qt.core.deals import Difficulty, make_deal

    searches = []

    class Counted(clearability._Search):
        def run(self):
            searches.append(self)
            return super().run()

    monkeypatch.setattr(clearability, "_Search", Counted)
    monkeypatch.setattr(clearability, "_KNOWN", {}, raising=False)
    layout = load_layout(next(p for p in bundled_layout_files() if p.stem == "fortress"))
    first = make_deal(layout, 1, Difficulty.NORMAL)
    second = make_deal(layout, 2, Difficulty.NORMAL)
    assert len(searches) == 1  # the second deal reused the layout's answer
    assert first.faces != second.faces
    # the same answer as a fresh search, for the same geometry, budget and seed only
    again = is_clearable(layout.geometry, 50_000)
    assert is_clearable(layout.geometry, 50_000) is again
    assert len(searches) == 2
    monkeypatch.setattr(clearability, "_KNOWN", {})
    assert is_clearable(layout.geometry, 50_000) == again


@st.composite
def small_layouts(draw) -> Geometry:
    count = draw(st.integers(1, 6)) * 2
    cells = st.tuples(st.integers(0, 7), st.integers(0, 3), st.integers(0, 3))
    positions: list[tuple[int, int, int]] = []
    for x, y, z in draw(st.lists(cells, min_size=count, max_size=40)):
        if len(positions) == count:
            break
        if all(not (p[2] == z and abs(p[0] - x) < 2 and abs(p[1] - y) < 2) for p in positions):
            positions.append((x, y, z))
    if len(positions) % 2:
        positions.pop()
    return Geometry.from_positions(positions)


@settings(max_examples=1500, deadline=None)
@given(small_layouts())
def test_verdict_matches_brute_force_on_small_layouts(geometry: Geometry):
    result = is_clearable(geometry)
    assert result.verdict is not Clearability.UNKNOWN
    assert result.clearable == _brute_force(geometry)
    if result.clearable:
        assert _replays(geometry, result.order)


def test_a_layout_that_cannot_be_cleared_names_its_smallest_dead_end():
    stack = [(0, 0, z) for z in range(4)]
    geometry = Geometry.from_positions([*stack, (10, 0, 0), (12, 0, 0)])
    result = is_clearable(geometry)
    assert result.verdict is Clearability.NOT_CLEARABLE
    # The pair and the stack's top two can go; the stack's last two are never free together.
    assert sorted(geometry.positions[i] for i in result.stuck) == [(0, 0, 0), (0, 0, 1)]
    assert is_clearable(Geometry.from_positions(stack[:2] + [(10, 0, 0), (12, 0, 0)])).stuck == ()
