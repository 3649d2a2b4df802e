"""The one difficulty estimator of the editor: the live estimate while a layout is drawn, and
My Layouts' Test All, measure the same deals the same way, so they show the same figure.

:data:`ESTIMATOR` says how: so many random deals (fixed seeds, from deal 1), each solved within
a time cap and played so many times by the random player
(:func:`mahjong_qt.core.winnability.sample_winnability`), in pieces that run side by side.
Pure Python: a picklable function for the worker pool.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import reduce

from mahjong_qt.core.geometry import Position
from mahjong_qt.core.winnability import WinnabilitySample, sample_winnability

__all__ = ["Estimator", "ESTIMATOR", "estimate_winnability"]


@dataclass(frozen=True, slots=True)
class Estimator:
    """``pieces`` runs of ``deals_per_piece`` deals, ``games_per_deal`` random games on each,
    the solver's cap ``seconds_per_deal`` (a longer deal is undecided)."""

    pieces: int = 6
    deals_per_piece: int = 4
    games_per_deal: int = 8
    seconds_per_deal: float = 0.5

    @property
    def deals(self) -> int:
        return self.pieces * self.deals_per_piece

    def calls(self, positions: Sequence[Position]) -> list[tuple]:
        """The arguments of :func:`sample_winnability` for each piece."""
        positions = tuple(positions)
        return [
            (
                positions,
                1 + k * self.deals_per_piece,
                self.deals_per_piece,
                self.games_per_deal,
                self.seconds_per_deal,
            )
            for k in range(self.pieces)
        ]


ESTIMATOR = Estimator()


def estimate_winnability(
    positions: Sequence[Position], estimator: Estimator = ESTIMATOR
) -> WinnabilitySample:
    """The whole estimate of one layout in one call (Test All: one job per layout)."""
    pieces = [sample_winnability(*call) for call in estimator.calls(positions)]
    return reduce(WinnabilitySample.merge, pieces)
