"""A pairing of the whole layout, changed two pairs at a time, kept only while it clears the board.

The mixed deals (:func:`mahjong_qt.core.deals._mixed`) walk among winnable deals: each step swaps
the partners of two pairs and keeps the change when the new pairing still clears the empty
layout. With every pair fixed a removal never spoils another one, so whether a pairing clears is
a plain replay: a pair goes once both its tiles are free, and a pair is looked at only when one of
its tiles gets free (like :func:`mahjong_qt.core.hints.clearing_order`, but incremental).

:class:`PairingWalk` does that replay thousands of times on one layout, so what does not change
between steps is built once: the neighbour lists (flat arrays), the counters of the empty layout
and the tiles free in it, and each tile's partner, of which a step changes four. The replay runs
on flat integer arrays (typed by ``clearing.pxd`` in the compiled build). The order it finds is
exactly the one the replay from scratch finds: the pairs free at the start pushed in pairing
order, then the last pushed taken first, a pair pushed when its second tile gets free.
"""

from __future__ import annotations

from array import array
from collections.abc import Sequence

from ..geometry import Geometry
from ..rng import Rng
from .arrays import flat_lists
from .playout import _below

__all__ = ["PairingWalk"]


class PairingWalk:
    """A pairing of every position of ``geometry`` that clears it, in a clearing order.

    :meth:`pair` reads pair ``k`` (as the replay took it); :meth:`try_swap` changes two pairs
    and keeps the change only when the new pairing clears the board (the pairs then in its
    clearing order); :meth:`pairs` is the whole pairing."""

    def __init__(self, geometry: Geometry, pairs: Sequence[tuple[int, int]]):
        n = len(geometry)
        if 2 * len(pairs) != n:
            raise ValueError("a pairing names every position once")
        self.n = n
        self.m = n // 2
        self.below_at, self.below = flat_lists(geometry.below)
        self.left_at, self.left = flat_lists(geometry.left)
        self.right_at, self.right = flat_lists(geometry.right)
        self.cover0 = array("i", [len(a) for a in geometry.above])
        self.lc0 = array("i", [len(x) for x in geometry.left])
        self.rc0 = array("i", [len(x) for x in geometry.right])
        self.free0 = array(
            "b",
            [
                c == 0 and (lc == 0 or rc == 0)
                for c, lc, rc in zip(self.cover0, self.lc0, self.rc0, strict=True)
            ],
        )
        zeros = array("i", [0]) * n
        self.cover, self.lc, self.rc = array("i", zeros), array("i", zeros), array("i", zeros)
        self.free = array("b", [0]) * n
        self.partner = array("i", zeros)
        half = array("i", [0]) * self.m
        self.first, self.second = array("i", half), array("i", half)
        self.new_first, self.new_second = array("i", half), array("i", half)
        self.ready_a, self.ready_b = array("i", half), array("i", half)
        seen: set[int] = set()
        for a, b in pairs:
            if a == b or not (0 <= a < n and 0 <= b < n) or a in seen or b in seen:
                raise ValueError("a pairing names every position once")
            seen.update((a, b))
            self.partner[a], self.partner[b] = b, a
        self._set(pairs)
        if not self._replay():
            raise ValueError("the pairing does not clear the layout")
        self._set(pairs)  # the walk starts from the order given, as a replay from scratch would

    def _set(self, pairs: Sequence[tuple[int, int]]) -> None:
        for k, (a, b) in enumerate(pairs):
            self.first[k], self.second[k] = a, b

    def pair(self, k: int) -> tuple[int, int]:
        """Pair ``k`` of the clearing order, its tiles in the order the replay took them."""
        return self.first[k], self.second[k]

    def pairs(self) -> list[tuple[int, int]]:
        """Every pair, in the clearing order."""
        return [(self.first[k], self.second[k]) for k in range(self.m)]

    def try_swap(self, i: int, first: tuple[int, int], j: int, second: tuple[int, int]) -> bool:
        """Pairs ``i`` and ``j`` (two different pairs) become ``first`` and ``second``, which
        hold the same four tiles, if the pairing still clears the board; otherwise nothing
        changes. Whether it was kept."""
        a, b = first
        c, d = second
        old = (self.first[i], self.second[i], self.first[j], self.second[j])
        if i == j or sorted((a, b, c, d)) != sorted(old):
            raise ValueError("a swap pairs anew the four tiles of two pairs")
        return self._swap(i, a, b, j, c, d)

    def walk(
        self,
        rng: Rng,
        faces: array[int],
        keys: array[int],
        step: int,
        end: int,
        kept: int,
        until: int,
    ) -> tuple[int, int]:
        """Steps ``step`` .. ``end - 1`` of the mixed deals' random walk
        (:func:`mahjong_qt.core.deals._mixed`), stopping early right after the step that makes
        ``kept`` reach ``until``: (the next step, kept). A step draws pairs i and j and which
        tile of each goes first, ``(a, a2)`` and ``(b, b2)``; when the faces of a and b
        (``keys``: their match keys) differ it tries pairing (b, a2) and (a, b2) instead, and
        when that is kept, a and b swap faces (``faces`` and ``keys`` change in place). The
        draws are exactly ``rng.below``'s (on the generator's state, given back at the end)."""
        x = rng._state
        m = self.m
        while step < end:
            x, i = _below(x, m)
            x, j = _below(x, m)
            first, second = self.first, self.second
            a, a2, b, b2 = first[i], second[i], first[j], second[j]
            x, r = _below(x, 2)
            if r:
                a, a2 = a2, a
            x, r = _below(x, 2)
            if r:
                b, b2 = b2, b
            step += 1
            if keys[a] == keys[b] or not self._swap(i, b, a2, j, a, b2):
                continue
            faces[a], faces[b] = faces[b], faces[a]
            keys[a], keys[b] = keys[b], keys[a]
            kept += 1
            if kept == until:
                break
        rng._state = x
        return step, kept

    def _swap(self, i: int, a: int, b: int, j: int, c: int, d: int) -> bool:
        """Pairs ``i`` and ``j`` become (a, b) and (c, d) if the pairing then clears."""
        first, second, partner = self.first, self.second, self.partner
        old_i0, old_i1, old_j0, old_j1 = first[i], second[i], first[j], second[j]
        first[i], second[i], first[j], second[j] = a, b, c, d
        partner[a], partner[b], partner[c], partner[d] = b, a, d, c
        if self._replay():
            return True
        first[i], second[i], first[j], second[j] = old_i0, old_i1, old_j0, old_j1
        partner[old_i0], partner[old_i1] = old_i1, old_i0
        partner[old_j0], partner[old_j1] = old_j1, old_j0
        return False

    def _replay(self) -> bool:
        """Replay the pairing from the empty layout; on success the pairs take the order found."""
        cover, lc, rc, free, partner = self.cover, self.lc, self.rc, self.free, self.partner
        below_at, below = self.below_at, self.below
        left_at, left = self.left_at, self.left
        right_at, right = self.right_at, self.right
        ready_a, ready_b = self.ready_a, self.ready_b
        out_a, out_b = self.new_first, self.new_second
        cover[:] = self.cover0
        lc[:] = self.lc0
        rc[:] = self.rc0
        free[:] = self.free0
        first, second = self.first, self.second
        top = 0
        for k in range(self.m):
            a = first[k]
            b = second[k]
            if free[a] and free[b]:
                ready_a[top] = a
                ready_b[top] = b
                top += 1
        done = 0
        while top:
            top -= 1
            a = ready_a[top]
            b = ready_b[top]
            out_a[done] = a
            out_b[done] = b
            done += 1
            for s in range(2):
                t = a if s == 0 else b
                for x in range(below_at[t], below_at[t + 1]):
                    u = below[x]
                    cover[u] -= 1
                    if cover[u] == 0 and (lc[u] == 0 or rc[u] == 0):
                        free[u] = 1
                        if free[partner[u]]:
                            ready_a[top] = u
                            ready_b[top] = partner[u]
                            top += 1
                for x in range(right_at[t], right_at[t + 1]):  # t touches u's left side
                    u = right[x]
                    lc[u] -= 1
                    if lc[u] == 0 and rc[u] != 0 and cover[u] == 0:
                        free[u] = 1
                        if free[partner[u]]:
                            ready_a[top] = u
                            ready_b[top] = partner[u]
                            top += 1
                for x in range(left_at[t], left_at[t + 1]):
                    u = left[x]
                    rc[u] -= 1
                    if rc[u] == 0 and lc[u] != 0 and cover[u] == 0:
                        free[u] = 1
                        if free[partner[u]]:
                            ready_a[top] = u
                            ready_b[top] = partner[u]
                            top += 1
        if done != self.m:
            return False
        self.first, self.new_first = out_a, first
        self.second, self.new_second = out_b, second
        return True
