"""Elo ratings from a round's ranking (seed 002: "En classé, une égalité compte pour l'Elo entre
victoire et défaite").

A round of N seats counts as every pair of seats playing one game: the better rank wins (score 1),
the same rank is a tie (score 0.5), the worse loses (0). Each seat's change is ``K / (N - 1)``
times the sum over its opponents of (score - expected score), so a two-seat round moves ratings
exactly like one classic Elo game, and the changes of a round always sum to zero.
"""

from __future__ import annotations

from collections.abc import Mapping

__all__ = ["START_RATING", "K_FACTOR", "expected_score", "elo_changes"]

START_RATING = 1200.0
K_FACTOR = 32.0


def expected_score(rating: float, opponent: float) -> float:
    """The chance of beating ``opponent`` (a tie counting half)."""
    chance: float = 1.0 / (1.0 + 10.0 ** ((opponent - rating) / 400.0))  # float ** is Any
    return chance


def elo_changes(
    ratings: Mapping[int, float], ranks: Mapping[int, int], k: float = K_FACTOR
) -> dict[int, float]:
    """Each seat's rating change for a round with these ``ranks`` (1 = first; equal = tie).
    ``ratings`` must hold every seat of ``ranks``."""
    seats = list(ranks)
    if len(seats) < 2:
        return {seat: 0.0 for seat in seats}
    scale = k / (len(seats) - 1)
    changes = {}
    for seat in seats:
        total = 0.0
        for other in seats:
            if other == seat:
                continue
            score = (
                1.0 if ranks[seat] < ranks[other] else 0.5 if ranks[seat] == ranks[other] else 0.0
            )
            total += score - expected_score(ratings[seat], ratings[other])
        changes[seat] = scale * total
    return changes
