"""What a screen reader says about a tile: its face, its level, free or blocked and by what.

Pure Python: the words come from the caller. :func:`tile_facts` reads the board;
:func:`describe_tile` puts the facts into a sentence with two functions it is given,
``face_name(kind)`` (the face in the UI language) and ``phrase(code)`` (a translated template
with ``%1``, ``%2``… for one of :data:`PHRASES`). The Qt layer passes its translations in, so the
sentences are whole templates a translator can reorder ("%1, level %2, free").

Levels are counted for people: the table is level 1. Every tile also says where it is on the
layout's grid, "column 7, row 3" (counted from 1 at the layout's left and top, a tile being two
half-units wide and high, so a tile half a column or row off counts with the one before): no two
tiles of a board are then told alike, and a player hears the focus move.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .board import Board
from .geometry import Position
from .text_fill import fill as _fill

__all__ = [
    "PHRASES",
    "TileFacts",
    "grid_origin",
    "grid_place",
    "tile_facts",
    "describe_tile",
    "spoken_list",
]

#: The codes ``phrase`` is asked for, with the English templates they stand for.
PHRASES: dict[str, str] = {
    "at": "%1, column %2, row %3",
    "free": "%1, level %2, free",
    "covered": "%1, level %2, covered by %3",
    "sides": "%1, level %2, blocked left and right",
    "sides_by": "%1, level %2, blocked left by %3 and right by %4",
    "gone": "%1, removed",
    "on_level": "%1 on level %2",
    "list_two": "%1 and %2",
    "list_more": "%1, %2",
}


@dataclass(frozen=True, slots=True)
class TileFacts:
    """One tile as a screen reader needs it. Neighbours are ``(kind, level)`` pairs."""

    tile: int
    kind: int
    level: int  # 1 = on the table
    present: bool
    free: bool
    covered_by: tuple[tuple[int, int], ...] = ()
    left: tuple[tuple[int, int], ...] = ()
    right: tuple[tuple[int, int], ...] = ()
    column: int = 0  # 1 = the layout's leftmost column; 0: not told
    row: int = 0  # 1 = the layout's top row


def grid_origin(positions: Sequence[Position]) -> tuple[int, int]:
    """The layout's left and top edges (half-units): where column 1 and row 1 are."""
    if not positions:
        return 0, 0
    return min(p[0] for p in positions), min(p[1] for p in positions)


def grid_place(position: Position, origin: tuple[int, int]) -> tuple[int, int]:
    """The column and row (from 1) of a tile at ``position``: a tile is two half-units wide, so
    on one level no two tiles share a place (they would overlap)."""
    return (position[0] - origin[0]) // 2 + 1, (position[1] - origin[1]) // 2 + 1


def tile_facts(board: Board, tile: int, origin: tuple[int, int] | None = None) -> TileFacts:
    """The facts of ``tile`` on ``board`` now (``origin``: :func:`grid_origin` of the board,
    when the caller asks for many tiles)."""
    positions = board.geometry.positions
    column, row = grid_place(positions[tile], grid_origin(positions) if origin is None else origin)

    def neighbours(tiles: Sequence[int]) -> tuple[tuple[int, int], ...]:
        return tuple((board.face(j), positions[j][2] + 1) for j in tiles)

    level = positions[tile][2] + 1
    blocked = board.why_blocked(tile)
    present, free = board.is_present(tile), board.is_free(tile)
    if blocked is None:
        return TileFacts(tile, board.face(tile), level, present, free, column=column, row=row)
    return TileFacts(
        tile,
        board.face(tile),
        level,
        present,
        free,
        neighbours(blocked.covered_by),
        neighbours(blocked.left),
        neighbours(blocked.right),
        column,
        row,
    )


def spoken_list(items: Sequence[str], phrase: Callable[[str], str]) -> str:
    """``a``, ``a and b``, ``a, b and c`` with the caller's words for "and"."""
    if not items:
        return ""
    text = items[-1]
    if len(items) > 1:
        text = _fill(phrase("list_two"), items[-2], text)
        for item in reversed(items[:-2]):
            text = _fill(phrase("list_more"), item, text)
    return text


def describe_tile(
    facts: TileFacts,
    face_name: Callable[[int], str],
    phrase: Callable[[str], str],
    *,
    full: bool = False,
) -> str:
    """The sentence for ``facts``: "Bamboo 5, column 3, row 1, level 1, covered by Red dragon
    on level 2".

    With ``full``, a tile blocked at both sides also says by which tiles.
    """
    name, level = face_name(facts.kind), facts.level
    if facts.column:
        name = _fill(phrase("at"), name, facts.column, facts.row)
    if not facts.present:
        return _fill(phrase("gone"), name)
    if facts.free:
        return _fill(phrase("free"), name, level)

    def named(tiles: tuple[tuple[int, int], ...]) -> str:
        return spoken_list([_fill(phrase("on_level"), face_name(k), z) for k, z in tiles], phrase)

    if facts.covered_by:
        return _fill(phrase("covered"), name, level, named(facts.covered_by))
    if full:
        faces = ([face_name(k) for k, _ in facts.left], [face_name(k) for k, _ in facts.right])
        left, right = (spoken_list(f, phrase) for f in faces)
        return _fill(phrase("sides_by"), name, level, left, right)
    return _fill(phrase("sides"), name, level)
