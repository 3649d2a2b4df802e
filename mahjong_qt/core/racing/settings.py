"""A race room's settings (seed 002's table "Toutes les règles locales"), shown to every player and
changed only by the host, in the lobby.

Defaults are Qdan's: Easy, no flowers and seasons, up to 3 shuffles with no penalty pause, up to 3
hints, a 10-minute target, no winner's handicap. The target can be switched off (``None``): play
may always go on past it, the clock then counts the overtime.
"""

from __future__ import annotations

from typing import Annotated, Literal

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
    "LevelId",
    "StrengthId",
    "RaceSettings",
    "level_index",
    "level_at",
]

LEVEL_IDS: tuple[str, ...] = tuple(level.id for level in RACE_LEVELS)
STRENGTH_IDS: tuple[str, ...] = tuple(s.id for s in CPU_STRENGTHS)
MAX_SEATS = 20  # seed 002: from 1 to 20 players
MAX_SHUFFLES = 9
MAX_HINTS = 9
MAX_PENALTY_SECONDS = 30
TARGET_CHOICES: tuple[int | None, ...] = (None, 180, 300, 600, 900, 1200, 1800)

LevelId = Literal["race-initiation", "race-easy", "race-medium", "race-hard"]
StrengthId = Literal["beginner", "casual", "skilled", "expert", "lightning"]
assert set(LEVEL_IDS) == set(LevelId.__args__)  # noqa: S101 (kept in step with RACE_LEVELS)
assert set(STRENGTH_IDS) == set(StrengthId.__args__)  # noqa: S101


class RaceSettings(BaseModel):
    """What the host chose. ``target_seconds`` ``None`` means no target time."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    level: LevelId = "race-easy"
    flowers: bool = False
    shuffles: Annotated[int, Field(ge=0, le=MAX_SHUFFLES)] = 3
    shuffle_penalty: Annotated[int, Field(ge=0, le=MAX_PENALTY_SECONDS)] = 0
    hints: Annotated[int, Field(ge=0, le=MAX_HINTS)] = 3
    target_seconds: Annotated[int, Field(ge=60, le=3600)] | None = 600
    handicap: bool = False
    cpu_strength: StrengthId = "casual"

    @property
    def variant(self) -> TileSetVariant:
        """Flowers and seasons on: the full set, any flower with any flower, any season with any
        season; off: the 136 tiles without them."""
        return TileSetVariant.FULL if self.flowers else TileSetVariant.NO_BONUS


def level_index(level_id: str) -> int:
    """0 for Initiation … 3 for Hard (``ValueError`` for an unknown id)."""
    return LEVEL_IDS.index(level_id)


def level_at(index: int) -> str:
    """The level ``index`` steps up from Initiation, capped at the hardest."""
    return LEVEL_IDS[max(0, min(index, len(LEVEL_IDS) - 1))]
