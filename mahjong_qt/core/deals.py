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
- HARD: like NORMAL, but first scored: a plain random player (uniform among the free matching
  pairs, no look-ahead) plays up to :data:`HARD_PLAYOUTS` games on each candidate and stops at
  its first win; a candidate it wins more than :data:`HARD_MAX_WINS` (0) times is too easy, and
  only the others go to the solver. The first one proven winnable is kept. About 7 % of random
  games win an average winnable Turtle deal, so these are the deals where blind play almost
  always gets stuck. Small or open layouts may have no such deal: after :data:`HARD_CANDIDATES`
  candidates won by random play, the one whose first win came latest is kept (with that
  winning game as its solution).

Candidates get :data:`SOLVER_NODES` of solver work each and :data:`TOTAL_NODES` in all. Some
layouts (tall stacks, long rows: KMahjongg's arrow, enterprise, rocket, star_ship) almost never
get a winnable uniform deal; past that work NORMAL and HARD come from a *mixed* deal instead: a
random walk among winnable deals that starts from the easy deal (see :func:`_mixed`).

The work on the uniform candidates is counted in units of solver work (relaxed replays and
play-outs), and so is the rest of a hard deal's work, at what it costs next to a replay: a
candidate proven lost at once (built, then one relaxed replay) counts
:data:`LOST_AT_ONCE_WORK`, each game of the random player :data:`RANDOM_GAME_WORK` (issue 28:
a hard deal on KMahjongg's arrow tried hundreds of candidates, and played thousands of random
games, for "1 unit" each or none). :data:`TOTAL_NODES` was 4,000 until issue 28: the deals that
took more than 2,000 units to find a winnable uniform candidate (about 5 % of the bundled
layouts' deals and 8 % of KMahjongg's, most on layouts whose candidates the solver rarely
decides: twin-towers, staircase, eye; mask, tower, checkered) now come from the walk, or for
HARD from the candidate random play won latest (the figures: ``benchmarks/SOLVER.md``).

There is never a fallback to an unchecked deal: a layout that admits none raises
:class:`NoDealError`.
"""

from __future__ import annotations

from array import array
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from .clearability import Clearability, is_clearable, random_removal_order
from .deal import random_faces, uniform_faces
from .layout import Layout
from .rng import Rng, seed_from
from .tiles import TileSetVariant, faces_for_count, match_key

if TYPE_CHECKING:  # the solver is imported when a deal is checked, not at start-up
    from .solver import Problem

# a deal's faces, and the pairs of a solution in their removal order
_Dealt = tuple[list[int], list[tuple[int, int]]]

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

MAX_ATTEMPTS = 400  # random deals tried before the mixed deals
SOLVER_NODES = 1_000  # per candidate deal; a deal not decided within it is skipped
TOTAL_NODES = 2_000  # work on all the uniform candidates of one deal, in units of solver work
LOST_AT_ONCE_WORK = 8  # a hard candidate proven lost at once (built and replayed), in those units
RANDOM_GAME_WORK = 1  # one game of the plain random player scoring a hard candidate
MIX_STEPS = 8  # steps of a mixed deal's random walk tried per tile (at least one per tile kept)
HARD_PLAYOUTS = 60
HARD_MAX_WINS = 0
HARD_CANDIDATES = 40
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
      (``params["hard"]``: hard deals were asked for), and the layout allows hardly any deal
      but the easy ones (``params["works"]``: ``"easy"``, the difficulty that works).
    """

    def __init__(self, code: str, message: str, **params: Any):
        super().__init__(message)
        self.code = code
        self.message = message
        self.params = params

    def __reduce__(
        self,
    ) -> tuple[object, ...]:  # keeps code and params through a worker process's pipe
        return (_no_deal_error, (self.code, self.message, self.params))


def _no_deal_error(code: str, message: str, params: dict[str, Any]) -> NoDealError:
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
    pairs: list[tuple[int, int]] = []
    for key in sorted(by_key):
        group = by_key[key]
        if len(group) % 2:
            raise ValueError("faces do not split into matching pairs")
        rng.shuffle(group)
        pairs.extend((group[i], group[i + 1]) for i in range(0, len(group), 2))
    rng.shuffle(pairs)
    return pairs


def _easy(layout: Layout, number: int, variant: TileSetVariant) -> _Dealt:
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


def _checked(layout: Layout, number: int, variant: TileSetVariant, hard: bool) -> _Dealt:
    from .solver import Budget, Problem, Verdict, solve_problem
    from .solver.playout import shuffle
    from .solver.replay import RelaxedReplay

    clear = is_clearable(layout.geometry, _ORDER_BUDGET)
    if clear.verdict is not Clearability.CLEARABLE:
        raise _not_clearable(layout, clear.verdict)
    count = layout.tile_count
    best: tuple[int, list[int], list[tuple[int, int]]] | None = (
        None  # latest first random win (hard only)
    )
    candidates = 0
    spent = tried = 0
    for attempt in range(MAX_ATTEMPTS):
        if spent >= TOTAL_NODES:
            break
        tried += 1
        if attempt == 0:
            faces = uniform_faces(layout.id, count, number, variant)
        else:
            rng = Rng.from_key("uniform-deal", layout.id, count, number, variant.value, attempt)
            faces = random_faces(count, variant, rng, shuffle)
        problem = Problem.build(layout.geometry, faces)
        if hard:
            if not RelaxedReplay(problem).run():  # proven lost at once: no random games on it
                spent += LOST_AT_ONCE_WORK
                continue
            played, moves = _first_random_win(problem, layout, number, variant, attempt)
            spent += RANDOM_GAME_WORK * played
            if moves is not None:  # blind play can win it: winnable, but not hard
                if best is None or played > best[0]:
                    best = (played, faces, moves)
                candidates += 1
                if candidates < HARD_CANDIDATES:
                    continue
                return best[1], best[2]
        result = solve_problem(problem, Budget(nodes=SOLVER_NODES), seed=attempt)
        spent += result.replays
        if result.verdict is Verdict.WINNABLE:
            return faces, list(result.solution)
    if best is not None:
        return best[1], best[2]
    return _mixed(layout, number, variant, hard, tried)


def _mixed(layout: Layout, number: int, variant: TileSetVariant, hard: bool, tried: int) -> _Dealt:
    """A deal for layouts where uniformly random deals are (almost) never winnable.

    The easy deal of this number, then a random walk among winnable deals: a step takes two
    pairs of the solution, (a, a') and (b, b') of different kinds, swaps the faces of a and b
    and pairs (b, a') and (a, b') instead; it is kept when the new pairs still clear the board
    (:class:`~.solver.clearing.PairingWalk`: every pair fixed, no search), so every deal along
    the walk comes with its solution. Too few kept steps (the layout allows hardly any deal but
    the easy ones) is a :class:`NoDealError` that names easy as the difficulty that works. For
    HARD, the deal along the walk on which a plain random player's first win comes latest is
    kept (the first it never wins, if any)."""
    from .solver import Problem
    from .solver.clearing import PairingWalk

    faces, solution = _easy(layout, number, variant)
    count = layout.tile_count
    rng = Rng.from_key("mixed-deal", layout.id, count, number, variant.value)
    walk = PairingWalk(layout.geometry, solution)
    dealt = array("i", faces)
    keys = array("i", [match_key(f) for f in faces])
    end = MIX_STEPS * count
    step = kept = 0
    best = None
    # HARD: a random player's games on the deal each time 16 more steps are kept, from ``count``
    until = -(-count // 16) * 16 if hard else -1
    while step < end:
        step, kept = walk.walk(rng, dealt, keys, step, end, kept, until)
        if kept != until:
            break
        until += 16
        problem = Problem.build(layout.geometry, list(dealt))
        played, _ = _first_random_win(problem, layout, number, variant, MAX_ATTEMPTS + step - 1)
        if best is None or played > best[0]:
            best = (played, list(dealt), _sorted_pairs(walk.pairs()))
            if played == HARD_PLAYOUTS:  # never won by random play: hard enough
                break
    if kept < count:
        kind = "hard " if hard else ""
        raise NoDealError(
            "no_winnable_deal",
            f"no winnable {kind}deal found for layout {layout.id!r} in {tried} attempts,"
            " and it allows hardly any deal but the easy ones",
            hard=hard,
            attempts=tried,
            works="easy",
        )
    if best is not None:
        return best[1], best[2]
    return list(dealt), _sorted_pairs(walk.pairs())


def _sorted_pairs(pairs: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    return [(min(a, b), max(a, b)) for a, b in pairs]


def _first_random_win(
    problem: Problem, layout: Layout, number: int, variant: TileSetVariant, attempt: int
) -> tuple[int, list[tuple[int, int]] | None]:
    """Plain random games on a candidate, up to :data:`HARD_PLAYOUTS`, until one wins: how many
    were played, and the winning game's moves (None when none won)."""
    from .solver.playout import play_out

    rng = Rng.from_key("hard-score", layout.id, number, variant.value, attempt)
    for game in range(HARD_PLAYOUTS):
        moves = play_out(problem, rng, safe=False)
        if moves is not None:
            return game + 1, moves
    return HARD_PLAYOUTS, None


def _not_clearable(layout: Layout, verdict: Clearability) -> NoDealError:
    if verdict is Clearability.NOT_CLEARABLE:
        return NoDealError(
            "not_clearable",
            f"layout {layout.id!r} cannot be cleared in any order, so no deal is winnable",
        )
    return NoDealError(
        "no_removal_order", f"could not find a removal order for layout {layout.id!r}"
    )
