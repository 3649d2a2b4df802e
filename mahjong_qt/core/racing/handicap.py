"""The winner's handicap (seed 002, off by default): the last winner gets a layout one level
higher next round, each further win in a row one more; a loss takes them back to the chosen
difficulty. The ranking still goes by time, whatever the levels.

State is a win streak per seat; :func:`next_streaks` updates it from who won, and
:func:`seat_level` says the level a seat plays.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from .settings import LevelId, level_at, level_index

__all__ = ["next_streaks", "seat_level"]


def next_streaks(
    streaks: Mapping[int, int], seats: Iterable[int], winners: Iterable[int]
) -> dict[int, int]:
    """The streaks after a round: each winner (rank 1; ties all win) one more, everyone else 0."""
    won = set(winners)
    return {seat: streaks.get(seat, 0) + 1 if seat in won else 0 for seat in seats}


def seat_level(chosen: LevelId, streak: int, handicap: bool) -> LevelId:
    """The level a seat plays: the chosen one, or ``streak`` levels higher with the handicap
    (capped at the hardest)."""
    if not handicap or streak <= 0:
        return chosen
    return level_at(level_index(chosen) + streak)
