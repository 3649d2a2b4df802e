"""The state of one game: faces on positions, which tiles remain, the moves made (PRODUCT §2).

The board is the single source of game truth. A view asks it what is free and sends it moves; each
move returns a value that says what changed, which the view applies.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from .geometry import Geometry
from .tiles import match_key

__all__ = [
    "Refusal",
    "IllegalMove",
    "Blocked",
    "Removal",
    "Reshuffle",
    "Move",
    "Board",
]


class Refusal(StrEnum):
    """Why a pair cannot be removed."""

    NOT_PRESENT = "not_present"
    SAME_TILE = "same_tile"
    NOT_FREE = "not_free"
    NO_MATCH = "no_match"


class IllegalMove(Exception):
    def __init__(self, reason: Refusal, tile: int | None = None):
        self.reason = reason
        self.tile = tile
        text = {
            Refusal.NOT_PRESENT: "that tile is no longer on the board",
            Refusal.SAME_TILE: "a pair needs two different tiles",
            Refusal.NOT_FREE: "that tile is not free",
            Refusal.NO_MATCH: "these two tiles do not match",
        }[reason]
        super().__init__(text if tile is None else f"tile {tile}: {text}")


@dataclass(frozen=True, slots=True)
class Blocked:
    """Why a present tile is not free: the tiles lying on it, or the tiles at both its sides."""

    tile: int
    covered_by: tuple[int, ...]
    left: tuple[int, ...]
    right: tuple[int, ...]

    @property
    def is_covered(self) -> bool:
        return bool(self.covered_by)


@dataclass(frozen=True, slots=True)
class Removal:
    """A pair taken off the board."""

    a: int
    b: int


@dataclass(frozen=True, slots=True)
class Reshuffle:
    """The faces of the remaining tiles redistributed: ``before`` and ``after`` are whole face
    tuples (all positions)."""

    before: tuple[int, ...]
    after: tuple[int, ...]


Move = Removal | Reshuffle


class Board:
    """Faces on a layout's positions, the tiles still there, and an unlimited undo/redo history."""

    def __init__(self, geometry: Geometry, faces: Sequence[int]):
        if len(faces) != len(geometry):
            raise ValueError(f"{len(faces)} faces for {len(geometry)} positions")
        self.geometry = geometry
        self._faces = list(faces)
        self._keys = [match_key(f) for f in faces]
        self._present = [True] * len(faces)
        self._left = len(faces)
        self._history: list[Move] = []
        self._future: list[Move] = []

    # --- state -------------------------------------------------------------------------------
    @property
    def faces(self) -> tuple[int, ...]:
        return tuple(self._faces)

    @property
    def present(self) -> tuple[bool, ...]:
        return tuple(self._present)

    def face(self, i: int) -> int:
        return self._faces[i]

    def is_present(self, i: int) -> bool:
        return self._present[i]

    @property
    def tiles_left(self) -> int:
        return self._left

    @property
    def history(self) -> tuple[Move, ...]:
        return tuple(self._history)

    @property
    def future(self) -> tuple[Move, ...]:
        return tuple(self._future)

    def is_free(self, i: int) -> bool:
        return self._present[i] and self.geometry.is_free(i, self._present)

    def why_blocked(self, i: int) -> Blocked | None:
        """``None`` when tile ``i`` is free (or gone); else what blocks it."""
        if not self._present[i] or self.is_free(i):
            return None
        g, p = self.geometry, self._present
        covered = tuple(j for j in g.above[i] if p[j])
        left = tuple(j for j in g.left[i] if p[j])
        right = tuple(j for j in g.right[i] if p[j])
        return Blocked(i, covered, left, right)

    def free_tiles(self) -> list[int]:
        return self.geometry.free_indices(self._present)

    def matches(self, a: int, b: int) -> bool:
        return self._keys[a] == self._keys[b]

    def free_pairs(self) -> list[tuple[int, int]]:
        """Every pair of free tiles that match, ``(a, b)`` with ``a < b``, in index order."""
        by_key: dict[int, list[int]] = {}
        for i in self.free_tiles():
            by_key.setdefault(self._keys[i], []).append(i)
        pairs = []
        for tiles in by_key.values():
            for n, a in enumerate(tiles):
                for b in tiles[n + 1 :]:
                    pairs.append((a, b))
        pairs.sort()
        return pairs

    def has_free_pair(self) -> bool:
        seen: set[int] = set()
        for i in self.free_tiles():
            k = self._keys[i]
            if k in seen:
                return True
            seen.add(k)
        return False

    @property
    def is_won(self) -> bool:
        return self._left == 0

    @property
    def is_stuck(self) -> bool:
        return self._left > 0 and not self.has_free_pair()

    def check_pair(self, a: int, b: int) -> tuple[Refusal, int | None] | None:
        """``None`` if the pair may be removed; else the reason and the tile concerned."""
        for t in (a, b):
            if not (0 <= t < len(self._present)) or not self._present[t]:
                return Refusal.NOT_PRESENT, t
        if a == b:
            return Refusal.SAME_TILE, None
        for t in (a, b):
            if not self.is_free(t):
                return Refusal.NOT_FREE, t
        if not self.matches(a, b):
            return Refusal.NO_MATCH, None
        return None

    # --- moves -------------------------------------------------------------------------------
    def remove_pair(self, a: int, b: int) -> Removal:
        """Take a free matching pair off the board. Raises :class:`IllegalMove` otherwise."""
        refusal = self.check_pair(a, b)
        if refusal is not None:
            raise IllegalMove(*refusal)
        move = Removal(min(a, b), max(a, b))
        self._apply(move)
        self._history.append(move)
        self._future.clear()
        return move

    def reshuffle(self, faces: Sequence[int]) -> Reshuffle:
        """Put new faces on the remaining tiles (the same multiset; removed tiles keep theirs)."""
        new = tuple(faces)
        if len(new) != len(self._faces):
            raise ValueError("wrong number of faces")
        present = [i for i, p in enumerate(self._present) if p]
        if sorted(new[i] for i in present) != sorted(self._faces[i] for i in present):
            raise ValueError("a reshuffle must keep the same faces on the board")
        if any(new[i] != self._faces[i] for i, p in enumerate(self._present) if not p):
            raise ValueError("a reshuffle must not change removed tiles")
        move = Reshuffle(tuple(self._faces), new)
        self._apply(move)
        self._history.append(move)
        self._future.clear()
        return move

    @property
    def can_undo(self) -> bool:
        return bool(self._history)

    @property
    def can_redo(self) -> bool:
        return bool(self._future)

    def undo(self) -> Move:
        """Take back the last move and return it. ``IndexError`` when there is none."""
        if not self._history:
            raise IndexError("nothing to undo")
        move = self._history.pop()
        self._unapply(move)
        self._future.append(move)
        return move

    def redo(self) -> Move:
        """Make the last undone move again and return it. ``IndexError`` when there is none."""
        if not self._future:
            raise IndexError("nothing to redo")
        move = self._future.pop()
        self._apply(move)
        self._history.append(move)
        return move

    def removed_pairs(self) -> list[tuple[int, int]]:
        """The pairs removed so far, oldest first."""
        return [(m.a, m.b) for m in self._history if isinstance(m, Removal)]

    def _set_faces(self, faces: Sequence[int]) -> None:
        self._faces = list(faces)
        self._keys = [match_key(f) for f in faces]

    def _apply(self, move: Move) -> None:
        if isinstance(move, Removal):
            self._present[move.a] = self._present[move.b] = False
            self._left -= 2
        else:
            self._set_faces(move.after)

    def _unapply(self, move: Move) -> None:
        if isinstance(move, Removal):
            self._present[move.a] = self._present[move.b] = True
            self._left += 2
        else:
            self._set_faces(move.before)

    # --- restoring ---------------------------------------------------------------------------
    @classmethod
    def from_state(cls, geometry: Geometry, faces: Sequence[int], present: Sequence[bool]) -> Board:
        """A board with these faces and only the ``present`` tiles left, no history (a mirror
        of a board kept elsewhere, e.g. by a race server)."""
        board = cls(geometry, faces)
        if len(present) != len(board._present):
            raise ValueError(f"{len(present)} flags for {len(board._present)} positions")
        board._present = [bool(x) for x in present]
        board._left = sum(board._present)
        return board

    @classmethod
    def replay(
        cls,
        geometry: Geometry,
        faces: Sequence[int],
        history: Sequence[Move],
        future: Sequence[Move] = (),
    ) -> Board:
        """A board that went through ``history`` (checked move by move) with ``future`` to redo.

        ``faces`` are the faces at the start. Raises :class:`IllegalMove` or ``ValueError`` on a
        history that does not replay.
        """
        board = cls(geometry, faces)
        for move in history:
            if isinstance(move, Removal):
                board.remove_pair(move.a, move.b)
            else:
                if tuple(board._faces) != move.before:
                    raise ValueError("a reshuffle does not follow the board's faces")
                board.reshuffle(move.after)
        board._future = list(future)
        return board
