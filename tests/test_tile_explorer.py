"""Exploring every tile from the keyboard: arrows on a level, levels, row ends, next free tile."""

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mahjong_qt.core.geometry import Geometry
from mahjong_qt.core.layout import load_layout
from mahjong_qt.core.tile_explorer import TileExplorer

TURTLE = load_layout(Path(__file__).resolve().parent.parent / "layouts" / "turtle.json")
POS = TURTLE.positions
AT = {p: i for i, p in enumerate(POS)}
ALL = [True] * len(POS)
EXPLORER = TileExplorer(POS)


def at(x, y, z):
    return AT[(x, y, z)]


def free_flags(geometry, present):
    return [p and geometry.is_free(i, present) for i, p in enumerate(present)]


def test_arrows_move_along_a_row_even_to_blocked_tiles():
    # (4, 0, 0) is blocked on both sides: the old free-only focus could never land on it.
    assert EXPLORER.step(at(2, 0, 0), "right", ALL) == at(4, 0, 0)
    assert EXPLORER.step(at(4, 0, 0), "right", ALL) == at(6, 0, 0)
    assert EXPLORER.step(at(4, 0, 0), "left", ALL) == at(2, 0, 0)
    assert EXPLORER.step(at(4, 4, 0), "down", ALL) == at(4, 6, 0)


def test_the_half_offset_end_tiles_are_on_both_middle_rows():
    left_end, right_end = at(0, 7, 0), at(26, 7, 0)
    assert EXPLORER.step(at(2, 6, 0), "left", ALL) == left_end
    assert EXPLORER.step(at(2, 8, 0), "left", ALL) == left_end
    assert EXPLORER.step(at(24, 6, 0), "right", ALL) == right_end
    assert EXPLORER.step(right_end, "right", ALL) == at(28, 7, 0)
    # Back from the end tile: to a middle row (the upper one, nearer in reading order), not off it.
    assert EXPLORER.step(left_end, "right", ALL) in (at(2, 6, 0), at(2, 8, 0))


def test_nothing_further_keeps_the_focus():
    assert EXPLORER.step(at(28, 7, 0), "right", ALL) == at(28, 7, 0)
    assert EXPLORER.step(at(2, 0, 0), "up", ALL) == at(2, 0, 0)


def test_arrows_stay_on_the_level_and_skip_gone_tiles():
    assert EXPLORER.step(at(8, 2, 1), "right", ALL) == at(10, 2, 1)
    assert EXPLORER.step(at(8, 2, 1), "up", ALL) == at(8, 2, 1)  # level 0 above it is ignored
    present = list(ALL)
    present[at(4, 0, 0)] = present[at(6, 0, 0)] = False
    assert EXPLORER.step(at(2, 0, 0), "right", present) == at(8, 0, 0)


def test_off_the_row_only_when_the_row_is_empty_and_nearest_first():
    # Level 0, row y=2 runs x=6..20; from its right end there is nothing on the row to the right,
    # so "right" goes to the nearest tile off the row (a row above or below), not across the board.
    target = EXPLORER.step(at(20, 2, 0), "right", ALL)
    x, y, z = POS[target]
    assert z == 0 and x == 22 and abs(y - 2) == 2


def test_change_level_goes_to_the_tile_over_or_under_the_same_place():
    assert EXPLORER.change_level(at(12, 6, 0), 1, ALL) == at(12, 6, 1)
    assert EXPLORER.change_level(at(12, 6, 3), 1, ALL) == at(13, 7, 4)
    assert EXPLORER.change_level(at(13, 7, 4), -1, ALL) in {at(12, 6, 3), at(14, 6, 3)}
    assert EXPLORER.change_level(at(13, 7, 4), 1, ALL) == at(13, 7, 4)  # no level above
    assert EXPLORER.change_level(at(2, 0, 0), -1, ALL) == at(2, 0, 0)


def test_change_level_skips_emptied_levels():
    present = [p[2] != 1 for p in POS]
    assert POS[EXPLORER.change_level(at(12, 6, 0), 1, present)][2] == 2
    assert EXPLORER.levels(present) == [0, 2, 3, 4]


def test_row_ends():
    assert EXPLORER.row_end(at(10, 0, 0), "start", ALL) == at(2, 0, 0)
    assert EXPLORER.row_end(at(10, 0, 0), "end", ALL) == at(24, 0, 0)
    assert EXPLORER.row_end(at(10, 6, 0), "start", ALL) == at(0, 7, 0)
    assert EXPLORER.row_end(at(10, 6, 0), "end", ALL) == at(28, 7, 0)
    assert EXPLORER.row_end(at(10, 4, 2), "end", ALL) == at(16, 4, 2)


def test_next_free_walks_the_free_tiles_in_reading_order_and_wraps():
    free = free_flags(TURTLE.geometry, ALL)
    start = EXPLORER.first(ALL, free)
    assert start == at(2, 0, 0) and free[start]
    seen = [start]
    for _ in range(sum(free)):
        seen.append(EXPLORER.next_free(seen[-1], free))
    assert seen[-1] == start  # wrapped round after visiting every free tile once
    assert sorted(seen[:-1]) == sorted(i for i, f in enumerate(free) if f)
    assert EXPLORER.next_free(seen[1], free, backwards=True) == start
    assert EXPLORER.next_free(start, free, backwards=True) == seen[-2]
    # From a blocked tile, the next free tile after it in reading order.
    assert EXPLORER.next_free(at(4, 0, 0), free) == at(24, 0, 0)
    assert EXPLORER.next_free(None, [False] * len(POS)) is None


def test_refocus_after_a_removal_stays_on_the_level():
    present = list(ALL)
    present[at(13, 7, 4)] = False
    assert POS[EXPLORER.refocus(at(13, 7, 4), present)][2] == 3
    present = list(ALL)
    present[at(2, 0, 0)] = False
    assert EXPLORER.refocus(at(2, 0, 0), present) == at(4, 0, 0)
    assert EXPLORER.refocus(at(2, 0, 0), [False] * len(POS)) is None
    assert EXPLORER.refocus(at(4, 0, 0), present) == at(4, 0, 0)


@given(st.data())
def test_every_tile_of_a_level_is_reachable_with_the_arrows(data):
    level = data.draw(st.integers(0, 3))
    present = [True] * len(POS)
    gone = data.draw(st.sets(st.sampled_from(range(len(POS))), max_size=60))
    for i in gone:
        present[i] = False
    tiles = {i for i, p in enumerate(POS) if p[2] == level and present[i]}
    if not tiles:
        return
    start = min(tiles)
    seen, todo = {start}, [start]
    while todo:
        i = todo.pop()
        for d in ("left", "right", "up", "down"):
            j = EXPLORER.step(i, d, present)
            assert j in tiles
            if j not in seen:
                seen.add(j)
                todo.append(j)
    assert seen == tiles


@pytest.mark.parametrize("direction", ["left", "right", "up", "down"])
def test_a_lone_tile_stays(direction):
    one = TileExplorer(Geometry.from_positions([(0, 0, 0)]).positions)
    assert one.step(0, direction, [True]) == 0
