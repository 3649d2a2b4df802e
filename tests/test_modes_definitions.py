"""The mode table: each mode's layout, deal difficulty, limits and what the window shows."""

from __future__ import annotations

import pytest

from mahjong_qt.core.game import HelpLimits
from mahjong_qt.core.modes.definitions import MODES, ModeId, mode
from mahjong_qt.core.tiles import TileSetVariant


def test_every_mode_is_defined_with_french_and_english_names():
    assert set(MODES) == set(ModeId)
    for definition in MODES.values():
        assert definition.name.en and definition.name.fr
        assert definition.description.en and definition.description.fr
    assert mode("daily").name.fr == "Défi quotidien"
    assert mode(ModeId.CAMPAIGN).name.fr == "Campagne"
    assert mode("classic").name.fr == "Classique"
    with pytest.raises(ValueError):
        mode("arcade")


def test_the_numbers_of_the_seed():
    daily = mode("daily")
    assert (daily.layout_id, daily.difficulty, daily.hints, daily.shuffles) == (
        "turtle",
        "normal",
        3,
        1,
    )
    assert daily.variant is TileSetVariant.FULL and daily.time_limit is None
    challenge = mode("challenge")
    assert (challenge.layout_id, challenge.difficulty, challenge.time_limit) == (
        "fortress",
        "hard",
        480.0,
    )
    assert challenge.help_limits() == HelpLimits(2, 1)
    assert mode("campaign").help_limits() == HelpLimits(5, 3)
    zen = mode("zen")
    assert zen.help_limits() == HelpLimits(None, None)
    assert zen.difficulty == "easy" and not zen.shows_clock and not zen.shows_score
    race = mode("race")
    assert race.variant is TileSetVariant.NO_BONUS


def test_classic_takes_the_players_preferences():
    classic = mode("classic")
    assert classic.help_limits(5, 3) == HelpLimits(5, 3)
    assert classic.help_limits(None, 2) == HelpLimits(None, 2)
    assert classic.layout_for("pyramid") == "pyramid"
    assert classic.layout_for(None) == "turtle"
    assert mode("daily").layout_for("pyramid") == "turtle"  # fixed by the mode
    assert mode("campaign").layout_for("pyramid") is None  # the level decides


def test_clocks_carry_the_modes_limit():
    now = [100.0]
    clock = mode("challenge").new_clock(lambda: now[0])
    clock.start()
    now[0] += 30
    assert clock.remaining() == pytest.approx(450.0)
    assert mode("classic").new_clock().limit is None


def test_zen_is_the_seeds_easy_row_and_its_card_says_so():
    """Seed 000's table gives Easy and Zen the same rules (the Butterfly, easy deals, no time
    limit, unlimited hints and shuffles): Zen plays both rows, and its card names Easy."""
    zen = mode(ModeId.ZEN)
    assert zen.layout_for() == "butterfly" and zen.difficulty == "easy"
    assert zen.time_limit is None and zen.help_limits() == HelpLimits(None, None)
    assert zen.description.en.startswith("Easy") and zen.description.fr.startswith("Facile")
    assert "Butterfly" in zen.description.en and "Papillon" in zen.description.fr
