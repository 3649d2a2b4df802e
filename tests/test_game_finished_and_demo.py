"""A finished game counts once (undo after a win looks back, never records again), and the demo
plays a copy of the position to the end without touching the game (issue 18, items 1 and 14)."""

from __future__ import annotations

from functools import cache

from test_game import FakeTime, new_game, turtle

from mahjong_qt.core.board import Board
from mahjong_qt.core.clock import GameClock
from mahjong_qt.core.deals import Deal, make_deal
from mahjong_qt.core.demo import Demo, demo_plan
from mahjong_qt.core.game import Game, HelpLimits
from mahjong_qt.core.solver import Verdict, solve
from mahjong_qt.core.tiles import TileSetVariant


@cache
def turtle_deal() -> Deal:
    return make_deal(turtle(), 3, "easy")


def turtle_game() -> Game:
    deal = turtle_deal()
    return Game.new(
        turtle(),
        deal.faces,
        number=3,
        difficulty="easy",
        variant=TileSetVariant.FULL,
        solution=deal.solution,
        limits=HelpLimits(),
        clock=GameClock(FakeTime()),
    )


def test_finish_answers_true_once_and_undo_after_it_keeps_the_clock_stopped():
    game, time_ = new_game()  # row of four: 0 1 1 0
    game.remove_pair(0, 3)
    game.remove_pair(1, 2)
    assert game.is_won and not game.finished
    time_.t = 10.0
    assert game.finish() is True
    assert game.finished and game.clock.paused
    game.undo()  # looking back over a finished game
    assert not game.is_won
    time_.t = 50.0
    assert game.clock.paused and game.clock.elapsed() == 0.0
    game.redo()
    assert game.is_won
    assert game.finish() is False  # the same win again: nothing to record


def test_undo_after_a_win_not_yet_counted_resumes_the_clock():
    game, time_ = new_game()
    game.remove_pair(0, 3)
    game.remove_pair(1, 2)
    game.undo()
    time_.t = 5.0
    assert not game.clock.paused and game.clock.elapsed() == 5.0


def test_a_new_game_and_a_restart_are_not_finished():
    game, _ = new_game()
    game.remove_pair(0, 3)
    game.remove_pair(1, 2)
    game.finish()
    assert not game.restart(GameClock(FakeTime())).finished


def test_the_demo_plays_a_copy_of_the_position_to_the_end():
    game = turtle_game()
    a, b = game.solution[0]
    game.remove_pair(a, b)
    history = game.board.history
    demo = Demo.of_game(game)
    assert demo is not None and demo.board is not game.board
    assert demo.board.present == game.board.present
    assert demo.pairs_left == game.board.tiles_left // 2
    steps = 0
    while (removal := demo.step()) is not None:
        steps += 1
        assert removal.a != removal.b
    assert steps == 71 and demo.finished and demo.board.is_won
    assert game.board.history == history and game.board.tiles_left == 142  # untouched
    assert not game.finished and game.hints_used == 0 and game.undos_used == 0


def test_the_demo_follows_a_solution_the_solver_found_when_the_kept_one_no_longer_fits():
    game = turtle_game()
    kept = set(game.solution)
    off = next(p for p in game.board.free_pairs() if p not in kept and p[::-1] not in kept)
    game.remove_pair(*off)
    board = Board.replay(game.layout.geometry, game.initial_faces, game.board.history)
    assert demo_plan(board, game.solution) is None  # the kept line no longer covers the tiles
    result = solve(board.geometry, board.faces, board.present)
    assert result.verdict is Verdict.WINNABLE
    demo = Demo.of_game(game, [result.solution])
    assert demo is not None
    while demo.step() is not None:
        pass
    assert demo.board.is_won


def test_no_demo_of_a_position_no_known_line_covers_but_the_deal_can_be_shown_from_the_start():
    game, _ = new_game(solution=((0, 3), (1, 2)))
    game.remove_pair(0, 3)
    assert Demo.of_game(game, [((0, 1), (2, 3))]) is not None  # falls back on the game's line
    unsolved, _ = new_game(solution=None)
    assert Demo.of_game(unsolved) is None and Demo.from_start(unsolved) is None
    start = Demo.from_start(game)
    assert start is not None and start.board.tiles_left == 4
    assert [start.step() is not None for _ in range(3)] == [True, True, False]
