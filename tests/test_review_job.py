"""The review job on hand-made boards: the move that lost, the solver's pair instead, the
search started where a position is already proven winnable, and honest answers when time runs
out or no single move lost the game."""

import pickle

from mahjong_qt.core.board import Board, Removal, Reshuffle
from mahjong_qt.core.game_review import review_game
from mahjong_qt.core.geometry import Geometry
from mahjong_qt.core.review_job import ReviewedGame, ReviewJob, instead_pair
from mahjong_qt.core.solver import Verdict, solve

X, Y = 0, 9
# A=(0,0,0) X   B=(0,0,1) X on A   C=(4,0,0) X   D=(8,0,0) X   E=(12,0,0) Y   F=(16,0,0) Y
STACK = Geometry.from_positions(
    [(0, 0, 0), (0, 0, 1), (4, 0, 0), (8, 0, 0), (12, 0, 0), (16, 0, 0)]
)
A, B, C, D, E, F = range(6)
FACES = (X, X, X, X, Y, Y)
LOST_LINE = (Removal(E, F), Removal(C, D))  # C+D leaves the two X stacked: lost


def test_the_job_finds_the_losing_move_and_a_winning_pair_instead():
    game = ReviewedGame(STACK, FACES, LOST_LINE)
    job = game.job()
    answer = pickle.loads(pickle.dumps(job)).run(10.0)  # it crosses to a worker process
    assert (answer.review.last_winnable, answer.review.losing_move) == (1, Removal(C, D))
    board = game.board_after(1)
    assert answer.instead in ((B, C), (B, D))  # B on A must go first, with C or D
    board.remove_pair(*answer.instead)
    assert solve(board.geometry, board.faces, board.present).verdict is Verdict.WINNABLE
    replayed = game.board_after(1)  # the solver's line plays from the last winnable position
    for pair in answer.solution:
        replayed.remove_pair(*pair)
    assert replayed.is_won


def test_the_pair_instead_keeps_apart_from_the_losing_move_when_it_can():
    row = Geometry.from_positions([(4 * i, 0, 0) for i in range(4)])
    board = Board(row, (X, X, Y, Y))
    assert instead_pair(board, Removal(0, 1), [(0, 1), (2, 3)]) == (2, 3)
    assert instead_pair(board, Removal(0, 1), [(0, 1)]) == (0, 1)
    assert instead_pair(board, Removal(0, 1), []) is None
    covered = Board(STACK, FACES)
    assert instead_pair(covered, Removal(C, D), [(A, D), (B, C)]) == (B, C)  # A is covered


def test_the_search_starts_where_the_position_is_known_winnable():
    row = Geometry.from_positions([(4 * i, 0, 0) for i in range(20)])
    faces = tuple(i // 2 for i in range(20))
    history = tuple(Removal(2 * i, 2 * i + 1) for i in range(10))
    asked = []

    def decide(board):
        asked.append(len(board.history))
        return Verdict.WINNABLE if board.tiles_left > 8 else Verdict.NOT_WINNABLE

    review = review_game(row, faces, history, decide=decide, known_winnable=5)
    assert review.last_winnable == 5 and review.losing_move == history[5]
    assert min(asked[1:]) > 5  # never asked below what was known


def test_out_of_time_is_an_honest_unknown():
    answer = ReviewJob(STACK.positions, FACES, LOST_LINE).run(0.0)
    assert answer.review.last_winnable is None and answer.review.losing_move is None
    assert not answer.review.lost_from_start and answer.instead is None
    timed_out = ReviewJob(STACK.positions, FACES, LOST_LINE).on_timeout()
    assert timed_out.review.last_winnable is None and timed_out.review.moves == 2


def test_lost_right_after_a_shuffle_is_said_as_such():
    # A X under B X, C Y under D Y: winnable; shuffled to A X under B Y, C Y under D X: lost.
    stacks = Geometry.from_positions([(0, 0, 0), (0, 0, 1), (4, 0, 0), (4, 0, 1)])
    before, after = (X, X, Y, Y), (X, Y, Y, X)
    answer = ReviewJob(stacks.positions, before, (Reshuffle(before, after),)).run(10.0)
    assert answer.review.lost_from_start and answer.review.last_winnable is None
