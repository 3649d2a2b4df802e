"""The layout generator: symmetric building blocks, and layouts that are valid, clearable,
deal-friendly and the same on every run."""

from __future__ import annotations

import pytest

from mahjong_qt.core.clearability import is_clearable
from mahjong_qt.core.deals import make_deal
from mahjong_qt.core.geometry import Geometry
from mahjong_qt.core.layout import layout_to_json, load_layout, parse_layout
from mahjong_qt.core.layout_generator import (
    FRIENDLY_MIN,
    MAX_ASPECT,
    MIN_ASPECT,
    GenerationError,
    ShapeRequest,
    candidates,
    friendliness,
    generate_layout,
)
from mahjong_qt.core.layout_generator_blocks import (
    Block,
    Step,
    assemble,
    mound,
    row_xs,
    step_aligned,
    step_straddle,
)
from mahjong_qt.core.layout_generator_families import FAMILIES, family_by_id
from mahjong_qt.core.layout_generator_playtest import random_game_wins
from mahjong_qt.core.rng import Rng
from mahjong_qt.resources import layouts_dir


def mirrored(positions) -> bool:
    """Mirror-symmetric about the vertical axis of the layout's extent."""
    xs = [p[0] for p in positions]
    axis = min(xs) + max(xs)
    return {(axis - x, y, z) for x, y, z in positions} == set(positions)


# --- blocks -------------------------------------------------------------------------------------
def test_rows_are_centred_and_bricks_sit_half_a_tile_apart():
    assert row_xs(0, 3) == [-3, -1, 1]
    assert row_xs(0, 4) == [-4, -2, 0, 2]
    # A row with a central gap: two segments of two tiles, a hole of two tiles between them.
    assert row_xs(0, 6, 2) == [-6, -4, 2, 4]
    assert row_xs(0, 0) == [] and row_xs(0, 2, 2) == []


def test_an_aligned_step_keeps_the_inner_tiles_and_a_straddling_step_sits_across_four():
    base = Block(0, 0, 0, ((4, 0),) * 4)
    up = step_aligned(base)
    assert (up.z, up.y0, up.rows) == (1, 2, ((2, 0), (2, 0)))
    assert {(x, y) for x, y, _ in up.positions()} <= {(x, y) for x, y, _ in base.positions()}
    top = step_straddle(up)
    assert top.positions() == [(-1, 3, 2)]  # one tile straddling the 2x2 under it


def test_a_terrace_ending_on_two_by_two_gets_a_straddling_top_like_the_turtle():
    blocks = mound(Block(0, 0, 0, ((6, 0),) * 6), 5, Step.ALIGNED, inset=1)
    positions = assemble(blocks)
    levels = [sum(1 for p in positions if p[2] == z) for z in range(4)]
    assert levels == [36, 16, 4, 1]


def test_assemble_drops_unsupported_tiles_and_refuses_overlaps():
    floating = [Block(0, 0, 0, ((2, 0),)), Block(1, 10, 0, ((1, 0),))]
    assert assemble(floating) == [(0, 0, 0), (2, 0, 0)]
    clash = [Block(0, 0, 0, ((2, 0),)), Block(0, 2, 0, ((1, 0),))]  # x=1 between x=0 and 2
    assert assemble(clash) is None


@pytest.mark.parametrize("family", FAMILIES, ids=lambda f: f.id)
def test_every_family_makes_mirror_symmetric_well_supported_designs(family):
    for levels in (2, 4):
        for k, (_, blocks) in enumerate(family.designs(levels)):
            if k % 37:  # a sample of each family, to keep the test fast
                continue
            positions = assemble(blocks)
            if not positions:
                continue
            assert mirrored(positions), (family.id, k)
            cells = {(x + dx, y + dy, z) for x, y, z in positions for dx in (0, 1) for dy in (0, 1)}
            for x, y, z in positions:
                if z:
                    assert all((x + dx, y + dy, z - 1) in cells for dx in (0, 1) for dy in (0, 1))


# --- generated layouts --------------------------------------------------------------------------
REQUESTS = [
    ShapeRequest("test-small", 28, tolerance=4, min_levels=2, max_levels=2),
    ShapeRequest("test-mid", 72, tolerance=4, min_levels=3, max_levels=3, families=("hexagon",)),
    ShapeRequest("test-big", 128, tolerance=8, min_levels=3, max_levels=4),
]


@pytest.mark.parametrize("request_", REQUESTS, ids=lambda r: r.key)
def test_a_generated_layout_is_valid_clearable_symmetric_and_fits_the_request(request_):
    generated = generate_layout(request_, "generated-test")
    layout = generated.layout
    # It survives the layout file format (valid schema, no geometry errors, no warnings).
    again = parse_layout(layout_to_json(layout.model))
    assert again.positions == layout.positions
    assert not layout.warnings
    assert abs(layout.tile_count - request_.target) <= request_.tolerance
    assert layout.tile_count % request_.multiple == 0
    assert request_.min_levels <= len(layout.level_counts()) <= request_.max_levels
    assert mirrored(layout.positions)
    _, _, width, height, _ = layout.geometry.extents()
    assert MIN_ASPECT <= width * 0.75 / height <= MAX_ASPECT
    assert is_clearable(layout.geometry).clearable
    if request_.families:
        assert generated.family.id in request_.families
    assert layout.name("en") == generated.family.name_en
    assert layout.name("fr") == generated.family.name_fr


def test_generation_is_deterministic_and_keyed():
    a = generate_layout(REQUESTS[0], "a")
    b = generate_layout(REQUESTS[0], "b")
    assert a.layout.positions == b.layout.positions
    assert a.knobs == b.knobs


def test_excluded_shapes_are_not_given_again():
    first = generate_layout(REQUESTS[0], "a")
    second = generate_layout(REQUESTS[0], "b", exclude=frozenset({first.layout.positions}))
    assert second.layout.positions != first.layout.positions


def test_candidates_come_closest_to_the_target_first():
    request = ShapeRequest("order", 40, tolerance=8, min_levels=2, max_levels=2)
    found = candidates(request, family_by_id("terraces"))
    assert found
    assert all(abs(len(c.positions) - 40) <= 8 for c in found)


def test_an_impossible_request_is_a_clear_error():
    with pytest.raises(GenerationError, match="no clearable design"):
        generate_layout(ShapeRequest("none", 10_000, max_levels=2), "x")


def test_the_random_player_wins_easy_boards_and_loses_impossible_ones():
    loose = Geometry.from_positions([(4 * k, 0, 0) for k in range(4)])
    assert random_game_wins(loose, [3, 3, 3, 3], Rng(1))
    # The two tiles of the last pair stacked: never won.
    stack = Geometry.from_positions([(0, 0, 0), (0, 0, 1), (4, 0, 0), (8, 0, 0)])
    assert not random_game_wins(stack, [1, 1, 2, 2], Rng(1))
    turtle = load_layout(layouts_dir() / "turtle.json")
    deal = make_deal(turtle, 5, "easy")
    wins = sum(random_game_wins(turtle.geometry, deal.faces, Rng(k)) for k in range(20))
    assert 0 < wins <= 20


def test_generated_geometry_is_consistent():
    layout = generate_layout(REQUESTS[0], "g").layout
    geometry = Geometry.from_positions(layout.positions)
    assert geometry.overlapping_pairs() == []


def test_friendliness_measures_how_often_random_play_wins_random_deals():
    turtle = load_layout(layouts_dir() / "turtle.json")
    pyramid = load_layout(layouts_dir() / "pyramid.json")
    assert friendliness(pyramid.positions) == FRIENDLY_MIN  # the bar is the Pyramid's score
    assert friendliness(turtle.positions) >= FRIENDLY_MIN
    # A tower of four beside four loose tiles (two kinds): three of a kind in the tower, or
    # the wrong two on top of each other, lose. Eight loose tiles always win.
    tower = tuple((0, 0, z) for z in range(4)) + tuple((4 * k, 4, 0) for k in range(4))
    loose = tuple((4 * k, 0, 0) for k in range(8))
    assert friendliness(tower) < friendliness(loose) == 12
    generated = generate_layout(REQUESTS[1], "friendly")
    assert generated.friendly == friendliness(generated.layout.positions) >= FRIENDLY_MIN
