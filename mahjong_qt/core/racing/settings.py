"""A race room's settings (seed 002's table "Toutes les règles locales"), shown to every player and
changed only by the host, in the lobby.

Defaults are Qdan's: Easy, no flowers and seasons, up to 3 shuffles with no penalty pause, only
when stuck (no free pair; ``shuffle_anytime`` allows them at any time), up to 3 hints, a 10-minute
target, no winner's handicap, no time per move. The target can be switched off (``None``): play
may always go on past it, the clock then counts the overtime. ``turn_seconds`` (30 or 60, seed
002's per-turn time): a player who takes no pair and makes no shuffle within that time is out of
the round, ranked as one who gave up.
"""

from __future__ import annotations

from typing import Annotated, Literal, cast, get_args

from pydantic import BaseModel, ConfigDict, Field

from ..modes.race import CPU_STRENGTHS, RACE_LEVELS
from ..tiles import TileSetVariant

__all__ = [
    "LEVEL_IDS",
    "STRENGTH_IDS",
    "MAX_SEATS",
    "MAX_SHUFFLES",
    "MAX_HINTS",
    "MAX_PENALTY_SECONDS",
    "TARGET_CHOICES",
    "TURN_CHOICES",
    "LevelId",
    "StrengthId",
    "RaceSettings",
    "level_index",
    "level_at",
]

# the ids of RACE_LEVELS, in their order (the assert below keeps them in step with LevelId)
LEVEL_IDS: tuple[LevelId, ...] = tuple(cast("LevelId", level.id) for level in RACE_LEVELS)
STRENGTH_IDS: tuple[str, ...] = tuple(s.id for s in CPU_STRENGTHS)
MAX_SEATS = 20  # seed 002: from 1 to 20 players
MAX_SHUFFLES = 9
MAX_HINTS = 9
MAX_PENALTY_SECONDS = 30
TARGET_CHOICES: tuple[int | None, ...] = (None, 180, 300, 600, 900, 1200, 1800)
TURN_CHOICES: tuple[int | None, ...] = (None, 30, 60)  # seed 002: none by default, 30 or 60 s

LevelId = Literal["race-initiation", "race-easy", "race-medium", "race-hard"]
StrengthId = Literal["beginner", "casual", "skilled", "expert", "lightning"]
assert set(LEVEL_IDS) == set(get_args(LevelId))  # noqa: S101 (kept in step with RACE_LEVELS)
assert set(STRENGTH_IDS) == set(get_args(StrengthId))  # noqa: S101


class RaceSettings(BaseModel):
    """What the host chose. ``target_seconds`` ``None`` means no target time."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    level: LevelId = "race-easy"
    flowers: bool = False
    shuffles: Annotated[int, Field(ge=0, le=MAX_SHUFFLES)] = 3
    shuffle_penalty: Annotated[int, Field(ge=0, le=MAX_PENALTY_SECONDS)] = 0
    shuffle_anytime: bool = False
    hints: Annotated[int, Field(ge=0, le=MAX_HINTS)] = 3
    target_seconds: Annotated[int, Field(ge=60, le=3600)] | None = 600
    handicap: bool = False
    cpu_strength: StrengthId = "casual"
    turn_seconds: Literal[30, 60] | None = None

    @property
    def variant(self) -> TileSetVariant:
        """Flowers and seasons on: the full set, any flower with any flower, any season with any
        season; off: the 136 tiles without them."""
        return TileSetVariant.FULL if self.flowers else TileSetVariant.NO_BONUS


def level_index(level_id: str) -> int:
    """0 for Initiation … 3 for Hard (``ValueError`` for an unknown id)."""
    return LEVEL_IDS.index(level_id)


def level_at(index: int) -> LevelId:
    """The level ``index`` steps up from Initiation, capped at the hardest."""
    return LEVEL_IDS[max(0, min(index, len(LEVEL_IDS) - 1))]
