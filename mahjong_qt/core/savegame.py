"""The game in progress on disk: a versioned, checked JSON file (PRODUCT §4 "Persistence", §7).

The file holds what is needed to rebuild the game exactly: which layout (id, where it came from,
and a fingerprint of its positions so that an edited layout is detected), the deal, the kept
solution, every move made and undone, the clock, the score and the help used. Restoring replays
the moves through :meth:`Board.replay`, so a file that does not describe a legal game is refused
(see :meth:`mahjong_qt.core.game.Game.from_saved`).

Move format: a removal is ``[a, b]``; a shuffle is ``{"faces": [...all faces after...],
"solution": [[a, b], ...] | null}``. ``history`` is oldest first; ``future`` (the undone moves)
is *next to redo first*.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterable, Sequence
from dataclasses import replace
from datetime import timezone

from .board import Move, Removal, Reshuffle
from .checked_values import written
from .geometry import Position, canonical_order
from .save_limits import MAX_SAVE_BYTES, MAX_SHUFFLES, SCHEMA_VERSION
from .saved_game_model import Pair, SavedGame, SavedMove, SavedScore, SavedShuffle
from .user_files import (
    Notice,
    UserFileError,
    model_of_bytes,
    read_checked_file,
    set_aside_notice,
    write_json_object,
)
from .values import json_of

__all__ = [
    "SCHEMA_VERSION",
    "MAX_SAVE_BYTES",
    "MAX_SHUFFLES",
    "SaveError",
    "SavedScore",
    "SavedShuffle",
    "SavedGame",
    "Pair",
    "layout_fingerprint",
    "save_game",
    "load_game",
    "quarantine_save",
    "moves_to_saved",
    "moves_from_saved",
]


class SaveError(UserFileError):
    """A saved game that cannot be restored. ``code``: ``unreadable``, ``too_large``,
    ``not_text``, ``not_json``, ``not_object``, ``foreign``, ``too_new``, ``invalid``,
    ``layout_changed`` or ``unreplayable``."""


def layout_fingerprint(positions: Iterable[Position]) -> str:
    """SHA-256 (hex) of a layout's positions in canonical order: changes when any tile moves."""
    text = ";".join(f"{x},{y},{z}" for x, y, z in canonical_order(positions))
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def moves_to_saved(
    moves: Sequence[Move], solutions: Sequence[Sequence[tuple[int, int]] | None]
) -> list[SavedMove]:
    """Moves in file form; ``solutions`` gives, in order, the solution kept for each shuffle."""
    out: list[SavedMove] = []
    kept = iter(solutions)
    for move in moves:
        if isinstance(move, Removal):
            out.append((move.a, move.b))
        else:
            solution = next(kept)
            out.append(
                SavedShuffle(
                    faces=list(move.after),
                    solution=None if solution is None else [(a, b) for a, b in solution],
                )
            )
    return out


def moves_from_saved(
    faces: Sequence[int], moves: Sequence[SavedMove]
) -> tuple[list[Move], list[tuple[tuple[int, int], ...] | None], tuple[int, ...]]:
    """Board moves from file form, starting from ``faces``: the moves (each shuffle gets its
    ``before`` from the faces at that point), the shuffles' solutions in order, and the faces
    after the last move. Nothing is checked here: :meth:`Board.replay` does that."""
    current = tuple(faces)
    out: list[Move] = []
    solutions: list[tuple[tuple[int, int], ...] | None] = []
    for move in moves:
        if isinstance(move, SavedShuffle):
            after = tuple(move.faces)
            out.append(Reshuffle(current, after))
            solutions.append(None if move.solution is None else tuple(move.solution))
            current = after
        else:
            out.append(Removal(*move))
    return out, solutions, current


def _saved_game_of(data: bytes) -> SavedGame:
    """The saved game a file's bytes hold, checked by pydantic. Raises :class:`UserFileError`.

    Its time's zone is the standard library's (pydantic's own ``TzInfo`` would make the value
    kept for the next start import pydantic-core when it is unpickled)."""
    saved = model_of_bytes(
        SavedGame, data, current=SCHEMA_VERSION, required_key="layout_fingerprint"
    )
    offset = saved.saved_at.utcoffset()
    if offset is None:
        return saved
    return replace(saved, saved_at=saved.saved_at.replace(tzinfo=timezone(offset)))


def save_game(path: str | os.PathLike[str], saved: SavedGame) -> None:
    """Write the game atomically: after a crash the file is the old game or the new one. The
    last game written in a run is checked at its end (``core.checked_values``), so that the next
    start restores it without pydantic."""
    written(SavedGame, write_json_object(path, json_of(saved), compact=True), _saved_game_of)


def load_game(path: str | os.PathLike[str]) -> SavedGame | None:
    """The saved game in ``path``, ``None`` when there is none; :class:`SaveError` when the file
    is corrupt, foreign, too new or not a valid save (then call :func:`quarantine_save`). A game
    read from the same bytes at an earlier start, or written by the previous run, is not checked
    again (``core.checked_values``)."""
    try:
        return read_checked_file(path, SavedGame, _saved_game_of, max_bytes=MAX_SAVE_BYTES)
    except UserFileError as e:
        raise SaveError(e.code, e.message) from None


def quarantine_save(path: str | os.PathLike[str], error: UserFileError | None = None) -> Notice:
    """Set a bad save aside (``name.corrupt-N``, never overwritten silently) and return the
    :class:`Notice` to show; ``error`` says what was wrong with it."""
    if error is None:
        error = SaveError("unusable", "it could not be restored")
    return set_aside_notice(path, error, "saved game", "a new game is started")
