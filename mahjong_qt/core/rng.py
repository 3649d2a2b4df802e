"""A small random generator whose output is fixed forever (SplitMix64).

Deals must be the same on every machine and every Python version, so nothing here uses
:mod:`random`: the algorithm, the seeding and the way integers are drawn are all spelled out.
"""

from __future__ import annotations

import hashlib
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

__all__ = ["Rng", "seed_from"]

_MASK = (1 << 64) - 1
T = TypeVar("T")


def seed_from(*parts: object) -> int:
    """A 64-bit seed from a tuple of values (their ``str``), through SHA-256."""
    text = "\x1f".join(str(p) for p in parts).encode("utf-8")
    return int.from_bytes(hashlib.sha256(text).digest()[:8], "little")


class Rng:
    """SplitMix64. ``below(n)`` is unbiased (rejection sampling)."""

    __slots__ = ("_state",)

    def __init__(self, seed: int):
        self._state = seed & _MASK

    @classmethod
    def from_key(cls, *parts: object) -> Rng:
        return cls(seed_from(*parts))

    def next_u64(self) -> int:
        self._state = (self._state + 0x9E3779B97F4A7C15) & _MASK
        z = self._state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``0..n-1`` (``n`` ≥ 1)."""
        if n <= 0:
            raise ValueError("n must be positive")
        if n == 1:
            return 0
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            v = self.next_u64()
            if v < limit:
                return v % n

    def random(self) -> float:
        """A float in [0, 1) with 53 random bits."""
        return (self.next_u64() >> 11) / float(1 << 53)

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher–Yates, from the end."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def sample(self, n: int, k: int) -> list[int]:
        """``k`` distinct integers of ``0..n-1``, in drawing order."""
        pool = list(range(n))
        out = []
        for i in range(k):
            j = i + self.below(n - i)
            pool[i], pool[j] = pool[j], pool[i]
            out.append(pool[i])
        return out
