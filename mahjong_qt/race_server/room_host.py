"""One room on the server and the connections at its seats: what each change sends to whom.

Standings after a move are not sent at once but at the end of the event loop's current turn
(``call_soon``): moves that arrive together in a busy room share one broadcast, and a quiet room
still answers within the same turn. Every message to several seats is encoded once.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import asdict
from typing import Protocol

from ..core.racing.room import Phase, ResultLine, Room, RoundResult, Standing, TickReport
from ..core.racing.seat import ShuffleDone
from ..core.racing.strip import strip_keys
from ..net import protocol as p
from .metrics import LatencyHistogram

__all__ = ["Sender", "RoomHost"]


class Sender(Protocol):
    """What the server needs of a connection: to queue a text frame on it, to close it, and to
    drop it when another connection takes its seat back."""

    def send_text(self, text: str | bytes) -> None:
        """Queue a text frame (``bytes``: already UTF-8, for frames sent to many)."""
        ...

    def close(self, code: int = 1008, reason: str = "") -> None:
        """Close the connection (the others go on)."""
        ...

    def drop(self, code: int, reason: str) -> None:
        """Another connection took this seat: say so and close."""
        ...


def _row_fields(line: ResultLine) -> dict[str, object]:
    """A result line's fields as the protocol's row takes them: the same names, the fair-play
    flag by its code (pydantic 2.6, the floor, takes no enum member for a ``Literal``)."""
    fields = asdict(line)
    fields["flag"] = None if line.flag is None else line.flag.value
    return fields


def _state(s: Standing) -> p.StandingState:
    if s.finished:
        return "finished"
    if s.gave_up:
        return "gave_up"
    return "cpu" if s.cpu_plays else "playing"


class RoomHost:
    """A :class:`Room` with its connections (``conns``: seat -> the sender now at that seat)."""

    def __init__(
        self,
        room: Room,
        clock: Callable[[], float],
        delays: LatencyHistogram | None = None,
        keep: Callable[[RoundResult], None] | None = None,
    ):
        self.room = room
        self.keep = keep  # the server keeps a rated round's rating changes
        self.clock = clock
        self.conns: dict[int, Sender] = {}
        self.empty_since: float | None = None
        self._flush_scheduled = False
        self._moved_at: float | None = None  # when the oldest move not yet broadcast arrived
        self.delays = delays if delays is not None else LatencyHistogram()
        self._shown: dict[
            int, tuple[object, ...] | None
        ] = {}  # per seat: what its strip showed when last sent
        self.starting = False  # the next round's deals are being made
        self._host_told = room.host  # the host the players know of

    # --- sending -----------------------------------------------------------------------------
    def to_all(self, message: p._Msg) -> None:
        data = p.encode(message).encode()
        for conn in list(self.conns.values()):
            conn.send_text(data)

    def to_seat(self, seat: int, message: p._Msg) -> None:
        conn = self.conns.get(seat)
        if conn is not None:
            conn.send_text(p.encode(message))

    def lobby_message(self) -> p.Lobby:
        room = self.room
        members = [
            p.MemberInfo(seat=m.seat, name=m.name, cpu=m.cpu, ready=m.ready, connected=m.connected)
            for m in room.members.values()
        ]
        return p.Lobby(
            phase=room.phase.value,
            round=room.round,
            host=room.host,
            settings=room.settings,
            members=members,
        )

    def send_lobby(self) -> None:
        """The lobby to everyone (first, when the host changed, who hosts the room now)."""
        room = self.room
        if room.host != self._host_told:
            self._host_told = room.host
            member = room.members.get(room.host)
            if member is not None:
                self.to_all(p.HostChanged(seat=member.seat, name=member.name))
        self.to_all(self.lobby_message())

    def standings_message(self) -> p.Standings:
        now = self.clock()
        room = self.room
        lines = [
            p.StandingLine(
                seat=s.seat,
                rank=s.rank,
                removed=s.removed,
                progress=round(s.progress, 1),
                state=_state(s),
            )
            for s in room.standings(now)
        ]
        return p.Standings(round=room.round, elapsed=max(0.0, now - room.go_at), lines=lines)

    def standings_changed(self, moved_at: float | None = None) -> None:
        """Send the standings at the end of this turn of the loop (once, however many moves);
        ``moved_at``: when the move that changed them arrived (for the server's stats)."""
        if moved_at is not None and self._moved_at is None:
            self._moved_at = moved_at
        if not self._flush_scheduled:
            self._flush_scheduled = True
            asyncio.get_running_loop().call_soon(self._flush)

    def _flush(self) -> None:
        """Send the standings to each player whose strip they change (the mover always: its own
        line changed); the message is encoded once."""
        self._flush_scheduled = False
        if self.room.phase in (Phase.RUNNING, Phase.RESULT) and self.room.boards:
            message = self.standings_message()
            keys = strip_keys(message.lines)
            text: bytes | None = None
            for seat, conn in list(self.conns.items()):
                key = keys.get(seat)
                if self._shown.get(seat) == key:
                    continue
                self._shown[seat] = key
                text = text or p.encode(message).encode()
                conn.send_text(text)
        if self._moved_at is not None:
            self.delays.add(self.clock() - self._moved_at)
            self._moved_at = None

    def result_message(self) -> p.Result | None:
        result = self.room.result
        if result is None:
            return None
        rows = [p.ResultRow(**_row_fields(line)) for line in result.lines]
        return p.Result(round=result.round, number=result.number, lines=rows, rated=result.rated)

    def countdown_message(self, seat: int) -> p.Countdown:
        room = self.room
        return p.Countdown(
            round=room.round, go_in=room.countdown(self.clock()), level=room.boards[seat].level_id
        )

    def go_message(self, seat: int) -> p.Go:
        board = self.room.boards[seat]
        return p.Go(
            round=self.room.round,
            level=board.level_id,
            faces=list(self.room.deals[seat].faces),
            shuffles=board.shuffles_left,
            hints=board.hints_left,
        )

    def sync_message(self, seat: int) -> p.Sync:
        now = self.clock()
        board = self.room.boards[seat]
        deadline = board.turn_deadline()
        return p.Sync(
            round=self.room.round,
            level=board.level_id,
            faces=list(board.board.faces),
            present=list(board.board.present),
            elapsed=max(0.0, now - board.go_at),
            shuffles_left=board.shuffles_left,
            hints_left=board.hints_left,
            penalty=max(0.0, board.penalty_until - now),
            done=board.done,
            turn_left=None if deadline is None else max(0.0, deadline - now),
        )

    # --- events ------------------------------------------------------------------------------
    def seat_arrived(self, seat: int) -> None:
        """A connection took ``seat`` (join or rejoin): bring it up to date."""
        room = self.room
        self._shown.pop(seat, None)
        self.send_lobby()
        if seat not in room.boards:
            return
        if room.phase is Phase.COUNTDOWN:
            self.to_seat(seat, self.countdown_message(seat))
        elif room.phase is Phase.RUNNING:
            self.to_seat(seat, self.sync_message(seat))
            self.standings_changed()
        elif room.phase is Phase.RESULT:
            result = self.result_message()
            if result is not None:
                self.to_seat(seat, result)

    def round_started(self) -> None:
        """The countdown to the round's players, then the lobby (its phase) to everyone: those
        sitting the round out know it by having no countdown for it."""
        self._shown.clear()
        for seat in list(self.conns):
            if seat in self.room.boards:
                self.to_seat(seat, self.countdown_message(seat))
        self.send_lobby()

    def round_over(self) -> None:
        if self.keep is not None and self.room.result is not None:
            self.keep(self.room.result)
        result = self.result_message()
        self._flush()
        if result is not None:
            self.to_all(result)
        self.send_lobby()

    def player_left(self, seat: int, name: str, cpu_plays: bool) -> None:
        """Tell everyone that ``name`` left (and whether a CPU plays their seat now)."""
        self.to_all(p.Left(seat=seat, name=name, cpu_plays=cpu_plays))

    def apply_tick(self, report: TickReport) -> None:
        if report.went:
            for seat in list(self.conns):
                if seat in self.room.boards:
                    self.to_seat(seat, self.go_message(seat))
            self.standings_changed()
        if report.changed or report.taken_over:
            self.standings_changed()
        for seat in sorted(report.taken_over):
            self.player_left(seat, self.room.members[seat].name, cpu_plays=True)
        for seat, name in sorted(report.removed.items()):
            self.player_left(seat, name, cpu_plays=False)
        for seat in sorted(report.timed_out):
            self.to_all(p.OutOfTime(seat=seat, name=self.room.members[seat].name))
        if report.removed or self.room.host != self._host_told:
            self.send_lobby()
        if report.over:
            self.round_over()

    def shuffled(self, seat: int, seq: int, done: ShuffleDone) -> None:
        board = self.room.boards[seat]
        self.to_seat(
            seat,
            p.Shuffled(
                seq=seq,
                faces=list(done.faces),
                penalty=max(0.0, done.penalty_until - self.clock()),
                shuffles_left=board.shuffles_left,
            ),
        )
