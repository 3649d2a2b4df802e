"""Tile kinds, tile sets and matching (PRODUCT §2)."""

from collections import Counter

import pytest

from mahjong_qt.core.tiles import (
    FLOWER_KEY,
    KINDS,
    SEASON_KEY,
    Suit,
    TileSetVariant,
    faces_for_count,
    groups_for,
    kind_by_id,
    match_key,
    tiles_match,
)


def test_forty_two_kinds_with_stable_ids_and_names():
    assert len(KINDS) == 42
    assert [k.index for k in KINDS] == list(range(42))
    assert len({k.id for k in KINDS}) == 42
    assert KINDS[0].id == "bamboo-1" and KINDS[9].id == "characters-1" and KINDS[18].id == "dots-1"
    assert [KINDS[i].id for i in (27, 31, 34, 38, 41)] == [
        "wind-east",
        "dragon-red",
        "flower-plum",
        "season-spring",
        "season-winter",
    ]
    assert kind_by_id("dots-5").name("fr") == "Cercle 5"
    assert kind_by_id("wind-west").name("fr") == "Vent d'ouest"
    assert kind_by_id("dragon-white").name("en") == "White dragon"
    for k in KINDS:
        assert k.name_en and k.name_fr


def test_ordinary_tiles_match_only_identical():
    bamboo5, dots5 = kind_by_id("bamboo-5").index, kind_by_id("dots-5").index
    assert tiles_match(bamboo5, bamboo5)
    assert not tiles_match(bamboo5, dots5)
    assert not tiles_match(kind_by_id("wind-east").index, kind_by_id("wind-south").index)
    assert not tiles_match(kind_by_id("dragon-red").index, kind_by_id("dragon-green").index)


def test_any_flower_matches_any_flower_and_never_a_season():
    flowers = [k.index for k in KINDS if k.suit is Suit.FLOWER]
    seasons = [k.index for k in KINDS if k.suit is Suit.SEASON]
    assert all(tiles_match(a, b) for a in flowers for b in flowers)
    assert all(tiles_match(a, b) for a in seasons for b in seasons)
    assert not any(tiles_match(a, b) for a in flowers for b in seasons)
    assert {match_key(f) for f in flowers} == {FLOWER_KEY}
    assert {match_key(s) for s in seasons} == {SEASON_KEY}


@pytest.mark.parametrize(
    ("variant", "size", "kinds"),
    [
        (TileSetVariant.FULL, 144, 42),
        (TileSetVariant.NO_BONUS, 136, 34),
        (TileSetVariant.IDENTICAL_BONUS, 144, 36),
    ],
)
def test_tile_sets(variant, size, kinds):
    faces = [f for g in groups_for(variant) for f in g]
    assert len(faces) == size
    assert len(set(faces)) == kinds
    keys = Counter(match_key(f) for f in faces)
    assert set(keys.values()) == {4}


def test_identical_bonus_variant_uses_four_copies_of_one_flower_and_one_season():
    faces = Counter(f for g in groups_for(TileSetVariant.IDENTICAL_BONUS) for f in g)
    assert faces[kind_by_id("flower-plum").index] == 4
    assert faces[kind_by_id("season-spring").index] == 4
    assert not any(faces[k.index] for k in KINDS if k.is_bonus and k.rank > 1)


def test_faces_for_count_whole_groups_then_a_pair():
    faces = faces_for_count(34, TileSetVariant.FULL)
    keys = Counter(match_key(f) for f in faces)
    assert len(faces) == 34
    assert sorted(keys.values()) == [2] + [4] * 8
    assert faces_for_count(144, TileSetVariant.FULL) == [
        f for g in groups_for(TileSetVariant.FULL) for f in g
    ]


def test_faces_for_count_reuses_kinds_beyond_the_set():
    faces = faces_for_count(288, TileSetVariant.NO_BONUS)
    assert len(faces) == 288
    assert set(Counter(faces).values()) == {12, 8}  # groups 0-3 a third time


def test_faces_for_count_uses_the_picked_groups():
    faces = faces_for_count(8, TileSetVariant.FULL, pick=lambda n, k: [35, 3][:k])
    assert sorted(faces) == [3, 3, 3, 3, 38, 39, 40, 41]
    with pytest.raises(ValueError):
        faces_for_count(7, TileSetVariant.FULL)
    with pytest.raises(ValueError):
        faces_for_count(8, TileSetVariant.FULL, pick=lambda n, k: [1, 1])
