"""Telling what happened between two looks at a game (for announcements)."""

from test_game import new_game

from mahjong_qt.core.game_events import (
    HintShown,
    NewGame,
    PairTaken,
    PauseChanged,
    Redone,
    SelectionChanged,
    Shuffled,
    Undone,
    events_between,
    play_state,
)

# row(): four tiles in a row, faces 0 1 1 0: only the ends (both bamboo 1) are free.


def test_a_game_told_move_by_move():
    game, _ = new_game()
    look = play_state(game, None, False)
    assert events_between(None, look) == [NewGame(4)]

    def then(hint=None, paused=False):
        nonlocal look
        new = play_state(game, hint, paused)
        events, look = events_between(look, new), new
        return events

    game.click(0)
    assert then() == [SelectionChanged(0, 0)]
    game.click(0)
    assert then() == [SelectionChanged(None, None)]
    game.click(0)
    then()
    game.click(3)
    assert then() == [PairTaken(0, 3, 0, 2)]  # the selection going with its pair is not news
    game.undo()
    assert then() == [Undone(0)]
    game.redo()
    assert then() == [Redone(0)]
    assert then(hint=(1, 2)) == [HintShown(1, 2)]
    assert then(hint=(1, 2)) == []  # the same hint again: nothing new
    assert then(hint=(1, 2), paused=True) == [PauseChanged(True)]
    assert then(hint=None) == [PauseChanged(False)]


def test_shuffles_and_several_undos_at_once():
    game, _ = new_game(faces=(0, 1, 0, 1))  # ends 0 and 1 do not match: shuffle them
    look = play_state(game, None, False)
    game.apply_shuffle((0, 1, 1, 0), None)
    new = play_state(game, None, False)
    assert events_between(look, new) == [Shuffled()]
    game.remove_pair(0, 3)
    after = play_state(game, None, False)
    game.undo()
    game.undo()
    assert events_between(after, play_state(game, None, False)) == [Undone(0), Undone(None)]


def test_another_game_is_a_new_game():
    game, _ = new_game()
    other, _ = new_game()
    assert events_between(play_state(game, None, False), play_state(other, None, False)) == [
        NewGame(4)
    ]
