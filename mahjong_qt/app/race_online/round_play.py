"""A round as the server tells it, shown on the screen's pages: the countdown (the board laid
out, the winner's handicap said), go or a rejoin's sync (the faces), each pair answered (the
board frees or removes it), shuffles and their penalty, hints, the standings on the strip, the
result recorded and shown, who left; and the help left (hints, shuffles) after each message.
The room ending (``ended``) or another window taking the seat (``replaced``) is the screen's
to handle: this part only says so."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QLabel, QStackedWidget, QWidget

from mahjong_qt.core.modes.race import race_layout
from mahjong_qt.core.racing.strip import race_strip
from mahjong_qt.net import protocol as p
from mahjong_qt.net.client import ClientRace

from .lobby_view import LobbyView
from .race_board import OnlineBoard
from .race_clock import RaceClock
from .race_records import RaceRecorder
from .race_strip import RaceStripView
from .race_texts import code_text, ended_code, level_name
from .result_view import ResultView

__all__ = ["RoundHost", "RoundPlay"]


class RoundHost(Protocol):
    """The screen's pages and what the player knows (``race``, ``None`` out of a room)."""

    race: ClientRace | None
    lang: str
    recorder: RaceRecorder
    stack: QStackedWidget
    lobby: LobbyView
    strip: RaceStripView
    board: OnlineBoard
    result: ResultView
    race_page: QWidget
    status: QLabel

    def send(self, message: p._Msg) -> None: ...


class RoundPlay(QObject):
    """``received(message)`` after the connection's each message; ``play(a, b)`` sends a pair
    (kept ``pending`` until the server answers it); ``seq()`` numbers the next request."""

    ended = Signal(str)  # the room has ended: the failure's code
    replaced = Signal(str)  # another window has the seat now: what to say

    def __init__(self, host: RoundHost, clocks: RaceClock, parent: QObject | None = None):
        super().__init__(parent)
        self.host, self.clocks = host, clocks
        self.pending: dict[int, tuple[int, int]] = {}

    def seq(self) -> int:
        race = self.host.race
        return race.next_seq() if race is not None else 0

    def play(self, a: int, b: int) -> None:
        seq = self.seq()
        self.pending[seq] = (a, b)
        self.host.send(p.Move(seq=seq, a=a, b=b))

    def received(self, message) -> None:
        race = self.host.race
        if race is None:
            return
        race.apply(message)
        if isinstance(message, p.Ended):
            self.ended.emit(ended_code(message.reason))  # the server closes the connection next
            return
        if isinstance(message, p.Error) and self._refused(message):
            return
        if isinstance(message, p.Countdown):
            self._countdown(message, race)
        elif isinstance(message, (p.Go, p.Sync)):
            self._faces(message, race)
        else:
            self._during(message, race)
        self._update_help(race)

    def _countdown(self, message: p.Countdown, race: ClientRace) -> None:
        host = self.host
        self.clocks.start(message.go_in)
        self.pending.clear()
        host.strip.clear_notice()
        host.lobby.show_notice("")
        host.board.set_layout(race_layout(message.level).positions)
        chosen = race.lobby.settings.level if race.lobby is not None else message.level
        if message.level != chosen:  # the winner's handicap: a level higher for you
            text = QCoreApplication.translate(  # the screen's context, as first written
                "OnlineRaceScreen", "Winner's handicap: your board is %1."
            )
            host.status.setText(text.replace("%1", level_name(message.level, host.lang)))
        else:
            host.status.setText("")
        host.stack.setCurrentWidget(host.race_page)
        host.board.view.setFocus()

    def _faces(self, message: p.Go | p.Sync, race: ClientRace) -> None:
        host = self.host
        if isinstance(message, p.Sync):
            self.clocks.synced(message, race)
            host.board.set_layout(race_layout(message.level).positions)
            host.stack.setCurrentWidget(host.race_page)
        assert race.board is not None  # Go and Sync bring the board
        host.board.set_board(race.board)
        host.board.show_countdown(None)

    def _during(self, message, race: ClientRace) -> None:
        host = self.host
        if isinstance(message, p.Lobby):
            host.lobby.show_lobby(message)
            if message.phase == "lobby":
                host.stack.setCurrentWidget(host.lobby)
        elif isinstance(message, p.Ack):
            pair = self.pending.pop(message.seq, None)
            if pair is not None:
                host.board.move_made(*pair, message.ok)
                if message.ok:
                    self.clocks.moved()
            if not message.ok and message.reason:
                host.status.setText(code_text(message.reason))
        elif isinstance(message, p.Shuffled):
            host.board.reshuffled(message.faces)
            self.clocks.moved(message.penalty)
            if message.penalty > 0:
                text = QCoreApplication.translate("OnlineRaceScreen", "Shuffle penalty: %1 s")
                host.status.setText(text.replace("%1", f"{message.penalty:.0f}"))
        elif isinstance(message, p.Hinted):
            host.board.show_hint(message.a, message.b)
        elif isinstance(message, p.Standings):
            names = {m.seat: m.name for m in race.lobby.members} if race.lobby else {}
            host.strip.show_strip(race_strip(message.lines, race.seat, names))
        elif isinstance(message, p.Result):
            self.show_result(message, race)
        elif isinstance(message, p.Left):
            text = host.strip.show_left(message.name, message.cpu_plays)
            host.lobby.show_notice(text)
            host.board.view.announcer.announce(text)

    def _refused(self, message: p.Error) -> bool:
        """Show the server's error; True when the seat is another window's now (no more)."""
        host = self.host
        pair = None if message.seq is None else self.pending.pop(message.seq, None)
        if pair is not None:
            host.board.move_made(*pair, False)  # refused (too fast): the board is free again
        text = code_text(message.code)
        host.status.setText(text)
        host.lobby.status.setText(text)
        if message.code == "replaced":  # another window has the seat now: do not take it back
            self.replaced.emit(text)
            return True
        return False

    def show_result(self, result: p.Result, race: ClientRace) -> None:
        host = self.host
        mine = next((x for x in result.lines if x.seat == race.seat), None)
        best, new = None, False
        if mine is not None:
            best, new = host.recorder.record(
                mine.level, mine.rank == 1, mine.time is not None, mine.time
            )
        host.result.show_result(result, race.seat, race.is_host, best, new)
        host.stack.setCurrentWidget(host.result)
        button = host.result.again_button if race.is_host else host.result.leave_button
        button.setFocus()

    def _update_help(self, race: ClientRace) -> None:
        board = race.board
        playing = board is not None and not board.is_won and race.result is None
        mine = None
        if race.standings is not None:
            mine = next((x for x in race.standings.lines if x.seat == race.seat), None)
        if mine is not None and mine.state != "playing":
            playing = False
        anytime = race.lobby is not None and race.lobby.settings.shuffle_anytime
        may_shuffle = anytime or (board is not None and board.is_stuck)
        self.host.strip.show_help_left(race.hints_left, race.shuffles_left, playing, may_shuffle)
        host_board = self.host.board
        host_board.locked = host_board.locked or not playing and board is not None
