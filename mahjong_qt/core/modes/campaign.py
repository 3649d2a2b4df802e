"""The campaign: 120 levels in six places of 20, each level the same for every player.

:func:`campaign_level` builds level ``n`` from ``n`` alone:

* **Layout.** Every 10th level is a bundled classic layout in turn (:data:`CLASSIC_ROTATION`:
  Turtle, Fortress, Pyramid, Butterfly); the others come from the layout generator
  (:mod:`mahjong_qt.core.layout_generator`) with a target of :func:`target_tiles` tiles (a
  multiple of 4 growing from 24 at level 1 to 144 at level 119) on up to :func:`max_levels`
  levels (2 at the start, 5 at the end). Each place cycles through the shape families in its own
  order (a family without a fitting, deal-friendly design of that size is skipped), and no shape
  comes twice in the campaign (within a place by exclusion; between places because each place
  keeps to its own band of tile counts).
* **Tier** (:class:`CampaignTier`): levels 1–10 easy, 11–30 easy-normal, 31–60 normal, 61–120
  hard. The deal difficulty (``core.deals.Difficulty`` values): easy → ``"easy"``; easy-normal
  → ``"easy"`` on odd levels and ``"normal"`` on even ones (a gentle ramp: every other level
  asks for a deal that is not built backwards from a solution); normal → ``"normal"``; hard →
  ``"hard"``.
* **Deal.** Game number :func:`game_number` (drawn once from the level number), the full tile
  set; :func:`campaign_deal` makes it with ``core.deals.make_deal``.
* **Limits.** 5 hints, 3 shuffles (the seed's campaign), no time limit.

Levels are built lazily, a place at a time (so that no shape repeats within a place and the
families take turns), and cached: the first level of a place costs one to five seconds, so the
UI should build it off the UI thread (``setup.CampaignLevelJob`` runs it in the solver worker).
Progress (best stars and time per level, which level is open) is in
:mod:`mahjong_qt.core.modes.progress`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from enum import IntEnum
from functools import cache

from ...resources import layouts_dir
from ..deal import MAX_GAME_NUMBER
from ..deals import Deal, Difficulty, make_deal
from ..game import HelpLimits
from ..geometry import Position
from ..layout import Layout, load_layout
from ..layout_data import LayoutText
from ..layout_generator import (
    FRIENDLY_MIN,
    GeneratedLayout,
    GenerationError,
    ShapeRequest,
    generate_layout,
    has_candidates,
)
from ..layout_generator_families import FAMILIES
from ..rng import Rng
from ..tiles import TileSetVariant

__all__ = [
    "LEVEL_COUNT",
    "LEVELS_PER_PLACE",
    "TOLERANCES",
    "CLASSIC_EVERY",
    "CLASSIC_ROTATION",
    "CAMPAIGN_LIMITS",
    "CAMPAIGN_VARIANT",
    "Place",
    "PLACES",
    "CampaignTier",
    "CampaignLevel",
    "campaign_level",
    "campaign_levels",
    "place_of",
    "tier_of",
    "target_tiles",
    "max_levels",
    "game_number",
    "deal_difficulty",
    "campaign_deal",
]

LEVEL_COUNT = 120
LEVELS_PER_PLACE = 20
CLASSIC_EVERY = 10
CLASSIC_ROTATION = ("turtle", "fortress", "pyramid", "butterfly")
CAMPAIGN_LIMITS = HelpLimits(hints=5, shuffles=3)
CAMPAIGN_VARIANT = TileSetVariant.FULL
FIRST_TILES = 24
LAST_TILES = 144
# How far from the target tile count a generated level may be: the first that fits wins.
TOLERANCES = (4, 8, 12, 16, 24)
# A family gives at most this many levels of a place while others can stand in.
MAX_FAMILY_USES = 3


@dataclass(frozen=True, slots=True)
class Place:
    """One of the six places of the campaign map: levels ``first`` .. ``first + 19``."""

    index: int  # 1..6
    id: str
    name: LayoutText

    @property
    def first(self) -> int:
        return (self.index - 1) * LEVELS_PER_PLACE + 1

    @property
    def last(self) -> int:
        return self.index * LEVELS_PER_PLACE

    @property
    def levels(self) -> range:
        return range(self.first, self.last + 1)


PLACES: tuple[Place, ...] = tuple(
    Place(i, pid, LayoutText(en=en, fr=fr))
    for i, (pid, en, fr) in enumerate(
        (
            ("jade-garden", "Jade Garden", "Jardin de jade"),
            ("bamboo-forest", "Bamboo Forest", "Forêt de bambous"),
            ("lotus-lake", "Lotus Lake", "Lac aux lotus"),
            ("misty-mountains", "Misty Mountains", "Montagnes brumeuses"),
            ("dragon-temple", "Dragon Temple", "Temple du dragon"),
            ("imperial-palace", "Imperial Palace", "Palais impérial"),
        ),
        start=1,
    )
)


class CampaignTier(IntEnum):
    """The four difficulty tiers (issue 6): levels 1–10, 11–30, 31–60, 61–120."""

    EASY = 1
    EASY_NORMAL = 2
    NORMAL = 3
    HARD = 4

    @property
    def levels(self) -> range:
        return _TIER_LEVELS[self]

    @property
    def label(self) -> LayoutText:
        return _TIER_NAMES[self]


_TIER_LEVELS = {
    CampaignTier.EASY: range(1, 11),
    CampaignTier.EASY_NORMAL: range(11, 31),
    CampaignTier.NORMAL: range(31, 61),
    CampaignTier.HARD: range(61, 121),
}
_TIER_NAMES = {
    CampaignTier.EASY: LayoutText(en="Easy", fr="Facile"),
    CampaignTier.EASY_NORMAL: LayoutText(en="Easy to normal", fr="Facile à normal"),
    CampaignTier.NORMAL: LayoutText(en="Normal", fr="Normal"),
    CampaignTier.HARD: LayoutText(en="Hard", fr="Difficile"),
}


@dataclass(frozen=True, eq=False)
class CampaignLevel:
    """Level ``number`` (1..120): where it is, its layout, tier, deal and limits.

    ``difficulty`` is the deal difficulty (a ``core.deals.Difficulty`` value), ``game_number``
    the deal's number; ``family`` is the generator's shape family id, or ``None`` for a bundled
    classic layout.
    """

    number: int
    place: Place
    layout: Layout
    tier: CampaignTier
    difficulty: str
    game_number: int
    limits: HelpLimits
    variant: TileSetVariant
    family: str | None

    @property
    def is_classic(self) -> bool:
        return self.family is None

    @property
    def index_in_place(self) -> int:
        """1..20: the level's rank within its place."""
        return self.number - self.place.first + 1

    def title(self, lang: str) -> str:
        """ "Level 37" / "Niveau 37" (the UI may build its own)."""
        return f"Niveau {self.number}" if lang == "fr" else f"Level {self.number}"


def _check(n: int) -> None:
    if not 1 <= n <= LEVEL_COUNT:
        raise ValueError(f"a campaign level is from 1 to {LEVEL_COUNT}, not {n}")


def place_of(n: int) -> Place:
    _check(n)
    return PLACES[(n - 1) // LEVELS_PER_PLACE]


def tier_of(n: int) -> CampaignTier:
    _check(n)
    return next(t for t in CampaignTier if n in t.levels)


def deal_difficulty(n: int) -> str:
    """The deal difficulty of level ``n`` (see the module docstring)."""
    tier = tier_of(n)
    if tier is CampaignTier.EASY:
        return "easy"
    if tier is CampaignTier.EASY_NORMAL:
        return "easy" if n % 2 else "normal"
    return "normal" if tier is CampaignTier.NORMAL else "hard"


def target_tiles(n: int) -> int:
    """The tile count a generated level aims at: 24 at level 1 to 144 at level 119, a multiple
    of 4 (linear in the level)."""
    _check(n)
    raw = FIRST_TILES + (n - 1) * (LAST_TILES - FIRST_TILES) / (LEVEL_COUNT - 2)
    return min(LAST_TILES, 4 * round(raw / 4))


def max_levels(n: int) -> int:
    """How tall a generated level may be: 2 levels for levels 1–30, 3 for 31–60, 4 for 61–90,
    5 (the Turtle's height) for 91–120. A generated level has at least this minus one (minus
    two at 5, where few shapes that tall stay deal-friendly), and at least 2."""
    _check(n)
    return 2 + (n - 1) * 4 // LEVEL_COUNT


def game_number(n: int) -> int:
    """The deal number of level ``n`` (fixed forever)."""
    _check(n)
    return Rng.from_key("campaign-deal", n).below(MAX_GAME_NUMBER) + 1


def _family_order(place: Place) -> list[str]:
    order = [f.id for f in FAMILIES]
    Rng.from_key("campaign-families", place.id).shuffle(order)
    return order


def _request(n: int) -> ShapeRequest:
    top = max_levels(n)
    return ShapeRequest(
        key=f"campaign-{n}",
        target=target_tiles(n),
        tolerance=4,
        multiple=4,
        min_levels=max(2, top - 2 if top >= 5 else top - 1),
        max_levels=top,
        # Each place keeps to its own band of sizes, so no shape comes in two places.
        min_tiles=_band(place_of(n))[0],
        max_tiles=_band(place_of(n))[1],
    )


def _band(place: Place) -> tuple[int, int]:
    """The tile counts a place's generated levels may have: from halfway between the middle
    targets of the place before and this one, to halfway to the next (at most 144)."""

    def middle(index: int) -> float:
        return target_tiles(min(LEVEL_COUNT, (index - 1) * LEVELS_PER_PLACE + 10))

    low = (
        0
        if place.index == 1
        else math.floor((middle(place.index - 1) + middle(place.index)) / 2) + 1
    )
    high = (
        LAST_TILES
        if place.index == len(PLACES)
        else math.floor((middle(place.index) + middle(place.index + 1)) / 2)
    )
    return low, high


@cache
def _place_plan(place_index: int) -> dict[int, tuple[Layout, str]]:
    """The generated layouts of a place, level by level (cached).

    The place's own order of families gives each level a preferred family in turn; when that
    family has no design of the right size, the least used family that has one stands in; a
    family used :data:`MAX_FAMILY_USES` times in the place comes last. No shape is used twice
    in a place.
    Each level's design is drawn with the tightest tolerance in :data:`TOLERANCES` that gives
    a deal-friendly design (``layout_generator.FRIENDLY_MIN``), else the friendliest found.
    """
    place = PLACES[place_index - 1]
    order = _family_order(place)
    uses = dict.fromkeys(order, 0)
    used: set[tuple[Position, ...]] = set()
    plan: dict[int, tuple[Layout, str]] = {}
    generated_levels = [n for n in place.levels if n % CLASSIC_EVERY]
    for k, n in enumerate(generated_levels):
        preferred = order[k % len(order)]
        description = LayoutText(
            en=f"Campaign level {n}, {place.name.en}.",
            fr=f"Campagne, niveau {n}, {place.name.fr}.",
        )
        # First among the families used fewer than MAX_FAMILY_USES times in the place, then
        # (when none of them has a fitting, friendly design) among all.
        fresh = [f for f in order if uses[f] < MAX_FAMILY_USES]
        generated = _level_design(n, fresh, preferred, uses, used, description)
        if generated is None or generated.friendly < FRIENDLY_MIN:
            fallback = _level_design(n, order, preferred, uses, used, description)
            if fallback is not None and (
                generated is None or fallback.friendly > generated.friendly
            ):
                generated = fallback
        if generated is None:
            raise GenerationError(f"no layout for campaign level {n}")
        uses[generated.family.id] += 1
        used.add(generated.layout.positions)
        plan[n] = (generated.layout, generated.family.id)
    return plan


def _level_design(
    n: int,
    families: list[str],
    preferred: str,
    uses: dict[str, int],
    used: set[tuple[Position, ...]],
    description: LayoutText,
) -> GeneratedLayout | None:
    """The design of level ``n`` among ``families``: the tightest tolerance that gives a
    friendly design, else the friendliest seen (``None`` when nothing fits at all)."""
    best = None
    for tolerance in TOLERANCES:
        request = replace(_request(n), tolerance=tolerance)
        available = [f for f in families if has_candidates(request, f, frozenset(used))]
        others = sorted(
            (f for f in available if f != preferred),
            key=lambda f: (uses[f], families.index(f)),
        )
        ranked = ([preferred] if preferred in available else []) + others
        if not ranked:
            continue
        try:
            found = generate_layout(
                replace(request, families=tuple(ranked)),
                f"campaign-{n:03d}",
                description=description,
                exclude=frozenset(used),
            )
        except GenerationError:
            continue
        if best is None or found.friendly > best.friendly:
            best = found
        if best.friendly >= FRIENDLY_MIN:
            break
    return best


def _classic_layout(n: int) -> Layout:
    layout_id = CLASSIC_ROTATION[(n // CLASSIC_EVERY - 1) % len(CLASSIC_ROTATION)]
    return load_layout(layouts_dir() / f"{layout_id}.json")


@cache
def campaign_level(n: int) -> CampaignLevel:
    """Level ``n`` (1..120), built from ``n`` alone (cached). ``ValueError`` outside 1..120."""
    place = place_of(n)
    if n % CLASSIC_EVERY == 0:
        layout, family = _classic_layout(n), None
    else:
        layout, family = _place_plan(place.index)[n]
    return CampaignLevel(
        number=n,
        place=place,
        layout=layout,
        tier=tier_of(n),
        difficulty=deal_difficulty(n),
        game_number=game_number(n),
        limits=CAMPAIGN_LIMITS,
        variant=CAMPAIGN_VARIANT,
        family=family,
    )


def campaign_levels(place: Place | None = None) -> list[CampaignLevel]:
    """All levels of a place (or of the campaign), in order. Builds them all: slow the first
    time (seconds); the map screen can show places and numbers without it."""
    numbers = place.levels if place is not None else range(1, LEVEL_COUNT + 1)
    return [campaign_level(n) for n in numbers]


def campaign_deal(level: CampaignLevel) -> Deal:
    """The deal of a level (``core.deals.Deal``): the same on every machine. Solver work (up to
    about a second on hard levels): run it off the UI thread."""
    return make_deal(level.layout, level.game_number, Difficulty(level.difficulty), level.variant)
