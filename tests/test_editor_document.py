"""The editor's layout document and its commands (pure Python): every edit undoes exactly."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from editor.checking.validation import validate
from editor.editing.commands import (
    EditKind,
    Mirror,
    delete_level,
    duplicate_level,
    edit_metadata,
    erase,
    fits_after_move,
    insert_level,
    mirror_images,
    move,
    paste,
    place,
    replace_tiles,
    shift_all,
    shift_level,
    swap_levels,
)
from editor.editing.document import LayoutDocument, Metadata
from mahjong_qt.core.layout import load_layout

ROOT = Path(__file__).resolve().parent.parent


def _snapshot(doc: LayoutDocument):
    return (frozenset(doc.tiles), doc.levels, doc.metadata)


def _do_undo_redo(doc: LayoutDocument, command) -> None:
    """Do, undo, redo a command, checking the document before/after each step."""
    assert command is not None
    before = _snapshot(doc)
    command.do(doc)
    after = _snapshot(doc)
    command.undo(doc)
    assert _snapshot(doc) == before
    command.do(doc)
    assert _snapshot(doc) == after


def turtle_by_editing(doc: LayoutDocument) -> None:
    """Recreate the Turtle with the editor's editing operations (PRODUCT §2)."""
    rows = {0: (2, 24), 2: (6, 20), 4: (4, 22), 6: (2, 24), 8: (2, 24), 10: (4, 22)}
    rows |= {12: (6, 20), 14: (2, 24)}
    for y, (x0, x1) in rows.items():
        place(doc, [(x, y, 0) for x in range(x0, x1 + 1, 2)]).do(doc)
    place(doc, [(0, 7, 0), (26, 7, 0), (28, 7, 0)]).do(doc)
    for z, (lo, hi) in enumerate([(8, 18), (10, 16), (12, 14)], start=1):
        square = [(x, y, z) for x in range(lo, hi + 1, 2) for y in range(lo - 6, hi - 6 + 1, 2)]
        place(doc, square).do(doc)
    place(doc, [(13, 7, 4)]).do(doc)


def test_turtle_recreated_through_editing_api_equals_bundled_file():
    turtle = load_layout(ROOT / "layouts" / "turtle.json")
    doc = LayoutDocument()
    turtle_by_editing(doc)
    edit_metadata(doc, Metadata.from_model(turtle.model)).do(doc)
    assert doc.level_counts() == [87, 36, 16, 4, 1]
    assert doc.to_model() == turtle.model


def test_place_refuses_overlaps_and_keeps_half_offsets():
    doc = LayoutDocument()
    place(doc, [(0, 0, 0)]).do(doc)
    assert place(doc, [(1, 1, 0)]) is None  # overlaps
    cmd = place(doc, [(2, 1, 0), (1, 1, 0)])  # half a row down beside it: fine; the other not
    assert cmd.added == {(2, 1, 0)}
    _do_undo_redo(doc, cmd)
    assert doc.tiles == {(0, 0, 0), (2, 1, 0)}


def test_place_on_upper_level_straddling_four_tiles():
    doc = LayoutDocument.from_positions([(0, 0, 0), (2, 0, 0), (0, 2, 0), (2, 2, 0)])
    cmd = place(doc, [(1, 1, 1)])
    _do_undo_redo(doc, cmd)
    assert doc.levels == 2
    report = validate(doc.tiles, doc.levels)
    assert {e.code for e in report.errors} == {"odd_count"}  # five tiles; nothing overlaps
    assert not [w for w in report.warnings if w.code == "floating"]


@pytest.mark.parametrize(
    ("mirror", "expected"),
    [
        (Mirror.NONE, {(0, 0, 0)}),
        (Mirror.VERTICAL, {(0, 0, 0), (8, 0, 0)}),
        (Mirror.HORIZONTAL, {(0, 0, 0), (0, 4, 0)}),
        (Mirror.BOTH, {(0, 0, 0), (8, 0, 0), (0, 4, 0), (8, 4, 0)}),
    ],
)
def test_mirror_drawing(mirror, expected):
    doc = LayoutDocument()
    cmd = place(doc, [(0, 0, 0)], mirror, center=(10, 6))
    _do_undo_redo(doc, cmd)
    assert doc.tiles == expected
    assert set(mirror_images((0, 0, 0), mirror, (10, 6))) == expected


def test_mirror_image_on_the_axis_is_one_tile():
    assert mirror_images((4, 2, 0), Mirror.BOTH, (10, 6)) == [(4, 2, 0)]


def test_every_kind_of_edit_undoes_and_redoes():
    doc = LayoutDocument()
    turtle_by_editing(doc)
    level1 = doc.on_level(1)
    edits = [
        erase(doc, [(2, 0, 0), (4, 0, 0)]),
        move(doc, level1, 0, 1),
        shift_level(doc, 2, 1, 0),
        shift_all(doc, 2, 3),
        insert_level(doc, 1),
        duplicate_level(doc, 4),
        delete_level(doc, 2),
        swap_levels(doc, 0, 1),
        paste(doc, [(0, 0, 0), (2, 0, 0)], 40, 40, 0),
        replace_tiles(doc, [(0, 0, 0), (2, 0, 0)]),
        edit_metadata(doc, Metadata(id="x", name_en="X", name_fr="Ex")),
    ]
    for cmd in edits:
        _do_undo_redo(doc, cmd)
        cmd.undo(doc)


def test_level_operations_restack():
    doc = LayoutDocument.from_positions([(0, 0, 0), (0, 0, 1), (0, 0, 2)])
    cmd = insert_level(doc, 1)
    cmd.do(doc)
    assert doc.tiles == {(0, 0, 0), (0, 0, 2), (0, 0, 3)} and doc.levels == 4
    assert doc.level_counts() == [1, 0, 1, 1]
    cmd.undo(doc)
    cmd = duplicate_level(doc, 0)
    cmd.do(doc)
    assert doc.tiles == {(0, 0, 0), (0, 0, 1), (0, 0, 2), (0, 0, 3)}
    cmd.undo(doc)
    cmd = delete_level(doc, 1)
    cmd.do(doc)
    assert doc.tiles == {(0, 0, 0), (0, 0, 1)} and doc.levels == 2
    cmd.undo(doc)
    doc2 = LayoutDocument.from_positions([(0, 0, 0), (0, 0, 1), (4, 0, 1)])
    cmd = swap_levels(doc2, 0, 1)
    cmd.do(doc2)
    assert doc2.tiles == {(0, 0, 1), (0, 0, 0), (4, 0, 0)}
    assert cmd.kind is EditKind.MOVE_LEVEL


def test_a_move_that_would_overlap_is_refused_even_half_over():
    doc = LayoutDocument.from_positions([(0, 0, 0), (4, 0, 0)])
    assert move(doc, [(0, 0, 0)], 4, 0) is None  # exactly on the other tile
    assert move(doc, [(0, 0, 0)], -1, 0) is None  # below zero
    assert move(doc, [(0, 0, 0)], 3, 0) is None  # half over the other tile
    assert not fits_after_move(doc, [(0, 0, 0)], 3, 0)
    assert move(doc, [(0, 0, 0)], 2, 0) is not None  # touching is fine
    cmd = move(doc, [(0, 0, 0), (4, 0, 0)], 1, 1)
    assert cmd.selects and cmd.added == {(1, 1, 0), (5, 1, 0)}
    up = move(doc, [(0, 0, 0)], 0, 0, 1)  # a level up
    assert up.added == {(0, 0, 1)} and up.levels_after == 2


def test_validation_finds_errors_and_warnings():
    report = validate([(0, 0, 0), (1, 1, 0), (10, 10, 2)], 3)
    codes = {i.code for i in report.errors}
    assert {"overlap", "odd_count"} <= codes
    overlap = next(i for i in report.errors if i.code == "overlap")
    assert set(overlap.tiles) == {(0, 0, 0), (1, 1, 0)}
    assert {i.code for i in report.warnings} == {"floating", "not_multiple_of_4"}
    assert report.level_counts == (2, 0, 1)
    assert report.extents == (0, 0, 12, 12, 3)
    # More than one set (144) is allowed, with a warning, up to the schema's 576 tiles.
    big = validate([(2 * x, 2 * y, 0) for x in range(73) for y in range(2)])
    assert not big.errors
    assert "more_than_one_set" in {i.code for i in big.warnings}
    many = validate([(2 * x, 2 * y, 0) for x in range(100) for y in range(6)])
    assert "too_many_tiles" in {i.code for i in many.errors}


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.tuples(st.integers(0, 12), st.integers(0, 12), st.integers(0, 2)), max_size=20),
    st.integers(-3, 3),
    st.integers(-3, 3),
)
def test_random_edits_round_trip(points, dx, dy):
    doc = LayoutDocument()
    cmd = place(doc, points)
    if cmd is None:
        return
    cmd.do(doc)
    assert not validate(doc.tiles).errors or len(doc.tiles) % 2 or len(doc.tiles) == 0
    assert not [e for e in validate(doc.tiles).errors if e.code == "overlap"]
    moved = move(doc, doc.tiles, dx, dy)
    if moved is not None:
        _do_undo_redo(doc, moved)


_OPS = st.one_of(
    st.tuples(st.just("place"), st.integers(0, 10), st.integers(0, 10), st.integers(0, 3)),
    st.tuples(st.just("erase"), st.integers(0, 10), st.integers(0, 10), st.integers(0, 3)),
    st.tuples(st.just("move"), st.integers(-2, 2), st.integers(-2, 2), st.integers(0, 3)),
    st.tuples(st.just("shift"), st.integers(-2, 2), st.integers(-2, 2), st.integers(0, 3)),
    st.tuples(st.just("insert"), st.just(0), st.just(0), st.integers(0, 4)),
    st.tuples(st.just("duplicate"), st.just(0), st.just(0), st.integers(0, 3)),
    st.tuples(st.just("delete"), st.just(0), st.just(0), st.integers(0, 3)),
    st.tuples(st.just("swap"), st.just(0), st.just(0), st.integers(0, 3)),
)


def _command(doc: LayoutDocument, op):
    name, a, b, z = op
    if name == "place":
        return place(doc, [(a, b, z)])
    if name == "erase":
        return erase(doc, [p for p in doc.tiles if p[0] >= a and p[1] >= b][:3])
    if name == "move":
        return move(doc, doc.on_level(z), a, b)
    if name == "shift":
        return shift_all(doc, a, b)
    if name == "insert":
        return insert_level(doc, z)
    if name == "duplicate":
        return duplicate_level(doc, z)
    if name == "delete":
        return delete_level(doc, z)
    return swap_levels(doc, z, z + 1)


@settings(max_examples=80, deadline=None)
@given(st.lists(_OPS, max_size=25))
def test_any_sequence_of_edits_undoes_back_to_the_start(ops):
    doc = LayoutDocument.from_positions([(0, 0, 0), (2, 0, 0), (1, 0, 1)])
    start = _snapshot(doc)
    done, states = [], [start]
    for op in ops:
        command = _command(doc, op)
        if command is not None:
            command.do(doc)
            done.append(command)
            states.append(_snapshot(doc))
            assert doc.levels >= max((p[2] for p in doc.tiles), default=0) + 1
    for command in reversed(done):
        assert _snapshot(doc) == states.pop()
        command.undo(doc)
    assert _snapshot(doc) == start


def test_limits_of_the_schema_are_kept():
    doc = LayoutDocument()
    assert not doc.can_place((255, 0, 0)) and not doc.can_place((0, 0, 32))
    assert doc.can_place((254, 254, 31))
    assert place(doc, [(255, 0, 0), (0, 0, 32)]) is None
    place(doc, [(0, 0, z) for z in range(32)]).do(doc)
    assert doc.levels == 32
    assert insert_level(doc, 5) is None and duplicate_level(doc, 0) is None
