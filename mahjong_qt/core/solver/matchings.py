"""Groups of matching tiles, the pairs fixed in them so far, and the rule tables of the replay.

A *group* is the set of present tiles sharing one ``match_key``: 2 tiles (the last pair of a kind,
or a layout whose count is not a multiple of 4), 4 (a kind), 6, 8, … (large layouts reuse kinds).
It is cleared as pairs: one perfect matching of its members. The search fixes that matching pair
by pair; the members not yet in a fixed pair form the group's *pool*.

Members are numbered 0..k-1 and a set of members is a bit mask. A *mode* (the fixed pairs, the
pool) comes with a rule table: ``table[free | removed << k]`` is the set of members that the
relaxed replay removes now, given the members that are free and those already removed:

- a fixed pair goes when both its tiles are free;
- pool members go as soon as two of them are free at once, and, once one has gone, each goes as
  soon as it is free. This is optimistic (in a real game the last two must also be free together),
  so a replay that fails proves that no game with these fixed pairs clears the board.

When exactly two members are left in the pool they are a forced pair and are fixed as such.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Mode", "mode_for", "bits"]


class _Bits(dict[int, tuple[int, ...]]):
    def __missing__(self, mask: int) -> tuple[int, ...]:
        out = tuple(i for i in range(mask.bit_length()) if mask >> i & 1)
        self[mask] = out
        return out


_BITS = _Bits()


def bits(mask: int) -> tuple[int, ...]:
    """The member numbers in a mask, ascending (cached)."""
    return _BITS[mask]


class _RuleTable(dict[int, int]):
    """``table[free | removed << size]`` → members to remove now; filled on demand."""

    def __init__(self, size: int, pairs: tuple[int, ...], pool: int):
        super().__init__()
        self.size = size
        self.pairs = pairs
        self.pool = pool

    def __missing__(self, key: int) -> int:
        size = self.size
        free = key & ((1 << size) - 1)
        removed = key >> size
        act = 0
        for p in self.pairs:
            if free & p == p:
                act |= p
        in_pool = free & self.pool
        if in_pool and (removed & self.pool or in_pool.bit_count() >= 2):
            act |= in_pool
        self[key] = act
        return act


@dataclass(frozen=True, slots=True, eq=False)
class Mode:
    """The fixed pairs (masks) and the pool of one group, with its rule table."""

    size: int
    pairs: tuple[int, ...]
    pool: int
    table: _RuleTable

    @property
    def complete(self) -> bool:
        return self.pool == 0


_MODES: dict[tuple[int, tuple[int, ...]], Mode] = {}


def mode_for(size: int, decided: tuple[int, ...]) -> Mode:
    """The mode of a group of ``size`` members whose ``decided`` pairs (masks) are fixed."""
    mode = _MODES.get((size, decided))  # (each order of the pairs is kept once asked)
    if mode is not None:
        return mode
    key = (size, tuple(sorted(decided)))
    mode = _MODES.get(key)
    if mode is None:
        pairs = key[1]
        pool = (1 << size) - 1
        for p in pairs:
            pool &= ~p
        if pool.bit_count() == 2:
            pairs = tuple(sorted((*pairs, pool)))
            pool = 0
        mode = Mode(size, pairs, pool, _RuleTable(size, pairs, pool))
        _MODES[key] = mode
    _MODES[size, decided] = mode
    return mode
