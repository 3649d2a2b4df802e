"""The game in progress as frozen dataclasses (:mod:`.savegame` reads and writes them).

Plain values with :class:`~.value_rules.Rule` metadata, as the settings are: making, comparing
or copying one (``dataclasses.replace``) needs no pydantic, and a start that restores the game
the previous run wrote takes it from ``core.checked_values`` without importing pydantic.
pydantic checks a file that was not recalled (:func:`.savegame.load_game`), with the messages
the models gave before.
"""

# No ``from __future__ import annotations``: pydantic reads the fields' types as objects when
# it checks a file, with no text to compile (kept code: app/command_line/kept_code.py).

from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Annotated, ClassVar, Literal

from .layout_limits import MAX_TILES
from .save_limits import MAX_MOVES, MAX_PAIRS, SCHEMA_VERSION
from .scoring import MAX_COMBO, ScoreState
from .tiles import KIND_COUNT, TileSetVariant
from .user_files import Count, Seconds, capped, capped_seconds
from .value_rules import Rule

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

Face = Annotated[int, Rule(ge=0, lt=KIND_COUNT)]
TileIndex = Annotated[int, Rule(ge=0, lt=MAX_TILES)]
Pair = tuple[TileIndex, TileIndex]
Faces = Annotated[list[Face], Rule(max_length=MAX_TILES)]
Pairs = Annotated[list[Pair], Rule(max_length=MAX_PAIRS)]
Points = Annotated[list[Count], Rule(max_length=MAX_PAIRS)]


def _now() -> datetime:
    return datetime.now(UTC)


@dataclass(frozen=True, slots=True, kw_only=True)
class SavedScore:
    """A :class:`ScoreState` on disk."""

    __pydantic_config__: ClassVar[dict[str, str]] = {"extra": "forbid"}

    score: Count
    combo: Annotated[int, Rule(ge=1, le=MAX_COMBO)]
    last_pair_at: Seconds | None
    history: Points
    future: Points = field(default_factory=list)

    @classmethod
    def of(cls, state: ScoreState) -> "SavedScore":
        """The score to save (counts and times held within the file's bounds)."""
        last = state.last_pair_at
        return cls(
            score=capped(state.score),
            combo=state.combo,
            last_pair_at=None if last is None else float(capped_seconds(last)),
            history=[capped(p) for p in state.history],
            future=[capped(p) for p in state.future],
        )

    def state(self) -> ScoreState:
        return ScoreState(
            self.score, self.combo, self.last_pair_at, tuple(self.history), tuple(self.future)
        )


@dataclass(frozen=True, slots=True, kw_only=True)
class SavedShuffle:
    """A shuffle: every position's face after it, and the solution kept for that position."""

    __pydantic_config__: ClassVar[dict[str, str]] = {"extra": "forbid"}

    faces: Faces
    solution: Pairs | None = None


SavedMove = Pair | SavedShuffle
Moves = Annotated[list[SavedMove], Rule(max_length=MAX_MOVES)]


@dataclass(frozen=True, slots=True, kw_only=True)
class SavedGame:
    """One game in progress, as written to disk. Frozen: change one with
    ``dataclasses.replace``; its numbers are floats where the file's are (``elapsed``...)."""

    __pydantic_config__: ClassVar[dict[str, str]] = {"extra": "forbid"}

    schema_version: Literal[1] = SCHEMA_VERSION
    layout_id: Annotated[str, Rule(min_length=1, max_length=64)]
    # "bundled" or a layout file path
    layout_source: Annotated[str, Rule(min_length=1, max_length=4096)]
    layout_fingerprint: Annotated[str, Rule(pattern=r"^[0-9a-f]{64}$")]
    number: Count
    difficulty: Annotated[str, Rule(min_length=1, max_length=32)]
    variant: TileSetVariant
    mode: Annotated[str, Rule(min_length=1, max_length=32)]
    faces: Faces
    solution: Pairs | None
    history: Moves = field(default_factory=list)
    future: Moves = field(default_factory=list)
    elapsed: Seconds
    time_limit: Seconds | None = None
    score: SavedScore
    hints_used: Count = 0
    shuffles_used: Count = 0
    undos_used: Count = 0
    hints_limit: Count | None = None
    shuffles_limit: Count | None = None
    saved_at: datetime = field(default_factory=_now)
