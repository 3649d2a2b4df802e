"""What a move changed, as one value: the tiles taken away or put back, the faces a shuffle
moved, and which marks and counters moved with them (Anki's ``OpChanges``).

Each operation of :class:`~mahjong_qt.core.play.Play` returns a :class:`Change`; the game window
emits it, and each part shows only what concerns it: the board the tiles in :attr:`Change.tiles`
(all of them for :data:`EVERYTHING`, a new or restored game), the status panel the counters,
the actions what may be done now.
"""

from __future__ import annotations

from dataclasses import dataclass

from .board import Move, Removal

__all__ = ["Change", "EVERYTHING", "NOTHING", "move_change"]

_NONE: frozenset[int] = frozenset()


@dataclass(frozen=True, slots=True)
class Change:
    """What changed. ``removed``/``added``: tiles taken away or put back on the board;
    ``refaced``: tiles that show another face (a shuffle); ``selection``, ``hint``: those marks
    moved; ``counters``: the score, the tiles left, the help used (the status panel);
    ``status``: what may be done now (paused, held, over, proven lost, a shuffle under way);
    ``everything``: a new board, shown anew."""

    removed: frozenset[int] = _NONE
    added: frozenset[int] = _NONE
    refaced: frozenset[int] = _NONE
    selection: bool = False
    hint: bool = False
    counters: bool = False
    status: bool = False
    everything: bool = False

    @property
    def tiles(self) -> frozenset[int] | None:
        """The tiles whose look changed; None: every tile (a new board)."""
        if self.everything:
            return None
        return self.removed | self.added | self.refaced

    @property
    def moved(self) -> bool:
        """Tiles left or came back, or faces moved: the game's position is another one."""
        return self.everything or bool(self.removed or self.added or self.refaced)

    def __or__(self, other: Change) -> Change:
        """Both changes, one after the other (a tile removed then put back was touched)."""
        return Change(
            removed=(self.removed | other.removed) - other.added,
            added=(self.added | other.added) - other.removed,
            refaced=self.refaced | other.refaced,
            selection=self.selection or other.selection,
            hint=self.hint or other.hint,
            counters=self.counters or other.counters,
            status=self.status or other.status,
            everything=self.everything or other.everything,
        )


#: A new board (a new, restarted or restored game): every part shows everything.
EVERYTHING = Change(selection=True, hint=True, counters=True, status=True, everything=True)
#: Nothing changed in the game (another part's marks moved: redraw those only).
NOTHING = Change()


def move_change(move: Move, *, undone: bool = False) -> Change:
    """The change a core move made: a pair removed (put back when ``undone``), or the faces a
    shuffle changed (either way). The selection goes and the counters move with any move."""
    if isinstance(move, Removal):
        pair = frozenset((move.a, move.b))
        if undone:
            return Change(added=pair, selection=True, counters=True)
        return Change(removed=pair, selection=True, counters=True)
    faces = zip(move.before, move.after, strict=True)
    refaced = frozenset(i for i, (was, now) in enumerate(faces) if was != now)
    return Change(refaced=refaced, selection=True, counters=True)
