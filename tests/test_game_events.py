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
from mahjong_qt.core.layout import Layout
from mahjong_qt.core.layout_schema import LayoutModel

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
    assert then() == [Redone(0, 2)]
    assert then(hint=(1, 2)) == [HintShown(1, 2)]
    assert then(hint=(1, 2)) == []  # the same hint again: nothing new
    assert then(hint=(1, 2), paused=True) == [PauseChanged(True)]
    assert then(hint=None) == [PauseChanged(False)]


def apart() -> Layout:
    """Four tiles of one face, apart from each other: every two make a pair."""
    model = LayoutModel(
        schema_version=1,
        id="apart",
        name={"en": "Apart", "fr": "Écartées"},
        tiles=[[0, 0, 0], [4, 0, 0], [8, 0, 0], [12, 0, 0]],
    )
    return Layout.from_model(model)


def test_another_pair_after_an_undo_is_a_removal_not_a_redo():
    """Undo one pair, then take a different one: "Pair of … removed. 2 tiles left", not
    "Redone" (issue 26, item 3)."""
    game, _ = new_game(apart(), faces=(0, 0, 0, 0))
    game.remove_pair(0, 1)
    game.undo()
    look = play_state(game, None, False)
    game.remove_pair(2, 3)
    assert events_between(look, play_state(game, None, False)) == [PairTaken(2, 3, 0, 2)]


def test_after_two_undos_a_redo_is_told_and_another_pair_is_a_removal():
    game, _ = new_game(apart(), faces=(0, 0, 0, 0))
    game.remove_pair(0, 1)
    game.remove_pair(2, 3)
    game.undo()
    game.undo()
    look = play_state(game, None, False)
    game.redo()
    redone = play_state(game, None, False)
    assert events_between(look, redone) == [Redone(0, 2)]
    game.undo()
    look = play_state(game, None, False)
    game.remove_pair(0, 2)  # not the pair redo would take
    assert events_between(look, play_state(game, None, False)) == [PairTaken(0, 2, 0, 2)]


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


def test_a_tile_that_does_not_match_moves_the_selection_and_says_from_where():
    """Earcons (issue 26, item 5) tell a new selection from a mismatch; the end comes once."""
    from mahjong_qt.core.game_events import GameOver

    game, _ = new_game(apart(), faces=(0, 1, 0, 1))
    look = play_state(game, None, False)

    def then():
        nonlocal look
        new = play_state(game, None, False)
        events, look = events_between(look, new), new
        return events

    game.click(0)
    assert then() == [SelectionChanged(0, 0)]
    game.click(1)  # another face: the selection moves
    assert then() == [SelectionChanged(1, 1, replaced=0)]
    game.click(3)
    assert then() == [PairTaken(1, 3, 1, 2)]
    game.click(0)
    game.click(2)
    assert then() == [PairTaken(0, 2, 0, 0), GameOver(True)]  # the board is cleared
    assert then() == []
