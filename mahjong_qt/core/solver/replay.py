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

from .matchings import Mode, bits, mode_for
from .problem import Problem

__all__ = ["RelaxedReplay"]


class RelaxedReplay:
    """Mutable replay state over one :class:`Problem`."""

    def __init__(self, problem: Problem):
        p = problem
        self.problem = p
        self.cover = list(p.cover0)
        self.lc = list(p.lc0)
        self.rc = list(p.rc0)
        self.free = p.free_masks()
        self.removed_mask = [0] * p.groups
        self.size = [len(m) for m in p.members]
        self.modes: list[Mode] = [mode_for(k, ()) for k in self.size]
        self.tables = [m.table for m in self.modes]
        self.trace: list[tuple[int, int, list[int]]] = []  # (group, members removed, tiles freed)
        self.steps_of: list[list[int]] = [[] for _ in range(p.groups)]
        self.removed = 0
        self.queue: deque[int] = deque(range(p.groups))
        self.queued = [True] * p.groups
        self.runs = 0

    # --- the replay ----------------------------------------------------------------------------
    def run(self) -> bool:
        """Play on until no rule applies; whether every tile is gone."""
        self.runs += 1
        queue, queued = self.queue, self.queued
        free, removed_mask, tables, size = self.free, self.removed_mask, self.tables, self.size
        members, group, bit = self.problem.members, self.problem.group, self.problem.bit
        below, left_of, right_of = self.problem.below, self.problem.left_of, self.problem.right_of
        cover, lc, rc = self.cover, self.lc, self.rc
        trace, steps_of = self.trace, self.steps_of
        while queue:
            g = queue.popleft()
            queued[g] = False
            f = free[g]
            if not f:
                continue
            act = tables[g][f | (removed_mask[g] << size[g])]
            if not act:
                continue
            removed_mask[g] |= act
            free[g] = f & ~act
            freed: list[int] = []
            mem = members[g]
            for i in bits(act):
                t = mem[i]
                for u in below[t]:
                    c = cover[u] - 1
                    cover[u] = c
                    if c == 0 and (lc[u] == 0 or rc[u] == 0):
                        freed.append(u)
                for u in left_of[t]:
                    c = rc[u] - 1
                    rc[u] = c
                    if c == 0 and lc[u] and cover[u] == 0:
                        freed.append(u)
                for u in right_of[t]:
                    c = lc[u] - 1
                    lc[u] = c
                    if c == 0 and rc[u] and cover[u] == 0:
                        freed.append(u)
            for u in freed:
                h = group[u]
                free[h] |= bit[u]
                if not queued[h]:
                    queued[h] = True
                    queue.append(h)
            steps_of[g].append(len(trace))
            trace.append((g, act, freed))
            self.removed += act.bit_count()
        return self.removed == self.problem.n

    def rollback(self, step: int) -> None:
        """Undo the trace from ``step`` on; the groups that acted there are queued again."""
        trace, steps_of = self.trace, self.steps_of
        free, removed_mask = self.free, self.removed_mask
        members, group, bit = self.problem.members, self.problem.group, self.problem.bit
        below, left_of, right_of = self.problem.below, self.problem.left_of, self.problem.right_of
        cover, lc, rc = self.cover, self.lc, self.rc
        queue, queued = self.queue, self.queued
        while len(trace) > step:
            g, act, freed = trace.pop()
            steps_of[g].pop()
            for u in freed:
                free[group[u]] &= ~bit[u]
            mem = members[g]
            for i in bits(act):
                t = mem[i]
                for u in below[t]:
                    cover[u] += 1
                for u in left_of[t]:
                    rc[u] += 1
                for u in right_of[t]:
                    lc[u] += 1
            removed_mask[g] &= ~act
            free[g] |= act
            self.removed -= act.bit_count()
            if not queued[g]:
                queued[g] = True
                queue.append(g)

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
        for g, act, _ in self.trace:
            mem = members[g]
            for p in self.modes[g].pairs:
                if act & p == p:
                    a, b = bits(p)
                    x, y = tile_of[mem[a]], tile_of[mem[b]]
                    out.append((x, y) if x < y else (y, x))
        return out
