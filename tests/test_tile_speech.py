"""What a screen reader says about a tile, on hand-made boards (the words are passed in)."""

from mahjong_qt.core.board import Board
from mahjong_qt.core.geometry import Geometry
from mahjong_qt.core.tile_speech import PHRASES, describe_tile, spoken_list, tile_facts
from mahjong_qt.core.tiles import KINDS

B5, RED, NORTH, D1 = 4, 31, 30, 18

# A row of three on the table, a tile on the middle one, and a tile straddling two at the right.
#   level 1:  (0,0) (2,0) (4,0) (6,0)
#   level 2:        (2,0)   (5,0)   <- (5,0) straddles (4,0) and (6,0)
GEOMETRY = Geometry.from_positions(
    [(0, 0, 0), (2, 0, 0), (4, 0, 0), (6, 0, 0), (2, 0, 1), (5, 0, 1)]
)
FACES = [B5, NORTH, D1, B5, RED, RED]


def english(code):
    return PHRASES[code]


def face(kind):
    return KINDS[kind].name_en


def say(board, tile, **kw):
    return describe_tile(tile_facts(board, tile), face, english, **kw)


def test_free_tile():
    board = Board(GEOMETRY, FACES)
    assert say(board, 0) == "Bamboo 5, column 1, row 1, level 1, free"
    assert say(board, 4) == "Red dragon, column 2, row 1, level 2, free"


def test_covered_tile_names_what_lies_on_it_and_its_level():
    board = Board(GEOMETRY, FACES)
    assert say(board, 1) == "North wind, column 2, row 1, level 1, covered by Red dragon on level 2"
    assert say(board, 2) == "Dots 1, column 3, row 1, level 1, covered by Red dragon on level 2"


def test_tile_blocked_at_both_sides():
    board = Board(GEOMETRY, FACES)
    board.remove_pair(4, 5)  # the two dragons on level 2
    assert say(board, 1) == "North wind, column 2, row 1, level 1, blocked left and right"
    full = "North wind, column 2, row 1, level 1, blocked left by Bamboo 5 and right by Dots 1"
    assert say(board, 1, full=True) == full
    assert (
        say(board, 2, full=True)
        == "Dots 1, column 3, row 1, level 1, blocked left by North wind and right by Bamboo 5"
    )


def test_a_tile_covered_by_two_straddling_tiles():
    g = Geometry.from_positions([(0, 0, 0), (2, 0, 0), (-1, 0, 1), (1, 0, 1)])
    board = Board(g, [B5, B5, RED, NORTH])
    text = say(board, 0)
    assert text == (
        "Bamboo 5, column 1, row 1, level 1, covered by Red dragon on level 2 and North wind on level 2"
    )


def test_a_removed_tile():
    board = Board(GEOMETRY, FACES)
    board.remove_pair(4, 5)
    board.remove_pair(0, 3)
    assert say(board, 0) == "Bamboo 5, column 1, row 1, removed"


def test_the_words_come_from_the_caller():
    french = {
        "at": "%1, colonne %2, rangée %3",
        "free": "%1, niveau %2, libre",
        "covered": "%1, niveau %2, sous %3",
        "sides": "%1, niveau %2, entre deux tuiles",
        "sides_by": "%1, niveau %2, entre %3 à gauche et %4 à droite",
        "gone": "%1, hors du plateau",
        "on_level": "%1 au niveau %2",
        "list_two": "%1 et %2",
        "list_more": "%1, %2",
    }
    board = Board(GEOMETRY, FACES)
    facts = tile_facts(board, 1)
    text = describe_tile(facts, lambda k: KINDS[k].name_fr, french.__getitem__)
    assert text == "Vent du nord, colonne 2, rangée 1, niveau 1, sous Dragon rouge au niveau 2"
    assert set(french) == set(PHRASES)


def test_spoken_lists():
    assert spoken_list([], english) == ""
    assert spoken_list(["a"], english) == "a"
    assert spoken_list(["a", "b"], english) == "a and b"
    assert spoken_list(["a", "b", "c"], english) == "a, b and c"
    assert spoken_list(["%2", "%1"], english) == "%2 and %1"  # values are never re-filled


def test_the_qt_layer_translates_every_phrase_from_the_same_english():
    from mahjong_qt.app.screen_reader import speech

    assert speech._PHRASES == PHRASES


def test_every_tile_of_every_bundled_layout_is_told_apart_by_its_place():
    """Faces repeat (four of each) and so do "free" and "level 1": the place makes every name
    unique, whatever the faces (issue 26, item 2)."""
    from mahjong_qt.core.layout import load_layout
    from mahjong_qt.core.tile_speech import grid_origin, grid_place
    from mahjong_qt.resources import bundled_layout_files

    files = bundled_layout_files()
    assert len(files) > 20
    for path in files:
        positions = load_layout(path).positions
        origin = grid_origin(positions)
        places = {(*grid_place(p, origin), p[2]) for p in positions}
        assert len(places) == len(positions), path.name
        assert min(c for c, _r, _z in places) == 1 and min(r for _c, r, _z in places) == 1
