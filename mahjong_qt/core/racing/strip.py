"""What the race strip at the board's edge shows (seed 002): the top three names and their
progress, and from 4th place on the player's own rank too ("You: 5th, 62 %")."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

__all__ = ["StandingLike", "StripEntry", "RaceStrip", "race_strip", "strip_key", "strip_keys"]

TOP = 3


class StandingLike(Protocol):
    @property
    def seat(self) -> int: ...
    @property
    def rank(self) -> int: ...
    @property
    def progress(self) -> float: ...
    @property
    def finished(self) -> bool: ...
    @property
    def removed(self) -> int: ...


@dataclass(frozen=True, slots=True)
class StripEntry:
    seat: int
    name: str
    rank: int
    progress: int  # whole %, rounded down (100 only when the board is cleared)
    finished: bool
    me: bool


@dataclass(frozen=True, slots=True)
class RaceStrip:
    """``top``: the first three lines; ``me``: the player's own line when it is not among them."""

    top: tuple[StripEntry, ...]
    me: StripEntry | None


def _entry(line: StandingLike, seat: int, names: Mapping[int, str]) -> StripEntry:
    percent = 100 if line.finished else min(99, int(line.progress))
    name = names.get(line.seat, "?")
    return StripEntry(line.seat, name, line.rank, percent, line.finished, line.seat == seat)


def race_strip(lines: Sequence[StandingLike], seat: int, names: Mapping[int, str]) -> RaceStrip:
    """The strip for the player at ``seat`` from the standings; ``names`` by seat."""
    ordered = sorted(lines, key=lambda x: (x.rank, x.seat))
    top = tuple(_entry(x, seat, names) for x in ordered[:TOP])
    mine = next((x for x in ordered[TOP:] if x.seat == seat), None)
    return RaceStrip(top, None if mine is None else _entry(mine, seat, names))


def strip_keys(lines: Sequence[StandingLike]) -> dict[int, tuple[object, ...]]:
    """What each player's strip depends on, by seat: the top three (seat, rank, whole %,
    finished) and the player's own line. Standings that leave a player's key unchanged need not
    be sent to that player (the server sends each one only the standings that change its strip)."""
    ordered = sorted(lines, key=lambda x: (x.rank, x.seat))
    top = tuple((x.seat, x.rank, int(x.progress), x.finished) for x in ordered[:TOP])
    return {x.seat: (top, (x.rank, x.removed, x.finished)) for x in ordered}


def strip_key(lines: Sequence[StandingLike], seat: int) -> tuple[object, ...] | None:
    """The key of one player's strip (``None`` for a seat not in the standings)."""
    return strip_keys(lines).get(seat)
