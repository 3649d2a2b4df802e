"""The race under way, remembered beside the saved game (``race.json`` in the data dir), so a
race restored at the next start resumes against the same CPU: its level, strength and number.
The saved game itself holds the player's board, as for any mode."""

from __future__ import annotations

import json
from pathlib import Path

from mahjong_qt.core.atomic_io import atomic_write_text
from mahjong_qt.core.json_text import JsonTextError, parse_json
from mahjong_qt.core.modes.race import CpuStrength, RaceLevel, cpu_strength, race_level
from mahjong_qt.core.paths import UserPaths
from mahjong_qt.core.regular_file import read_regular_file

from .race_run import RaceConfig

__all__ = ["race_memory_path", "remember_race", "recall_race", "forget_race"]

DEFAULT_STRENGTH = "casual"
MAX_BYTES = 10_000  # the file holds three short fields


def race_memory_path(paths: UserPaths) -> Path:
    return paths.race_file


def remember_race(paths: UserPaths, config: RaceConfig) -> None:
    data = {"level": config.level.id, "strength": config.strength.id, "number": config.number}
    atomic_write_text(race_memory_path(paths), json.dumps(data), private=True)


def forget_race(paths: UserPaths) -> None:
    race_memory_path(paths).unlink(missing_ok=True)


def recall_race(paths: UserPaths, level_id: str, number: int) -> RaceConfig:
    """The race of a restored game on ``level_id`` with deal ``number``: the strength
    remembered for it, else the default one (a missing or foreign file is no error)."""
    level: RaceLevel = race_level(level_id)
    strength: CpuStrength = cpu_strength(DEFAULT_STRENGTH)
    try:
        data = parse_json(read_regular_file(race_memory_path(paths), MAX_BYTES).decode("utf-8"))
        if data.get("level") == level_id and data.get("number") == number:
            strength = cpu_strength(str(data.get("strength")))
    except (OSError, ValueError, JsonTextError, KeyError, AttributeError):
        pass
    return RaceConfig(level, strength, number)
