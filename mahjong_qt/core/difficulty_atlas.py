"""The difficulty atlas: how winnable a layout's deals are, measured (issue 17).

For a layout, :func:`measure_layout` deals ``deals`` uniformly random deals (every face put
anywhere, as a shuffled real set would fall) and lets the exact solver decide each one:

- **winnable share**: the share of those deals that can be won at all (all faces visible), with
  a 95 % Wilson interval. On the Turtle, de Bondt measured 2.95 % unwinnable over 10 million.
- **random-player win rate**: on every winnable deal, ``playouts`` games by a plain random player
  (uniform among the free matching pairs, no look-ahead). Winnable uniform deals are exactly what
  the normal difficulty deals (:mod:`.deals`: a uniform deal, kept when the solver proves it
  winnable), so this is the random player's rate on our normal deals (about 7 % on the Turtle).

Each deal gets :data:`DEAL_NODES` of solver work by default (a node count: the same figures on
every machine); a deal not decided within it is counted as *unknown*, never guessed, and the
share is over the decided deals. Each deal is decided by :func:`~.solver.decide_problem`, which
on layouts whose faces repeat more than four times (KMahjongg's Tower) gives most of the budget
to play-outs suited to them: about 95 of 100 Tower deals are decided, the rest counted.

The deals come from the layout's *content* (its positions, :func:`content_hash`), never its id or
name, so a copy of a layout gets the same figures, and the cache (:mod:`.atlas_cache`) is keyed by
that hash. Everything is deterministic; only ``seconds`` depends on the machine.
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from .deal import random_faces
from .geometry import Position
from .layout import Layout
from .rng import Rng
from .tiles import TileSetVariant
from .wilson import wilson_interval

__all__ = [
    "ATLAS_VERSION",
    "DEAL_NODES",
    "DEFAULT_PLAYOUTS",
    "AtlasEntry",
    "AtlasCancelled",
    "atlas_faces",
    "content_hash",
    "measure_layout",
]

ATLAS_VERSION = 1  # raise when the way deals are drawn or scored changes (old cache is ignored)
DEFAULT_PLAYOUTS = 10
DEAL_NODES = 20_000  # solver work per deal by default (about 1 s on an undecided Tower deal)


class AtlasCancelled(Exception):
    """``should_stop`` said stop before the measure was done."""


@dataclass(frozen=True, slots=True)
class AtlasEntry:
    """A layout's measured difficulty. ``winnable + lost + unknown == deals`` (``unknown``: the
    solver's node budget ran out); the share and its interval are over the decided deals."""

    content_hash: str
    tiles: int
    deals: int
    winnable: int
    lost: int
    unknown: int
    playouts: int
    random_wins: int
    seconds: float
    version: int = ATLAS_VERSION

    @property
    def decided(self) -> int:
        return self.winnable + self.lost

    @property
    def winnable_share(self) -> float | None:
        return self.winnable / self.decided if self.decided else None

    @property
    def winnable_interval(self) -> tuple[float, float]:
        return wilson_interval(self.winnable, self.decided)

    @property
    def random_games(self) -> int:
        return self.winnable * self.playouts

    @property
    def random_win_rate(self) -> float | None:
        return self.random_wins / self.random_games if self.random_games else None

    @property
    def random_win_interval(self) -> tuple[float, float]:
        return wilson_interval(self.random_wins, self.random_games)

    def as_json(self) -> dict[str, Any]:
        """The stored fields and the derived figures (what ``mahjong-layout atlas --json`` prints)."""
        low, high = self.winnable_interval
        rlow, rhigh = self.random_win_interval
        return {
            **asdict(self),
            "winnable_share": self.winnable_share,
            "winnable_interval": [low, high],
            "random_win_rate": self.random_win_rate,
            "random_win_interval": [rlow, rhigh],
        }

    @classmethod
    def from_stored(cls, data: dict[str, Any]) -> AtlasEntry:
        """An entry from :func:`dataclasses.asdict` output (raises ``TypeError``/``ValueError``)."""
        fields = {k: data[k] for k in cls.__dataclass_fields__}
        entry = cls(**fields)
        counts = (entry.winnable, entry.lost, entry.unknown, entry.random_wins, entry.playouts)
        if not all(isinstance(n, int) and n >= 0 for n in counts) or sum(counts[:3]) != entry.deals:
            raise ValueError("inconsistent atlas entry")
        if not isinstance(entry.content_hash, str) or entry.random_wins > entry.random_games:
            raise ValueError("inconsistent atlas entry")
        return entry


def content_hash(positions: Sequence[Position]) -> str:
    """A hash of a layout's tiles only (sorted positions): the same for any copy of it."""
    text = ";".join(f"{x},{y},{z}" for x, y, z in sorted(positions))
    return hashlib.sha256(text.encode("ascii")).hexdigest()[:32]


def atlas_faces(layout: Layout, key: str, number: int) -> list[int]:
    """The faces of deal ``number`` of the atlas of ``layout`` (``key``: its content hash)."""
    return random_faces(layout.tile_count, TileSetVariant.FULL, Rng.from_key("atlas", key, number))


def measure_layout(
    layout: Layout,
    deals: int,
    *,
    playouts: int = DEFAULT_PLAYOUTS,
    nodes: int | None = DEAL_NODES,
    should_stop: Callable[[], bool] | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> AtlasEntry:
    """Measure ``layout`` on ``deals`` random deals (see the module). ``nodes`` caps the solver
    per deal (``None``: decide every deal exactly, however long it takes). ``should_stop`` is
    asked between deals and inside each deal's search, every few hundred microseconds of it
    (raises :class:`AtlasCancelled`); ``progress(done, deals)`` is told after each deal."""
    from .solver import Budget, Problem, Verdict, decide_problem  # heavy: only where it works
    from .solver.budget import Stopped
    from .solver.playout import play_out

    if deals < 1 or playouts < 0:
        raise ValueError("deals must be at least 1 and playouts not negative")
    start = time.perf_counter()
    key = content_hash(layout.positions)
    counts = {Verdict.WINNABLE: 0, Verdict.NOT_WINNABLE: 0, Verdict.UNKNOWN: 0}
    random_wins = 0
    for i in range(deals):
        if should_stop is not None and should_stop():
            raise AtlasCancelled()
        faces = atlas_faces(layout, key, i)
        problem = Problem.build(layout.geometry, faces)
        try:
            verdict = decide_problem(problem, Budget(nodes=nodes, stop=should_stop), seed=i).verdict
        except Stopped:
            raise AtlasCancelled() from None
        counts[verdict] += 1
        if verdict is Verdict.WINNABLE and playouts:
            rng = Rng.from_key("atlas-random-player", key, i)
            random_wins += sum(
                play_out(problem, rng, safe=False) is not None for _ in range(playouts)
            )
        if progress is not None:
            progress(i + 1, deals)
    return AtlasEntry(
        content_hash=key,
        tiles=layout.tile_count,
        deals=deals,
        winnable=counts[Verdict.WINNABLE],
        lost=counts[Verdict.NOT_WINNABLE],
        unknown=counts[Verdict.UNKNOWN],
        playouts=playouts,
        random_wins=random_wins,
        seconds=round(time.perf_counter() - start, 3),
    )
