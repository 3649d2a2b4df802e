"""Fair play, checked by the server (issue 23, item 3): floors no person goes under.

Two floors, per player and round:

* **between moves**: two pairs taken less than :attr:`FairPlay.min_move_gap` apart count as
  too fast; a few are allowed (:attr:`FairPlay.fast_moves_allowed`: the network can bunch moves
  sent apart);
* **the finish**: a board cleared in less than :attr:`FairPlay.min_pair_seconds` per pair, on
  average, from "go" (so per level, from its tile count: Initiation's 17 pairs 17 s, Hard's 68
  pairs 68 s).

Calibration, on the project's bot (``mahjong_qt.net.bot``, which plays a solved line): at a
person's pace (4–6 s a pair) and at the load benchmark's sped-up pace (2 s ± 50 %, so never under
1 s) it stays far above both floors on every level (``tests/test_racing_fair_play.py``); the
fastest CPU (Lightning, 0.8 s a pair, no spread) is a machine and is never rated; a solver client
that cleared Hard in 4.8 s (0.07 s a pair) is under both. A finish under a floor is flagged: the
round is not rated and the flag is shown in the result. Moves are never refused for it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

__all__ = ["Flag", "FairPlay", "FAIR_PLAY", "NO_FLOORS"]


class Flag(StrEnum):
    """Why a round's finish was flagged (stable codes, sent to the clients)."""

    FAST_FINISH = "fast_finish"
    FAST_MOVES = "fast_moves"


@dataclass(frozen=True, slots=True)
class FairPlay:
    """The floors (0 turns one off)."""

    min_pair_seconds: float = 1.0
    min_move_gap: float = 0.25
    fast_moves_allowed: int = 5

    def finish_floor(self, tile_count: int) -> float:
        """The fastest fair time to clear a board of ``tile_count`` tiles, in seconds."""
        return tile_count / 2 * self.min_pair_seconds

    def is_fast_move(self, gap: float) -> bool:
        return gap < self.min_move_gap

    def flag(self, finished_time: float | None, tile_count: int, fast_moves: int) -> Flag | None:
        """The flag of a board's round: a finish under the floor, or too many fast moves."""
        if finished_time is not None and finished_time < self.finish_floor(tile_count):
            return Flag.FAST_FINISH
        if fast_moves > self.fast_moves_allowed:
            return Flag.FAST_MOVES
        return None


FAIR_PLAY = FairPlay()
NO_FLOORS = FairPlay(min_pair_seconds=0.0, min_move_gap=0.0, fast_moves_allowed=1 << 30)
