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
from datetime import UTC, datetime
from typing import Annotated, Final, Literal

from pydantic import BaseModel, ConfigDict, Field

from .board import Move, Removal, Reshuffle
from .geometry import Position, canonical_order
from .layout_schema import MAX_TILES
from .scoring import MAX_COMBO, ScoreState
from .tiles import KIND_COUNT, TileSetVariant
from .user_files import (
    Count,
    Notice,
    Seconds,
    UserFileError,
    capped,
    capped_seconds,
    read_json_object,
    schema_version_of,
    set_aside_notice,
    validate_model,
    write_json_object,
)

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

SCHEMA_VERSION: Final = 1
# What real files need: a 576-tile game (the largest layout) is about 8 kB, and each shuffle adds
# its faces and its solution (about 4 kB at 576 tiles, 1 kB at 144). The shape is checked before
# any move is looked at, so that a large hostile file is refused at once.
MAX_SHUFFLES = 500  # shuffles in one game (history and undone moves together): Zen has no limit
MAX_PAIRS = MAX_TILES // 2
MAX_MOVES = MAX_PAIRS + MAX_SHUFFLES
MAX_SAVE_BYTES = 2_500_000

Face = Annotated[int, Field(ge=0, lt=KIND_COUNT)]
TileIndex = Annotated[int, Field(ge=0, lt=MAX_TILES)]
Pair = tuple[TileIndex, TileIndex]
Faces = Annotated[list[Face], Field(max_length=MAX_TILES)]
Pairs = Annotated[list[Pair], Field(max_length=MAX_PAIRS)]
Points = Annotated[list[Count], Field(max_length=MAX_PAIRS)]


class SaveError(UserFileError):
    """A saved game that cannot be restored. ``code``: ``unreadable``, ``too_large``,
    ``not_text``, ``not_json``, ``not_object``, ``foreign``, ``too_new``, ``invalid``,
    ``layout_changed`` or ``unreplayable``."""


class _Model(BaseModel):
    # built when first used (a save, a restore): a new game starts without these schemas
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


class SavedScore(_Model):
    """A :class:`ScoreState` on disk."""

    score: Count
    combo: Annotated[int, Field(ge=1, le=MAX_COMBO)]
    last_pair_at: Seconds | None
    history: Points
    future: Points = []

    @classmethod
    def of(cls, state: ScoreState) -> SavedScore:
        """The score to save (counts and times held within the file's bounds)."""
        last = state.last_pair_at
        return cls(
            score=capped(state.score),
            combo=state.combo,
            last_pair_at=None if last is None else capped_seconds(last),
            history=[capped(p) for p in state.history],
            future=[capped(p) for p in state.future],
        )

    def state(self) -> ScoreState:
        return ScoreState(
            self.score, self.combo, self.last_pair_at, tuple(self.history), tuple(self.future)
        )


class SavedShuffle(_Model):
    """A shuffle: every position's face after it, and the solution kept for that position."""

    faces: Faces
    solution: Pairs | None = None


SavedMove = Pair | SavedShuffle
Moves = Annotated[list[SavedMove], Field(max_length=MAX_MOVES)]


class SavedGame(_Model):
    """One game in progress, as written to disk."""

    schema_version: Literal[1] = SCHEMA_VERSION
    layout_id: str = Field(min_length=1, max_length=64)
    layout_source: str = Field(min_length=1, max_length=4096)  # "bundled" or a layout file path
    layout_fingerprint: str = Field(pattern=r"^[0-9a-f]{64}$")
    number: Count
    difficulty: str = Field(min_length=1, max_length=32)
    variant: TileSetVariant
    mode: str = Field(min_length=1, max_length=32)
    faces: Faces
    solution: Pairs | None
    history: Moves = []
    future: Moves = []
    elapsed: Seconds
    time_limit: Seconds | None = None
    score: SavedScore
    hints_used: Count = 0
    shuffles_used: Count = 0
    undos_used: Count = 0
    hints_limit: Count | None = None
    shuffles_limit: Count | None = None
    saved_at: datetime = Field(default_factory=lambda: datetime.now(UTC))


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
        return validate_model(SavedGame, obj)
    except UserFileError as e:
        raise SaveError(e.code, e.message) from None


def quarantine_save(path: str | os.PathLike[str], error: UserFileError | None = None) -> Notice:
    """Set a bad save aside (``name.corrupt-N``, never overwritten silently) and return the
    :class:`Notice` to show; ``error`` says what was wrong with it."""
    if error is None:
        error = SaveError("unusable", "it could not be restored")
    return set_aside_notice(path, error, "saved game", "a new game is started")
