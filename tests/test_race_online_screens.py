"""The online race screens as a player of the game window meets them (issue 23 item 5, issue 26
item 10): blocked tiles shaded as offline, following the preference live; the result's Review
of the player's own round; no stale "Back to Room"; the window and its title on a 1366×768
screen. Real screens over a LAN room on loopback, with CPU seats."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from race_driver import RaceDriver
from test_app_helpers import make_window, wait_for_game
from test_race_online_ui import Recorder, fast_host

from mahjong_qt.app.race_online.online_race import OnlineRaceScreen
from mahjong_qt.app.window.main_window import GameStart
from mahjong_qt.core.paths import UserPaths
from mahjong_qt.ui.tile_renderer import TileRenderer


def race_with_a_cpu(qtbot, screen: OnlineRaceScreen) -> RaceDriver:
    """Host a LAN room from ``screen``, seat a CPU, start, and wait for the faces."""
    screen.host_factory = fast_host
    screen.browse = False
    player = RaceDriver(qtbot, screen)
    player.host_room()
    player.choose_level(0, "race-initiation")  # Initiation: a small board
    player.add_cpu(members=2)
    player.start()
    return player


def shaded(screen: OnlineRaceScreen) -> dict[bool, set[bool]]:
    """For the free tiles (True) and the blocked ones (False) on the board: their shading."""
    board, scene = screen.board.board, screen.board.scene
    looks: dict[bool, set[bool]] = {True: set(), False: set()}
    for i, present in enumerate(board.present):
        if present:
            looks[board.is_free(i)].add(scene.item(i).look.shaded)
    return looks


def test_blocked_tiles_are_shaded_online_as_offline_and_follow_the_preference(qtbot):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    window.actions_.shade_blocked.setChecked(True)  # the game's View ▸ Shade Blocked Tiles
    assert window.settings.shade_blocked
    dialog = window.screens.show_race_home()
    screen = dialog.screen_widget
    assert dialog.windowTitle() == "Race — Mahjong Qt"
    try:
        race_with_a_cpu(qtbot, screen)
        assert dialog.windowTitle() == "Race — Initiation — Mahjong Qt"  # as the game says it
        assert shaded(screen) == {True: {False}, False: {True}}  # the blocked ones, as offline
        qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog, timeout=5000)
        qtbot.keyClick(screen.board.view, Qt.Key.Key_B)  # the game's key, in the race
        assert shaded(screen) == {True: {False}, False: {False}}
        assert not window.settings.shade_blocked  # the preference itself, kept
        assert not window.actions_.shade_blocked.isChecked()
        window.actions_.shade_blocked.setChecked(True)
        assert shaded(screen) == {True: {False}, False: {True}}
    finally:
        screen.shutdown()
        dialog.reject()


def screen_of(qtbot, tmp_path, name: str = "anne") -> OnlineRaceScreen:
    paths = UserPaths.under(tmp_path / name / "config", tmp_path / name / "data")
    screen = OnlineRaceScreen(
        TileRenderer(lang="en"), "en", paths, Recorder(), fast_host, browse=False
    )
    qtbot.addWidget(screen)
    screen.resize(1000, 700)
    screen.show()
    return screen


def test_the_online_result_offers_the_review_of_the_players_own_round(qtbot, tmp_path):
    from mahjong_qt.app.review.review_dialog import ReviewDialog
    from mahjong_qt.core.hints import find_hints
    from mahjong_qt.ui.i18n import Translations

    screen = screen_of(qtbot, tmp_path)
    try:
        player = race_with_a_cpu(qtbot, screen)
        board = screen.board.board
        played = []
        for _ in range(2):  # two pairs that keep the game winnable (the review then opens at
            # the end, not at a losing move: a blind first free pair may lose a small board)
            hint = find_hints(board, seconds=None).hint(0)
            assert hint is not None and hint.safe
            a, b = hint.a, hint.b
            screen.board.tile_clicked(a)
            screen.board.tile_clicked(b)
            qtbot.waitUntil(lambda a=a: not board.is_present(a), timeout=5000)
            played.append((a, b))
        assert not screen.result.review_button.isVisible()
        screen.strip.confirm.answer = True  # "Give up this game?": yes (no modal box)
        qtbot.mouseClick(screen.strip.give_up_button, Qt.MouseButton.LeftButton)
        player.wait_for_page("result")
        qtbot.waitUntil(screen.result.review_button.isVisible, timeout=5000)
        assert screen.result.review_button.text() == "Re&view My Game"
        qtbot.mouseClick(screen.result.review_button, Qt.MouseButton.LeftButton)
        dialog = screen.review.reviewer.dialog
        assert isinstance(dialog, ReviewDialog) and dialog.isVisible()
        assert dialog.game.history == board.history  # the player's own moves of that round
        qtbot.waitUntil(lambda: dialog.answer is not None, timeout=30000)
        assert not dialog.play_button.isVisible()  # a race is not played on from a review
        assert dialog.step == 2 and "last position" in dialog.position.text()
        dialog.previous_move()  # the last move played, named
        shown = dialog.position.text()
        assert "After move 1 of 2" in shown and "Next move played:" in shown
        translations = Translations(QApplication.instance())
        try:
            translations.set_language("fr")
            qtbot.waitUntil(lambda: dialog.heading.text() == "Bilan de la partie", timeout=5000)
            assert "Après le coup 1 sur 2" in dialog.position.text()
            assert screen.result.review_button.text() == "&Bilan de ma partie"
        finally:
            translations.set_language("en")
        dialog.reject()
        qtbot.waitUntil(lambda: screen.review.reviewer.dialog is None, timeout=5000)
    finally:
        screen.shutdown()


def player_of(qtbot, tmp_path, name: str) -> RaceDriver:
    return RaceDriver(qtbot, screen_of(qtbot, tmp_path, name))


def hosted_room(qtbot, tmp_path) -> RaceDriver:
    anne = player_of(qtbot, tmp_path, "anne")
    anne.host_room()
    return anne


def joined(qtbot, tmp_path, name: str, address: str, code: str) -> RaceDriver:
    guest = player_of(qtbot, tmp_path, name)
    guest.join(address, code)
    return guest


def test_a_lan_room_ends_with_its_hosts_game_and_no_back_to_room_is_offered(qtbot, tmp_path):
    anne = hosted_room(qtbot, tmp_path)
    code = anne.screen.code
    bob = joined(qtbot, tmp_path, "bob", anne.lan_address, code)
    bob.screen.shutdown()  # Bob closes his game: his place is kept for him
    assert bob.remembered_seat is not None and bob.remembered_seat.code == code
    anne.screen.shutdown()  # the host's game closes: the room ends with it
    assert anne.remembered_seat is None
    anne_again = player_of(qtbot, tmp_path, "anne")
    assert anne_again.remembered_seat is None and not anne_again.back_to_room_offered
    bob_again = player_of(qtbot, tmp_path, "bob")  # tries the room quietly: nobody answers
    assert not bob_again.back_to_room_offered
    qtbot.waitUntil(lambda: bob_again.error != "", timeout=10000)
    assert bob_again.error == f"Room {code} ended with its host's game."
    assert bob_again.remembered_seat is None and not bob_again.back_to_room_offered
    assert bob_again.page == "home"
    for player in (anne_again, bob_again):
        player.screen.shutdown()


def test_the_last_room_still_there_is_joined_again_quietly(qtbot, tmp_path):
    anne = hosted_room(qtbot, tmp_path)
    code = anne.screen.code
    bob = joined(qtbot, tmp_path, "bob", anne.lan_address, code)
    seat = bob.seat
    bob.screen.shutdown()
    room = anne.screen.hosting.thread.server.rooms[code].room
    qtbot.waitUntil(lambda: not room.members[seat].connected, timeout=5000)
    bob_again = player_of(qtbot, tmp_path, "bob")
    bob_again.wait_for_page("lobby")
    assert bob_again.seat == seat and bob_again.screen.code == code
    qtbot.waitUntil(lambda: room.members[seat].connected, timeout=5000)
    assert bob_again.error == "" and not bob_again.back_to_room_offered
    for player in (bob_again, anne):
        player.screen.shutdown()


def test_a_server_room_that_ended_is_forgotten_with_a_word(qtbot, tmp_path):
    from mahjong_qt.race_server.embedded import ServerThread
    from mahjong_qt.race_server.limits import ServerLimits

    server = ServerThread("127.0.0.1", 0, ServerLimits(empty_room_seconds=0.2))
    port = server.start()
    try:
        anne = player_of(qtbot, tmp_path, "anne")
        anne.open_on_server(f"127.0.0.1:{port}")
        code = anne.screen.code
        anne.screen.shutdown()  # the room is on the server: the place is kept
        assert anne.remembered_seat is not None
        qtbot.waitUntil(lambda: code not in server.server.rooms, timeout=8000)  # it ended
        again = player_of(qtbot, tmp_path, "anne")
        qtbot.waitUntil(lambda: again.error != "", timeout=8000)
        assert again.error == f"Your place in room {code} is not kept any more."
        assert again.remembered_seat is None and not again.back_to_room_offered
        again.screen.shutdown()
    finally:
        server.stop()


def test_only_a_race_server_out_of_reach_keeps_the_room_remembered():
    from mahjong_qt.app.race_online.room_memory import on_lan, rejoin_failed
    from mahjong_qt.core.racing.identity import SeatTicket

    lan = SeatTicket(url="ws://192.168.1.20:8765", code="ABCDEF", token="t")
    server = SeatTicket(url="wss://race.example.org", code="ABCDEF", token="t")
    assert on_lan(lan.url) and on_lan("ws://127.0.0.1:1") and on_lan("ws://[fe80::1]:2")
    assert on_lan("ws://anne-laptop.local:8765") and not on_lan(server.url)
    assert rejoin_failed("unreachable", lan) == (True, "Room ABCDEF ended with its host's game.")
    forget, text = rejoin_failed("unreachable", server)
    assert not forget and "cannot be reached now" in text
    assert rejoin_failed("no_room", server) == (
        True,
        "Your place in room ABCDEF is not kept any more.",
    )
    assert rejoin_failed("bad_token", server)[0] and not rejoin_failed("version", server)[0]


def test_the_race_windows_fit_a_1366x768_screen_in_english_and_french(qtbot, tmp_path):
    from PySide6.QtCore import QRect

    from mahjong_qt.app.race_online import race_dialog, race_window
    from mahjong_qt.app.race_online.race_dialog import OnlineRaceDialog
    from mahjong_qt.app.race_online.race_window import RaceWindow
    from mahjong_qt.app.window.window_size import FRAME_ALLOWANCE, first_window_rect
    from mahjong_qt.ui.i18n import Translations

    laptop = QRect(0, 0, 1366, 728)  # 768 less a 40 px panel
    paths = UserPaths.under(tmp_path / "c", tmp_path / "d")
    translations = Translations(QApplication.instance())
    try:
        for lang in ("en", "fr"):
            translations.set_language(lang)
            window = RaceWindow(paths, TileRenderer(lang=lang), lang, browse=False)
            dialog = OnlineRaceDialog(TileRenderer(lang=lang), lang, paths)
            for widget, preferred in (
                (window, race_window.PREFERRED_SIZE),
                (dialog, race_dialog.PREFERRED_SIZE),
            ):
                qtbot.addWidget(widget)
                rect = first_window_rect(laptop, preferred)
                assert laptop.contains(rect.marginsAdded(FRAME_ALLOWANCE))
                needed = widget.minimumSizeHint()  # every page: home, lobby, race, result
                assert needed.width() <= rect.width() and needed.height() <= rect.height()
                # placed on the screen it opens on (here the test's): within its free area
                available = widget.screen().availableGeometry()
                frame = widget.geometry().marginsAdded(FRAME_ALLOWANCE)
                assert available.contains(frame), (frame, available)
            window.close()
            dialog.reject()
    finally:
        translations.set_language("en")


def test_a_race_window_let_go_is_freed_at_once_and_its_title_follows_the_language(qtbot, tmp_path):
    """CI once failed here: the title kept its window, a cycle the collector broke by emptying
    the title first, whose event filter then failed on the window's last events."""
    import gc
    import weakref

    from mahjong_qt.app.race_online.race_window import RaceWindow
    from mahjong_qt.ui.i18n import Translations

    paths = UserPaths.under(tmp_path / "c", tmp_path / "d")
    translations = Translations(QApplication.instance())
    window = RaceWindow(paths, TileRenderer(lang="en"), "en", browse=False)
    freed = weakref.ref(window)  # what the checks below look through: they hold no window
    assert window.windowTitle() == "Race — Mahjong Qt"
    try:
        translations.set_language("fr")  # Qt posts the change to every window
        qtbot.waitUntil(lambda: freed().windowTitle() == "Course — Mahjong Qt", timeout=2000)
    finally:
        translations.set_language("en")
    qtbot.waitUntil(lambda: freed().windowTitle() == "Race — Mahjong Qt", timeout=2000)
    window.close()
    gc.disable()  # freed by its last reference, as a program lets a window go: no cycle
    try:
        del window
        assert freed() is None
    finally:
        gc.enable()


def test_the_cpu_race_title_names_its_level_once(qtbot):
    from mahjong_qt.core.modes.race import cpu_strength, race_level

    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    level, cpu = race_level("race-easy"), cpu_strength("beginner")
    game = wait_for_game(qtbot, window, lambda: window.modes.start_race(level, cpu, 42))
    assert game.mode == "race"
    assert window.windowTitle() == "Race — Easy — Mahjong Qt"
    window.look.apply_settings(replace(window.settings, language="fr"))
    try:
        assert window.windowTitle() == "Course — Facile — Mahjong Qt"
    finally:
        window.look.apply_settings(replace(window.settings, language="en"))


def test_a_guest_whose_lan_host_closes_the_game_is_told_and_keeps_no_dead_button(qtbot, tmp_path):
    anne = hosted_room(qtbot, tmp_path)
    bob = joined(qtbot, tmp_path, "bob", anne.lan_address, anne.screen.code)
    anne.screen.shutdown()  # the host's game closes, and the room with it
    bob.wait_for_page("home", timeout=15000)  # tried again
    # the host's game tells the server, which tells every guest why (issue 23: a clear message)
    assert bob.error == "The room has ended: the host's game closed it."
    assert bob.remembered_seat is None and not bob.back_to_room_offered
    bob.screen.shutdown()
