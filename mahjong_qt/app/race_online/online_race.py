"""The online race screen: Race home (Host / Join / vs CPU) → lobby → countdown and race (the
strip, the board) → result → Ready / Play Again. It drives a :class:`RaceConnection` and keeps
what the player knows in a :class:`~mahjong_qt.net.client.ClientRace`; every rule is the
server's. Its clocks are a :class:`RaceClock`'s, what the room says besides the race (the host,
who is ready, who ran out of time, the ratings) :class:`RoomNotices`'; a room that ends takes
the player back to the Race home, saying why. ``cpu_race_requested`` asks the game to start
its race against the CPU (its own screen)."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtWidgets import QLabel, QStackedWidget, QVBoxLayout, QWidget

from mahjong_qt.core.modes.race import race_layout
from mahjong_qt.core.paths import UserPaths
from mahjong_qt.core.racing.identity import (
    SeatTicket,
    ServerAccount,
    identity_path,
    load_identity,
    save_identity,
)
from mahjong_qt.core.racing.settings import RaceSettings
from mahjong_qt.core.racing.strip import race_strip
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
from .race_texts import code_text, ended_code, level_name
from .result_view import ResultView
from .room_memory import ends_room, rejoin_failed
from .room_notices import RoomNotices
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
        self.pending: dict[int, tuple[int, int]] = {}
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
        strip.hint.connect(lambda: self.send(p.Hint(seq=self._seq())))
        strip.shuffle.connect(lambda: self.send(p.Shuffle(seq=self._seq())))
        strip.give_up.connect(lambda: self.send(p.GiveUp(seq=self._seq())))
        board.pair_chosen.connect(self.play)
        board.told.connect(self.status.setText)
        result.play_again.connect(lambda: self.send(p.Start()))
        result.leave.connect(self.leave)
        self.lan_rooms.changed.connect(home.set_rooms)
        conn = self.connection
        conn.welcomed.connect(self.welcomed)
        conn.message.connect(self.received)
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

    def _seq(self) -> int:
        return self.race.next_seq() if self.race is not None else 0

    def play(self, a: int, b: int) -> None:
        seq = self._seq()
        self.pending[seq] = (a, b)
        self.send(p.Move(seq=seq, a=a, b=b))

    def received(self, message) -> None:
        race = self.race
        if race is None:
            return
        race.apply(message)
        if isinstance(message, p.Lobby):
            self.lobby.show_lobby(message)
            if message.phase == "lobby":
                self.stack.setCurrentWidget(self.lobby)
        elif isinstance(message, p.Countdown):
            self.clocks.start(message.go_in)
            self.pending.clear()
            self.strip.clear_notice()
            self.lobby.show_notice("")
            self.board.set_layout(race_layout(message.level).positions)
            chosen = race.lobby.settings.level if race.lobby is not None else message.level
            if message.level != chosen:  # the winner's handicap: a level higher for you
                text = self.tr("Winner's handicap: your board is %1.")
                self.status.setText(text.replace("%1", level_name(message.level, self.lang)))
            else:
                self.status.setText("")
            self.stack.setCurrentWidget(self.race_page)
            self.board.view.setFocus()
        elif isinstance(message, (p.Go, p.Sync)):
            if isinstance(message, p.Sync):
                self.clocks.synced(message, race)
                self.board.set_layout(race_layout(message.level).positions)
                self.stack.setCurrentWidget(self.race_page)
            assert race.board is not None  # Go and Sync bring the board
            self.board.set_board(race.board)
            self.board.show_countdown(None)
        elif isinstance(message, p.Ack):
            pair = self.pending.pop(message.seq, None)
            if pair is not None:
                self.board.move_made(*pair, message.ok)
                if message.ok:
                    self.clocks.moved()
            if not message.ok and message.reason:
                self.status.setText(code_text(message.reason))
        elif isinstance(message, p.Shuffled):
            self.board.reshuffled(message.faces)
            self.clocks.moved(message.penalty)
            if message.penalty > 0:
                self.status.setText(
                    self.tr("Shuffle penalty: %1 s").replace("%1", f"{message.penalty:.0f}")
                )
        elif isinstance(message, p.Hinted):
            self.board.show_hint(message.a, message.b)
        elif isinstance(message, p.Standings):
            names = {m.seat: m.name for m in race.lobby.members} if race.lobby else {}
            self.strip.show_strip(race_strip(message.lines, race.seat, names))
        elif isinstance(message, p.Result):
            self.show_result(message)
        elif isinstance(message, p.Left):
            text = self.strip.show_left(message.name, message.cpu_plays)
            self.lobby.show_notice(text)
            self.board.view.announcer.announce(text)
        elif isinstance(message, p.Ended):
            self.failed(ended_code(message.reason), "")  # the server closes the connection next
            return
        elif isinstance(message, p.Error):
            pair = None if message.seq is None else self.pending.pop(message.seq, None)
            if pair is not None:
                self.board.move_made(*pair, False)  # refused (too fast): the board is free again
            text = code_text(message.code)
            self.status.setText(text)
            self.lobby.status.setText(text)
            if message.code == "replaced":  # another window has the seat now: do not take it back
                self._leaving = True
                self.race = None
                self.home.show_error(text)
                self.stack.setCurrentWidget(self.home)
                return
        self._update_help()

    def show_result(self, result: p.Result) -> None:
        race = self.race
        assert race is not None  # a result comes in a race
        mine = next((x for x in result.lines if x.seat == race.seat), None)
        best, new = None, False
        if mine is not None:
            best, new = self.recorder.record(
                mine.level, mine.rank == 1, mine.time is not None, mine.time
            )
        self.result.show_result(result, race.seat, race.is_host, best, new)
        self.stack.setCurrentWidget(self.result)
        self.result.again_button.setFocus() if race.is_host else self.result.leave_button.setFocus()

    def _update_help(self) -> None:
        race = self.race
        if race is None:
            return
        board = race.board
        playing = board is not None and not board.is_won and race.result is None
        mine = None
        if race.standings is not None:
            mine = next((x for x in race.standings.lines if x.seat == race.seat), None)
        if mine is not None and mine.state != "playing":
            playing = False
        anytime = race.lobby is not None and race.lobby.settings.shuffle_anytime
        may_shuffle = anytime or (board is not None and board.is_stuck)
        self.strip.show_help_left(race.hints_left, race.shuffles_left, playing, may_shuffle)
        self.board.locked = self.board.locked or not playing and board is not None

    def set_lang(self, lang: str) -> None:
        self.lang = lang
        for view in (self.strip, self.result, self.board):
            view.lang = lang
        self.lobby.set_lang(lang)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.status.setText("")
        super().changeEvent(event)
