"""Removing pairs, refusals, undo/redo, won and stuck (PRODUCT §2)."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong_qt.core.board import Board, IllegalMove, Refusal, Removal, Reshuffle
from mahjong_qt.core.geometry import Geometry

B1, B2, D1 = 0, 1, 18  # bamboo 1, bamboo 2, dots 1
ROW = Geometry.from_positions([(0, 0, 0), (2, 0, 0), (4, 0, 0), (6, 0, 0)])


def test_remove_a_free_matching_pair():
    board = Board(ROW, [B1, B2, B2, B1])
    assert board.free_tiles() == [0, 3]
    assert board.free_pairs() == [(0, 3)]
    move = board.remove_pair(3, 0)
    assert move == Removal(0, 3)
    assert board.tiles_left == 2 and board.free_pairs() == [(1, 2)]
    board.remove_pair(1, 2)
    assert board.is_won and not board.is_stuck


@pytest.mark.parametrize(
    ("faces", "pair", "reason"),
    [
        ([B1, B1, B2, B2], (0, 1), Refusal.NOT_FREE),  # tile 1 is between 0 and 2
        ([B1, B2, B2, B2], (0, 3), Refusal.NO_MATCH),
        ([B1, B2, B2, B1], (0, 0), Refusal.SAME_TILE),
        ([B1, B2, B2, B1], (0, 9), Refusal.NOT_PRESENT),
    ],
)
def test_illegal_pairs_are_refused_with_a_reason(faces, pair, reason):
    board = Board(ROW, faces)
    with pytest.raises(IllegalMove) as err:
        board.remove_pair(*pair)
    assert err.value.reason is reason
    assert board.tiles_left == 4 and not board.history


def test_removed_tile_cannot_be_taken_again():
    board = Board(ROW, [B1, B2, B2, B1])
    board.remove_pair(0, 3)
    assert board.check_pair(0, 1) == (Refusal.NOT_PRESENT, 0)


def test_flowers_pair_with_any_flower():
    board = Board(Geometry.from_positions([(0, 0, 0), (4, 0, 0)]), [34, 37])
    board.remove_pair(0, 1)
    assert board.is_won


def test_stuck_when_no_free_tiles_match():
    board = Board(ROW, [B1, B1, D1, D1])  # ends are B1 and D1: no free pair
    assert board.is_stuck and not board.is_won


def test_undo_redo_round_trip():
    board = Board(ROW, [B1, B2, B2, B1])
    board.remove_pair(0, 3)
    board.remove_pair(1, 2)
    assert board.undo() == Removal(1, 2)
    assert board.tiles_left == 2 and board.can_redo
    assert board.undo() == Removal(0, 3)
    assert board.present == (True,) * 4 and not board.can_undo
    with pytest.raises(IndexError):
        board.undo()
    assert board.redo() == Removal(0, 3)
    assert board.redo() == Removal(1, 2)
    assert board.is_won
    with pytest.raises(IndexError):
        board.redo()


def test_a_new_move_clears_redo():
    board = Board(
        Geometry.from_positions([(0, 0, 0), (4, 0, 0), (8, 0, 0), (12, 0, 0)]), [B1, B1, B1, B1]
    )
    board.remove_pair(0, 1)
    board.undo()
    board.remove_pair(2, 3)
    assert not board.can_redo


def test_reshuffle_keeps_the_faces_and_is_undoable():
    board = Board(ROW, [B1, B2, B2, B1])
    before = board.faces
    move = board.reshuffle([B2, B1, B1, B2])
    assert isinstance(move, Reshuffle) and board.faces == (B2, B1, B1, B2)
    board.undo()
    assert board.faces == before
    with pytest.raises(ValueError):
        board.reshuffle([B1, B1, B1, B1])
    board.remove_pair(0, 3)
    with pytest.raises(ValueError):  # removed tiles keep their faces
        board.reshuffle([B2, B2, B2, B2])


def test_replay_restores_the_same_state():
    row6 = Geometry.from_positions([(x, 0, 0) for x in range(0, 12, 2)])
    dealt = [B1, B2, D1, D1, B2, B1]
    board = Board(row6, dealt)
    board.remove_pair(0, 5)
    board.reshuffle([B1, D1, B2, B2, D1, B1])
    board.remove_pair(1, 4)
    board.remove_pair(2, 3)
    board.undo()
    copy = Board.replay(row6, dealt, board.history, board.future)
    assert copy.present == board.present and copy.faces == board.faces
    assert copy.future == board.future
    with pytest.raises(IllegalMove):
        Board.replay(row6, dealt, [Removal(1, 2)])


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0, 10_000), max_size=30))
def test_undo_everything_returns_to_the_start(choices):
    """Random legal play, then undo all: the board is as dealt; redo all: as played."""
    positions = [(x, y, 0) for x in range(0, 12, 2) for y in (0, 2)] + [(x, 0, 1) for x in (2, 6)]
    g = Geometry.from_positions(positions)
    faces = [i // 2 for i in range(len(positions))]
    board = Board(g, faces)
    for c in choices:
        pairs = board.free_pairs()
        if not pairs:
            break
        board.remove_pair(*pairs[c % len(pairs)])
    played = board.present
    n = len(board.history)
    for _ in range(n):
        board.undo()
    assert board.present == (True,) * len(positions) and board.tiles_left == len(positions)
    for _ in range(n):
        board.redo()
    assert board.present == played
