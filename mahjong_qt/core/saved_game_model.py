"""The game in progress as pydantic models (:mod:`.savegame` reads and writes them).

Kept apart from :mod:`.savegame`, which imports this module only when a game is saved or
restored: a start that only makes a new game imports no pydantic for it.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from .layout_limits import MAX_TILES
from .save_limits import MAX_MOVES, MAX_PAIRS, SCHEMA_VERSION
from .scoring import MAX_COMBO, ScoreState
from .tiles import KIND_COUNT, TileSetVariant
from .user_files import Count, Seconds, capped, capped_seconds

__all__ = [
    "Pair",
    "Faces",
    "Pairs",
    "Moves",
    "SavedMove",
    "SavedScore",
    "SavedShuffle",
    "SavedGame",
]

Face = Annotated[int, Field(ge=0, lt=KIND_COUNT)]
TileIndex = Annotated[int, Field(ge=0, lt=MAX_TILES)]
Pair = tuple[TileIndex, TileIndex]
Faces = Annotated[list[Face], Field(max_length=MAX_TILES)]
Pairs = Annotated[list[Pair], Field(max_length=MAX_PAIRS)]
Points = Annotated[list[Count], Field(max_length=MAX_PAIRS)]


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
