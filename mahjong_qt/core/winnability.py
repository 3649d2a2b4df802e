"""How winnable a layout is, estimated from random deals: for the editor while a layout is drawn,
and for the layout manager's difficulty column.

For each of a few uniformly random deals (full tile set, fixed seeds), the solver decides whether
it can be won (within a time cap: else it is *undecided*), and a random player
(:mod:`.layout_generator_playtest`: a kind whose remaining tiles are all free is taken first, else
a random free pair) plays a few games on it. Two shares come out, each with a 95 % Wilson
interval: the share of deals that can be won (of those decided) and the share of the random
player's games that clear the board.

When a random game gets stuck, the tiles still covered or hemmed in while a tile of their kind
was free are the ones that made it a dead end: they would have made a pair. Each position counts
how often that happened to it; :meth:`WinnabilitySample.heat` turns the counts into a share of the
lost games, the editor's heat map.

The work is split into :class:`WinnabilitySample` pieces (a run of deal numbers each) that can run
in parallel and :meth:`~WinnabilitySample.merge` into one. Pure Python, picklable values.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .deal import random_faces
from .geometry import Geometry, Position, canonical_order
from .layout_generator_playtest import random_game_end
from .rng import Rng
from .tiles import TileSetVariant, match_key
from .wilson import wilson_interval

__all__ = [
    "Share",
    "WinnabilitySample",
    "wilson_interval",
    "sample_winnability",
    "dead_end_tiles",
    "layout_fingerprint",
    "DEAL_SECONDS",
]

DEAL_SECONDS = 1.0  # the solver's time cap per deal here (then the deal is undecided)


@dataclass(frozen=True, slots=True)
class Share:
    """``successes`` out of ``trials``, with its 95 % interval."""

    successes: int
    trials: int

    @property
    def value(self) -> float | None:
        return self.successes / self.trials if self.trials else None

    @property
    def interval(self) -> tuple[float, float]:
        return wilson_interval(self.successes, self.trials)


@dataclass(frozen=True, slots=True)
class WinnabilitySample:
    """What some random deals on one layout gave (positions in canonical order)."""

    positions: tuple[Position, ...]
    deals: int = 0
    winnable: int = 0
    undecided: int = 0
    games: int = 0
    wins: int = 0
    stuck: tuple[int, ...] = ()  # per position: lost games where it made the dead end

    @property
    def decided(self) -> int:
        return self.deals - self.undecided

    @property
    def winnable_share(self) -> Share:
        """Deals that can be won, of the decided deals."""
        return Share(self.winnable, self.decided)

    @property
    def random_win_share(self) -> Share:
        """The random player's games that cleared the board."""
        return Share(self.wins, self.games)

    def merge(self, other: WinnabilitySample) -> WinnabilitySample:
        if other.positions != self.positions:
            raise ValueError("samples of different layouts")
        stuck = tuple(a + b for a, b in zip(self.stuck, other.stuck, strict=True))
        return WinnabilitySample(
            self.positions,
            self.deals + other.deals,
            self.winnable + other.winnable,
            self.undecided + other.undecided,
            self.games + other.games,
            self.wins + other.wins,
            stuck if self.stuck else other.stuck,
        )

    def heat(self) -> dict[Position, float]:
        """For each position that ever made a dead end: in what share of the lost games."""
        lost = self.games - self.wins
        if not lost:
            return {}
        return {p: n / lost for p, n in zip(self.positions, self.stuck, strict=True) if n}


def dead_end_tiles(geometry: Geometry, keys: Sequence[int], left: Sequence[bool]) -> list[int]:
    """At a dead end (``left``: the tiles still there), the tiles that are not free while a tile
    of their kind is: each of them would have made a pair."""
    free = set(geometry.free_indices(left))
    free_kinds = {keys[i] for i in free}
    return [i for i, there in enumerate(left) if there and i not in free and keys[i] in free_kinds]


def sample_winnability(
    positions: Sequence[Position],
    first_deal: int,
    deals: int,
    games_per_deal: int,
    seconds_each: float = DEAL_SECONDS,
) -> WinnabilitySample:
    """Deals ``first_deal`` .. ``first_deal + deals - 1`` on the layout: each solved (within
    ``seconds_each``) and played ``games_per_deal`` times by the random player."""
    from .solver import Verdict, solve  # heavy: only where the work is done

    pos = tuple(canonical_order(positions))
    n = len(pos)
    if n == 0 or n % 2:
        return WinnabilitySample(pos, stuck=(0,) * n)
    geometry = Geometry.from_positions(pos)
    stuck = [0] * n
    winnable = undecided = wins = 0
    for number in range(first_deal, first_deal + deals):
        faces = random_faces(n, TileSetVariant.FULL, Rng.from_key("winnability", n, number))
        verdict = solve(geometry, faces, seconds=seconds_each).verdict
        winnable += verdict is Verdict.WINNABLE
        undecided += verdict is Verdict.UNKNOWN
        keys = [match_key(f) for f in faces]
        rng = Rng.from_key("winnability-play", n, number)
        for _ in range(games_per_deal):
            left = random_game_end(geometry, faces, rng)
            if not any(left):
                wins += 1
                continue
            for i in dead_end_tiles(geometry, keys, left):
                stuck[i] += 1
    return WinnabilitySample(
        pos, deals, winnable, undecided, deals * games_per_deal, wins, tuple(stuck)
    )


def layout_fingerprint(positions: Iterable[Position]) -> str:
    """A short name of a layout's shape (its positions, in any order): the same shape, the same
    fingerprint; what a measurement is kept under."""
    text = ";".join(f"{x},{y},{z}" for x, y, z in canonical_order(positions))
    return hashlib.sha256(text.encode("ascii")).hexdigest()[:24]
