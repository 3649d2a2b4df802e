"""Symmetry as a tool, on the pure document (editor.editing.mirror_edits): what a mirrored paste, move
and delete do, and that a symmetric design stays symmetric through them."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from editor.editing.commands import Mirror, place
from editor.editing.document import LayoutDocument
from editor.editing.mirror_edits import (
    Symmetry,
    asymmetric_tiles,
    layout_center,
    mirrored_delete,
    mirrored_move,
    mirrored_paste,
)

BOTH = Symmetry(Mirror.BOTH, (40, 40))


def symmetric_doc(seeds: list[tuple[int, int]], symmetry: Symmetry) -> LayoutDocument:
    doc = LayoutDocument()
    command = place(doc, [(x, y, 0) for x, y in seeds], symmetry.mirror, symmetry.center)
    if command is not None:
        command.do(doc)
    return doc


cells = st.lists(st.tuples(st.integers(0, 16), st.integers(0, 16)), min_size=1, max_size=8)
mirrors = st.sampled_from([Mirror.VERTICAL, Mirror.HORIZONTAL, Mirror.BOTH])
steps = st.tuples(st.integers(-3, 3), st.integers(-3, 3)).filter(lambda d: d != (0, 0))


@settings(max_examples=150, deadline=None)
@given(cells, mirrors, steps, st.data())
def test_a_mirrored_move_keeps_a_symmetric_design_symmetric(seeds, mirror, step, data):
    symmetry = Symmetry(mirror, (40, 40))
    doc = symmetric_doc(seeds, symmetry)
    if asymmetric_tiles(doc.tiles, symmetry):
        return  # a seed on the axis overlapped its own image: not a symmetric design
    chosen = data.draw(st.sets(st.sampled_from(sorted(doc.tiles)), min_size=1))
    command = mirrored_move(doc, chosen, *step, symmetry)
    if command is None:
        return  # refused (an overlap): nothing to check
    command.do(doc)
    assert not asymmetric_tiles(doc.tiles, symmetry)
    command.undo(doc)
    assert not asymmetric_tiles(doc.tiles, symmetry)


def test_the_images_move_the_mirror_way_and_axis_tiles_stay_on_it():
    sym = Symmetry(Mirror.VERTICAL, (20, 0))  # the axis at x = 10 half-units
    doc = symmetric_doc([(2, 0), (9, 4)], sym)  # (9, 4) is centred on the axis
    assert doc.tiles == {(2, 0, 0), (16, 0, 0), (9, 4, 0)}
    command = mirrored_move(doc, {(2, 0, 0), (9, 4, 0)}, 1, 2, sym)
    assert command is not None
    command.do(doc)
    assert doc.tiles == {(3, 2, 0), (15, 2, 0), (9, 6, 0)}
    right = mirrored_move(doc, {(15, 2, 0)}, 2, 0, sym, lead=(15, 2, 0))  # the right side leads
    assert right is not None and right.added == {(17, 2, 0), (1, 2, 0)}
    assert mirrored_move(doc, {(3, 2, 0)}, 6, 0, sym) is None  # both onto the axis: refused
    beside = mirrored_move(doc, {(3, 2, 0)}, 5, 0, sym)  # side by side at the axis
    assert beside is not None and beside.added == {(8, 2, 0), (10, 2, 0)}
    axis = mirrored_move(doc, {(9, 6, 0)}, 2, 0, sym)  # the lead on the axis: as asked
    assert axis is not None and axis.added == {(11, 6, 0)}


def test_paste_puts_the_images_that_fit_and_delete_takes_them():
    doc = LayoutDocument()
    place(doc, [(20, 20, 0), (37, 3, 0)]).do(doc)  # (37, 3) is in the way of one image
    paste = mirrored_paste(doc, [(0, 0, 0)], 2, 2, 0, BOTH)
    assert paste is not None
    assert paste.added == {(2, 2, 0), (2, 36, 0), (36, 36, 0)}  # not (36, 2): it would overlap
    paste.do(doc)
    gone = mirrored_delete(doc, [(36, 36, 0)], BOTH)
    assert gone is not None and gone.removed == paste.added
    blocked = mirrored_paste(doc, [(0, 0, 0)], 19, 19, 0, Symmetry(Mirror.VERTICAL, (40, 40)))
    assert blocked is None  # the copy itself overlaps a tile: no paste


def test_layout_center_and_the_symmetry_check():
    assert layout_center([], (36, 24)) == (36, 24)
    assert layout_center([(0, 0, 0), (10, 4, 1)], (0, 0)) == (12, 6)
    sym = Symmetry(Mirror.VERTICAL, (12, 6))
    assert asymmetric_tiles([(0, 0, 0), (10, 0, 0), (4, 2, 0)], sym) == [(4, 2, 0)]
    assert asymmetric_tiles([(0, 0, 0)], Symmetry()) == []  # mirror off: nothing to break
