"""The seed's rules still missing online (issue 23, item 5), through the real race screens over
a real server on loopback: the ready step before Play Again is in test_race_online_ui.py; here a
host who leaves hands the room over, a room that ends says so to everyone, the time per move in
the lobby and the strip, and the server's ratings."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import Qt

from mahjong_qt.app.race_online.hosting import LanHost
from mahjong_qt.app.race_online.online_race import OnlineRaceScreen
from mahjong_qt.core.paths import UserPaths
from mahjong_qt.race_server.embedded import ServerThread
from mahjong_qt.race_server.limits import ServerLimits
from mahjong_qt.race_server.server import RaceServer, warm_up
from mahjong_qt.race_server.store import MemoryStore
from mahjong_qt.ui.tile_renderer import TileRenderer

LIMITS = ServerLimits(countdown=0.3, tick=0.02)


class Recorder:
    def record(self, level_id, won, finished, time):
        return (time, finished)


def lan_host(name):
    warm_up()
    return LanHost(name, port=0, announce=False, limits=LIMITS)


class ShiftedClock:
    """The server's clock, moved on at will (a time per move is 30 s at least)."""

    def __init__(self):
        self.shift = 0.0

    def __call__(self) -> float:
        return time.monotonic() + self.shift


@pytest.fixture
def screens(qtbot, tmp_path):
    made = []

    def make(name):
        paths = UserPaths.under(tmp_path / name / "config", tmp_path / name / "data")
        screen = OnlineRaceScreen(
            TileRenderer(lang="en"), "en", paths, Recorder(), lan_host, browse=False
        )
        qtbot.addWidget(screen)
        screen.resize(1000, 700)
        screen.show()
        made.append(screen)
        return screen

    yield make
    for screen in made:
        screen.shutdown()


@pytest.fixture
def server():
    """A race server on loopback (its clock can be moved on: ``server.clock.shift``)."""
    warm_up()
    thread = ServerThread("127.0.0.1", 0, LIMITS)
    store = MemoryStore()
    thread.server = RaceServer(LIMITS, clock=ShiftedClock(), store=store)
    thread.start()
    yield thread
    thread.stop()


def open_room(qtbot, screen, port, name):
    screen.home.name.setText(name)
    screen.home.address.setText(f"127.0.0.1:{port}")
    qtbot.mouseClick(screen.home.create_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: screen.race is not None and screen.race.lobby is not None, timeout=8000)


def join_room(qtbot, screen, port, name, code):
    screen.home.name.setText(name)
    screen.home.address.setText(f"127.0.0.1:{port}")
    screen.home.code.setText(code)
    qtbot.mouseClick(screen.home.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: screen.race is not None and screen.race.lobby is not None, timeout=8000)


def test_a_host_who_leaves_hands_the_room_to_the_next_player(qtbot, screens, server):
    anne, bob = screens("anne"), screens("bob")
    open_room(qtbot, anne, server.port, "Anne")
    join_room(qtbot, bob, server.port, "Bob", anne.code)
    assert not bob.lobby.start_button.isVisible() and not bob.lobby.form.level.isEnabled()
    qtbot.mouseClick(anne.lobby.leave_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bob.lobby.start_button.isVisible(), timeout=5000)
    assert bob.lobby.form.level.isEnabled() and bob.lobby.add_cpu_button.isVisible()
    assert bob.lobby.notice.text() == "You are now the host"
    bob.lobby.form.level.setCurrentIndex(0)  # the new host's settings count
    qtbot.waitUntil(lambda: bob.race.lobby.settings.level == "race-initiation", timeout=5000)


def test_a_lan_room_ends_for_everyone_when_the_game_holding_it_closes(qtbot, screens):
    anne, bob = screens("anne"), screens("bob")
    anne.home.name.setText("Anne")
    qtbot.mouseClick(anne.home.host_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: anne.race is not None and anne.race.lobby is not None, timeout=8000)
    join_room(qtbot, bob, anne.hosting.port, "Bob", anne.code)
    assert bob.identity.seat is not None
    anne.shutdown()  # the host's game closes
    said = "The room has ended: the host's game closed it."
    qtbot.waitUntil(lambda: bob.home.error.text() == said, timeout=8000)
    assert bob.stack.currentWidget() is bob.home
    assert bob.identity.seat is None and not bob.home.rejoin_button.isVisible()  # nothing stale


def test_the_time_per_move_is_a_room_setting_shown_to_all_and_counted_in_the_strip(
    qtbot, screens, server
):
    anne, bob = screens("anne"), screens("bob")
    open_room(qtbot, anne, server.port, "Anne")
    form = anne.lobby.form
    assert form.turn.currentText() == "None"  # none by default
    form.level.setCurrentIndex(0)
    form.turn.setCurrentIndex(form.turn.findText("30 s"))
    qtbot.waitUntil(lambda: anne.race.lobby.settings.turn_seconds == 30, timeout=5000)
    form.hints.setValue(2)  # another field changed: the time per move stays
    qtbot.waitUntil(lambda: anne.race.lobby.settings.hints == 2, timeout=5000)
    assert anne.race.lobby.settings.turn_seconds == 30
    join_room(qtbot, bob, server.port, "Bob", anne.code)
    assert bob.lobby.form.turn.currentText() == "30 s" and not bob.lobby.form.turn.isEnabled()
    qtbot.mouseClick(bob.lobby.ready_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: anne.lobby.start_button.isEnabled(), timeout=5000)
    qtbot.waitUntil(lambda: all(m.ready for m in anne.race.lobby.members[1:]), timeout=5000)
    qtbot.mouseClick(anne.lobby.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: anne.board.board is not None, timeout=8000)
    qtbot.waitUntil(lambda: anne.strip.turn.isVisible(), timeout=5000)
    assert anne.strip.turn.text() in ("Move within 30 s", "Move within 29 s")
    heard: list[str] = []
    anne.board.view.announcer.announced.connect(lambda text, _assertive: heard.append(text))
    server.server.clock.shift = 31.0  # half a minute without a move: both are out
    said = [
        "No move in time: you are out of this round",
        "Bob made no move in time — out of the round",
    ]
    qtbot.waitUntil(lambda: heard == said, timeout=5000)
    assert anne.strip.notice.text() == said[1]  # in the strip too
    qtbot.waitUntil(lambda: bob.stack.currentWidget() is bob.result, timeout=8000)
    assert "no move in time" in bob.result.table.item(0, 2).text()
    assert not anne.strip.turn.isVisible()


def test_the_race_screen_shows_your_rating_and_the_servers_top(qtbot, screens, server):
    zoe, _secret = server.server.store.new_account("Zoé")
    server.server.store.record([(zoe, "Zoé", 12.0)])
    anne = screens("anne")
    open_room(qtbot, anne, server.port, "Anne")
    assert anne.lobby.ratings_button.isVisible()  # a server room's
    qtbot.mouseClick(anne.lobby.ratings_button, Qt.MouseButton.LeftButton)
    dialog = anne.notices.ratings
    qtbot.waitUntil(lambda: dialog.table.rowCount() == 1, timeout=5000)
    assert dialog.isVisible()
    assert dialog.mine.text() == "You have no rated round on this server yet."
    assert [dialog.table.item(0, c).text() for c in range(4)] == ["1", "Zoé", "1212", "1"]
    account = anne.identity.account_for(f"ws://127.0.0.1:{server.port}")
    server.server.store.record([(account.id, "Anne", -4.0)])
    qtbot.mouseClick(anne.lobby.ratings_button, Qt.MouseButton.LeftButton)
    mine = "Your rating: 1196 (1 rated game"  # (the plural as the English catalogue has it)
    qtbot.waitUntil(lambda: dialog.mine.text().startswith(mine), timeout=5000)


def test_the_lan_room_offers_no_ratings(qtbot, screens):
    anne = screens("anne")
    qtbot.mouseClick(anne.home.host_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: anne.race is not None and anne.race.lobby is not None, timeout=8000)
    assert not anne.lobby.ratings_button.isVisible()


def give_up_all(qtbot, *players):
    for screen in players:
        qtbot.waitUntil(lambda s=screen: s.strip.give_up_button.isEnabled(), timeout=8000)
        screen.strip.confirm.answer = True  # "Give up this game?": yes (no modal box)
        qtbot.mouseClick(screen.strip.give_up_button, Qt.MouseButton.LeftButton)
    for screen in players:
        qtbot.waitUntil(lambda s=screen: s.stack.currentWidget() is s.result, timeout=8000)


def test_one_not_ready_sits_the_round_out_and_a_new_host_gets_play_again(qtbot, screens, server):
    anne, bob, cid = screens("anne"), screens("bob"), screens("cid")
    open_room(qtbot, anne, server.port, "Anne")
    anne.lobby.form.level.setCurrentIndex(0)
    for screen, name in ((bob, "Bob"), (cid, "Cid")):
        join_room(qtbot, screen, server.port, name, anne.code)
        qtbot.mouseClick(screen.lobby.ready_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: all(m.ready for m in anne.race.lobby.members[1:]), timeout=5000)
    qtbot.mouseClick(anne.lobby.start_button, Qt.MouseButton.LeftButton)
    give_up_all(qtbot, anne, bob, cid)
    qtbot.mouseClick(bob.result.ready_button, Qt.MouseButton.LeftButton)  # Cid is not ready
    qtbot.waitUntil(lambda: anne.result.again_button.isEnabled(), timeout=5000)
    qtbot.mouseClick(anne.result.again_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "without you" in cid.result.waiting.text(), timeout=5000)
    assert cid.stack.currentWidget() is cid.result and not cid.result.ready_button.isEnabled()
    give_up_all(qtbot, anne, bob)  # the round of two ends: Cid sees its result too
    qtbot.waitUntil(lambda: cid.result.table.rowCount() == 2, timeout=5000)
    assert cid.result.ready_button.isEnabled()
    qtbot.mouseClick(anne.result.leave_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bob.result.again_button.isVisible(), timeout=5000)  # Bob hosts
    assert not bob.result.ready_button.isVisible()
    assert not bob.result.again_button.isEnabled()  # Cid is awaited
    qtbot.mouseClick(cid.result.ready_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bob.result.again_button.isEnabled(), timeout=5000)
