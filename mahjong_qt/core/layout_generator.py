"""A deterministic generator of good-looking, clearable layouts (campaign levels, race boards).

A :class:`ShapeRequest` says what is wanted: a tile count (``target`` ± ``tolerance``, a multiple
of ``multiple``), a height range in levels, the families of shapes to use in order of preference
and a ``key`` that seeds every random choice. :func:`generate_layout` then

1. enumerates the designs of the first family (:mod:`.layout_generator_families`): symmetric
   shapes in brick bond, stacked into terraces, slopes, towers and straddling tops
   (:mod:`.layout_generator_blocks`);
2. keeps those whose count, height and proportions fit (width : height on screen between
   :data:`MIN_ASPECT` and :data:`MAX_ASPECT`), best first: closest to the target count and to
   :data:`BEST_ASPECT`, with at least :data:`MIN_FREE_SHARE` of the tiles free at the start, with a random part drawn from the key so that equally good designs
   take turns;
3. returns the first one that :func:`~mahjong_qt.core.clearability.is_clearable` proves
   clearable and that gives winnable random deals often enough (:func:`friendliness`); when a
   family has no fitting design (or none of its :data:`TRIALS_PER_FAMILY` best is friendly
   enough), the next family is tried; in the end the friendliest design seen is taken.

The same request gives the same layout on every machine and every run (only
:class:`~mahjong_qt.core.rng.Rng` is used); changing the families' code changes the layouts,
which the tests' recorded fingerprints catch.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache, lru_cache

from .clearability import is_clearable
from .deal import random_faces
from .geometry import Geometry, Position
from .layout import Layout
from .layout_data import LayoutText
from .layout_generator_blocks import Block, assemble
from .layout_generator_families import FAMILIES, Family, family_by_id
from .layout_generator_playtest import random_game_wins
from .layout_schema import LayoutModel, LocalizedLongText, LocalizedText
from .rng import Rng
from .tiles import TileSetVariant

__all__ = [
    "MIN_ASPECT",
    "MAX_ASPECT",
    "BEST_ASPECT",
    "CLEARABILITY_BUDGET",
    "ShapeRequest",
    "GeneratedLayout",
    "GenerationError",
    "generate_layout",
    "candidates",
    "has_candidates",
    "friendliness",
]

# On-screen proportions of a tile (width : height) and the accepted width : height of a layout.
TILE_ASPECT = 0.75
MIN_ASPECT = 1.05
MAX_ASPECT = 2.3
BEST_ASPECT = 1.5  # the Turtle's is 1.4; a wide screen's about 1.6
# Enough tiles free at the start that the first moves are a choice, not a hunt.
MIN_FREE = 6
MIN_FREE_SHARE = 0.15
# Fewer than FREE_SHARE_GOAL of the tiles free at the start ranks lower: few free tiles go
# with few winnable random deals (the Turtle has 24 %).
FREE_SHARE_GOAL = 0.25
FREE_PENALTY = 8.0
CLEARABILITY_BUDGET = 100_000
# Designs with more than UPPER_SHARE of their tiles above the table rank lower (the Turtle has
# 40 %): heavy stacks make most random deals unwinnable.
UPPER_SHARE = 0.4
UPPER_PENALTY = 10.0
# ... and designs with less than FLAT_SHARE above the table too: they look flat.
FLAT_SHARE = 0.25
FLAT_PENALTY = 10.0
# Deal-friendliness (see :func:`friendliness`): a design is taken at once when it scores
# FRIENDLY_MIN or more; each family gets TRIALS_PER_FAMILY tries, then the next family; when
# none reaches FRIENDLY_MIN, the best design seen is taken.
FRIENDLY_DEALS = 12
FRIENDLY_PLAYOUTS = 24
FRIENDLY_MIN = 8
TRIALS_PER_FAMILY = 6
AUTHOR = "Mahjong Qt generator"


class GenerationError(Exception):
    """No design of the requested families fits the request (a programming error in practice:
    every request the game makes is covered by tests)."""


@dataclass(frozen=True, slots=True)
class ShapeRequest:
    """What to generate. ``families`` are family ids in order of preference (all by default);
    ``key`` seeds the choice among equally good designs."""

    key: str
    target: int
    tolerance: int = 4
    multiple: int = 4
    min_levels: int = 1
    max_levels: int = 5
    families: tuple[str, ...] = ()
    # Hard bounds on the count, whatever the tolerance.
    min_tiles: int | None = None
    max_tiles: int | None = None


@dataclass(frozen=True, slots=True)
class Candidate:
    """One design that fits a request (not yet checked for clearability)."""

    family: Family
    knobs: tuple[object, ...]
    positions: tuple[Position, ...]

    @property
    def levels(self) -> int:
        return max(p[2] for p in self.positions) + 1


@dataclass(frozen=True, slots=True)
class GeneratedLayout:
    """The result: the layout, the family and knobs it came from, how many fitting designs were
    passed over (not clearable, or not deal-friendly enough) and its :func:`friendliness`."""

    layout: Layout
    family: Family
    knobs: tuple[object, ...]
    rejected: int
    friendly: int


@dataclass(frozen=True, eq=False)
class _Design:
    """A design of a family as enumerated: its blocks and how many distinct tiles they hold.
    It is assembled only when its count fits a request (assembling is the costly part)."""

    knobs: tuple[object, ...]
    blocks: tuple[Block, ...]
    count: int


@cache
def _catalog(family_id: str, max_levels: int) -> tuple[_Design, ...]:
    """Every non-empty design of a family for a height (cached)."""
    designs = []
    for knobs, blocks in family_by_id(family_id).designs(max_levels):
        count = len({p for block in blocks for p in block.positions()})
        if count:
            designs.append(_Design(knobs, tuple(blocks), count))
    return tuple(designs)


@lru_cache(maxsize=16384)
def _assembled(design: _Design) -> tuple[Position, ...] | None:
    """The design's positions, or ``None`` when its blocks overlap or leave a tile without full
    support (such a design is not used: every tile of a generated layout rests on tiles)."""
    positions = assemble(design.blocks)
    if not positions or len(positions) != design.count:
        return None
    return tuple(positions)


@lru_cache(maxsize=4096)
def _looks(positions: tuple[Position, ...]) -> tuple[float, int]:
    """A design's on-screen width : height, and how many tiles are free at the start."""
    geometry = Geometry.from_positions(positions)
    _, _, width, height, _ = geometry.extents()
    return width * TILE_ASPECT / height, len(geometry.free_indices([True] * len(positions)))


def candidates(
    request: ShapeRequest, family: Family, exclude: frozenset[tuple[Position, ...]] = frozenset()
) -> list[Candidate]:
    """The designs of ``family`` that fit ``request`` (but those in ``exclude``), best first:
    closest to the target and to a screen's proportions, with a random part drawn from the key
    (up to two "steps" of 4 tiles) so that equally good designs take turns."""
    fitting: list[tuple[float, Candidate]] = []
    rng = Rng.from_key("layout-generator", request.key, family.id)
    seen: set[tuple[Position, ...]] = set()
    for design in _catalog(family.id, request.max_levels):
        count = design.count
        if abs(count - request.target) > request.tolerance or count % request.multiple:
            continue
        if request.max_tiles is not None and count > request.max_tiles:
            continue
        if request.min_tiles is not None and count < request.min_tiles:
            continue
        positions = _assembled(design)
        if positions is None or positions in seen:
            continue
        seen.add(positions)
        levels = positions[-1][2] + 1  # canonical order: the top level comes last
        if not request.min_levels <= levels <= request.max_levels:
            continue
        if positions in exclude:
            continue
        aspect, free = _looks(positions)
        if not MIN_ASPECT <= aspect <= MAX_ASPECT:
            continue
        if free < max(MIN_FREE, count * MIN_FREE_SHARE):
            continue
        upper = 1 - sum(1 for p in positions if p[2] == 0) / count
        badness = (
            abs(count - request.target) / 4
            + 2 * abs(math.log(aspect / BEST_ASPECT))
            + UPPER_PENALTY * max(0.0, upper - UPPER_SHARE)
            + FLAT_PENALTY * max(0.0, FLAT_SHARE - upper)
            + FREE_PENALTY * max(0.0, FREE_SHARE_GOAL - free / count)
            + 2 * rng.random()
        )
        fitting.append((badness, Candidate(family, design.knobs, positions)))
    fitting.sort(key=lambda t: t[0])
    return [c for _, c in fitting]


@lru_cache(maxsize=1024)
def friendliness(positions: tuple[Position, ...]) -> int:
    """How many of :data:`FRIENDLY_DEALS` uniformly random deals (full tile set) on these
    positions a random player wins in at most :data:`FRIENDLY_PLAYOUTS` games
    (:mod:`.layout_generator_playtest`, frozen so that layouts never change with the solver).

    A layout can be clearable and still give almost only lost deals: a tile that can only be
    freed last, together with one other, makes every deal a 3-in-143 gamble. The bar
    (:data:`FRIENDLY_MIN`) is the Pyramid's score (the Turtle scores 9, the Fortress 9, smaller
    bundled layouts 11 or 12); deal generation (``core/deals.py``) is fast on layouts that reach
    it. Fixed seeds: the same answer everywhere.
    """
    geometry = Geometry.from_positions(positions)
    wins = 0
    for k in range(FRIENDLY_DEALS):
        faces = random_faces(len(positions), TileSetVariant.FULL, Rng.from_key("friendly", k))
        rng = Rng.from_key("friendly-play", k)
        wins += any(random_game_wins(geometry, faces, rng) for _ in range(FRIENDLY_PLAYOUTS))
    return wins


@lru_cache(maxsize=1024)
def _clearable(positions: tuple[Position, ...]) -> bool:
    geometry = Geometry.from_positions(positions)
    return is_clearable(geometry, budget=CLEARABILITY_BUDGET).clearable


def has_candidates(
    request: ShapeRequest, family_id: str, exclude: frozenset[tuple[Position, ...]] = frozenset()
) -> bool:
    """Whether ``family_id`` has a design that fits ``request`` (clearability not checked)."""
    return bool(candidates(request, family_by_id(family_id), exclude))


def _model(layout_id: str, name: LayoutText, description: LayoutText, c: Candidate) -> LayoutModel:
    return LayoutModel(
        schema_version=1,
        id=layout_id,
        name=LocalizedText(en=name.en, fr=name.fr),
        description=LocalizedLongText(en=description.en, fr=description.fr),
        author=AUTHOR,
        tiles=list(c.positions),
    )


def generate_layout(
    request: ShapeRequest,
    layout_id: str,
    name: LayoutText | None = None,
    description: LayoutText | None = None,
    exclude: frozenset[tuple[Position, ...]] = frozenset(),
) -> GeneratedLayout:
    """The first clearable design that fits ``request`` (see the module docstring), other than
    the shapes in ``exclude`` (positions in canonical order, as ``layout.positions``).

    ``name`` defaults to the family's names. Raises :class:`GenerationError` when no family
    has a fitting, clearable design.
    """
    families = [family_by_id(f) for f in request.families] or list(FAMILIES)
    rejected = 0
    best: tuple[int, Candidate] | None = None
    for family in families:
        tried = 0
        for candidate in candidates(request, family, exclude):
            if tried >= TRIALS_PER_FAMILY:
                break
            tried += 1
            if not _clearable(candidate.positions):
                rejected += 1
                continue
            score = friendliness(candidate.positions)
            if best is None or score > best[0]:
                best = (score, candidate)
            if score >= FRIENDLY_MIN:
                break
            rejected += 1
        if best is not None and best[0] >= FRIENDLY_MIN:
            break
    if best is None:
        raise GenerationError(
            f"no clearable design of {', '.join(f.id for f in families)} has"
            f" {request.target}±{request.tolerance} tiles on {request.min_levels}"
            f"-{request.max_levels} levels"
        )
    score, chosen = best
    model = _model(
        layout_id,
        name or LayoutText(chosen.family.name_en, chosen.family.name_fr),
        description or LayoutText("", ""),
        chosen,
    )
    return GeneratedLayout(Layout.from_model(model), chosen.family, chosen.knobs, rejected, score)
