"""The result of a round (seed 002, "Résultat et points").

Each seat ends the round with an :class:`Outcome`: the time it cleared its board (seconds from
"go"), or not; whether it pressed Give up; its progress (share of tiles removed, 0..100). Then:

1. those who cleared their board, by time: within the target before those after it (the target
   only splits them: both groups go by time);
2. then the others by progress, highest first;
3. those who gave up, by progress too;
4. those who left (a CPU played their seat on) last of all, by progress, whatever the CPU did
   (seed 002: "ceux qui quittent sont derniers").

After :data:`CUT_SECONDS` (60 minutes from "go") the result goes by the progress reached: a board
cleared later counts as not cleared (:func:`at_cut`). Equal keys share a rank (1, 1, 3).

**Points**: a round past the limit scores no points. A seat whose round ended within the target
(it cleared its board, gave up or was still playing when the round ended, all before the target)
scores one point per seat ranked below it, plus one; past the target it scores 0. Without a
target every round is within the limit.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from dataclasses import dataclass, replace

__all__ = ["CUT_SECONDS", "Outcome", "Ranked", "rank_outcomes", "at_cut", "sort_key"]

CUT_SECONDS = 60 * 60.0


@dataclass(frozen=True, slots=True)
class Outcome:
    """How one seat ended the round. ``ended`` is when its round ended (its finish, its give-up,
    or the end of the round), seconds from "go"; ``left``: its player left the round."""

    seat: int
    finished_time: float | None
    gave_up: bool
    progress: float
    ended: float
    left: bool = False

    @property
    def finished(self) -> bool:
        return self.finished_time is not None


@dataclass(frozen=True, slots=True)
class Ranked:
    """One line of the result: the outcome, its rank (1 = first), whether it finished within
    the target, and its points."""

    rank: int
    outcome: Outcome
    within_target: bool
    points: int


def _within(outcome: Outcome, target: float | None) -> bool:
    return target is None or outcome.ended <= target


def sort_key(outcome: Outcome, target: float | None) -> tuple[int, int, float, float]:
    """The order of the ranking (smaller first); equal keys tie."""
    if outcome.left:
        return (3, 0, 0.0, -outcome.progress)
    if outcome.finished_time is not None:
        late = target is not None and outcome.finished_time > target
        return (0, 1 if late else 0, outcome.finished_time, 0.0)
    return (2 if outcome.gave_up else 1, 0, 0.0, -outcome.progress)


def at_cut(outcomes: Sequence[Outcome], cut: float = CUT_SECONDS) -> list[Outcome]:
    """The outcomes as the 60-minute cut sees them: a board cleared after ``cut`` is not cleared,
    and no round ends after it."""
    out = []
    for o in outcomes:
        if o.finished_time is not None and o.finished_time > cut:
            o = replace(o, finished_time=None)
        out.append(o if o.ended <= cut else replace(o, ended=cut))
    return out


def rank_outcomes(
    outcomes: Sequence[Outcome], target: float | None, cut: float = CUT_SECONDS
) -> list[Ranked]:
    """The ranking of a round (see the module's rules), best first."""
    fixed = at_cut(outcomes, cut)
    keyed = sorted(((sort_key(o, target), o.seat, o) for o in fixed), key=lambda x: x[:2])
    keys = [k for k, _seat, _o in keyed]
    n = len(keyed)
    ranked: list[Ranked] = []
    for key, _seat, o in keyed:
        rank = bisect_left(keys, key) + 1  # equal keys share the best of their places
        below = n - bisect_right(keys, key)
        within = _within(o, target)
        ranked.append(Ranked(rank, o, o.finished and within, below + 1 if within else 0))
    return ranked
