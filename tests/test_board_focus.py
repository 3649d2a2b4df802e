"""The board focus: every tile reachable, commands, refocus after a removal, hidden faces."""

from mahjong_qt.app.board.board_focus import BoardFocus, BoardTiles, FocusAction

#   level 1: (0,0) (2,0) (4,0) ; level 2: (2,0) on the middle one
POSITIONS = [(0, 0, 0), (2, 0, 0), (4, 0, 0), (2, 0, 1)]


def tiles(present=(True, True, True, True), hidden=False):
    free = (present[0], False, present[2], present[3])
    names = tuple(f"tile {i}" for i in range(4))
    return BoardTiles(present, free, names, names, hidden=hidden)


def test_the_first_key_focuses_the_first_free_tile_then_arrows_reach_blocked_ones():
    focus = BoardFocus(POSITIONS)
    focus.show(tiles())
    assert focus.command("right") == FocusAction("move", 0)
    assert focus.command("right") == FocusAction("move", 1)  # covered and blocked: reachable
    assert focus.command("activate") == FocusAction("activate", 1)
    assert focus.command("read") == FocusAction("read", 1)
    assert focus.command("level_up") == FocusAction("move", 3)
    assert focus.command("level_down") == FocusAction("move", 1)
    assert focus.command("row_end") == FocusAction("move", 2)
    assert focus.command("row_start") == FocusAction("move", 0)
    assert focus.command("next_free") == FocusAction("move", 3)  # reading order: x first
    assert focus.command("next_free") == FocusAction("move", 2)
    assert focus.command("next_free") == FocusAction("move", 0)  # round again
    assert focus.command("previous_free") == FocusAction("move", 2)
    assert focus.command("escape") == FocusAction("escape")
    assert focus.command("nonsense") == FocusAction("none")


def test_a_removed_tile_passes_the_focus_to_its_neighbour_on_the_level():
    focus = BoardFocus(POSITIONS)
    focus.show(tiles())
    focus.command("right")
    focus.command("level_up")
    assert focus.focused == 3
    moved = focus.show(tiles(present=(False, True, True, False)))
    assert moved and focus.focused == 1  # nothing left on level 2: the nearest below


def test_hidden_faces_cannot_be_explored_and_the_focus_comes_back_after():
    focus = BoardFocus(POSITIONS)
    focus.show(tiles())
    focus.command("right")
    focus.show(tiles(hidden=True))
    assert focus.focused is None
    assert focus.command("right") == FocusAction("none")
    focus.show(tiles())
    assert focus.command("down") == FocusAction("move", 0)


def test_an_empty_board_has_no_focus():
    focus = BoardFocus(POSITIONS)
    focus.show(tiles(present=(False,) * 4))
    assert focus.command("activate") == FocusAction("none")
    assert BoardFocus().command("left") == FocusAction("none")


def test_the_match_key_moves_among_free_matching_tiles_and_to_the_hints_other_tile():
    """Tiles 0, 2 and 3 are free; 0 and 2 match (key 7), 3 matches the blocked 1 (key 9)."""
    focus = BoardFocus(POSITIONS)
    present = (True, True, True, True)
    base = tiles()
    matching = BoardTiles(present, base.free, base.names, base.details, matches=(7, 9, 7, 9))
    focus.show(matching)
    focus.command("right")  # on tile 0
    assert focus.command("next_match") == FocusAction("move", 2)
    assert focus.command("next_match") == FocusAction("move", 0)  # round again
    assert focus.command("previous_match") == FocusAction("move", 2)
    focus.command("level_up")  # tile 3: its match (1) is not free
    assert focus.focused == 3
    assert focus.command("next_match") == FocusAction("no_match", 3)
    hinted = BoardTiles(
        present, base.free, base.names, base.details, matches=(7, 9, 7, 9), hint=(2, 0)
    )
    focus.show(hinted)
    focus.focused = 0
    assert focus.command("next_match") == FocusAction("move", 2)  # the hint's other tile
    assert focus.command("previous_match") == FocusAction("move", 0)
    focus.show(tiles())  # a board that does not say what matches (the online race's)
    assert focus.command("next_match") == FocusAction("none")
