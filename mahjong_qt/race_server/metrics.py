"""A latency histogram with fixed memory (0.1 ms buckets up to 10 s), for the server's stats."""

from __future__ import annotations

__all__ = ["LatencyHistogram"]

_BUCKET = 1e-4
_BUCKETS = 100_000


class LatencyHistogram:
    def __init__(self) -> None:
        self.counts = [0] * (_BUCKETS + 1)
        self.total = 0

    def add(self, seconds: float) -> None:
        self.counts[min(_BUCKETS, max(0, int(seconds / _BUCKET)))] += 1
        self.total += 1

    def percentile(self, q: float) -> float | None:
        """Seconds below which a share ``q`` of the samples lie (``None`` without samples)."""
        if not self.total:
            return None
        goal = q * self.total
        seen = 0
        for i, n in enumerate(self.counts):
            seen += n
            if seen >= goal and n:
                return (i + 1) * _BUCKET
        return _BUCKETS * _BUCKET
