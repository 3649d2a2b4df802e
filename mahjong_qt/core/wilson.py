"""The Wilson score interval for a proportion (better than "p ± 1.96·σ" near 0 and 1)."""

from __future__ import annotations

import math

__all__ = ["Z_95", "wilson_interval"]

Z_95 = 1.959963984540054  # the two-sided 95 % normal quantile


def wilson_interval(successes: int, trials: int, z: float = Z_95) -> tuple[float, float]:
    """The interval ``(low, high)`` for the share of successes; ``(0, 1)`` with no trials."""
    if not 0 <= successes <= trials:
        raise ValueError("successes must be from 0 to trials")
    if trials == 0:
        return 0.0, 1.0
    p = successes / trials
    z2 = z * z
    centre = (p + z2 / (2 * trials)) / (1 + z2 / trials)
    half = z / (1 + z2 / trials) * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials))
    return max(0.0, centre - half), min(1.0, centre + half)
