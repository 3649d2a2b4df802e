"""Winnable deals from a game number, at three difficulties (PRODUCT §3, issue 3).

A deal is fixed by (layout id, game number, difficulty, tile-set variant): the same four give the
same faces and the same solution on every machine. Everything random comes from
:mod:`mahjong_qt.core.rng`, and the solver runs on *node* budgets (never time), so a deal never
depends on how fast the machine is.

- EASY: "reverse removal". A random removal order of the empty layout is drawn (with
  backtracking), and each of its pairs gets two faces of one group. The order is the solution.
  Random play wins such deals often.
- NORMAL: a uniformly random deal, kept only when the solver proves it winnable; otherwise the
  next sub-seed is tried. Attempt 0 is exactly the uniform deal of that number
  (:func:`mahjong_qt.core.deal.uniform_faces`).
- HARD: like NORMAL, but scored: a plain random player (uniform among the free matching pairs, no
  look-ahead) plays :data:`HARD_PLAYOUTS` games on each winnable candidate. The first candidate it
  wins at most :data:`HARD_MAX_WINS` times is kept. About 7 % of random games win an average
  winnable Turtle deal, so these are the deals where blind play almost always gets stuck. Small
  or open layouts may have no such deal: after :data:`HARD_CANDIDATES` winnable candidates the
  one with the fewest random wins is kept (still proven winnable).

There is never a fallback to an unchecked deal: a layout that admits none raises
:class:`NoDealError`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

from .clearability import Clearability, is_clearable, random_removal_order
from .deal import random_faces, uniform_faces
from .layout import Layout
from .rng import Rng, seed_from
from .tiles import TileSetVariant, faces_for_count, match_key

if TYPE_CHECKING:
    from .solver import Problem

__all__ = [
    "Difficulty",
    "Deal",
    "NoDealError",
    "make_deal",
    "pair_faces",
    "HARD_PLAYOUTS",
    "HARD_MAX_WINS",
    "HARD_CANDIDATES",
    "MAX_ATTEMPTS",
    "SOLVER_NODES",
]

MAX_ATTEMPTS = 400  # random deals tried before giving up on a layout
SOLVER_NODES = 20_000  # per candidate deal; a deal not decided within it is skipped
HARD_PLAYOUTS = 40
HARD_MAX_WINS = 1
HARD_CANDIDATES = 25
_ORDER_BUDGET = 500_000


class Difficulty(StrEnum):
    EASY = "easy"
    NORMAL = "normal"
    HARD = "hard"


class NoDealError(Exception):
    """No winnable deal could be made for this layout, with a stable ``code`` (for translated
    messages) and an English ``message``:

    - ``"odd_count"``: the layout has an odd number of tiles;
    - ``"not_clearable"``: no removal order empties the layout, whatever the faces;
    - ``"no_removal_order"``: none was found within the search budget;
    - ``"no_winnable_deal"``: ``params["attempts"]`` random deals were all lost or undecided
      (``params["hard"]``: hard deals were asked for).
    """

    def __init__(self, code: str, message: str, **params: object):
        super().__init__(message)
        self.code = code
        self.message = message
        self.params = params

    def __reduce__(self) -> tuple:  # keeps code and params through a worker process's pipe
        return (_no_deal_error, (self.code, self.message, self.params))


def _no_deal_error(code: str, message: str, params: dict) -> NoDealError:
    return NoDealError(code, message, **params)


@dataclass(frozen=True, slots=True)
class Deal:
    """A winnable deal: faces in ``layout.positions`` order and a solution (position pairs)."""

    layout_id: str
    number: int
    difficulty: Difficulty
    variant: TileSetVariant
    faces: tuple[int, ...]
    solution: tuple[tuple[int, int], ...]


def make_deal(
    layout: Layout,
    number: int,
    difficulty: Difficulty | str = Difficulty.NORMAL,
    variant: TileSetVariant | str = TileSetVariant.FULL,
) -> Deal:
    """The deal of game ``number`` on ``layout``. Raises :class:`NoDealError` (and
    ``ValueError`` for a bad number)."""
    difficulty = Difficulty(difficulty)
    variant = TileSetVariant(variant)
    if layout.tile_count % 2:
        raise NoDealError("odd_count", f"layout {layout.id!r} has an odd number of tiles")
    if difficulty is Difficulty.EASY:
        uniform_faces(layout.id, layout.tile_count, number, variant)  # checks the number
        faces, solution = _easy(layout, number, variant)
    else:
        faces, solution = _checked(layout, number, variant, hard=difficulty is Difficulty.HARD)
    return Deal(layout.id, number, difficulty, variant, tuple(faces), tuple(solution))


def pair_faces(faces: list[int], rng: Rng) -> list[tuple[int, int]]:
    """Split a multiset of faces into random matching pairs, in random order."""
    by_key: dict[int, list[int]] = {}
    for f in sorted(faces):
        by_key.setdefault(match_key(f), []).append(f)
    pairs = []
    for key in sorted(by_key):
        group = by_key[key]
        if len(group) % 2:
            raise ValueError("faces do not split into matching pairs")
        rng.shuffle(group)
        pairs.extend((group[i], group[i + 1]) for i in range(0, len(group), 2))
    rng.shuffle(pairs)
    return pairs


def _easy(layout: Layout, number: int, variant: TileSetVariant):
    seed = seed_from("easy-deal", layout.id, layout.tile_count, number, variant.value)
    order = random_removal_order(layout.geometry, seed, _ORDER_BUDGET)
    if order.verdict is not Clearability.CLEARABLE:
        raise _not_clearable(layout, order.verdict)
    rng = Rng(seed)
    faces = [0] * layout.tile_count
    pairs = pair_faces(faces_for_count(layout.tile_count, variant, pick=rng.sample), rng)
    for (a, b), (fa, fb) in zip(order.order, pairs, strict=True):
        faces[a], faces[b] = fa, fb
    return faces, [(min(a, b), max(a, b)) for a, b in order.order]


def _checked(layout: Layout, number: int, variant: TileSetVariant, hard: bool):
    from .solver import Budget, Problem, Verdict, solve_problem  # only when a deal is checked

    clear = is_clearable(layout.geometry, _ORDER_BUDGET)
    if clear.verdict is not Clearability.CLEARABLE:
        raise _not_clearable(layout, clear.verdict)
    count = layout.tile_count
    best: tuple[int, list[int], list] | None = None  # fewest random wins so far (hard only)
    candidates = 0
    for attempt in range(MAX_ATTEMPTS):
        if attempt == 0:
            faces = uniform_faces(layout.id, count, number, variant)
        else:
            rng = Rng.from_key("uniform-deal", layout.id, count, number, variant.value, attempt)
            faces = random_faces(count, variant, rng)
        problem = Problem.build(layout.geometry, faces)
        result = solve_problem(problem, Budget(nodes=SOLVER_NODES), seed=attempt)
        if result.verdict is not Verdict.WINNABLE:
            continue
        if hard:
            wins = _random_wins(problem, layout, number, variant, attempt)
            if wins > HARD_MAX_WINS:
                if best is None or wins < best[0]:
                    best = (wins, faces, list(result.solution))
                candidates += 1
                if candidates < HARD_CANDIDATES:
                    continue
                return best[1], best[2]
        return faces, list(result.solution)
    if best is not None:
        return best[1], best[2]
    kind = "hard " if hard else ""
    raise NoDealError(
        "no_winnable_deal",
        f"no winnable {kind}deal found for layout {layout.id!r} in {MAX_ATTEMPTS} attempts",
        hard=hard,
        attempts=MAX_ATTEMPTS,
    )


def _random_wins(problem: Problem, layout: Layout, number: int, variant, attempt: int) -> int:
    """How many of :data:`HARD_PLAYOUTS` plain random games win this deal."""
    from .solver.playout import play_out

    rng = Rng.from_key("hard-score", layout.id, number, variant.value, attempt)
    return sum(play_out(problem, rng, safe=False) is not None for _ in range(HARD_PLAYOUTS))


def _not_clearable(layout: Layout, verdict: Clearability) -> NoDealError:
    if verdict is Clearability.NOT_CLEARABLE:
        return NoDealError(
            "not_clearable",
            f"layout {layout.id!r} cannot be cleared in any order, so no deal is winnable",
        )
    return NoDealError(
        "no_removal_order", f"could not find a removal order for layout {layout.id!r}"
    )
