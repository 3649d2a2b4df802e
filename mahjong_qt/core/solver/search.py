"""The exact search over pairings, with conflict-directed backjumping (de Bondt's method).

Groups are decided pair by pair: a *decision* ``(g, x, y)`` says "member x of group g pairs with
member y". A search node fixes open groups one after the other (in an order read from the
relaxed replay, see :data:`ORDERS`), each with the pair the replay itself removed first, so a
clean run fixes everything without backtracking. When the replay fails, the *conflict* is found:
decisions of groups that are not stuck are dropped at once, then each remaining one, latest
first, is undone in turn and kept only if the replay then succeeds. The conflict says "not all of
these as chosen", so the node tries, for its own conflict decisions r1..rm (j = m down to 1),
r1..r(j-1) as chosen and rj with every other partner, the later ones left open.

Each failed node returns the decisions of its ancestors its failure depends on (the union of its
conflicts), so a node whose alternative for rj failed for reasons not involving rj skips rj's
other partners and jumps straight back to the deepest decision involved (full conflict-directed
backjumping). Conflicts and failed subtrees are also learned as *nogoods*, which refuse a
decision without any replay when it completes one, in this run and in later restarts.
"""

from __future__ import annotations

from ..rng import Rng
from .budget import Budget
from .matchings import Mode, bits, mode_for
from .replay import RelaxedReplay

__all__ = ["ORDERS", "Nogoods", "PairingSearch", "RestartLimit"]


class RestartLimit(Exception):
    """This run of the search used up its share of work; the caller restarts another one."""


Decision = tuple[int, int, int]  # group, member x, member y
ORDERS = ("late", "last", "early")
"""Which open group is decided next: the one whose first removal in the replay comes latest
("late"), whose last removal comes latest ("last"), or whose first removal comes earliest
("early"). Late groups make the cheapest resumes (little of the trace is redone) and prove lost
deals fastest; "early" (the order of PRODUCT §6) finds most winnable deals' solutions in a few
hundred replays. The restarts cycle through early, late and last (see ``api.RUN_ORDERS``)."""
REFINE = True  # refine conflicts by undoing decisions one by one (else: stuck groups only)
_NOISE = 5.0  # how many trace steps a random restart may move a group's turn by
_SWAP = 0.1  # how often a random restart tries another partner first


class Nogoods:
    """Learned sets of decisions that admit no solution together (conflicts and failed
    subtrees). They hold whatever the search order, so they are kept across restarts; a
    decision that completes one is refused without a replay."""

    MAX_SIZE = 16
    MAX_COUNT = 100_000

    def __init__(self) -> None:
        self._by_decision: dict[Decision, list[frozenset[Decision]]] = {}
        self._all: set[frozenset[Decision]] = set()

    def add(self, decisions) -> None:
        ng = frozenset(decisions)
        if not 0 < len(ng) <= self.MAX_SIZE or ng in self._all:
            return
        if len(self._all) >= self.MAX_COUNT:
            return
        self._all.add(ng)
        for d in ng:
            self._by_decision.setdefault(d, []).append(ng)

    def violated(self, d: Decision, fixed: set[Decision]) -> frozenset[Decision] | None:
        """A nogood that ``d`` completes among the ``fixed`` decisions (``d`` included)."""
        for ng in self._by_decision.get(d, ()):
            if ng <= fixed:
                return ng
        return None

    def __len__(self) -> int:
        return len(self._all)


def _pair(d: Decision) -> int:
    return (1 << d[1]) | (1 << d[2])


class PairingSearch:
    def __init__(
        self,
        replay: RelaxedReplay,
        budget: Budget,
        limit: int | None = None,
        rng: Rng | None = None,
        order: str = "late",
        nogoods: Nogoods | None = None,
    ):
        """``limit`` caps this run's replays (:class:`RestartLimit`); with ``rng`` the order of
        decisions is perturbed a little (a few steps' worth) and now and then another partner
        is tried first, so that restarts explore differently."""
        self.replay = replay
        self.budget = budget
        self.limit = limit
        self.count = 0
        self.rng = rng
        if order not in ORDERS:
            raise ValueError(f"unknown decision order {order!r}")
        self.order = order
        self.nogoods = nogoods if nogoods is not None else Nogoods()
        self.fixed_set: set[Decision] = set()
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
        self.fixed_set.add(d)
        self.replay.set_mode(d[0], self._mode(d[0]))

    def _unfix(self, d: Decision) -> None:
        self.decided[d[0]].remove(_pair(d))
        self.fixed.remove(d)
        self.fixed_set.discard(d)
        self.replay.set_mode(d[0], self._mode(d[0]))

    def _next_decision(self) -> Decision | None:
        """The open group to decide next (see :data:`ORDERS`), paired as the replay paired it."""
        replay, rng, order_by = self.replay, self.rng, self.order
        steps_of = replay.steps_of
        best, best_key = -1, 0.0
        for g, mode in enumerate(replay.modes):
            if not mode.pool:
                continue
            if order_by == "late":
                key = -replay.first_pool_step(g)
            elif order_by == "last":
                key = -steps_of[g][-1] if steps_of[g] else 0
            else:
                key = replay.first_pool_step(g)
            if rng is not None:
                key += rng.random() * _NOISE
            if best < 0 or key < best_key:
                best, best_key = g, key
        if best < 0:
            return None
        pool = replay.modes[best].pool
        order = [i for i in replay.removal_order(best) if pool >> i & 1]
        order += [i for i in bits(pool) if i not in order]
        if rng is not None and rng.random() < _SWAP:
            return best, order[0], order[1 + rng.below(len(order) - 1)]
        return best, order[0], order[1]

    def _stuck_groups(self) -> set[int]:
        """At a failed, closed replay: the groups that would move if their pairs were open.
        Relaxing the decisions of any other group leaves the replay stuck at the same place (the
        state stays closed, and the closure of looser rules cannot pass a closed state), so
        those decisions play no part in the failure."""
        replay = self.replay
        stuck = set()
        for g, pairs in enumerate(self.decided):
            if pairs:
                k = replay.size[g]
                opened = mode_for(k, ()).table
                if opened[replay.free[g] | (replay.removed_mask[g] << k)]:
                    stuck.add(g)
        return stuck

    def _conflict(self) -> list[Decision]:
        """With the replay failing: fixed decisions that suffice for it to fail, oldest first.

        First the decisions of groups that are not stuck are dropped (free, see
        :meth:`_stuck_groups`); then each remaining one, latest first, is undone in turn and
        kept only if the replay then succeeds. Leaves every decision and the replay as they
        were."""
        replay, fixed = self.replay, self.fixed
        stuck = self._stuck_groups()
        candidates = [d for d in fixed if d[0] in stuck]
        if not REFINE or len(candidates) <= 1:
            return candidates
        start = len(replay.trace)
        saved = {d[0]: replay.modes[d[0]] for d in fixed}
        for d in fixed:
            if d[0] not in stuck:
                self.decided[d[0]].remove(_pair(d))
        for g in saved:
            if g not in stuck:
                replay.force_mode(g, self._mode(g))
        keep = []
        dropped = []
        for d in reversed(candidates):
            g = d[0]
            if g not in stuck:  # no longer stuck since an earlier one was dropped: free
                self.decided[g].remove(_pair(d))
                replay.force_mode(g, self._mode(g))
                dropped.append(d)
                continue
            strict, closed_at = replay.modes[g], len(replay.trace)
            self.decided[g].remove(_pair(d))
            replay.set_mode(g, self._mode(g))
            if self._ok():
                self.decided[g].append(_pair(d))
                replay.restore_mode(g, strict, closed_at)
                keep.append(d)
            else:
                dropped.append(d)
                stuck = self._stuck_groups()
        replay.rollback(start)
        for d in fixed:
            if d[0] not in stuck or d in dropped:
                self.decided[d[0]].append(_pair(d))
        for g, mode in saved.items():
            replay.force_mode(g, mode)
        keep.reverse()
        return keep

    # --- search --------------------------------------------------------------------------------
    def _search(self) -> set[Decision] | None:
        """None when a solution is found; else the ancestors' decisions the failure rests on
        (also learned as a nogood)."""
        if not self._ok():
            conflict = set(self._conflict()) if self.fixed else set()
            self.nogoods.add(conflict)
            return conflict
        made: list[Decision] = []
        while True:
            d = self._next_decision()
            if d is None:
                return None
            self._fix(d)
            made.append(d)
            known = self.nogoods.violated(d, self.fixed_set)
            if known is not None:
                conflict = set(known)
                break
            if not self._ok():
                conflict = set(self._conflict())
                self.nogoods.add(conflict)
                break
        mine = set(made)
        required = [d for d in made if d in conflict]
        out = conflict - mine
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
                known = self.nogoods.violated(alt, self.fixed_set)
                why = set(known) if known is not None else self._search()
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
        self.nogoods.add(out)
        return out

    def _open(self, g: int) -> int:
        pool = (1 << self.replay.size[g]) - 1
        for p in self.decided[g]:
            pool &= ~p
        return pool
