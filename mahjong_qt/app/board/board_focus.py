"""The keyboard focus on the board: which tile it is on and what each board command does.

The view feeds :meth:`BoardFocus.show` a :class:`BoardTiles` (what is on the board and what each
tile is called) whenever the game changes, and :meth:`BoardFocus.command` the commands of
:mod:`.explore_keys`; it answers with a :class:`FocusAction` for the view to carry out. The focus
goes to every tile on the board, free or not (a screen-reader player explores the board this
way); only Space/Enter on a tile ask the game for anything. No Qt here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mahjong_qt.core.geometry import Position
from mahjong_qt.core.tile_explorer import TileExplorer

__all__ = ["BoardTiles", "FocusAction", "BoardFocus"]

_STEPS = {"left", "right", "up", "down"}


@dataclass(frozen=True, slots=True)
class BoardTiles:
    """Per position: on the board, free, its spoken name and its full description; which
    tiles match which (``matches``: equal values match), and the pair a hint shows."""

    present: tuple[bool, ...] = ()
    free: tuple[bool, ...] = ()
    names: tuple[str, ...] = ()
    details: tuple[str, ...] = ()
    selected: int | None = None
    hidden: bool = False  # faces hidden (pause, race countdown): nothing to explore
    matches: tuple[int, ...] = ()
    hint: tuple[int, int] | None = None

    def shown(self, tile: int) -> bool:
        return not self.hidden and 0 <= tile < len(self.present) and self.present[tile]


@dataclass(frozen=True, slots=True)
class FocusAction:
    """What a command asks of the view: ``kind`` is "move" (the focus went to ``tile``),
    "activate" (Space/Enter on ``tile``), "read" (say ``tile`` in full), "no_match" (no other
    free tile matches ``tile``), "escape" or "none"."""

    kind: str
    tile: int | None = None


class BoardFocus:
    """The focus over the tiles of one layout."""

    def __init__(self, positions: Sequence[Position] = ()):
        self._explorer = TileExplorer(positions)
        self.tiles = BoardTiles()
        self.focused: int | None = None

    def set_layout(self, positions: Sequence[Position]) -> None:
        self._explorer = TileExplorer(positions)
        self.tiles = BoardTiles()
        self.focused = None

    def _present(self) -> tuple[bool, ...]:
        tiles = self.tiles
        return tuple(False for _ in tiles.present) if tiles.hidden else tiles.present

    def show(self, tiles: BoardTiles) -> bool:
        """New board contents; a focus on a tile that left moves to the nearest one. True when
        the focus moved."""
        self.tiles = tiles
        old = self.focused
        if old is not None and not tiles.shown(old):
            self.focused = None if tiles.hidden else self._explorer.refocus(old, self._present())
        return self.focused != old

    def command(self, name: str) -> FocusAction:
        """Carry out a board command (see :data:`.explore_keys.COMMANDS`)."""
        if name == "escape":
            return FocusAction("escape")
        present = self._present()
        if not any(present):
            return FocusAction("none")
        current = self.focused
        if current is None or not present[current]:
            # The first key of all puts the focus on the first free tile (and says it).
            start = self._explorer.first(present, self.tiles.free)
            return FocusAction("none") if start is None else self._move(start)
        if name == "activate":
            return FocusAction("activate", current)
        if name == "read":
            return FocusAction("read", current)
        explorer = self._explorer
        if name in _STEPS:
            target = explorer.step(current, name, present)
        elif name in ("level_up", "level_down"):
            target = explorer.change_level(current, 1 if name == "level_up" else -1, present)
        elif name in ("row_start", "row_end"):
            target = explorer.row_end(current, "start" if name == "row_start" else "end", present)
        elif name in ("next_free", "previous_free"):
            free = [f and p for f, p in zip(self.tiles.free, present, strict=False)]
            found = explorer.next_free(current, free, backwards=name == "previous_free")
            target = current if found is None else found
        elif name in ("next_match", "previous_match"):
            if not self.tiles.matches:  # a board that does not say which tiles match
                return FocusAction("none")
            found = self._match(current, present, backwards=name == "previous_match")
            if found is None:
                return FocusAction("no_match", current)
            target = found
        else:
            return FocusAction("none")
        return self._move(target)

    def _match(self, current: int, present: Sequence[bool], backwards: bool) -> int | None:
        """The tile a match key goes to from ``current``: the other tile of the hint shown when
        ``current`` is one of it, else the next free tile that matches ``current`` (reading
        order, wrapping round); None when no other free tile matches."""
        tiles = self.tiles
        if tiles.hint is not None and current in tiles.hint:
            other = tiles.hint[1] if tiles.hint[0] == current else tiles.hint[0]
            if tiles.shown(other):
                return other
        key = tiles.matches[current]
        candidates = [
            p and f and m == key and i != current
            for i, (p, f, m) in enumerate(zip(present, tiles.free, tiles.matches, strict=False))
        ]
        if not any(candidates):
            return None
        return self._explorer.next_free(current, candidates, backwards=backwards)

    def _move(self, tile: int) -> FocusAction:
        self.focused = tile
        return FocusAction("move", tile)
