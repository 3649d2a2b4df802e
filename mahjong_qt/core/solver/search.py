"""The exact search over pairings, with conflict-directed backjumping (de Bondt's method).

Groups are decided pair by pair: a *decision* ``(g, x, y)`` says "member x of group g pairs with
member y". A search node fixes decisions in the order the relaxed replay first touches each
group, choosing the pair the replay itself removed first, so a clean run fixes everything without
backtracking. When the replay fails, the *conflict* is found: every fixed decision is undone in
turn, latest first, and kept only if the replay then succeeds. The conflict says "not all of these
as chosen", so the node tries, for its own conflict decisions r1..rm (j = m down to 1), r1..r(j-1)
as chosen and rj with every other partner, the later ones left open.

Each failed node returns the decisions of its ancestors its failure depends on (the union of its
conflicts), so a node whose alternative for rj failed for reasons not involving rj skips rj's
other partners and jumps straight back to the deepest decision involved (full conflict-directed
backjumping), instead of exhausting subtrees that cannot succeed.
"""

from __future__ import annotations

from ..rng import Rng
from .budget import Budget
from .matchings import Mode, bits, mode_for
from .replay import RelaxedReplay

__all__ = ["PairingSearch", "RestartLimit"]


class RestartLimit(Exception):
    """This run of the search used up its share of work; the caller restarts another one."""


Decision = tuple[int, int, int]  # group, member x, member y
_NOISE = 5.0  # how many trace steps a random restart may move a group's turn by
_SWAP = 0.1  # how often a random restart tries another partner first


def _pair(d: Decision) -> int:
    return (1 << d[1]) | (1 << d[2])


class PairingSearch:
    def __init__(
        self,
        replay: RelaxedReplay,
        budget: Budget,
        limit: int | None = None,
        rng: Rng | None = None,
    ):
        """``limit`` caps this run's replays (:class:`RestartLimit`); with ``rng`` the order of
        decisions is perturbed a little (a few steps' worth) and now and then another partner
        is tried first, so that restarts explore differently."""
        self.replay = replay
        self.budget = budget
        self.limit = limit
        self.count = 0
        self.rng = rng
        self.decided: list[list[int]] = [[] for _ in replay.size]
        self.fixed: list[Decision] = []  # every decision in force, oldest first

    def solve(self) -> bool:
        """Whether some pairing clears the board; on True the replay holds the solution.
        Raises :class:`~.budget.BudgetSpent`."""
        return self._search() is None

    # --- state ---------------------------------------------------------------------------------
    def _ok(self) -> bool:
        self.count += 1
        if self.limit is not None and self.count > self.limit:
            raise RestartLimit
        self.budget.tick()
        return self.replay.run()

    def _mode(self, g: int) -> Mode:
        return mode_for(self.replay.size[g], tuple(self.decided[g]))

    def _fix(self, d: Decision) -> None:
        self.decided[d[0]].append(_pair(d))
        self.fixed.append(d)
        self.replay.set_mode(d[0], self._mode(d[0]))

    def _unfix(self, d: Decision) -> None:
        self.decided[d[0]].remove(_pair(d))
        self.fixed.remove(d)
        self.replay.set_mode(d[0], self._mode(d[0]))

    def _next_decision(self) -> Decision | None:
        """The open group the replay touched first, paired as the replay paired it."""
        replay, rng = self.replay, self.rng
        best, best_step = -1, 0.0
        for g, mode in enumerate(replay.modes):
            if mode.pool:
                s = replay.first_pool_step(g) + (rng.random() * _NOISE if rng else 0.0)
                if best < 0 or s < best_step:
                    best, best_step = g, s
        if best < 0:
            return None
        pool = replay.modes[best].pool
        order = [i for i in replay.removal_order(best) if pool >> i & 1]
        order += [i for i in bits(pool) if i not in order]
        if rng is not None and rng.random() < _SWAP:
            return best, order[0], order[1 + rng.below(len(order) - 1)]
        return best, order[0], order[1]

    def _conflict(self) -> list[Decision]:
        """With the replay failing: the fixed decisions it needs to fail (the latest is always
        kept), oldest first. Leaves every decision and the replay as they were."""
        replay, fixed = self.replay, self.fixed
        start = len(replay.trace)
        saved = {d[0]: replay.modes[d[0]] for d in fixed}
        keep = [fixed[-1]]
        dropped = []
        for d in reversed(fixed[:-1]):
            g = d[0]
            strict, closed_at = replay.modes[g], len(replay.trace)
            self.decided[g].remove(_pair(d))
            replay.set_mode(g, self._mode(g))
            if self._ok():
                self.decided[g].append(_pair(d))
                replay.restore_mode(g, strict, closed_at)
                keep.append(d)
            else:
                dropped.append(d)
        replay.rollback(start)
        for d in dropped:
            self.decided[d[0]].append(_pair(d))
        for g, mode in saved.items():
            replay.force_mode(g, mode)
        keep.reverse()
        return keep

    # --- search --------------------------------------------------------------------------------
    def _search(self) -> set[Decision] | None:
        """None when a solution is found; else the ancestors' decisions the failure rests on."""
        if not self._ok():
            return set(self._conflict()) if self.fixed else set()
        made: list[Decision] = []
        while True:
            d = self._next_decision()
            if d is None:
                return None
            self._fix(d)
            made.append(d)
            if not self._ok():
                break
        conflict = self._conflict()
        mine = set(made)
        required = [d for d in conflict if d in mine]
        out = {d for d in conflict if d not in mine}
        for d in reversed(made):
            if d not in conflict:
                self._unfix(d)
        local = set(required)
        j = len(required) - 1
        while j >= 0:
            g, x, y = required[j]
            self._unfix(required[j])
            jump = None
            for z in bits(self._open(g) & ~(1 << x) & ~(1 << y)):
                alt = (g, x, z)
                self._fix(alt)
                why = self._search()
                if why is None:
                    return None
                self._unfix(alt)
                if alt not in why:
                    below = [i for i in range(j) if required[i] in why]
                    jump = below[-1] if below else -1
                    out |= why - local
                    break
                out |= why - local - {alt}
            if jump is None:
                j -= 1
                continue
            for i in range(j - 1, jump, -1):
                self._unfix(required[i])
            j = jump
        return out

    def _open(self, g: int) -> int:
        pool = (1 << self.replay.size[g]) - 1
        for p in self.decided[g]:
            pool &= ~p
        return pool
