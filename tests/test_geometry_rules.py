"""The free-tile rule on hand-made layouts (PRODUCT §2)."""

from mahjong_qt.core.board import Board
from mahjong_qt.core.geometry import Geometry
from mahjong_qt.core.layout import load_layout
from mahjong_qt.resources import layouts_dir


def free_set(positions, gone=()):
    g = Geometry.from_positions(positions)
    present = [p not in gone for p in g.positions]
    return {g.positions[i] for i in g.free_indices(present)}


def test_row_of_three_only_ends_free():
    row = [(0, 0, 0), (2, 0, 0), (4, 0, 0)]
    assert free_set(row) == {(0, 0, 0), (4, 0, 0)}
    assert free_set(row, gone={(0, 0, 0)}) == {(2, 0, 0), (4, 0, 0)}


def test_free_on_one_side_is_enough():
    assert (2, 0, 0) in free_set([(0, 0, 0), (2, 0, 0)])


def test_top_and_bottom_neighbours_do_not_block():
    column = [(0, 0, 0), (0, 2, 0), (0, 4, 0)]
    assert free_set(column) == set(column)


def test_half_row_offset_neighbour_blocks_the_side():
    # a tile half a row down still touches the side: |dy| < 2
    assert free_set([(0, 0, 0), (2, 1, 0), (4, 0, 0)]) == {(0, 0, 0), (4, 0, 0)}
    # two full rows away it does not touch
    assert (2, 0, 0) in free_set([(0, 2, 0), (2, 0, 0), (4, 2, 0)])


def test_straddling_tile_covers_two_tiles():
    layout = [(0, 0, 0), (2, 0, 0), (1, 0, 1)]
    assert free_set(layout) == {(1, 0, 1)}
    assert free_set(layout, gone={(1, 0, 1)}) == {(0, 0, 0), (2, 0, 0)}


def test_straddling_tile_covers_four_tiles():
    layout = [(0, 0, 0), (2, 0, 0), (0, 2, 0), (2, 2, 0), (1, 1, 1)]
    g = Geometry.from_positions(layout)
    top = g.index[(1, 1, 1)]
    assert sorted(g.below[top]) == [0, 1, 2, 3]
    assert all(g.above[i] == (top,) for i in range(4))
    assert free_set(layout) == {(1, 1, 1)}


def test_turtle_end_tiles_block_both_middle_rows():
    layout = load_layout(layouts_dir() / "turtle.json")
    g = layout.geometry
    left_end = g.index[(0, 7, 0)]
    assert {g.positions[j] for j in g.right[left_end]} == {(2, 6, 0), (2, 8, 0)}
    for row_start in ((2, 6, 0), (2, 8, 0)):
        assert left_end in g.left[g.index[row_start]]
    right_inner = g.index[(26, 7, 0)]
    assert {g.positions[j] for j in g.left[right_inner]} == {(24, 6, 0), (24, 8, 0)}
    free = {g.positions[i] for i in g.free_indices([True] * len(g))}
    assert len(free) == 35
    assert (2, 6, 0) not in free and (2, 8, 0) not in free
    assert (0, 7, 0) in free and (28, 7, 0) in free and (26, 7, 0) not in free
    assert (2, 0, 0) in free and (13, 7, 4) in free


def test_why_blocked_names_the_blockers():
    layout = [(0, 0, 0), (2, 0, 0), (4, 0, 0), (2, 0, 1)]
    g = Geometry.from_positions(layout)
    board = Board(g, [0] * 4)
    mid = g.index[(2, 0, 0)]
    blocked = board.why_blocked(mid)
    assert blocked.is_covered and blocked.covered_by == (g.index[(2, 0, 1)],)
    board.remove_pair(g.index[(2, 0, 1)], g.index[(0, 0, 0)])
    assert board.why_blocked(mid) is None  # left side now clear
    board2 = Board(Geometry.from_positions(layout[:3]), [0] * 3 + [])
    b = board2.why_blocked(1)
    assert not b.is_covered and b.left == (0,) and b.right == (2,)


def test_each_rule_is_one_function_and_the_relations_follow_it():
    from mahjong_qt.core.geometry import blocked_side, covers, overlap_cells, overlaps, side_cells

    assert overlaps((0, 0, 0), (1, 1, 0)) and not overlaps((0, 0, 0), (2, 0, 0))
    assert not overlaps((0, 0, 0), (1, 1, 1))  # another level
    assert covers((1, 0, 1), (0, 0, 0)) and covers((1, 0, 1), (2, 1, 0))
    assert not covers((2, 0, 1), (0, 0, 0)) and not covers((0, 0, 2), (0, 0, 0))
    assert blocked_side((2, 0, 0), (0, 1, 0)) == "left"
    assert blocked_side((2, 0, 0), (4, -1, 0)) == "right"
    assert blocked_side((2, 0, 0), (4, 2, 0)) is None  # two rows away: no contact
    assert set(overlap_cells(5, 5, 0)) == {
        (x, y, 0) for x in range(4, 7) for y in range(4, 7) if overlaps((5, 5, 0), (x, y, 0))
    }
    assert all(blocked_side((5, 5, 0), c) == "left" for c in side_cells(5, 5, 0, "left"))
    layout = load_layout(layouts_dir() / "turtle.json")
    g = layout.geometry
    pos = g.positions
    for i, p in enumerate(pos):
        assert set(g.above[i]) == {j for j, q in enumerate(pos) if covers(q, p)}
        assert set(g.left[i]) == {j for j, q in enumerate(pos) if blocked_side(p, q) == "left"}
        assert set(g.right[i]) == {j for j, q in enumerate(pos) if blocked_side(p, q) == "right"}
