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
from typing import TYPE_CHECKING, Any

from .board import Move, Removal, Reshuffle
from .geometry import Position, canonical_order
from .save_limits import MAX_SAVE_BYTES, MAX_SHUFFLES, SCHEMA_VERSION
from .user_files import (
    Notice,
    UserFileError,
    read_json_object,
    schema_version_of,
    set_aside_notice,
    validate_model,
    write_json_object,
)

if TYPE_CHECKING:
    from .saved_game_model import Pair, SavedGame, SavedMove, SavedScore, SavedShuffle

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

#: The models (pydantic) are in :mod:`.saved_game_model`, imported when a game is saved or
#: restored, not with this module; these names are still found here.
_MODELS = ("SavedGame", "SavedScore", "SavedShuffle", "SavedMove", "Pair")


def __getattr__(name: str) -> Any:
    if name in _MODELS:
        from . import saved_game_model

        return getattr(saved_game_model, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


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
    from .saved_game_model import SavedShuffle

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
    from .saved_game_model import SavedShuffle

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


def save_game(path: str | os.PathLike[str], saved: SavedGame) -> None:
    """Write the game atomically: after a crash the file is the old game or the new one."""
    write_json_object(path, saved.model_dump(mode="json"), compact=True)


def load_game(path: str | os.PathLike[str]) -> SavedGame | None:
    """The saved game in ``path``, ``None`` when there is none; :class:`SaveError` when the file
    is corrupt, foreign, too new or not a valid save (then call :func:`quarantine_save`)."""
    try:
        obj = read_json_object(path, max_bytes=MAX_SAVE_BYTES)
        if obj is None:
            return None
        schema_version_of(obj, SCHEMA_VERSION, required_key="layout_fingerprint")
        from .saved_game_model import SavedGame

        return validate_model(SavedGame, obj)
    except UserFileError as e:
        raise SaveError(e.code, e.message) from None


def quarantine_save(path: str | os.PathLike[str], error: UserFileError | None = None) -> Notice:
    """Set a bad save aside (``name.corrupt-N``, never overwritten silently) and return the
    :class:`Notice` to show; ``error`` says what was wrong with it."""
    if error is None:
        error = SaveError("unusable", "it could not be restored")
    return set_aside_notice(path, error, "saved game", "a new game is started")
