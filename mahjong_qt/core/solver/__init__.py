"""The exact solver (PRODUCT §3, §6): random play-outs, then de Bondt's search over pairings.

Public API: :func:`solve` (geometry + faces + present flags → :class:`SolveResult`),
:class:`Verdict`, :func:`decide_problem` (the measures' path: mostly play-outs where a group has
more than four tiles), :func:`random_win_rate` (a difficulty measure), :class:`PairingWalk` (a
pairing changed two pairs at a time while it clears the board: the mixed deals),
:func:`compiled` (whether the optional compiled build of the hot modules runs, see
:mod:`.native`).
"""

from . import native  # noqa: F401  (first: it picks the compiled hot modules or their .py)
from .api import DEFAULT_PLAYOUTS, decide_problem, solve, solve_problem
from .budget import Budget
from .clearing import PairingWalk
from .native import compiled
from .playout import random_win_rate
from .problem import Problem
from .result import Pair, SolveResult, Verdict

__all__ = [
    "DEFAULT_PLAYOUTS",
    "Budget",
    "Pair",
    "PairingWalk",
    "Problem",
    "SolveResult",
    "Verdict",
    "compiled",
    "decide_problem",
    "random_win_rate",
    "solve",
    "solve_problem",
]
