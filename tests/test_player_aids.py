"""Player aids on hand-made boards: what is left per face, removed pairs, auto-finish, review."""

from mahjong_qt.core.board import Board, Removal
from mahjong_qt.core.game_review import review_game
from mahjong_qt.core.geometry import Geometry
from mahjong_qt.core.player_aids import KindCount, census, finishing_pairs, removed_faces
from mahjong_qt.core.solver.result import Verdict

X, Y, PLUM, ORCHID = 0, 9, 34, 35

# A stack of two X (B on A), two more X apart, two Y apart.
#   A=(0,0,0) X   B=(0,0,1) X on A   C=(4,0,0) X   D=(8,0,0) X   E=(12,0,0) Y   F=(16,0,0) Y
STACK = Geometry.from_positions(
    [(0, 0, 0), (0, 0, 1), (4, 0, 0), (8, 0, 0), (12, 0, 0), (16, 0, 0)]
)
A, B, C, D, E, F = range(6)
FACES = [X, X, X, X, Y, Y]


def test_census_counts_left_free_and_covered_per_face():
    board = Board(STACK, FACES)
    assert census(board) == [KindCount(X, 4, 3, 1), KindCount(Y, 2, 2, 0)]
    board.remove_pair(E, F)
    board.remove_pair(B, C)
    assert census(board) == [KindCount(X, 2, 2, 0)]


def test_removed_faces_oldest_first():
    board = Board(STACK, FACES)
    board.remove_pair(E, F)
    board.remove_pair(B, C)
    assert removed_faces(board) == [(Y, Y), (X, X)]
    board.undo()
    assert removed_faces(board) == [(Y, Y)]


def test_finishing_pairs_only_when_every_tile_is_free():
    board = Board(STACK, FACES)
    assert finishing_pairs(board) is None  # A lies under B
    board.remove_pair(B, C)
    assert finishing_pairs(board) == [(A, D), (E, F)]
    for a, b in finishing_pairs(board):
        board.remove_pair(a, b)
    assert board.is_won and finishing_pairs(board) is None


def test_finishing_pairs_match_flowers_with_flowers():
    row = Geometry.from_positions([(0, 0, 0), (4, 0, 0), (8, 0, 0), (12, 0, 0)])
    assert finishing_pairs(Board(row, [PLUM, X, ORCHID, X])) == [(0, 2), (1, 3)]


def test_review_finds_the_move_that_lost_the_game():
    history = [Removal(E, F), Removal(C, D)]  # C+D leaves the two X stacked: lost
    board = Board.replay(STACK, FACES, history)
    assert board.is_stuck
    review = review_game(STACK, FACES, history)
    assert (review.moves, review.last_winnable, review.losing_move) == (2, 1, Removal(C, D))
    assert not review.still_winnable


def test_review_of_a_game_still_winnable():
    review = review_game(STACK, FACES, [Removal(E, F)])
    assert review.still_winnable and review.losing_move is None


def test_review_binary_search_and_unknown_answers():
    row = Geometry.from_positions([(2 * i * 2, 0, 0) for i in range(20)])
    faces = [i // 2 for i in range(20)]
    history = [Removal(2 * i, 2 * i + 1) for i in range(10)]
    asked = []

    def decide(board):  # pretend the game was lost by the move that left 12 tiles
        asked.append(board.tiles_left)
        return Verdict.WINNABLE if board.tiles_left > 12 else Verdict.NOT_WINNABLE

    review = review_game(row, faces, history, decide=decide)
    assert review.last_winnable == 3 and review.losing_move == history[3]
    assert len(asked) <= 5  # a binary search, not one call per move
    unknown = review_game(row, faces, history, decide=lambda board: Verdict.UNKNOWN)
    assert unknown.last_winnable is None and unknown.losing_move is None
