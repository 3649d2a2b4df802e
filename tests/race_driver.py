"""One player's online race screen as the tests drive it: entering a room (hosting one on the
LAN, joining by address and code, opening one on a race server) and waiting to be in it, the
lobby's few steps (a level, a CPU seat, Start), the page shown, and what the player is told
(the room's settings and members, the Race home's error, whether *Back to Room* is offered, the
seat remembered for next time). The tests go through it rather than the screen's parts three
deep, so that those can be rearranged without touching each test."""

from __future__ import annotations

from PySide6.QtCore import Qt

from mahjong_qt.app.race_online.online_race import OnlineRaceScreen

__all__ = ["RaceDriver"]

LEFT = Qt.MouseButton.LeftButton


class RaceDriver:
    def __init__(self, qtbot, screen: OnlineRaceScreen):
        self.qtbot, self.screen = qtbot, screen

    # --- entering a room ---------------------------------------------------------------------
    def host_room(self) -> None:
        """Host a LAN room (the host's own game serves it) and wait to be in its lobby."""
        self.qtbot.mouseClick(self.screen.home.host_button, LEFT)
        self.wait_in_room()

    def join(self, address: str, code: str) -> None:
        home = self.screen.home
        home.address.setText(address)
        home.code.setText(code)
        self.qtbot.mouseClick(home.join_button, LEFT)
        self.wait_in_room()

    def open_on_server(self, address: str) -> None:
        """Open a room on the race server at ``address`` and wait to be in its lobby."""
        self.screen.home.address.setText(address)
        self.qtbot.mouseClick(self.screen.home.create_button, LEFT)
        self.wait_in_room()

    def wait_in_room(self, timeout: int = 8000) -> None:
        screen = self.screen
        self.qtbot.waitUntil(
            lambda: screen.race is not None and screen.race.lobby is not None, timeout=timeout
        )

    # --- the lobby ---------------------------------------------------------------------------
    def choose_level(self, index: int, level_id: str) -> None:
        """The host chooses the level at ``index`` of the form; wait for the room to have it."""
        self.screen.lobby.form.level.setCurrentIndex(index)
        self.qtbot.waitUntil(lambda: self.settings.level == level_id, timeout=5000)

    def add_cpu(self, members: int) -> None:
        """Seat a CPU; wait for the room to have ``members`` members."""
        self.qtbot.mouseClick(self.screen.lobby.add_cpu_button, LEFT)
        self.qtbot.waitUntil(lambda: len(self.members) == members, timeout=5000)

    def start(self):
        """Start the race; wait for the faces (after the countdown); returns the board."""
        self.qtbot.mouseClick(self.screen.lobby.start_button, LEFT)
        self.qtbot.waitUntil(lambda: self.screen.board.board is not None, timeout=8000)
        return self.screen.board.board

    # --- what the player sees ----------------------------------------------------------------
    @property
    def page(self) -> str:
        """The page shown: ``home``, ``lobby``, ``race`` or ``result``."""
        screen = self.screen
        pages = {screen.home: "home", screen.lobby: "lobby", screen.race_page: "race"}
        return pages.get(screen.stack.currentWidget(), "result")

    def wait_for_page(self, page: str, timeout: int = 8000) -> None:
        self.qtbot.waitUntil(lambda: self.page == page, timeout=timeout)

    @property
    def settings(self):
        """The room's settings as the player last heard them."""
        race = self.screen.race
        assert race is not None and race.lobby is not None, "not in a room"
        return race.lobby.settings

    @property
    def members(self):
        race = self.screen.race
        assert race is not None and race.lobby is not None, "not in a room"
        return race.lobby.members

    @property
    def seat(self) -> int:
        race = self.screen.race
        assert race is not None, "not in a room"
        return race.seat

    @property
    def lan_address(self) -> str:
        """Where the room hosted by this screen is reached on loopback."""
        assert self.screen.hosting is not None, "no room hosted here"
        return f"127.0.0.1:{self.screen.hosting.port}"

    @property
    def error(self) -> str:
        """What the Race home says went wrong (empty: nothing)."""
        return self.screen.home.error.text()

    @property
    def back_to_room_offered(self) -> bool:
        return self.screen.home.rejoin_button.isVisible()

    @property
    def remembered_seat(self):
        """The seat kept for next time (None: none)."""
        return self.screen.identity.seat
