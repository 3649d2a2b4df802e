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

from array import array
from collections.abc import Iterable, MutableSequence, Sequence

from .arrays import FREE, GONE, shape_arrays
from .matchings import Mode, bits, mode_for
from .problem import Problem

__all__ = ["RelaxedReplay"]

try:  # whether this module runs compiled: Cython makes ``cython.compiled`` a constant
    import cython  # type: ignore[import-untyped, import-not-found, unused-ignore]

    _COMPILED: bool = cython.compiled
except ImportError:  # no Cython installed: this is the pure build
    _COMPILED = False


def _filled(code: str, value: int, size: int) -> MutableSequence[int]:
    """``size`` times ``value``: an array of type ``code`` in the compiled build (read as a typed
    memory view), a list in the pure one (CPython indexes a list without making an integer
    object per read: a quarter of the pure replay's time)."""
    return array(code, [value]) * size if _COMPILED else [value] * size


def _copy(values: Iterable[int]) -> MutableSequence[int]:
    """A copy of ``values`` of C ints (see :func:`_filled`)."""
    return array("i", values) if _COMPILED else list(values)


# whether a tile is free, by its number (a typed memory view in the compiled build); a tile
# that is free or gone has GONE added to its number, never free here (room for GONE + any number)
_FREE_OR_GONE = (*FREE, *[False] * GONE)
_FREE: Sequence[int] = array("b", _FREE_OR_GONE) if _COMPILED else _FREE_OR_GONE
_GONE: int = GONE  # (a C integer in the compiled build)

# one step of the trace: the group, the members it removed (a mask), how many, what it does to
# the numbers of the tiles whose freedom their removal may change: ``(tile, down)``, the tiles
# ascending, each once (the sum of :class:`~.arrays.ShapeArrays`' ``downs`` of its tiles), and
# what it adds to its group's rule key (its members leave the free mask for the removed one:
# ``(act << size) - act``); made once per group and mask
_Step = tuple[int, int, int, tuple[tuple[int, int], ...], int]


class RelaxedReplay:
    """Mutable replay state over one :class:`Problem`.

    Freedom is kept as counters per tile (present tiles lying on it, at its left, at its right),
    as one number (:data:`~.arrays.ON`) in a flat integer array (a typed C array in the compiled
    build, a list in the pure one), :data:`~.arrays.GONE` added to it once the tile is free
    (free or gone: it never gets free again). A step removes tiles and counts
    them down from their neighbours' counters; rolling back re-adds the tiles of the undone
    steps and un-frees the tiles each freed (an undo log: one flat array of freed tiles, in step
    order), with no copies while replaying. The board is clear when no tile is left
    (:attr:`tiles_left`).
    """

    def __init__(self, problem: Problem):
        p = problem
        n = p.n
        self.problem = p
        self.tiles_left = n
        # per group, its rule key: the free members' mask | the removed members' mask << size
        self.keys = list(p.free0)
        self.size = [len(m) for m in p.members]
        self.modes: list[Mode] = [mode_for(k, ()) for k in self.size]
        self.tables = [m.table for m in self.modes]
        self.trace: list[_Step] = []
        self.steps_of: list[list[int]] = [[] for _ in range(p.groups)]
        # the groups to look at, first in first out (each at most once: ``queued``)
        self.queue = _copy(range(max(p.groups, 1)))
        self.head = 0
        self.waiting = p.groups
        self.queued = _filled("b", 1, max(p.groups, 1))
        self.runs = 0
        shape = shape_arrays(p)
        self.number = _copy(shape.number0)
        for g in range(p.groups):  # the tiles free at the start (the groups' ``free`` masks)
            mem = p.members[g]
            for i in bits(p.free0[g]):
                self.number[mem[i]] += _GONE
        # the tiles freed by each step of the trace: freed[freed_at[s]:freed_at[s + 1]]
        self.freed = _filled("i", 0, max(n, 1))
        self.freed_at = _filled("i", 0, n + 1)
        self._downs = shape.downs
        self._steps: list[dict[int, _Step]] = [{} for _ in range(p.groups)]
        # per group, rule key → its step (``()``: no move) under its present mode, and the same
        # for each mode it had (by the mode's table: tables live as long as the program)
        self._known_by_mode: list[dict[int, dict[int, _Step | tuple[()]]]] = [
            {id(m.table): {}} for m in self.modes
        ]
        self._known = [next(iter(k.values())) for k in self._known_by_mode]

    def _known_step(self, g: int, key: int) -> _Step | tuple[()]:
        """The step group ``g``'s rule makes at rule key ``key`` (``()``: none), kept while its
        mode stays; each step (group, members) is made once."""
        act = self.tables[g][key]
        step: _Step | tuple[()] = ()
        if act:
            made = self._steps[g].get(act)
            if made is None:
                p = self.problem
                tiles = tuple([p.members[g][i] for i in bits(act)])
                made = (g, act, len(tiles), self._merged(tiles), (act << len(p.members[g])) - act)
                self._steps[g][act] = made
            step = made
        self._known[g][key] = step
        return step

    def _merged(self, tiles: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
        """What removing ``tiles`` does to the numbers: per touched tile, ascending, the sum of
        its ``downs`` (a tile's number depends only on its own entries, so it is final when the
        loop reaches it, and the tiles get free in ascending order, as they always did)."""
        total: dict[int, int] = {}
        for t in tiles:
            for u, d in self._downs[t]:
                total[u] = total.get(u, 0) + d
        return tuple(sorted(total.items()))

    # --- the replay ----------------------------------------------------------------------------
    def run(self, enough: int = 0) -> bool:
        """Play on until no rule applies; whether every tile is gone. With ``enough``, stop (and
        answer True) as soon as at most that many tiles are left: the state is then not closed,
        so the caller must roll back to a closed one."""
        self.runs += 1
        queue, queued = self.queue, self.queued
        keys = self.keys
        known, trace, steps_of = self._known, self.trace, self.steps_of
        number = self.number
        freed, freed_at = self.freed, self.freed_at
        p = self.problem
        group, bit = p.group, p.bit
        is_free, gone = _FREE, _GONE  # (locals: read once per touched tile)
        cap = len(queue)
        head, waiting, left = self.head, self.waiting, self.tiles_left
        done = len(trace)
        top = freed_at[done]
        while waiting:
            g = queue[head]
            head += 1
            if head == cap:
                head = 0
            waiting -= 1
            queued[g] = 0
            key = keys[g]  # (no free member: no step either, from the rule table)
            try:
                step = known[g][key]
            except KeyError:
                step = self._known_step(g, key)
            if not step:
                continue
            _, _, count, downs, delta = step
            steps_of[g].append(done)
            keys[g] = key + delta
            trace.append(step)
            done += 1
            left -= count
            if enough and left <= enough:
                for u, d in downs:
                    number[u] -= d
                freed_at[done] = top
                self.head, self.waiting, self.tiles_left = head, waiting, left
                return True
            for u, d in downs:
                c = number[u] - d
                if not is_free[c]:
                    number[u] = c
                else:
                    number[u] = c + gone
                    h = group[u]
                    keys[h] |= bit[u]
                    freed[top] = u
                    top += 1
                    if not queued[h]:
                        queued[h] = 1
                        at = head + waiting
                        queue[at - cap if at >= cap else at] = h
                        waiting += 1
            freed_at[done] = top
        self.head, self.waiting, self.tiles_left = head, waiting, left
        return not left

    def _requeue(self, g: int) -> None:
        if not self.queued[g]:
            self.queued[g] = 1
            at = self.head + self.waiting
            cap = len(self.queue)
            self.queue[at - cap if at >= cap else at] = g
            self.waiting += 1

    def rollback(self, step: int) -> None:
        """Go back to the state before trace step ``step``; the groups that acted after it are
        queued again."""
        trace = self.trace
        if step >= len(trace):
            return
        steps_of = self.steps_of
        keys = self.keys
        number = self.number
        freed, freed_at = self.freed, self.freed_at
        p = self.problem
        group, bit = p.group, p.bit
        queue, queued, cap = self.queue, self.queued, len(self.queue)
        head, waiting = self.head, self.waiting
        left = self.tiles_left
        for g, _, count, downs, delta in reversed(trace[step:]):
            keys[g] -= delta  # (the steps after this one are undone)
            for u, d in downs:
                number[u] += d
            left += count
            steps_of[g].pop()
            if not queued[g]:
                queued[g] = 1
                at = head + waiting
                queue[at - cap if at >= cap else at] = g
                waiting += 1
        # the tiles the undone steps freed, once every key has its removed members back (a
        # freed tile that a later step removed is set free above, then not free here)
        for x in range(freed_at[step], freed_at[len(trace)]):
            u = freed[x]
            keys[group[u]] ^= bit[u]
            number[u] -= _GONE
        self.waiting = waiting
        self.tiles_left = left
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
        self._set_mode(g, mode)
        self._requeue(g)

    def _set_mode(self, g: int, mode: Mode) -> None:
        table = mode.table
        if self.tables[g] is not table:
            by_mode = self._known_by_mode[g]
            known = by_mode.get(id(table))
            if known is None:
                known = by_mode[id(table)] = {}
            self._known[g] = known
        self.modes[g] = mode
        self.tables[g] = table

    def restore_mode(self, g: int, mode: Mode, step: int) -> None:
        """Go back to the closed state the trace had at ``step``, when group ``g`` had ``mode``
        (a stricter mode was relaxed since; only steps made after it are undone)."""
        self.rollback(step)
        self._set_mode(g, mode)

    def force_mode(self, g: int, mode: Mode) -> None:
        """Set a mode without touching the trace: only when the trace is known to be valid and
        closed under it (restoring modes after :meth:`rollback` to a saved point)."""
        self._set_mode(g, mode)

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
