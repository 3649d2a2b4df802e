"""The exact search over pairings, with conflict-directed backjumping (de Bondt's method).

Groups are decided pair by pair: a *decision* says "member x of group g pairs with member y".
The search fixes decisions in the order the relaxed replay first touches each group, choosing the
pair the replay itself removed first, so a clean run fixes everything without backtracking. When
the replay fails after a decision, the decisions it really depends on are found by undoing each
earlier one in turn (if the replay then succeeds, that one is part of the conflict); the others
are dropped. The conflict says "not all of r1..rm as chosen", so the search tries, for j = m
down to 1, r1..r(j-1) as chosen and rj with every other partner, the later ones left open.
"""

from __future__ import annotations

from .budget import Budget
from .matchings import bits, mode_for
from .replay import RelaxedReplay

__all__ = ["PairingSearch"]

Decision = tuple[int, int, int]  # group, member x, member y


class PairingSearch:
    def __init__(self, replay: RelaxedReplay, budget: Budget):
        self.replay = replay
        self.budget = budget
        self.decided: list[list[int]] = [[] for _ in replay.size]

    def solve(self) -> bool:
        """Whether some pairing clears the board; on True the replay holds the solution.
        Raises :class:`~.budget.BudgetSpent`."""
        return self._search()

    # --- state ---------------------------------------------------------------------------------
    def _ok(self) -> bool:
        self.budget.tick()
        return self.replay.run()

    def _add(self, g: int, pair: int) -> None:
        self.decided[g].append(pair)
        self.replay.set_mode(g, mode_for(self.replay.size[g], tuple(self.decided[g])))

    def _remove(self, g: int, pair: int) -> None:
        self.decided[g].remove(pair)
        self.replay.set_mode(g, mode_for(self.replay.size[g], tuple(self.decided[g])))

    def _open_members(self, g: int) -> int:
        pool = (1 << self.replay.size[g]) - 1
        for p in self.decided[g]:
            pool &= ~p
        return pool

    def _next_decision(self) -> Decision | None:
        """The open group the replay touched first, paired as the replay paired it."""
        replay = self.replay
        best, best_step = -1, 0
        for g, mode in enumerate(replay.modes):
            if mode.pool:
                s = replay.first_pool_step(g)
                if best < 0 or s < best_step:
                    best, best_step = g, s
        if best < 0:
            return None
        pool = replay.modes[best].pool
        order = [i for i in replay.removal_order(best) if pool >> i & 1]
        order += [i for i in bits(pool) if i not in order]
        return best, order[0], order[1]

    # --- search --------------------------------------------------------------------------------
    def _search(self) -> bool:
        if not self._ok():
            return False
        made: list[Decision] = []
        while True:
            d = self._next_decision()
            if d is None:
                return True
            g, x, y = d
            self._add(g, (1 << x) | (1 << y))
            made.append(d)
            if not self._ok():
                break
        required = [made[-1]]
        replay = self.replay
        for g, x, y in reversed(made[:-1]):
            pair = (1 << x) | (1 << y)
            strict, closed_at = replay.modes[g], len(replay.trace)
            self._remove(g, pair)
            if self._ok():
                # Needed: go back to the failed closure that had it (no replay from its start).
                self.decided[g].append(pair)
                replay.restore_mode(g, strict, closed_at)
                required.append((g, x, y))
        required.reverse()
        for g, x, y in reversed(required):
            self._remove(g, (1 << x) | (1 << y))
            for z in bits(self._open_members(g) & ~(1 << x) & ~(1 << y)):
                pair = (1 << x) | (1 << z)
                self._add(g, pair)
                if self._search():
                    return True
                self._remove(g, pair)
        return False
