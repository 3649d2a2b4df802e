"""The online race screen: Race home (Host / Join / vs CPU) → lobby → countdown and race (the
strip, the board) → result → Ready / Play Again. It drives a :class:`RaceConnection` and keeps
what the player knows in a :class:`~mahjong_qt.net.client.ClientRace`; every rule is the
server's. This screen enters and leaves the rooms (hosting one, joining, creating one on a
server, taking the seat back); what the server says of a round is shown by a
:class:`RoundPlay`, its clocks are a :class:`RaceClock`'s, what the room says besides the race
(the host, who is ready, who ran out of time, the ratings) :class:`RoomNotices`'; a room that
ends takes the player back to the Race home, saying why. ``cpu_race_requested`` asks the game to start
its race against the CPU (its own screen)."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtWidgets import QLabel, QStackedWidget, QVBoxLayout, QWidget

from mahjong_qt.core.paths import UserPaths
from mahjong_qt.core.racing.identity import (
    SeatTicket,
    ServerAccount,
    identity_path,
    load_identity,
    save_identity,
)
from mahjong_qt.core.racing.settings import RaceSettings
from mahjong_qt.net import protocol as p
from mahjong_qt.net.client import ClientRace, base_url, room_url
from mahjong_qt.net.discovery import local_addresses
from mahjong_qt.ui.tile_renderer import TileRenderer

from .hosting import LanHost
from .lan_rooms import LanRooms, WhileHomeShown
from .lobby_view import LobbyView
from .net_bridge import RaceConnection
from .race_board import OnlineBoard
from .race_clock import RaceClock
from .race_home import RaceHome
from .race_records import ProgressRecorder, RaceRecorder
from .race_strip import RaceStripView
from .race_texts import code_text
from .result_view import ResultView
from .room_memory import ends_room, rejoin_failed
from .room_notices import RoomNotices
from .round_play import RoundPlay
from .round_review import RoundReviewer

__all__ = ["OnlineRaceScreen"]

TICK_MS = 100
REJOIN_TRIES = 3


class OnlineRaceScreen(QWidget):
    cpu_race_requested = Signal()

    def __init__(
        self,
        renderer: TileRenderer,
        lang: str,
        paths: UserPaths,
        recorder: RaceRecorder | None = None,
        host_factory: Callable[[str], LanHost] = LanHost,
        clock: Callable[[], float] = time.monotonic,
        browse: bool = True,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.lang = lang
        self.recorder = recorder or ProgressRecorder(paths)
        self.host_factory = host_factory
        self.identity_file = identity_path(paths)
        self.identity, self.notice = load_identity(self.identity_file)
        self.connection = RaceConnection(self)
        self.lan_rooms = LanRooms(self)
        self.browse = browse
        self.hosting: LanHost | None = None
        self.race: ClientRace | None = None
        self.code = ""
        self._rejoins = 0
        self._leaving = self._rejoining = False
        self._where = ""

        self.home = RaceHome(self)
        self.lobby = LobbyView(lang, self)
        self.strip = RaceStripView(lang, self)
        self.board = OnlineBoard(renderer, self)
        self.board.lang = lang
        self.result = ResultView(lang, self)
        self.race_page = QWidget(self)
        column = QVBoxLayout(self.race_page)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.strip)
        column.addWidget(self.board, 1)
        self.status = QLabel(self.race_page)
        self.status.setContentsMargins(12, 4, 12, 4)
        column.addWidget(self.status)
        self.stack = QStackedWidget(self)
        for page in (self.home, self.lobby, self.race_page, self.result):
            self.stack.addWidget(page)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.stack)
        self.clocks = RaceClock(self.board, self.strip, clock)
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(lambda: self.clocks.tick(self.race))
        views = (self.lobby, self.strip, self.result, self.board)
        self.notices = RoomNotices(views, lambda: self.race, self.send, self._on_server, self)
        self.round = RoundPlay(self, self.clocks, self)
        self.round.ended.connect(lambda code: self.failed(code, ""))
        self.round.replaced.connect(self._replaced)
        self._connect()
        self.review = RoundReviewer(
            self.connection, self.board, self.result, lambda: self.lang, self
        )
        self.home.name.setText(self.identity.name)
        self.home.set_servers(self.identity.servers)
        WhileHomeShown(self.lan_rooms, self.stack, self.home, lambda: self.browse)
        if self.identity.seat is not None:  # back in the last room if it is still there
            QTimer.singleShot(0, self.rejoin)  # (never a button to a room that has ended)

    def _connect(self) -> None:
        home, lobby, strip, board = self.home, self.lobby, self.strip, self.board
        result = self.result
        home.host_requested.connect(self.host)
        home.join_requested.connect(self.join)
        home.create_requested.connect(self.create_on)
        home.rejoin_requested.connect(self.rejoin)
        home.cpu_requested.connect(self.cpu_race_requested)
        lobby.settings_changed.connect(lambda s: self.send(p.ChangeSettings(settings=s)))
        lobby.ready_toggled.connect(lambda ready: self.send(p.Ready(ready=ready)))
        lobby.add_cpu.connect(lambda: self.send(p.AddCpu()))
        lobby.remove_cpu.connect(lambda seat: self.send(p.RemoveCpu(seat=seat)))
        lobby.start.connect(lambda: self.send(p.Start()))
        lobby.leave.connect(self.leave)
        play = self.round
        strip.hint.connect(lambda: self.send(p.Hint(seq=play.seq())))
        strip.shuffle.connect(lambda: self.send(p.Shuffle(seq=play.seq())))
        strip.give_up.connect(lambda: self.send(p.GiveUp(seq=play.seq())))
        board.pair_chosen.connect(play.play)
        board.told.connect(self.status.setText)
        result.play_again.connect(lambda: self.send(p.Start()))
        result.leave.connect(self.leave)
        self.lan_rooms.changed.connect(home.set_rooms)
        conn = self.connection
        conn.welcomed.connect(self.welcomed)
        conn.message.connect(self.round.received)
        conn.message.connect(self.notices.received)  # after the message is applied
        conn.failed.connect(self.failed)

    # --- entering a room ---------------------------------------------------------------------
    def _remember(self, **changes) -> None:
        self.identity = self.identity.model_copy(update=changes)
        try:
            save_identity(self.identity_file, self.identity)
        except OSError as e:
            self.home.show_error(
                self.tr("Could not save your race details: %1").replace("%1", str(e))
            )

    def host(self, name: str) -> None:
        self._remember(name=name)
        self.stop_hosting()
        host = self.host_factory(name)
        try:
            host.start()
        except OSError as e:
            self.home.show_error(self.tr("Could not open a room: %1").replace("%1", str(e)))
            return
        self.hosting = host
        where = f"{local_addresses()[0]}:{host.port}"
        self._open(host.url, p.Create(name=name, player_id=self.identity.player_id,
                                      settings=RaceSettings()), where)  # fmt: skip

    def _account(self, url: str) -> p.Account | None:
        kept = self.identity.account_for(url)
        return None if kept is None else p.Account(id=kept.id, secret=kept.secret)

    def _remember_server(self, name: str) -> str:
        """Keep the name and the address typed (offered next time); returns the address."""
        address = self.home.address_text()
        self.identity = self.identity.with_server(address)
        self._remember(name=name)
        self.home.set_servers(self.identity.servers)
        return address

    def join(self, name: str, url: str, code: str) -> None:
        address = self._remember_server(name)
        first = p.Join(
            code=code, name=name, player_id=self.identity.player_id, account=self._account(url)
        )
        self._open(room_url(url, code), first, address)

    def create_on(self, name: str, url: str) -> None:
        """Open a room on the race server at ``url``: the lobby shows its address and code."""
        address = self._remember_server(name)
        self.stop_hosting()
        first = p.Create(name=name, player_id=self.identity.player_id, account=self._account(url))
        self._open(url, first, address)

    def rejoin(self) -> None:
        ticket = self.identity.seat
        if ticket is not None:
            url = room_url(ticket.url, ticket.code)
            self._open(url, p.Rejoin(code=ticket.code, token=ticket.token), self._where)

    def _open(self, url: str, first, where: str) -> None:
        self._where = where
        self._leaving = False
        self._rejoining = isinstance(first, p.Rejoin)
        self.home.show_error("")
        self.connection.open(url, first)

    def welcomed(self, welcome: p.Welcome) -> None:
        self._rejoins = 0
        if self.race is None or self.race.seat != welcome.seat or self.code != welcome.code:
            self.race = ClientRace(welcome.seat)
        self.code = welcome.code
        url = base_url(self.connection.url)
        self._remember(seat=SeatTicket(url=url, code=welcome.code, token=welcome.token))
        if welcome.account is not None and self.hosting is None:  # a server's, for next time
            issued = ServerAccount(id=welcome.account.id, secret=welcome.account.secret)
            self.identity = self.identity.with_account(url, issued)
            self._remember()
        self.lobby.set_room(welcome.code, welcome.seat, self._where)
        self.stack.setCurrentWidget(self.lobby)
        self.timer.start()

    def failed(self, code: str, text: str) -> None:
        if self._leaving and code == "protocol":
            return  # we left (or another window took the seat): the end is expected
        ticket = self.identity.seat
        in_room = self.race is not None and not self._leaving and ticket is not None
        if in_room and code in ("protocol", "unreachable") and self._rejoins < REJOIN_TRIES:
            self._rejoins += 1
            self.status.setText(self.tr("Connection lost: taking your place back…"))
            QTimer.singleShot(1000, self.rejoin)
            return
        forget, text = ends_room(code), code_text(code)
        if ticket is not None and self._rejoining:  # the room remembered: ended, or out of reach
            gone, text = rejoin_failed(code, ticket)
            forget = forget or gone
            self.home.set_rejoin(None if forget else ticket.code)
        if forget:
            self._remember(seat=None)
            self.home.set_rejoin(None)
        self._leaving = True  # (the connection's end that follows is no news)
        self.race = None
        self.timer.stop()
        self.stop_hosting()
        self.home.show_error(text)
        self.stack.setCurrentWidget(self.home)

    def leave(self) -> None:
        self._leaving = True
        self.send(p.Leave())
        self.connection.close()
        self.stop_hosting()
        self.race = None
        self.timer.stop()
        self._remember(seat=None)
        self.home.set_rejoin(None)
        self.stack.setCurrentWidget(self.home)

    def _on_server(self) -> bool:
        return self.hosting is None

    def stop_hosting(self) -> None:
        if self.hosting is not None:
            self.hosting.stop()
            self.hosting = None

    def shutdown(self) -> None:
        """Close the connection and the hosted server (the game is closing); the seat ticket
        is kept, so the player can come back, unless the room was hosted here (it ends now)."""
        if self.hosting is not None:
            self._remember(seat=None)
        self._leaving = True
        self.timer.stop()
        self.lan_rooms.stop()
        self.connection.close()
        self.stop_hosting()
        self.review.shutdown()

    # --- in the room -------------------------------------------------------------------------
    def send(self, message: p._Msg) -> None:
        self.connection.send(message)

    def _replaced(self, text: str) -> None:
        self._leaving = True
        self.race = None
        self.home.show_error(text)
        self.stack.setCurrentWidget(self.home)

    def set_lang(self, lang: str) -> None:
        self.lang = lang
        for view in (self.strip, self.result, self.board):
            view.lang = lang
        self.lobby.set_lang(lang)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.status.setText("")
        super().changeEvent(event)
