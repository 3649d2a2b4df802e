"""Solvable shuffles: the result is winnable (with its solution) or reported impossible."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong_qt.core.board import Board
from mahjong_qt.core.deal import uniform_faces
from mahjong_qt.core.geometry import Geometry
from mahjong_qt.core.layout import load_layout
from mahjong_qt.core.shuffle import ShuffleStatus, solvable_shuffle
from mahjong_qt.core.solver import solve
from mahjong_qt.core.tiles import TileSetVariant
from mahjong_qt.resources import layouts_dir


def _check(board: Board, seed: int) -> ShuffleStatus:
    before = board.faces
    result = solvable_shuffle(board.geometry, board.faces, board.present, seed)
    if result.status is not ShuffleStatus.DONE:
        assert result.faces is None
        assert board.faces == before
        return result.status
    board.reshuffle(result.faces)  # the board accepts it: same faces, removed tiles untouched
    for a, b in result.solution:
        board.remove_pair(a, b)
    assert board.is_won
    return result.status


def test_shuffle_of_a_turtle_game_in_progress_is_winnable_and_deterministic():
    layout = load_layout(layouts_dir() / "turtle.json")
    faces = uniform_faces(layout.id, 144, 9, TileSetVariant.FULL)
    board = Board(layout.geometry, faces)
    for _ in range(10):
        pairs = board.free_pairs()
        if not pairs:
            break
        board.remove_pair(*pairs[0])
    a = solvable_shuffle(board.geometry, board.faces, board.present, seed=4)
    b = solvable_shuffle(board.geometry, board.faces, board.present, seed=4)
    assert a == b and a.status is ShuffleStatus.DONE
    assert _check(board, 4) is ShuffleStatus.DONE


def test_last_two_tiles_stacked_is_impossible_and_changes_nothing():
    g = Geometry.from_positions([(0, 0, 0), (0, 0, 1), (4, 0, 0), (6, 0, 0)])
    board = Board(g, [1, 1, 2, 2])
    board.remove_pair(2, 3)  # the row goes; the last two tiles are one stack
    assert board.tiles_left == 2
    assert _check(board, 0) is ShuffleStatus.IMPOSSIBLE


@st.composite
def small_boards(draw):
    count = draw(st.integers(1, 6)) * 2
    cells = st.tuples(st.integers(0, 8), st.integers(0, 2), st.integers(0, 2))
    positions: list[tuple[int, int, int]] = []
    for x, y, z in draw(st.lists(cells, min_size=count, max_size=50)):
        if len(positions) == count:
            break
        if all(not (p[2] == z and abs(p[0] - x) < 2 and abs(p[1] - y) < 2) for p in positions):
            positions.append((x, y, z))
    if len(positions) % 2:
        positions.pop()
    kinds = draw(st.lists(st.integers(0, 3), min_size=len(positions) // 2))
    faces = [k for k in kinds[: len(positions) // 2] for _ in range(2)]
    return Board(Geometry.from_positions(positions), faces)


@settings(max_examples=300, deadline=None)
@given(small_boards(), st.integers(0, 1000))
def test_shuffle_is_winnable_or_impossible_like_any_arrangement(board: Board, seed: int):
    status = _check(board, seed)
    if status is ShuffleStatus.IMPOSSIBLE:
        # No arrangement works: in particular not the current one.
        assert not solve(board.geometry, board.faces, board.present).winnable
