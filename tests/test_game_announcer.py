"""The game announcer says what happened, in the player's language (events recorded)."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from PySide6.QtWidgets import QWidget
from test_game import new_game

from mahjong_qt.app.screen_reader.announcer import Announcer
from mahjong_qt.app.screen_reader.game_announcer import GameAnnouncer
from mahjong_qt.core.game import Game
from mahjong_qt.ui.i18n import Translations


@pytest.fixture(autouse=True)
def english(qapp):
    """The English catalog gives the plurals ("4 tiles")."""
    Translations(qapp, ("mahjong_qt",)).set_language("en")


@dataclass
class FakeSession:
    game: Game | None
    hint_pair: tuple[int, int] | None = None
    paused: bool = False


def make(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    game, _ = new_game()
    session = FakeSession(game)
    announcer = Announcer(widget, use_announcements=False)
    heard = []
    announcer.announced.connect(lambda text, assertive: heard.append((text, assertive)))
    speech = GameAnnouncer(session, announcer, lambda: "en")
    return game, session, speech, heard


def test_a_played_game_is_announced(qtbot):
    game, session, speech, heard = make(qtbot)
    speech.update()
    game.click(0)
    speech.update()
    game.click(3)
    speech.update()
    game.undo()
    speech.update()
    session.hint_pair = (0, 3)
    speech.update()
    session.paused = True
    speech.update()
    speech.say_won(200)
    texts = [t for t, _ in heard]
    assert texts == [
        "New game: Row, 4 tiles",
        "Bamboo 1 selected",
        "Pair of Bamboo 1 removed. 2 tiles left.",
        "Undone: the pair of Bamboo 1 is back",
        "Hint: Bamboo 1, column 1, row 1, level 1, free, and Bamboo 1, column 4, row 1, level 1,"
        " free. The focus is on the first; M goes to the second.",
        "Paused",
        "You won! Score: 200",
    ]
    assert heard[-1][1] is True  # the end of the game interrupts


def test_race_countdown_and_rank(qtbot):
    _, _, speech, heard = make(qtbot)
    for value in (3, 3, 2, 1, None):
        speech.say_countdown(value)
    speech.say_rank((2, 2))  # the first rank known: not news
    speech.say_rank((2, 2))
    speech.say_rank((1, 2))
    assert [t for t, _ in heard] == ["3", "2", "1", "Go!", "You are now number 1 of 2"]


def test_nothing_to_say_without_a_game(qtbot):
    _, session, speech, heard = make(qtbot)
    session.game = None
    speech.update()
    assert heard == []
