"""The mixed deals' pairing walk (``solver/clearing.py``): a swap is kept exactly when the new
pairing clears the board, the kept pairs replay on a real board, a refused swap changes nothing."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong_qt.core.board import Board
from mahjong_qt.core.geometry import Geometry
from mahjong_qt.core.hints import clearing_order
from mahjong_qt.core.solver import PairingWalk


def _stack_and_row() -> Geometry:
    """1 lies on 0; 2 and 3 stand apart."""
    return Geometry.from_positions([(0, 0, 0), (0, 0, 1), (4, 0, 0), (8, 0, 0)])


def _replays(geometry: Geometry, pairs: list[tuple[int, int]]) -> bool:
    board = Board(geometry, [0] * len(geometry))
    for a, b in pairs:
        board.remove_pair(a, b)  # raises on a pair not free
    return board.is_won


def test_a_swap_that_cannot_clear_is_refused_and_changes_nothing():
    walk = PairingWalk(_stack_and_row(), [(1, 2), (0, 3)])
    assert walk.pairs() == [(1, 2), (0, 3)]
    assert walk.pair(1) == (0, 3)
    assert not walk.try_swap(0, (1, 0), 1, (2, 3))  # 0 and 1 are never free together
    assert walk.pairs() == [(1, 2), (0, 3)]
    assert walk.try_swap(0, (1, 3), 1, (2, 0))
    assert sorted(map(sorted, walk.pairs())) == [[0, 2], [1, 3]]
    assert _replays(_stack_and_row(), walk.pairs())


def test_bad_pairings_and_bad_swaps_are_value_errors():
    geometry = _stack_and_row()
    with pytest.raises(ValueError):
        PairingWalk(geometry, [(1, 2)])  # not every position
    with pytest.raises(ValueError):
        PairingWalk(geometry, [(1, 1), (0, 3)])
    with pytest.raises(ValueError):
        PairingWalk(geometry, [(0, 1), (2, 3)])  # does not clear
    walk = PairingWalk(geometry, [(1, 2), (0, 3)])
    with pytest.raises(ValueError):
        walk.try_swap(0, (1, 3), 1, (2, 2))  # not the four tiles of the two pairs
    with pytest.raises(ValueError):
        walk.try_swap(0, (2, 1), 0, (1, 2))  # one pair twice


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_a_swap_is_kept_exactly_when_the_new_pairing_clears(data):
    cells = data.draw(
        st.lists(
            st.tuples(st.integers(0, 5), st.integers(0, 1), st.integers(0, 2)),
            min_size=4,
            max_size=16,
            unique_by=lambda c: c,
        )
    )
    positions = [(2 * x + (z % 2), 2 * y + (z % 2), z) for x, y, z in cells]
    if len(positions) % 2:
        positions.pop()
    geometry = Geometry.from_positions(positions)
    board = Board(geometry, [0] * len(positions))
    order = data.draw(st.permutations(range(len(positions))))
    start = clearing_order(board, [(order[i], order[i + 1]) for i in range(0, len(order), 2)])
    if start is None:
        return
    walk = PairingWalk(geometry, start)
    for _ in range(6):
        before = walk.pairs()
        i = data.draw(st.integers(0, len(before) - 1))
        j = data.draw(st.integers(0, len(before) - 1))
        if i == j:
            continue
        (a, a2), (b, b2) = before[i], before[j]
        trial = list(before)
        trial[i], trial[j] = (b, a2), (a, b2)
        clears = clearing_order(board, trial) is not None
        assert walk.try_swap(i, (b, a2), j, (a, b2)) is clears
        after = walk.pairs()
        if clears:
            assert sorted(map(sorted, after)) == sorted(map(sorted, trial))
            assert _replays(geometry, after)
        else:
            assert after == before
