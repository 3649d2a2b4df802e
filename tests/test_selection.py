"""The click state machine on a hand-made board (PRODUCT §4 "Selection").

Positions (half-tile units), canonical order::

    0 A(0,0,0)  1 B(2,0,0)  2 C(4,0,0)      3 D(8,0,0)  4 E(10,0,0)
                                            5 T(8,0,1) lies on D

A and C are free (one open side), B is blocked on both sides, D is covered by T, E has D on its
left and nothing on its right (free), T is free.
"""

from __future__ import annotations

import pytest

from mahjong_qt.core.board import Blocked, Board
from mahjong_qt.core.geometry import Geometry
from mahjong_qt.core.selection import (
    Deselected,
    Ignored,
    PairRemoved,
    Refused,
    Reselected,
    Selected,
    blocked_reason,
    click,
)

A, B, C, D, E, T = range(6)
POSITIONS = [(0, 0, 0), (2, 0, 0), (4, 0, 0), (8, 0, 0), (10, 0, 0), (8, 0, 1)]
#        A  B  C  D  E  T   (A, C match; B, E match; D, T match; flowers 34/36 match too)
FACES = [0, 5, 0, 1, 5, 1]


@pytest.fixture
def board() -> Board:
    return Board(Geometry.from_positions(POSITIONS), FACES)


def test_click_a_free_tile_selects_it(board):
    assert click(board, None, A) == Selected(A)


def test_click_the_selection_again_deselects_it(board):
    assert click(board, A, A) == Deselected(A)


def test_click_a_free_matching_tile_removes_the_pair(board):
    assert click(board, A, C) == PairRemoved(A, C)
    assert board.tiles_left == 6  # click decides, it does not change the board


def test_click_a_free_tile_that_does_not_match_reselects(board):
    assert click(board, A, E) == Reselected(A, E)


def test_click_a_tile_blocked_on_both_sides_is_refused_with_why(board):
    outcome = click(board, A, B)
    assert outcome == Refused(B, Blocked(B, covered_by=(), left=(A,), right=(C,)))
    assert outcome.code == "both_sides"
    assert "left" in outcome.message and "right" in outcome.message


def test_click_a_covered_tile_is_refused_with_the_tiles_on_it(board):
    outcome = click(board, None, D)
    assert isinstance(outcome, Refused)
    assert outcome.blocked.covered_by == (T,)
    assert outcome.code == "covered"
    assert outcome.message == "This tile is covered by another tile."


def test_covered_reason_counts_tiles():
    blocked = Blocked(0, covered_by=(4, 5, 6, 7), left=(), right=())
    assert blocked_reason(blocked) == ("covered", "This tile is covered by 4 tiles.")


def test_a_tile_freed_by_a_removal_becomes_selectable(board):
    board.remove_pair(A, C)
    assert click(board, None, B) == Selected(B)
    assert click(board, B, E) == PairRemoved(B, E)


def test_click_on_a_removed_tile_or_outside_is_ignored(board):
    board.remove_pair(A, C)
    assert click(board, None, A) == Ignored(A)
    assert click(board, None, 99) == Ignored(99)
    assert click(board, None, -1) == Ignored(-1)


def test_a_stale_selection_is_replaced(board):
    board.remove_pair(A, C)
    # A is gone: clicking E simply selects it
    assert click(board, A, E) == Selected(E)


def test_any_flower_matches_any_flower():
    g = Geometry.from_positions([(0, 0, 0), (4, 0, 0)])
    b = Board(g, [34, 36])
    assert click(b, 0, 1) == PairRemoved(0, 1)
    b = Board(g, [34, 38])  # a flower never matches a season
    assert click(b, 0, 1) == Reselected(0, 1)
