"""What a move changed (core/change.py), as the core's Play returns it: no Qt, hand-made
boards and a fixed Turtle deal."""

from __future__ import annotations

from functools import cache

from test_game import new_game, turtle

from mahjong_qt.core.board import Removal, Reshuffle
from mahjong_qt.core.change import EVERYTHING, NOTHING, Change, move_change
from mahjong_qt.core.deals import make_deal
from mahjong_qt.core.play import Play


@cache
def turtle_deal():
    return make_deal(turtle(), 5, "normal")


def turtle_play() -> Play:
    deal = turtle_deal()
    game, _ = new_game(turtle(), deal.faces, solution=deal.solution)
    return Play(game)


def test_removing_a_pair_yields_exactly_those_two_tiles_removed():
    play = Play(new_game()[0])  # a row of four: 0 1 1 0, the ends free
    outcome, change = play.click(0)
    assert change == Change(selection=True)  # a selection: no tile changed
    assert change.tiles == frozenset()
    outcome, change = play.click(3)
    assert change is not None
    assert change.removed == {0, 3} and not change.added and not change.refaced
    assert change.tiles == {0, 3} and change.moved
    assert change.counters and change.selection and not change.everything


def test_undo_yields_the_pair_added_and_redo_removed_again():
    play = Play(new_game()[0])
    play.click(0)
    play.click(3)
    undone = play.undo()
    assert undone == Change(added=frozenset({0, 3}), selection=True, counters=True)
    redone = play.redo()
    assert redone is not None and redone.removed == {0, 3} and not redone.added
    assert play.redo() is None  # nothing more to redo: no change at all


def test_a_refused_click_changes_nothing():
    play = Play(new_game()[0])
    outcome, change = play.click(1)  # covered on both sides
    assert change is None and play.game.selected is None


def test_a_shuffle_yields_the_faces_it_changed_and_its_undo_the_same():
    play = turtle_play()
    board = play.game.board
    faces = list(board.faces)
    i = 0
    j = next(k for k in range(1, len(faces)) if faces[k] != faces[i])
    faces[i], faces[j] = faces[j], faces[i]
    change = play.shuffled(tuple(faces), ())
    assert change.refaced == {i, j} and not change.removed and not change.added
    assert change.tiles == {i, j} and change.counters
    undone = play.undo()
    assert undone is not None and undone.refaced == {i, j}


def test_taking_back_two_pairs_yields_all_four_tiles_added():
    play = turtle_play()
    removed = set()
    for a, b in play.game.solution[:2]:
        play.click(a)
        _, change = play.click(b)
        assert change is not None and change.removed == {a, b}
        removed |= {a, b}
    change = play.take_back(2)
    assert change.added == removed and not change.removed
    assert play.game.board.tiles_left == len(play.game.initial_faces)


def test_changes_add_up_one_after_the_other():
    gone = Change(removed=frozenset({1, 2}), counters=True)
    back = Change(added=frozenset({2}))
    both = gone | back
    assert both.removed == {1} and both.added == {2} and both.tiles == {1, 2}
    assert both.counters and not both.hint
    assert (both | Change(hint=True)).hint
    assert (NOTHING | EVERYTHING).tiles is None  # a new board: every tile


def test_everything_and_nothing():
    assert EVERYTHING.everything and EVERYTHING.tiles is None and EVERYTHING.moved
    assert NOTHING.tiles == frozenset() and not NOTHING.moved and not NOTHING.counters


def test_move_change_reads_the_core_moves():
    assert move_change(Removal(4, 9)).removed == {4, 9}
    assert move_change(Removal(4, 9), undone=True).added == {4, 9}
    shuffle = Reshuffle(before=(1, 2, 3, 4), after=(1, 4, 3, 2))
    assert move_change(shuffle).refaced == {1, 3}
    assert move_change(shuffle, undone=True).refaced == {1, 3}


def test_a_hint_shown_is_a_change_of_the_hint_and_of_the_counters_once():
    play = turtle_play()
    reply = play.hint()
    assert reply is not None and reply.change is not None
    assert reply.change.hint and reply.change.counters and reply.counted
    assert reply.change.tiles == frozenset()  # a mark: no tile changed
    again = play.hint()  # cycling: the same position's hint is counted once
    assert again is not None and again.change == Change(hint=True) and not again.counted
    assert play.game.hints_used == 1
