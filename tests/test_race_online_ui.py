"""The online race screens, clicked through over a real loopback server: host a room, a second
player joins by address and code, the lobby (settings only for the host, ready, a CPU), the
countdown with faces hidden, a pair played by clicking, the strip, giving up, the result with
Play Again; in English and French."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from mahjong_qt.app.race_online.hosting import LanHost
from mahjong_qt.app.race_online.online_race import OnlineRaceScreen
from mahjong_qt.app.race_online.race_strip import RaceStripView
from mahjong_qt.app.race_online.race_texts import clock_text, ordinal
from mahjong_qt.core.modes.definitions import ModeId
from mahjong_qt.core.paths import UserPaths
from mahjong_qt.core.racing.strip import race_strip
from mahjong_qt.net import protocol as p
from mahjong_qt.race_server.limits import ServerLimits
from mahjong_qt.race_server.server import warm_up
from mahjong_qt.ui.tile_renderer import TileRenderer


class Recorder:
    def __init__(self):
        self.calls = []

    def record(self, level_id, won, finished, time):
        self.calls.append((level_id, won, finished, time))
        return (time, finished)


def fast_host(name):
    warm_up()  # the race layouts (cached): built once, not inside a test's time limits
    return LanHost(name, port=0, announce=False, limits=ServerLimits(countdown=0.3, tick=0.02))


@pytest.fixture
def screens(qtbot, tmp_path):
    made = []

    def make(name):
        paths = UserPaths.under(tmp_path / name / "config", tmp_path / name / "data")
        screen = OnlineRaceScreen(
            TileRenderer(lang="en"), "en", paths, Recorder(), fast_host, browse=False
        )
        qtbot.addWidget(screen)
        screen.strip.confirm.answer = True  # "Give up this game?": yes (no modal box)
        screen.resize(1000, 700)
        screen.show()
        made.append(screen)
        return screen

    yield make
    for screen in made:
        screen.shutdown()


def test_host_join_lobby_race_result_and_play_again(qtbot, screens):
    host = screens("anne")
    host.home.name.setText("Anne")
    qtbot.mouseClick(host.home.host_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host.stack.currentWidget() is host.lobby, timeout=8000)
    qtbot.waitUntil(lambda: host.race.lobby is not None, timeout=5000)
    assert host.code in host.lobby.code_label.text()
    assert host.lobby.start_button.isVisible() and host.lobby.form.level.isEnabled()
    host.lobby.form.level.setCurrentIndex(0)  # Initiation, sent to the server by the host
    qtbot.waitUntil(lambda: host.race.lobby.settings.level == "race-initiation", timeout=5000)

    bob = screens("bob")
    bob.home.name.setText("Bob")
    bob.home.address.setText(f"127.0.0.1:{host.hosting.port}")
    qtbot.keyClicks(bob.home.code, host.code.lower())
    qtbot.mouseClick(bob.home.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bob.race is not None and bob.race.lobby is not None, timeout=8000)
    assert not bob.lobby.form.level.isEnabled()  # only the host changes the settings
    assert bob.lobby.form.level.currentIndex() == 0  # but everyone sees them
    qtbot.waitUntil(lambda: not host.lobby.start_button.isEnabled(), timeout=5000)
    qtbot.mouseClick(bob.lobby.ready_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(host.lobby.add_cpu_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: host.lobby.table.rowCount() == 3 and host.lobby.start_button.isEnabled(),
        timeout=5000,
    )

    qtbot.mouseClick(host.lobby.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host.stack.currentWidget() is host.race_page, timeout=5000)
    assert host.board.board is None  # the faces stay hidden through the countdown
    qtbot.waitUntil(lambda: host.board.board is not None, timeout=5000)
    board = host.board.board
    a, b = next((x, y) for x, y in board.free_pairs())
    host.board.tile_clicked(a)
    host.board.tile_clicked(b)
    qtbot.waitUntil(lambda: not board.is_present(a), timeout=5000)
    view = host.board.view  # by keyboard: arrows move over the free tiles, Space takes one
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.focused is not None and board.is_free(view.focused)
    assert view.accessibleDescription()  # the focused tile is named
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert host.board.selected == view.focused
    qtbot.waitUntil(lambda: host.strip.places[0].isVisible(), timeout=5000)
    assert "%" in host.strip.places[0].text()

    host.strip.confirm.answer = False  # "Give up this game?" No: the race goes on
    with qtbot.assertNotEmitted(host.strip.give_up):
        qtbot.mouseClick(host.strip.give_up_button, Qt.MouseButton.LeftButton)
    host.strip.confirm.answer = True
    qtbot.mouseClick(host.strip.give_up_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(bob.strip.give_up_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host.stack.currentWidget() is host.result, timeout=8000)
    qtbot.waitUntil(lambda: bob.stack.currentWidget() is bob.result, timeout=8000)
    assert host.result.table.rowCount() == 3
    assert host.result.again_button.isVisible() and not bob.result.again_button.isVisible()
    assert host.recorder.calls and host.recorder.calls[0][0] == "race-initiation"
    # Play Again waits for a ready step: Bob is awaited, then says Ready on his result page
    qtbot.waitUntil(lambda: "Waiting for: Bob." in host.result.waiting.text(), timeout=5000)
    assert not host.result.again_button.isEnabled()
    assert bob.result.ready_button.isVisible() and not bob.result.ready_button.isChecked()
    qtbot.mouseClick(bob.result.ready_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host.result.again_button.isEnabled(), timeout=5000)
    assert "Ready: Bob." in host.result.waiting.text()
    qtbot.mouseClick(host.result.again_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bob.stack.currentWidget() is bob.race_page, timeout=5000)

    qtbot.mouseClick(bob.strip.give_up_button, Qt.MouseButton.LeftButton)
    bob.leave()
    assert bob.stack.currentWidget() is bob.home and bob.identity.seat is None


def test_the_result_page_is_not_ready_until_the_room_says_so(qtbot):
    """The room makes every player unready when a round ends, and the lobby saying so comes
    after the result: a lobby of the round being played checks no Ready (the test above once
    found Bob's page checked, a moment before that lobby came)."""
    from mahjong_qt.app.race_online.result_view import ResultView
    from mahjong_qt.core.racing.settings import RaceSettings

    def lobby(phase: str, bob_ready: bool) -> p.Lobby:
        members = [
            p.MemberInfo(seat=0, name="Anne", cpu=False, ready=False, connected=True),
            p.MemberInfo(seat=1, name="Bob", cpu=False, ready=bob_ready, connected=True),
        ]
        return p.Lobby(phase=phase, round=1, host=0, settings=RaceSettings(), members=members)

    view = ResultView("en")
    qtbot.addWidget(view)
    result = p.Result(round=1, number=7, lines=[], rated=False)
    with qtbot.assertNotEmitted(view.ready_toggled):
        view.show_room(lobby("running", bob_ready=True), seat=1, server_room=False)
        view.show_result(result, seat=1, host=False, record=None, new_record=False)
        assert not view.ready_button.isChecked()  # Bob said Ready before this round
        assert "Waiting for: Bob." in view.waiting.text()  # and the page says so throughout
        view.show_room(lobby("result", bob_ready=False), seat=1, server_room=False)
        assert not view.ready_button.isChecked()
        view.show_room(lobby("result", bob_ready=True), seat=1, server_room=False)
        assert view.ready_button.isChecked()  # Ready again, for the next round
        view.show_result(result, seat=1, host=False, record=None, new_record=False)
        assert view.ready_button.isChecked()  # the room's lobby is newer than the result


def test_a_wrong_code_is_explained_and_nothing_is_lost(qtbot, screens):
    host = screens("anne")
    qtbot.mouseClick(host.home.host_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host.race is not None, timeout=8000)
    eve = screens("eve")
    eve.home.address.setText(f"127.0.0.1:{host.hosting.port}")
    eve.home.code.setText("ZZZZZZ")
    qtbot.mouseClick(eve.home.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "No room" in eve.home.error.text(), timeout=8000)
    assert eve.stack.currentWidget() is eve.home and eve.home.code.text() == "ZZZZZZ"
    eve.home.code.setText("ABC")
    qtbot.mouseClick(eve.home.join_button, Qt.MouseButton.LeftButton)
    assert "six-character" in eve.home.error.text()


def test_the_strip_shows_the_top_three_and_from_fourth_place_your_rank(qtbot):
    lines = [
        p.StandingLine(seat=s, rank=r, removed=2 * r, progress=pr, state="playing")
        for s, r, pr in ((0, 1, 80.0), (1, 2, 70.0), (2, 3, 65.5), (3, 4, 64.0), (4, 5, 62.9))
    ]
    names = {0: "Anne", 1: "Bob", 2: "Chloé", 3: "Dan", 4: "Eve"}
    strip = race_strip(lines, 4, names)
    assert [e.name for e in strip.top] == ["Anne", "Bob", "Chloé"]
    assert strip.me is not None and strip.me.rank == 5 and strip.me.progress == 62
    assert race_strip(lines, 1, names).me is None  # among the three: no extra line
    view = RaceStripView("en")
    qtbot.addWidget(view)
    view.show_strip(strip)
    assert view.me.text() == "You: 5th, 62 %"
    assert view.places[0].text() == "1. Anne 80 %"
    assert [ordinal(n, "en") for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 101)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st",
    ]  # fmt: skip
    assert [ordinal(n, "fr") for n in (1, 2, 5)] == ["1er", "2e", "5e"]
    assert clock_text(30, 600) == "0:30" and "+0:10" in clock_text(610, 600)


def test_every_action_is_reachable_by_keyboard(qtbot, tmp_path):
    from mahjong_qt.app.race_online.race_window import RaceWindow

    paths = UserPaths.under(tmp_path / "c", tmp_path / "d")
    opened = []
    window = RaceWindow(paths, TileRenderer(lang="en"), "en", open_game=lambda: opened.append(1))
    qtbot.addWidget(window)
    window.show()
    screen = window.screen_widget
    buttons = [
        screen.home.host_button, screen.home.join_button, screen.home.cpu_button,
        screen.lobby.ready_button, screen.lobby.add_cpu_button, screen.lobby.start_button,
        screen.lobby.leave_button, screen.strip.hint_button, screen.strip.shuffle_button,
        screen.strip.give_up_button, screen.result.again_button, screen.result.leave_button,
    ]  # fmt: skip
    for button in buttons:
        assert "&" in button.text(), button.text()  # a mnemonic (Alt+letter)
    for label in (screen.home.name_label, screen.home.address_label, screen.home.code_label):
        assert label.buddy() is not None and "&" in label.text()
    with qtbot.waitSignal(screen.cpu_race_requested):
        screen.home.cpu_button.setFocus()
        qtbot.keyClick(screen.home.cpu_button, Qt.Key.Key_Space)
    assert opened == [1]
    assert screen.board.view.focusPolicy() == Qt.FocusPolicy.StrongFocus  # arrows + Space play
    screen.shutdown()


def test_the_race_home_lists_the_rooms_announced_on_the_network(qtbot, tmp_path):
    import socket
    import uuid

    from mahjong_qt.net.discovery import RoomAnnouncer

    with socket.socket() as s:  # a port and a name of this run only
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    name = f"Zoé {uuid.uuid4().hex[:8]}"
    paths = UserPaths.under(tmp_path / "c", tmp_path / "d")
    screen = OnlineRaceScreen(TileRenderer(lang="en"), "en", paths, Recorder(), fast_host)
    qtbot.addWidget(screen)
    announcer = RoomAnnouncer(name, port, ["127.0.0.1"])
    try:
        screen.show()
        home = screen.home

        def row() -> int | None:
            texts = [home.found.item(i).text() for i in range(home.found.count())]
            return next((i for i, t in enumerate(texts) if name in t and str(port) in t), None)

        qtbot.waitUntil(lambda: row() is not None, timeout=10000)
        home.found.setCurrentRow(row())
        address = home.address.text()  # the address announced (the code is still to be typed)
        assert (
            address.endswith(f":{port}")
            and address.rsplit(":", 1)[0] in home.found.item(row()).text()
        )
    finally:
        announcer.close()
        screen.shutdown()


def test_standings_are_sent_only_to_players_whose_strip_they_change():
    from mahjong_qt.core.racing.strip import strip_key

    def line(seat, rank, removed):
        return p.StandingLine(
            seat=seat, rank=rank, removed=removed, progress=removed, state="playing"
        )

    before = [line(s, s + 1, 40 - 2 * s) for s in range(6)]
    after = [*before[:5], line(5, 6, 32)]  # the 6th moves on without passing anyone
    assert strip_key(after, 5) != strip_key(before, 5)  # the mover sees its own change
    assert strip_key(after, 0) == strip_key(before, 0)  # the leader's strip is the same
    assert strip_key(after, 4) == strip_key(before, 4)
    passed = [line(5, 5, 34), *[line(s, s + 1, 40 - 2 * s) for s in range(4)], line(4, 6, 32)]
    assert strip_key(passed, 4) != strip_key(before, 4)  # overtaken: its rank changed


def test_a_lost_connection_takes_the_place_back_by_itself(qtbot, screens):
    host = screens("anne")
    qtbot.mouseClick(host.home.host_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host.race is not None and host.race.lobby is not None, timeout=8000)
    seat, code = host.race.seat, host.code
    assert host.identity.seat is not None and host.identity.seat.code == code  # kept on disk
    thread = host.hosting.thread
    room = thread.server.rooms[code]
    session = room.conns[seat]
    thread.call_soon(session.close, 1011, "cut")  # the network drops us
    qtbot.waitUntil(lambda: room.conns.get(seat) not in (None, session), timeout=8000)
    qtbot.waitUntil(lambda: room.room.members[seat].connected, timeout=5000)
    assert host.race.seat == seat and host.stack.currentWidget() is host.lobby


def test_the_dialog_form_records_through_the_game_window_book(qtbot, tmp_path):
    from mahjong_qt.app.modes.mode_book import ModeBook
    from mahjong_qt.app.race_online.race_dialog import OnlineRaceDialog
    from mahjong_qt.app.race_online.race_records import BookRecorder

    paths = UserPaths.under(tmp_path / "c", tmp_path / "d")
    book = ModeBook(paths, persist=False)
    recorder = BookRecorder(book)
    assert recorder.record("race-easy", True, True, 95.0) == (95.0, True)
    assert recorder.record("race-easy", False, True, 120.0) == (95.0, False)
    assert book.progress.race["race-easy"].wins == 1
    dialog = OnlineRaceDialog(TileRenderer(lang="en"), "en", paths, recorder)
    qtbot.addWidget(dialog)
    dialog.screen_widget.browse = False
    dialog.show()
    with qtbot.waitSignal(dialog.cpu_race_requested):
        dialog.screen_widget.home.cpu_button.click()
    assert not dialog.isVisible()


def test_the_game_window_opens_the_race_screen_and_new_game_after_a_cpu_race(qtbot):
    from types import SimpleNamespace

    from test_app_helpers import make_window

    from mahjong_qt.app.modes.race_dialogs import RaceSetupDialog
    from mahjong_qt.app.race_online.race_dialog import OnlineRaceDialog
    from mahjong_qt.app.window.main_window import GameStart

    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    dialog = window.screens.start_mode(ModeId.RACE) or window.mode_dialog
    assert isinstance(dialog, OnlineRaceDialog)
    assert dialog.screen_widget.home.host_button.isVisible()
    dialog.reject()
    window.screens.new_game_of_mode(SimpleNamespace(mode="race"))
    assert isinstance(window.mode_dialog, RaceSetupDialog)  # after a CPU race: its chooser
    window.mode_dialog.reject()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_two_keys_alike_on_a_page(qtbot, tmp_path, lang):
    from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel

    from mahjong_qt.ui.i18n import Translations

    translations = Translations(QApplication.instance())
    translations.set_language(lang)
    try:
        paths = UserPaths.under(tmp_path / "c", tmp_path / "d")
        screen = OnlineRaceScreen(TileRenderer(lang=lang), lang, paths, Recorder(), browse=False)
        qtbot.addWidget(screen)
        screen.home.set_rejoin("ABCDEF")
        for page in (screen.home, screen.lobby, screen.race_page, screen.result):
            keys = []
            for widget in page.findChildren(QAbstractButton) + page.findChildren(QLabel):
                text = widget.text()
                if "&" in text and (not isinstance(widget, QLabel) or widget.buddy()):
                    keys.append(text[text.index("&") + 1].lower())
            assert len(keys) == len(set(keys)), (lang, type(page).__name__, sorted(keys))
        screen.shutdown()
    finally:
        translations.set_language("en")


def test_the_host_is_told_who_left_in_the_lobby_and_in_the_strip(qtbot, screens):
    from mahjong_qt.app.race_online.net_bridge import RaceConnection

    host = screens("anne")
    host.home.name.setText("Anne")
    qtbot.mouseClick(host.home.host_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host.race is not None and host.race.lobby is not None, timeout=8000)
    host.lobby.form.level.setCurrentIndex(0)
    url = f"ws://127.0.0.1:{host.hosting.port}"

    def guest(name: str) -> RaceConnection:
        conn = RaceConnection()
        with qtbot.waitSignal(conn.welcomed, timeout=5000):
            conn.open(url, p.Join(code=host.code, name=name, player_id=f"player-{name.lower()}1"))
        return conn

    bob = guest("Bob")
    qtbot.waitUntil(lambda: host.lobby.table.rowCount() == 2, timeout=5000)
    bob.send(p.Leave())
    qtbot.waitUntil(lambda: host.lobby.notice.text() == "Bob left the room", timeout=5000)
    assert host.lobby.notice.isVisible()
    bob.close()

    cid = guest("Cid")
    cid.send(p.Ready(ready=True))

    def cid_ready() -> bool:  # the host's lobby has heard Cid join and get ready (the button
        lobby = host.race.lobby  # alone is enabled already while only Anne is in the room)
        return lobby is not None and any(m.name == "Cid" and m.ready for m in lobby.members)

    qtbot.waitUntil(cid_ready, timeout=5000)
    assert host.lobby.start_button.isEnabled()
    qtbot.mouseClick(host.lobby.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host.board.board is not None, timeout=8000)
    heard: list[str] = []
    host.board.view.announcer.announced.connect(lambda text, _assertive: heard.append(text))
    cid.send(p.Leave())
    said = "Cid left — the CPU plays their seat"
    qtbot.waitUntil(lambda: host.strip.notice.text() == said, timeout=5000)
    assert host.strip.notice.isVisible() and said in heard
    cid.close()


def test_the_host_may_allow_shuffles_at_any_time_and_the_strip_follows(qtbot):
    from mahjong_qt.app.race_online.settings_form import SettingsForm
    from mahjong_qt.core.racing.settings import RaceSettings

    form = SettingsForm("en")
    qtbot.addWidget(form)
    sent: list = []
    form.changed.connect(sent.append)
    assert not form.settings().shuffle_anytime  # the seed: only when stuck
    form.anytime.setChecked(True)
    assert sent[-1].shuffle_anytime
    form.show_settings(RaceSettings())
    assert not form.anytime.isChecked()
    strip = RaceStripView("en")
    qtbot.addWidget(strip)
    strip.show_help_left(3, 2, playing=True, may_shuffle=False)
    assert not strip.shuffle_button.isEnabled() and strip.hint_button.isEnabled()
    strip.show_help_left(3, 2, playing=True, may_shuffle=True)
    assert strip.shuffle_button.isEnabled()


def test_a_room_is_opened_on_a_race_server_from_the_race_screen(qtbot, screens, tmp_path):
    """Issue 23, item 1: the address of a server, Open a Room; the lobby shows the address and
    the code; another player joins with them; the server is offered again next time."""
    from mahjong_qt.race_server.embedded import ServerThread

    warm_up()  # the layouts built first
    server = ServerThread("127.0.0.1", 0, ServerLimits(countdown=0.3, tick=0.02))
    port = server.start()
    try:
        anne = screens("anne-s")
        anne.home.name.setText("Anne")
        anne.home.address.setText(f"127.0.0.1:{port}")
        qtbot.mouseClick(anne.home.create_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: anne.race is not None and anne.race.lobby is not None, timeout=8000)
        assert anne.hosting is None  # no LAN host: the room is on the server
        assert anne.code in anne.lobby.code_label.text()
        assert f"127.0.0.1:{port}" in anne.lobby.where_label.text()
        assert anne.lobby.start_button.isVisible()  # the one who opened it hosts it
        assert anne.identity.servers[0] == f"127.0.0.1:{port}"
        assert anne.identity.account_for(f"ws://127.0.0.1:{port}") is not None  # issued
        bob = screens("bob-s")
        bob.home.name.setText("Bob")
        bob.home.address.setText(f"127.0.0.1:{port}")
        qtbot.keyClicks(bob.home.code, anne.code)
        qtbot.mouseClick(bob.home.join_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: anne.lobby.table.rowCount() == 2, timeout=8000)
        paths = UserPaths.under(tmp_path / "anne-s" / "config", tmp_path / "anne-s" / "data")
        again = OnlineRaceScreen(
            TileRenderer(lang="en"), "en", paths, Recorder(), fast_host, browse=False
        )
        qtbot.addWidget(again)
        assert again.home.address.text() == f"127.0.0.1:{port}"  # offered next time
        again.shutdown()
    finally:
        server.stop()
