"""``solve()``: decide any position, fresh deal or game in progress.

The order of work: the first :data:`EARLY_PLAYOUTS` random play-outs (on easy deals they often
win at once, for less than the relaxed replay costs), the relaxed replay with every group open
(it alone proves many lost positions), the rest of 96 random play-outs (they settle about two
thirds of random Turtle deals), then the exact pairing search in runs with a replay limit four
times longer each run (restarts: hard winnable deals have heavy-tailed search times), with a few
play-outs between runs. Every run keeps what the earlier ones learned (nogoods and group
activity), so a restart costs little.

:func:`decide_problem` is the measures' path (the difficulty atlas, *Measure Difficulty*): the
same as :func:`solve_problem` where no group has more than four tiles; where one has (layouts
larger than a tile set, such as KMahjongg's Tower, whose faces come eight times), the pairing
search's relaxed replay lets a large group's tiles go one by one once one has gone, so it proves
little there and rarely finds a win, while play-outs that weigh only the freed tiles that can
go next (``lone=0``) win most winnable deals within a few thousand games: after the search's
first run (which proves most lost deals), :data:`WIDE_PLAYOUTS` of them between the search's
runs, and where most of the board's tiles are in such groups sixteen times more after each run
(the runs grow four times), so that they keep most of the time: there the search's later runs
decide little; and there one play-out in :data:`WHOLE_EVERY` draws its pairs among every group's
at once (``whole=1``: five times as costly, about twice the wins per second on hard Tower deals;
the others, cheap, win the deals they suit first). Deals keep :func:`solve_problem` as it is.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from ..geometry import Geometry
from ..rng import Rng, seed_from
from .budget import Budget, BudgetSpent
from .playout import play_outs
from .problem import Problem
from .replay import RelaxedReplay
from .result import SolveResult, Verdict
from .search import KEEP_AFTER, Activity, Nogoods, PairingSearch, RestartLimit

__all__ = [
    "solve",
    "solve_problem",
    "decide_problem",
    "DEFAULT_PLAYOUTS",
    "FIRST_RUN",
    "WIDE_PLAYOUTS",
    "WHOLE_EVERY",
]

DEFAULT_PLAYOUTS = 96
FIRST_RUN = 1000  # replays allowed to the first search run; four times more each run after it
RESTART_PLAYOUTS = 8
EARLY_PLAYOUTS = 24  # before the relaxed replay: they settle about half the Turtle deals alone
WIDE_PLAYOUTS = 4000  # decide_problem, a group of more than four tiles: play-outs between runs
WHOLE_EVERY = 5  # decide_problem, most tiles in such groups: one play-out in 5 draws every pair


def solve(
    geometry: Geometry,
    faces: Sequence[int],
    present: Sequence[bool] | None = None,
    *,
    seconds: float | None = None,
    nodes: int | None = None,
    playouts: int = DEFAULT_PLAYOUTS,
    seed: int = 0,
) -> SolveResult:
    """Decide whether the present tiles can all be removed.

    WINNABLE comes with a solution (position-index pairs, replayable with ``Board.remove_pair``),
    NOT_WINNABLE is proven, UNKNOWN means ``seconds`` or ``nodes`` (relaxed replays and
    play-outs) ran out first. With no limit the search runs to the end. The same arguments give
    the same answer and solution on every machine, unless the time limit cuts in.
    """
    return solve_problem(
        Problem.build(geometry, faces, present),
        Budget(nodes=nodes, seconds=seconds),
        playouts=playouts,
        seed=seed,
    )


_SEEDS: dict[tuple[int, int], int] = {}


def _rng(seed: int, n: int) -> Rng:
    """``Rng.from_key("solver", seed, n)``, its seed (a SHA-256) kept for the last few keys:
    every deal of a layout asks for the same one."""
    key = (seed, n)
    value = _SEEDS.get(key)
    if value is None:
        value = seed_from("solver", seed, n)
        if len(_SEEDS) >= 64:
            _SEEDS.clear()  # (one atomic step: deals are also made in worker threads)
        _SEEDS[key] = value
    return Rng(value)


def _limit(run: int) -> int:
    """The replay limit of search run ``run`` (0, 1, …): FIRST_RUN, then four times longer
    each run, without end, so some run always goes to the end. (The first run is all a
    candidate deal can reach; the growth only acts from the first restart on.)"""
    return FIRST_RUN << (2 * run)


def decide_problem(problem: Problem, budget: Budget, seed: int = 0) -> SolveResult:
    """:func:`solve_problem` for the measures (see the module): the same answer where every
    group has four tiles or fewer; else mostly play-outs that weigh only the tiles that can go
    next, with the pairing search's runs between them (its proofs stay exact)."""
    wide = sum(len(m) for m in problem.members if len(m) > 4)
    if not wide:
        return solve_problem(problem, budget, seed=seed)
    # most of the board in large groups: the search proves little and rarely wins, so the
    # play-outs grow sixteen times a run (the runs four times) and keep most of the time
    most = 2 * wide > problem.n
    return solve_problem(
        problem,
        budget,
        seed=seed,
        restart_playouts=WIDE_PLAYOUTS,
        grow=4 if most else 0,
        lone=0,
        whole=WHOLE_EVERY if most else 0,
    )


def solve_problem(
    problem: Problem,
    budget: Budget,
    playouts: int = DEFAULT_PLAYOUTS,
    seed: int = 0,
    *,
    restart_playouts: int = RESTART_PLAYOUTS,
    grow: int = 0,
    lone: int = 1,
    whole: int = 0,
) -> SolveResult:
    """``playouts`` before the search, ``restart_playouts`` between its runs (``2**grow`` times
    more after each run: 0, the same each time); ``lone``: see :func:`~.playout.play_out`;
    ``whole`` > 0: one play-out in ``whole`` is a ``whole=1`` one (0: none)."""
    start = time.perf_counter()

    def done(verdict: Verdict, solution: Sequence[tuple[int, int]] = ()) -> SolveResult:
        return SolveResult(verdict, tuple(solution), budget.used, time.perf_counter() - start)

    if problem.n == 0:
        return done(Verdict.WINNABLE)
    if problem.odd_key is not None:
        return done(Verdict.NOT_WINNABLE)
    rng = _rng(seed, problem.n)

    def play(count: int) -> list[tuple[int, int]] | None:
        return play_outs(problem, rng, count, budget, lone, whole)

    try:
        early = min(EARLY_PLAYOUTS, playouts)
        moves = play(early)
        if moves is not None:
            return done(Verdict.WINNABLE, moves)
        budget.tick()
        replay = RelaxedReplay(problem)
        if not replay.run():
            return done(Verdict.NOT_WINNABLE)
        moves = play(playouts - early)
        run = 0
        nogoods, activity = Nogoods(), Activity()  # what one run learns spares the next ones
        while moves is None:
            if run:
                replay = RelaxedReplay(problem)
                replay.run()
            try:
                # early keeps from the first restart on: deals (1,000 units a candidate) never
                # reach one, so they do not depend on it
                keep = KEEP_AFTER if run else 0
                search = PairingSearch(replay, budget, _limit(run), nogoods, activity, keep)
                if search.solve():
                    return done(Verdict.WINNABLE, replay.solution())
                return done(Verdict.NOT_WINNABLE)
            except RestartLimit:
                run += 1
                moves = play(restart_playouts << (grow * (run - 1)))
        return done(Verdict.WINNABLE, moves)
    except BudgetSpent:
        return done(Verdict.UNKNOWN)
