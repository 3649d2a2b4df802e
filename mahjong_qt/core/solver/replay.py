"""The relaxed replay ("prune"): play every move the current modes allow, as long as one exists.

Each group follows its :class:`~.matchings.Mode` rule. The relaxed game is monotone (a removal
never blocks anything), so the set of tiles it finally removes does not depend on the order of its
moves; a failure to remove everything proves no real game with the fixed pairs can win, and with
every pair fixed the replay *is* a real game whose trace is a solution.

The replay keeps a trace of its steps with what each one freed, so it can be rolled back. When a
group's mode changes, only the steps from that group's first step that the new mode forbids are
undone, and the replay resumes from there instead of from the start.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Sequence

from .matchings import Mode, bits, mode_for
from .problem import Problem

__all__ = ["RelaxedReplay"]

# per tile, what the replay tests when a neighbour goes (the entries of ``info``)
_TileInfo = tuple[int, int, int, int, int, int, int]
# per tile: masks above, left, right; the tiles it touches; its own bit
_Masks = tuple[
    tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[tuple[int, ...], ...], tuple[int, ...]
]


class _TilesOf(dict[int, tuple[int, tuple[_TileInfo, ...]]]):
    """For one group: members mask → (mask of all tiles but those, the tiles whose freedom their
    removal may change)."""

    __slots__ = ("members", "touch", "info")

    def __init__(
        self, members: tuple[int, ...], touch: Sequence[tuple[int, ...]], info: list[_TileInfo]
    ):
        self.members = members
        self.touch = touch
        self.info = info

    def __missing__(self, act: int) -> tuple[int, tuple[_TileInfo, ...]]:
        tiles = [self.members[i] for i in bits(act)]
        gone = 0
        near: set[int] = set()
        for t in tiles:
            gone |= 1 << t
            near.update(self.touch[t])
        info = self.info
        value = (~gone, tuple(info[u] for u in sorted(near.difference(tiles))))
        self[act] = value
        return value


_MASKS: dict[int, tuple[tuple[tuple[int, ...], ...], _Masks]] = {}


def _masks(p: Problem) -> _Masks:
    """Per tile: masks of the tiles above it, touching its left, its right; and the tiles whose
    freedom can change when it goes (under it and beside it). They depend on the layout and the
    present tiles only, so they are kept for the last few (keyed by the problem's ``below``,
    which :class:`~.problem.Problem` shares between problems of one shape)."""
    kept = _MASKS.get(id(p.below))
    if kept is not None and kept[0] is p.below:
        return kept[1]
    value = _build_masks(p)
    if len(_MASKS) >= 16:
        _MASKS.clear()
    _MASKS[id(p.below)] = (p.below, value)
    return value


def _build_masks(p: Problem) -> _Masks:

    def mask(indices: Iterable[int]) -> int:
        m = 0
        for i in indices:
            m |= 1 << i
        return m

    above_lists: list[list[int]] = [[] for _ in range(p.n)]
    for t in range(p.n):
        for u in p.below[t]:
            above_lists[u].append(t)
    above = [mask(a) for a in above_lists]
    # left_of[t] are the tiles touching t's left side; t touches their right side.
    left = [mask(p.left_of[t]) for t in range(p.n)]
    right = [mask(p.right_of[t]) for t in range(p.n)]
    touch = [tuple(set(p.below[t]) | set(p.left_of[t]) | set(p.right_of[t])) for t in range(p.n)]
    bits = [1 << t for t in range(p.n)]
    return tuple(above), tuple(left), tuple(right), tuple(touch), tuple(bits)


class RelaxedReplay:
    """Mutable replay state over one :class:`Problem`.

    The tiles still there are one bit mask, so a tile's freedom is three mask tests. Each step of
    the trace keeps the mask before it and the tiles it freed (an undo log): rolling back undoes
    the later steps' changes to the per-group lists, with no copies while replaying. The board
    is clear when the mask is zero.
    """

    def __init__(self, problem: Problem):
        p = problem
        self.problem = p
        self.present = (1 << p.n) - 1
        self.free = list(p.free0)
        self.removed_mask = [0] * p.groups
        self.size = [len(m) for m in p.members]
        self.modes: list[Mode] = [mode_for(k, ()) for k in self.size]
        self.tables = [m.table for m in self.modes]
        # (group, members removed, present before, tiles it freed)
        self.trace: list[tuple[int, int, int, list[int]]] = []
        self.steps_of: list[list[int]] = [[] for _ in range(p.groups)]
        self.queue: deque[int] = deque(range(p.groups))
        self.queued = [True] * p.groups
        self.runs = 0
        self._above, self._left, self._right, touch, tile_bits = _masks(p)
        # per tile, what the replay tests when a neighbour goes: (tile, its bit in the mask,
        # group, bit in the group, masks of the tiles above it, at its left, at its right)
        info = list(
            zip(
                range(p.n),
                tile_bits,
                p.group,
                p.bit,
                self._above,
                self._left,
                self._right,
                strict=True,
            )
        )
        self._tiles = [_TilesOf(m, touch, info) for m in p.members]

    # --- the replay ----------------------------------------------------------------------------
    def run(self, enough: int = 0) -> bool:
        """Play on until no rule applies; whether every tile is gone. With ``enough``, stop (and
        answer True) as soon as at most that many tiles are left: the state is then not closed,
        so the caller must roll back to a closed one."""
        self.runs += 1
        queue, queued = self.queue, self.queued
        free, removed_mask, tables, size = self.free, self.removed_mask, self.tables, self.size
        tiles = self._tiles
        trace, steps_of = self.trace, self.steps_of
        present = self.present
        popleft, push = queue.popleft, queue.append
        while queue:
            g = popleft()
            queued[g] = False
            f = free[g]
            if not f:
                continue
            r = removed_mask[g]
            act = tables[g][f | (r << size[g])]
            if not act:
                continue
            steps_of[g].append(len(trace))
            removed_mask[g] = r | act
            free[g] = f & ~act
            keep, near = tiles[g][act]
            freed: list[int] = []
            trace.append((g, act, present, freed))
            present &= keep
            if enough and present.bit_count() <= enough:
                self.present = present
                return True
            for u, tb, h, b, ab, lf, rt in near:
                if present & tb and not free[h] & b:
                    if not present & ab and (not present & lf or not present & rt):
                        free[h] |= b
                        freed.append(u)
                        if not queued[h]:
                            queued[h] = True
                            push(h)
        self.present = present
        return not present

    def rollback(self, step: int) -> None:
        """Go back to the state before trace step ``step``; the groups that acted after it are
        queued again."""
        trace = self.trace
        if step >= len(trace):
            return
        queue, queued, steps_of = self.queue, self.queued, self.steps_of
        free, removed_mask = self.free, self.removed_mask
        group, bit = self.problem.group, self.problem.bit
        for i in range(len(trace) - 1, step - 1, -1):
            g, act, _, freed = trace[i]
            free[g] |= act
            removed_mask[g] &= ~act
            for u in freed:
                free[group[u]] &= ~bit[u]
            steps_of[g].pop()
            if not queued[g]:
                queued[g] = True
                queue.append(g)
        self.present = trace[step][2]
        del trace[step:]

    # --- changing a group's mode -------------------------------------------------------------
    def set_mode(self, g: int, mode: Mode) -> None:
        """Give group ``g`` a new mode, undoing its first step the new mode would not allow."""
        table, shift = mode.table, self.size[g]
        done = 0
        for s in self.steps_of[g]:
            act = self.trace[s][1]
            if table[act | (done << shift)] & act != act:
                self.rollback(s)
                break
            done |= act
        self.modes[g] = mode
        self.tables[g] = table
        if not self.queued[g]:
            self.queued[g] = True
            self.queue.append(g)

    def restore_mode(self, g: int, mode: Mode, step: int) -> None:
        """Go back to the closed state the trace had at ``step``, when group ``g`` had ``mode``
        (a stricter mode was relaxed since; only steps made after it are undone)."""
        self.rollback(step)
        self.modes[g] = mode
        self.tables[g] = mode.table

    def force_mode(self, g: int, mode: Mode) -> None:
        """Set a mode without touching the trace: only when the trace is known to be valid and
        closed under it (restoring modes after :meth:`rollback` to a saved point)."""
        self.modes[g] = mode
        self.tables[g] = mode.table

    def removal_order(self, g: int) -> list[int]:
        """Members of group ``g`` in the order the trace removed them."""
        order: list[int] = []
        for s in self.steps_of[g]:
            order.extend(bits(self.trace[s][1]))
        return order

    def first_pool_step(self, g: int) -> int:
        """The first step at which group ``g`` removed a member of its pool (or a huge number)."""
        pool = self.modes[g].pool
        for s in self.steps_of[g]:
            if self.trace[s][1] & pool:
                return s
        return 1 << 60

    def solution(self) -> list[tuple[int, int]]:
        """With every group's pairs fixed and the replay complete: the pairs in trace order."""
        tile_of, members = self.problem.tile_of, self.problem.members
        out: list[tuple[int, int]] = []
        for g, act, *_ in self.trace:
            mem = members[g]
            for p in self.modes[g].pairs:
                if act & p == p:
                    a, b = bits(p)
                    x, y = tile_of[mem[a]], tile_of[mem[b]]
                    out.append((x, y) if x < y else (y, x))
        return out
