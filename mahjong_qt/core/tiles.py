"""Tile kinds, tile sets and the matching rule (PRODUCT §2).

A *kind* is one of the 42 distinct faces, numbered 0..41 in a fixed order that never changes
(saved games store these numbers):

====== ======================================================
0..8    bamboo 1..9
9..17   characters 1..9
18..26  dots (circles) 1..9
27..30  winds east, south, west, north
31..33  dragons red, green, white
34..37  flowers plum, orchid, chrysanthemum, bamboo
38..41  seasons spring, summer, autumn, winter
====== ======================================================

Two tiles match when their :func:`match_key` is equal: an ordinary kind is its own key, every
flower has the key of the plum (34) and every season the key of spring (38).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum

__all__ = [
    "Suit",
    "TileKind",
    "KINDS",
    "KIND_COUNT",
    "FLOWER_KEY",
    "SEASON_KEY",
    "TileSetVariant",
    "kind_by_id",
    "match_key",
    "tiles_match",
    "groups_for",
    "faces_for_count",
]


class Suit(StrEnum):
    BAMBOO = "bamboo"
    CHARACTERS = "characters"
    DOTS = "dots"
    WIND = "wind"
    DRAGON = "dragon"
    FLOWER = "flower"
    SEASON = "season"


@dataclass(frozen=True, slots=True)
class TileKind:
    """One of the 42 faces. ``index`` is its stable number, ``id`` its stable text id."""

    index: int
    id: str
    suit: Suit
    rank: int  # 1..9 for suits, 1..4 for winds/flowers/seasons, 1..3 for dragons
    name_en: str
    name_fr: str

    @property
    def is_bonus(self) -> bool:
        return self.suit in (Suit.FLOWER, Suit.SEASON)

    def name(self, lang: str) -> str:
        return self.name_fr if lang == "fr" else self.name_en


def _build_kinds() -> tuple[TileKind, ...]:
    kinds: list[TileKind] = []
    suits = (
        (Suit.BAMBOO, "bamboo", "Bamboo", "Bambou"),
        (Suit.CHARACTERS, "characters", "Characters", "Caractère"),
        (Suit.DOTS, "dots", "Dots", "Cercle"),
    )
    for suit, sid, en, fr in suits:
        for rank in range(1, 10):
            kinds.append(
                TileKind(len(kinds), f"{sid}-{rank}", suit, rank, f"{en} {rank}", f"{fr} {rank}")
            )
    named = (
        (
            Suit.WIND,
            ("east", "East wind", "Vent d'est"),
            ("south", "South wind", "Vent du sud"),
            ("west", "West wind", "Vent d'ouest"),
            ("north", "North wind", "Vent du nord"),
        ),
        (
            Suit.DRAGON,
            ("red", "Red dragon", "Dragon rouge"),
            ("green", "Green dragon", "Dragon vert"),
            ("white", "White dragon", "Dragon blanc"),
        ),
        (
            Suit.FLOWER,
            ("plum", "Plum", "Prunier"),
            ("orchid", "Orchid", "Orchidée"),
            ("chrysanthemum", "Chrysanthemum", "Chrysanthème"),
            ("bamboo", "Bamboo flower", "Fleur de bambou"),
        ),
        (
            Suit.SEASON,
            ("spring", "Spring", "Printemps"),
            ("summer", "Summer", "Été"),
            ("autumn", "Autumn", "Automne"),
            ("winter", "Winter", "Hiver"),
        ),
    )
    for suit, *members in named:
        for rank, (sid, en, fr) in enumerate(members, start=1):
            kinds.append(TileKind(len(kinds), f"{suit.value}-{sid}", suit, rank, en, fr))
    return tuple(kinds)


KINDS: tuple[TileKind, ...] = _build_kinds()
KIND_COUNT = len(KINDS)  # 42
FLOWER_KEY = 34
SEASON_KEY = 38
_BY_ID = {k.id: k for k in KINDS}


def kind_by_id(kind_id: str) -> TileKind:
    """The kind with this stable id; ``KeyError`` if there is none."""
    return _BY_ID[kind_id]


def match_key(kind: int) -> int:
    """The matching class of a kind: equal keys match."""
    if 34 <= kind <= 37:
        return FLOWER_KEY
    if 38 <= kind <= 41:
        return SEASON_KEY
    return kind


def tiles_match(a: int, b: int) -> bool:
    return match_key(a) == match_key(b)


class TileSetVariant(StrEnum):
    """Which tiles a deal uses."""

    FULL = "full"  # 144: four flowers and four seasons, any flower matches any flower
    NO_BONUS = "no-bonus"  # 136: no flowers, no seasons
    IDENTICAL_BONUS = "identical-bonus"  # 144: four identical plums and four identical springs


def groups_for(variant: TileSetVariant) -> tuple[tuple[int, int, int, int], ...]:
    """The groups of four mutually matching faces of a tile set, in kind order."""
    variant = TileSetVariant(variant)
    ordinary = tuple((k, k, k, k) for k in range(34))
    if variant is TileSetVariant.NO_BONUS:
        return ordinary
    if variant is TileSetVariant.IDENTICAL_BONUS:
        return ordinary + ((34, 34, 34, 34), (38, 38, 38, 38))
    return ordinary + ((34, 35, 36, 37), (38, 39, 40, 41))


def faces_for_count(
    count: int, variant: TileSetVariant, pick: Callable[[int, int], Sequence[int]] | None = None
) -> list[int]:
    """The multiset of faces for a layout of ``count`` tiles (``count`` even).

    Whole groups of four first; a count that is not a multiple of four ends with one pair.
    With fewer tiles than the set, ``pick(n, k)`` chooses which ``k`` of the ``n`` groups are used
    (it must return ``k`` distinct indices; default: the first ``k``). Layouts larger than the set
    reuse groups in order. The result is in group order; shuffle it to deal.
    """
    if count < 0 or count % 2:
        raise ValueError(f"a tile count must be even and non-negative, got {count}")
    groups = groups_for(variant)
    n = len(groups)
    whole, extra_pair = divmod(count, 4)
    chosen: list[int] = []
    full_rounds, rest = divmod(whole + (1 if extra_pair else 0), n)
    for _ in range(full_rounds):
        chosen.extend(range(n))
    if rest:
        idx = list(pick(n, rest)) if pick is not None else list(range(rest))
        if len(set(idx)) != rest or not all(0 <= i < n for i in idx):
            raise ValueError("pick() must return distinct group indices")
        chosen.extend(sorted(idx))
    faces: list[int] = []
    for g in chosen[:whole]:
        faces.extend(groups[g])
    if extra_pair:
        faces.extend(groups[chosen[whole]][:2])
    return faces
