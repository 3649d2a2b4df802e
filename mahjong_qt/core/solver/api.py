"""``solve()``: decide any position, fresh deal or game in progress."""

from __future__ import annotations

import time
from collections.abc import Sequence

from ..geometry import Geometry
from ..rng import Rng
from .budget import Budget, BudgetSpent
from .playout import play_out
from .problem import Problem
from .replay import RelaxedReplay
from .result import SolveResult, Verdict
from .search import PairingSearch, RestartLimit

__all__ = ["solve", "solve_problem", "DEFAULT_PLAYOUTS", "FIRST_RUN", "RESTART_PLAYOUTS"]

DEFAULT_PLAYOUTS = 24
FIRST_RUN = 400  # replays of the first search run; each restart gets twice the last
RESTART_PLAYOUTS = 8


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


def solve_problem(
    problem: Problem, budget: Budget, playouts: int = DEFAULT_PLAYOUTS, seed: int = 0
) -> SolveResult:
    start = time.perf_counter()

    def done(verdict: Verdict, solution=()) -> SolveResult:
        return SolveResult(verdict, tuple(solution), budget.used, time.perf_counter() - start)

    if problem.n == 0:
        return done(Verdict.WINNABLE)
    if problem.odd_key is not None:
        return done(Verdict.NOT_WINNABLE)
    replay = RelaxedReplay(problem)
    try:
        budget.tick()
        if not replay.run():
            return done(Verdict.NOT_WINNABLE)
        rng = Rng.from_key("solver", seed, problem.n)
        for _ in range(playouts):
            budget.tick()
            moves = play_out(problem, rng)
            if moves is not None:
                return done(Verdict.WINNABLE, moves)
        limit = FIRST_RUN
        run = 0
        while True:
            try:
                search = PairingSearch(replay, budget, limit, rng if run else None)
                if search.solve():
                    return done(Verdict.WINNABLE, replay.solution())
                return done(Verdict.NOT_WINNABLE)
            except RestartLimit:
                pass
            run += 1
            limit *= 2
            for _ in range(RESTART_PLAYOUTS):
                budget.tick()
                moves = play_out(problem, rng)
                if moves is not None:
                    return done(Verdict.WINNABLE, moves)
            replay = RelaxedReplay(problem)
            replay.run()
    except BudgetSpent:
        return done(Verdict.UNKNOWN)
