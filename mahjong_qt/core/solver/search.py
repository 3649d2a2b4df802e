"""The exact search over pairings, with conflict-directed backjumping (de Bondt's method).

Groups are decided pair by pair: a *decision* ``(g, x, y)`` says "member x of group g pairs with
member y". A search node fixes open groups one after the other, each with the pair the replay
itself removed first, so a clean run fixes everything without backtracking. The next group is
the most *active* one: the one that took part in the most conflicts lately (a VSIDS-like score,
see :class:`Activity`), the earliest to act in the replay among equals (the "first act" order
of PRODUCT §6, which is the whole order before the first conflict). The search so keeps coming
back to the groups that make the position hard, which proves lost deals and finds hard
solutions tens of times faster than any fixed order read from the replay.

When the replay fails right after a decision ``(g, x, y)``, x's other partners are tried first,
one replay each; the first that passes takes its place with no conflict analysis (about half of
the failures end there). The rejected partner is tried again, with a full analysis, if the
search ever comes back to this decision. When none passes, the *conflict* is found: decisions of
groups that are not stuck are dropped at once, then each remaining one, latest first, is undone
in turn and kept when the replay then gets :data:`KEEP_AFTER` tiles further (or clears the
board), dropped when it still fails. Keeping a decision is always safe (the decisions in force
still fail), so that replay need not run to the end; only a drop needs the proof of a failed,
closed replay. The conflict says "not all of these as chosen", so the node tries, for its own conflict decisions r1..rm (j = m down to 1), r1..r(j-1)
as chosen and rj with every other partner, the later ones left open.

Each failed node returns the decisions of its ancestors its failure depends on (the union of its
conflicts), so a node whose alternative for rj failed for reasons not involving rj skips rj's
other partners and jumps straight back to the deepest decision involved (full conflict-directed
backjumping). Conflicts and failed subtrees are also learned as *nogoods*, which refuse a
decision without any replay when it completes one, in this run and in later restarts.
"""

from __future__ import annotations

from collections.abc import Iterable

from .budget import Budget
from .matchings import Mode, bits, mode_for
from .replay import RelaxedReplay

__all__ = ["Activity", "Nogoods", "PairingSearch", "RestartLimit"]


class RestartLimit(Exception):
    """This run of the search used up its share of work; the caller restarts another one."""


Decision = tuple[int, int, int]  # group, member x, member y
REFINE = True  # refine conflicts by undoing decisions one by one (else: stuck groups only)
KEEP_AFTER = 10  # a conflict refinement replay that removes this many more tiles keeps its decision


class Nogoods:
    """Learned sets of decisions that admit no solution together (conflicts and failed
    subtrees). They hold whatever the search order, so they are kept across restarts; a
    decision that completes one is refused without a replay."""

    MAX_SIZE = 16
    MAX_COUNT = 100_000

    def __init__(self) -> None:
        # per decision d: per *witness* (the nogood's largest other decision; d itself for
        # {d}), the nogoods holding both, in the order they were learned. A nogood can only be
        # complete when its witness is fixed, so a look-up tests only the nogoods of the fixed
        # witnesses (about a third of them), and takes the earliest learned of those complete.
        self._by_decision: dict[Decision, dict[Decision, list[frozenset[Decision]]]] = {}
        self._all: dict[frozenset[Decision], int] = {}  # each nogood → when it was learned

    def add(self, decisions: Iterable[Decision]) -> None:
        ng = frozenset(decisions)
        if not 0 < len(ng) <= self.MAX_SIZE or ng in self._all:
            return
        if len(self._all) >= self.MAX_COUNT:
            return
        self._all[ng] = len(self._all)
        top = max(ng)
        below = max(ng - {top}) if len(ng) > 1 else top
        for d in ng:
            witness = top if d != top else below
            self._by_decision.setdefault(d, {}).setdefault(witness, []).append(ng)

    def violated(self, d: Decision, fixed: set[Decision]) -> frozenset[Decision] | None:
        """The first learned nogood that ``d`` completes among the ``fixed`` decisions (``d``
        included)."""
        by_witness = self._by_decision.get(d)
        if by_witness is None:
            return None
        found, when = None, -1
        for witness in by_witness.keys() & fixed:
            # the first complete nogood of this witness, by a loop in C
            ng = next(filter(fixed.issuperset, by_witness[witness]), None)
            if ng is not None:
                at = self._all[ng]
                if found is None or at < when:
                    found, when = ng, at
        return found

    def __len__(self) -> int:
        return len(self._all)


class Activity:
    """How much each group took part in recent conflicts: each conflict adds ``inc`` to its
    groups' scores and ``inc`` grows by 1/DECAY, so older conflicts weigh less and less (the
    VSIDS rule of SAT solvers). Kept across restarts, like the nogoods."""

    DECAY = 0.95

    def __init__(self) -> None:
        self.score: dict[int, float] = {}
        self.inc = 1.0

    def bump(self, decisions: Iterable[Decision]) -> None:
        score = self.score
        for g in {d[0] for d in decisions}:
            score[g] = score.get(g, 0.0) + self.inc
        self.inc /= self.DECAY
        if self.inc > 1e100:  # rescale; the order of the scores stays
            for g in score:
                score[g] *= 1e-100
            self.inc *= 1e-100


def _pair(d: Decision) -> int:
    return (1 << d[1]) | (1 << d[2])


class PairingSearch:
    def __init__(
        self,
        replay: RelaxedReplay,
        budget: Budget,
        limit: int | None = None,
        nogoods: Nogoods | None = None,
        activity: Activity | None = None,
        keep_after: int = 0,
    ):
        """``limit`` caps this run's replays (:class:`RestartLimit`); ``nogoods`` and
        ``activity`` carry what earlier runs learned; ``keep_after`` (0: none) lets conflict
        refinement keep a decision once the replay without it gets that many tiles further."""
        self.keep_after = keep_after
        self.replay = replay
        self.budget = budget
        self.limit = limit
        self.count = 0
        self.nogoods = nogoods if nogoods is not None else Nogoods()
        self.activity = activity if activity is not None else Activity()
        self.fixed_set: set[Decision] = set()
        self.decided: list[list[int]] = [[] for _ in replay.size]
        self.opened = [mode_for(k, ()).table for k in replay.size]  # each group's open rule
        self.fixed: list[Decision] = []  # every decision in force, oldest first

    def solve(self) -> bool:
        """Whether some pairing clears the board; on True the replay holds the solution.
        Raises :class:`~.budget.BudgetSpent`."""
        return self._search() is None

    # --- state ---------------------------------------------------------------------------------
    def _ok(self, enough: int = 0) -> bool:
        self.count += 1
        if self.limit is not None and self.count > self.limit:
            raise RestartLimit
        self.budget.tick()
        return self.replay.run(enough)

    def _mode(self, g: int) -> Mode:
        return mode_for(self.replay.size[g], tuple(self.decided[g]))

    def _fix(self, d: Decision) -> None:
        g, x, y = d
        decided = self.decided[g]
        decided.append((1 << x) | (1 << y))  # (_pair, inline: once per decision made)
        self.fixed.append(d)
        self.fixed_set.add(d)
        replay = self.replay
        replay.set_mode(g, mode_for(replay.size[g], tuple(decided)))

    def _unfix(self, d: Decision) -> None:
        g, x, y = d
        decided = self.decided[g]
        decided.remove((1 << x) | (1 << y))
        self.fixed.remove(d)
        self.fixed_set.discard(d)
        replay = self.replay
        replay.set_mode(g, mode_for(replay.size[g], tuple(decided)))

    def _next_decision(self) -> Decision | None:
        """The most active open group (the earliest to act in the replay among equals), paired
        as the replay paired it."""
        replay, score = self.replay, self.activity.score
        best, best_score, best_step = -1, 0.0, 0
        for g, mode in enumerate(replay.modes):
            if not mode.pool:
                continue
            active = score.get(g, 0.0)
            if best >= 0 and active < best_score:
                continue  # (its first step is looked up only when it may win)
            step = replay.first_pool_step(g)
            if best < 0 or active > best_score or step < best_step:
                best, best_score, best_step = g, active, step
        if best < 0:
            return None
        pool = replay.modes[best].pool
        order = [i for i in replay.removal_order(best) if pool >> i & 1]
        order += [i for i in bits(pool) if i not in order]
        return best, order[0], order[1]

    def _stuck_groups(self) -> set[int]:
        """At a failed, closed replay: the groups that would move if their pairs were open.
        Relaxing the decisions of any other group leaves the replay stuck at the same place (the
        state stays closed, and the closure of looser rules cannot pass a closed state), so
        those decisions play no part in the failure."""
        replay, opened = self.replay, self.opened
        stuck = set()
        for g, pairs in enumerate(self.decided):
            if pairs and opened[g][replay.keys[g]]:
                stuck.add(g)
        return stuck

    def _conflict(self) -> list[Decision]:
        """With the replay failing: fixed decisions that suffice for it to fail, oldest first.

        First the decisions of groups that are not stuck are dropped (free, see
        :meth:`_stuck_groups`); then each remaining one, latest first, is undone in turn and
        kept if the replay then gets :data:`KEEP_AFTER` tiles further, dropped if it still
        fails (the decisions left in force fail after every step). Leaves every decision and
        the replay as they were."""
        replay, fixed = self.replay, self.fixed
        stuck = self._stuck_groups()
        candidates = [d for d in fixed if d[0] in stuck]
        refined = stuck
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
            keep_after = self.keep_after
            if self._ok(max(1, replay.tiles_left - keep_after) if keep_after else 0):
                self.decided[g].append(_pair(d))
                replay.restore_mode(g, strict, closed_at)
                keep.append(d)
            else:
                dropped.append(d)
                stuck = self._stuck_groups()
        replay.rollback(start)
        for d in fixed:
            if d[0] not in refined or d in dropped:
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
            self.activity.bump(conflict)
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
                alt = self._other_partner(d)
                if alt is not None:
                    made[-1] = alt
                    continue
                conflict = set(self._conflict())
                self.nogoods.add(conflict)
                self.activity.bump(conflict)
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
                # every partner x had was refused: the case split rests on the pool those were
                # drawn from, which the group's other decisions in force (an ancestor's) narrowed
                # (a group of more than four tiles; a group of four has no other decision)
                out |= {f for f in self.fixed_set if f[0] == g and f not in local}
                j -= 1
                continue
            for i in range(j - 1, jump, -1):
                self._unfix(required[i])
            j = jump
        self.nogoods.add(out)
        return out

    def _other_partner(self, d: Decision) -> Decision | None:
        """With ``d`` just fixed and failing: fix the first other partner of its member x that
        passes the replay (and no nogood), in place of ``d``; None (``d`` fixed again, the
        replay failing) when none does."""
        g, x, y = d
        self._unfix(d)
        for z in bits(self._open(g) & ~(1 << x) & ~(1 << y)):
            alt = (g, x, z)
            self._fix(alt)
            if self.nogoods.violated(alt, self.fixed_set) is None and self._ok():
                return alt
            self._unfix(alt)
        self._fix(d)
        self._ok()
        return None

    def _open(self, g: int) -> int:
        pool = (1 << self.replay.size[g]) - 1
        for p in self.decided[g]:
            pool &= ~p
        return pool
