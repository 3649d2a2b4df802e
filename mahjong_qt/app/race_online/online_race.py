"""The online race screen: Race home (Host / Join / vs CPU) → lobby → countdown and race (the
strip, the board) → result → Play Again. It drives a :class:`RaceConnection` and keeps what the
player knows in a :class:`~mahjong_qt.net.client.ClientRace`; every rule is the server's.

``cpu_race_requested`` asks the game to start its race against the CPU (its own screen).
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtWidgets import QLabel, QStackedWidget, QVBoxLayout, QWidget

from ...core.modes.race import race_layout
from ...core.paths import UserPaths
from ...core.racing.identity import SeatTicket, identity_path, load_identity, save_identity
from ...core.racing.settings import RaceSettings
from ...core.racing.strip import race_strip
from ...net import protocol as p
from ...net.client import ClientRace
from ...net.discovery import local_addresses
from ...ui.tile_renderer import TileRenderer
from .hosting import LanHost
from .lan_rooms import LanRooms
from .lobby_view import LobbyView
from .net_bridge import RaceConnection
from .race_board import OnlineBoard
from .race_home import RaceHome
from .race_records import ProgressRecorder, RaceRecorder
from .race_strip import RaceStripView
from .race_texts import clock_text, code_text, level_name
from .result_view import ResultView

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
        self.clock = clock
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
        self.go_at: float | None = None
        self.pending: dict[int, tuple[int, int]] = {}
        self._rejoins = 0
        self._leaving = False
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
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self.tick)
        self._connect()
        self.home.name.setText(self.identity.name)
        self.home.set_rejoin(self.identity.seat.code if self.identity.seat else None)

    def _connect(self) -> None:
        home, lobby, strip, board, result = (
            self.home,
            self.lobby,
            self.strip,
            self.board,
            self.result,
        )
        home.host_requested.connect(self.host)
        home.join_requested.connect(self.join)
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
        self.stack.currentChanged.connect(self._page_changed)
        conn = self.connection
        conn.welcomed.connect(self.welcomed)
        conn.message.connect(self.received)
        conn.failed.connect(self.failed)

    # --- entering a room ---------------------------------------------------------------------
    def _page_changed(self, _index: int) -> None:
        """Listen for rooms on the network only while the Race home is shown."""
        if self.browse and self.stack.currentWidget() is self.home and self.isVisible():
            self.lan_rooms.start()
        else:
            self.lan_rooms.stop()

    def showEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        self._page_changed(self.stack.currentIndex())

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

    def join(self, name: str, url: str, code: str) -> None:
        self._remember(name=name)
        self._open(url, p.Join(code=code, name=name, player_id=self.identity.player_id), "")

    def rejoin(self) -> None:
        ticket = self.identity.seat
        if ticket is not None:
            self._open(ticket.url, p.Rejoin(code=ticket.code, token=ticket.token), "")

    def _open(self, url: str, first, where: str) -> None:
        self._where = where
        self._leaving = False
        self.home.show_error("")
        self.connection.open(url, first)

    def welcomed(self, welcome: p.Welcome) -> None:
        self._rejoins = 0
        if self.race is None or self.race.seat != welcome.seat or self.code != welcome.code:
            self.race = ClientRace(welcome.seat)
        self.code = welcome.code
        self._remember(
            seat=SeatTicket(url=self.connection.url, code=welcome.code, token=welcome.token)
        )
        self.lobby.set_room(welcome.code, welcome.seat, self._where)
        self.stack.setCurrentWidget(self.lobby)
        self.timer.start()

    def failed(self, code: str, text: str) -> None:
        if self._leaving and code == "protocol":
            return  # we left (or another window took the seat): the end is expected
        ticket = self.identity.seat
        in_room = self.race is not None and not self._leaving
        if (
            in_room
            and code in ("protocol", "unreachable")
            and ticket is not None
            and self._rejoins < REJOIN_TRIES
        ):
            self._rejoins += 1
            self.status.setText(self.tr("Connection lost: taking your place back…"))
            QTimer.singleShot(1000, self.rejoin)
            return
        if code == "bad_token":
            self._remember(seat=None)
            self.home.set_rejoin(None)
        self.race = None
        self.timer.stop()
        self.stop_hosting()
        self.home.show_error(code_text(code))
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

    def stop_hosting(self) -> None:
        if self.hosting is not None:
            self.hosting.stop()
            self.hosting = None

    def shutdown(self) -> None:
        """Close the connection and the hosted server (the game is closing); the seat ticket
        is kept, so the player can come back."""
        self._leaving = True
        self.timer.stop()
        self.lan_rooms.stop()
        self.connection.close()
        self.stop_hosting()

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
            self.go_at = self.clock() + message.go_in
            self.pending.clear()
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
                self.go_at = self.clock() - message.elapsed
                self.board.set_layout(race_layout(message.level).positions)
                self.stack.setCurrentWidget(self.race_page)
            self.board.set_board(race.board)
            self.board.show_countdown(None)
        elif isinstance(message, p.Ack):
            pair = self.pending.pop(message.seq, None)
            if pair is not None:
                self.board.move_made(*pair, message.ok)
            if not message.ok and message.reason:
                self.status.setText(code_text(message.reason))
        elif isinstance(message, p.Shuffled):
            self.board.reshuffled(message.faces)
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
        elif isinstance(message, p.Error):
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
        self.strip.show_help_left(race.hints_left, race.shuffles_left, playing)
        self.board.locked = self.board.locked or not playing and board is not None

    def tick(self) -> None:
        race = self.race
        if race is None or self.go_at is None:
            return
        now = self.clock()
        left = self.go_at - now
        if left > 0 and race.board is None:
            self.board.show_countdown(
                (str(int(left) + 1), self.tr("Get ready: the faces show at go."))
            )
        elif race.board is None and race.countdown is not None:
            self.board.show_countdown((self.tr("Go!"), ""))
        done = race.board is not None and race.board.is_won
        if race.result is None and left <= 0 and not done:  # the clock stops at your finish
            target = race.lobby.settings.target_seconds if race.lobby else None
            self.strip.show_clock(clock_text(-left, target))

    def set_lang(self, lang: str) -> None:
        self.lang = lang
        for view in (self.strip, self.result, self.board):
            view.lang = lang
        self.lobby.set_lang(lang)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.status.setText("")
        super().changeEvent(event)
