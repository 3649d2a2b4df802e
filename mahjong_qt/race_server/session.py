"""One client connection: its limits and strikes, and what each of its messages does.

Nothing a client sends can stop the server: a frame that is too big closes that connection
(the WebSocket library enforces ``max_size``); binary, malformed, out-of-order, too frequent
messages and room errors each get an ``error`` and a strike, and ``max_strikes`` strikes drop the
connection; so do too many wrong room codes and a client that says nothing at first, or stops
reading (its unsent data grows past :data:`MAX_WRITE_BUFFER`, or it stops answering pings).
"""

from __future__ import annotations

import asyncio
import logging
from collections import Counter
from collections.abc import Callable, Coroutine
from typing import Any, Protocol, TypeVar

from pydantic import ValidationError
from websockets.asyncio.server import ServerConnection, broadcast
from websockets.exceptions import ConnectionClosed

from ..core.racing.room import Room, RoomError, RoundPlan, make_round_deals
from ..core.racing.seat import Refused, ShuffleDone
from ..core.racing.settings import RaceSettings
from ..net import protocol as p
from ..net.limits import TokenBucket
from .addresses import AddressBook, Spend
from .limits import ServerLimits
from .room_host import RoomHost

__all__ = ["Session", "SessionServer", "MAX_WRITE_BUFFER"]

log = logging.getLogger(__name__)
MAX_WRITE_BUFFER = 1 << 20  # bytes queued for a client that does not read: then it is dropped


Entered = tuple[RoomHost, int, str]  # the room, the seat, the rejoin token
T = TypeVar("T")


class SessionServer(Protocol):
    """What a connection needs of the server: its limits, clock and counters, and the rooms."""

    limits: ServerLimits
    clock: Callable[[], float]
    stats: Counter[str]
    addresses: AddressBook
    rooms: dict[str, RoomHost]

    def spawn(self, coro: Coroutine[Any, Any, object]) -> None: ...

    async def run_blocking(self, function: Callable[..., T], *args: object) -> T: ...

    def create_room(
        self, name: str, player_id: str, settings: RaceSettings
    ) -> Entered | RoomError: ...

    def join_room(self, code: str, name: str, player_id: str) -> Entered | RoomError: ...

    def rejoin_room(self, code: str, token: str) -> Entered | RoomError: ...

    def sign_in(self, name: str, account: p.Account | None) -> tuple[str, p.Account | None]: ...

    def ratings_for(self, account: str) -> p.Ratings: ...


def _seq_of(raw: str | bytes) -> int | None:
    """The ``seq`` of a request refused before it was handled (None when it has none or is not
    a message; the strikes bound how often a client makes the server look)."""
    try:
        message = p.parse_client(raw)
    except ValidationError:
        return None
    return getattr(message, "seq", None)


class Session:
    """The connection ``ws`` to ``server`` from ``peer`` (its address, counted under
    ``address``); once in a room, ``host`` and ``seat`` say where."""

    def __init__(
        self,
        server: SessionServer,
        ws: ServerConnection,
        peer: str | None = None,
        address: str = "?",
    ):
        self.server = server
        self.ws = ws
        self.peer, self.address = peer, address
        limits = server.limits
        self.bucket = TokenBucket(limits.rate, limits.burst)
        self.strikes = 0
        self.wrong_codes = 0
        self.host: RoomHost | None = None
        self.seat = -1
        self.closing = False
        self.received_at = 0.0
        self._handlers: dict[type[p.ClientMessage], Callable[[Any], None]] = {
            p.Ready: self._ready,
            p.ChangeSettings: self._settings,
            p.AddCpu: self._add_cpu,
            p.RemoveCpu: self._remove_cpu,
            p.Start: self._start,
            p.Move: self._move,
            p.Shuffle: self._shuffle,
            p.Hint: self._hint,
            p.GiveUp: self._give_up,
            p.Leave: self._leave,
            p.AskRatings: self._ratings,
        }

    # --- sending and closing -----------------------------------------------------------------
    def send_text(self, text: str | bytes) -> None:
        if self.closing:
            return
        transport = self.ws.transport
        if transport is not None and transport.get_write_buffer_size() > MAX_WRITE_BUFFER:
            self.close(1008, "not reading")
            return
        broadcast([self.ws], text, text=True)  # bytes: UTF-8 already, sent as a text frame

    def send(self, message: p._Msg) -> None:
        self.send_text(p.encode(message))

    def close(self, code: int = 1008, reason: str = "") -> None:
        """Close this connection (the others go on)."""
        if self.closing:
            return
        self.closing = True
        self.server.stats["dropped"] += 1
        self.server.spawn(self.ws.close(code, reason[:100]))

    def drop(self, code: int, reason: str) -> None:
        """Another connection took this seat (a rejoin): say so and close."""
        self.send(p.Error(code="replaced", message=reason, fatal=True))
        self.host = None
        self.close(1000, reason)

    def error(self, code: str, message: str, fatal: bool = False, seq: int | None = None) -> None:
        """Answer with an error (``seq``: of the request it refuses); a strike against the
        connection (too many drop it)."""
        self.server.stats["errors"] += 1
        self.strikes += 1
        fatal = fatal or self.strikes >= self.server.limits.max_strikes
        self.send(p.Error(code=code, message=message, fatal=fatal, seq=seq))
        if fatal:
            self.close(1008, code)

    # --- receiving ---------------------------------------------------------------------------
    async def run(self) -> None:
        """Read until the connection closes. It must be in a room within the hello timeout (a
        ping or a wrong code does not count), else it is dropped."""
        loop = asyncio.get_running_loop()
        timer = loop.call_later(self.server.limits.hello_timeout, self._hello_expired)
        try:
            async for raw in self.ws:
                if self.closing:
                    break
                self.receive(raw)
        except ConnectionClosed:
            pass
        finally:
            timer.cancel()
            self._gone()

    def _hello_expired(self) -> None:
        if self.host is None and not self.closing:
            self.server.stats["hello_timeouts"] += 1
            self.error("timeout", "create, join or rejoin a room first", fatal=True)

    def receive(self, raw: str | bytes) -> None:
        """Handle one frame; never raises."""
        self.server.stats["messages"] += 1
        try:
            self._receive(raw)
        except Exception:  # a bug must not take the server down: log it, tell the client
            log.exception("error handling a message")
            self.server.stats["internal_errors"] += 1
            self.error("internal", "the server could not handle that message")

    def _receive(self, raw: str | bytes) -> None:
        if self.closing:
            return
        self.received_at = now = self.server.clock()
        if not self.bucket.take(now):
            self.error("rate_limited", "too many messages", seq=_seq_of(raw))
            return
        if isinstance(raw, bytes):
            self.error("bad_message", "text frames only")
            return
        try:
            message = p.parse_client(raw)
        except ValidationError as e:
            self._bad(e)
            return
        if isinstance(message, p.Ping):
            self.send(p.Pong(t=message.t))
            return
        if self.host is None:
            if isinstance(message, p.FIRST_MESSAGES):
                self._enter(message)
            else:
                self.error("out_of_order", "create, join or rejoin a room first")
            return
        if isinstance(message, p.FIRST_MESSAGES):
            self.error("out_of_order", "already in a room")
            return
        try:
            self._handlers[type(message)](message)
        except RoomError as e:
            self.error(e.code, e.message)

    def _bad(self, e: ValidationError) -> None:
        errors = e.errors(include_url=False, include_input=False)
        if any(err["loc"][-1:] == ("v",) for err in errors):
            self.error("version", f"this server speaks protocol {p.PROTOCOL_VERSION}", fatal=True)
            return
        if not errors:
            self.error("bad_message", "bad message")
            return
        where = ".".join(str(x) for x in errors[0]["loc"])
        text = f"{where}: {errors[0]['msg']}"  # may quote the client's keys: keep it printable
        safe = text.encode("ascii", "backslashreplace").decode("ascii")[:200]
        self.error("bad_message", safe)

    def _may_enter(self, message: p.Create | p.Join | p.Rejoin) -> RoomError | None:
        """The limits of this client's address on entering a room (None: within them)."""
        book, now = self.server.addresses, self.server.clock()
        if isinstance(message, p.Create):
            if not book.may_create(self.peer):
                return RoomError("not_allowed", "only the host's game creates rooms here")
            if not book.spend(self.address, Spend.CREATE, now):
                return RoomError("too_many_rooms", "too many rooms created from your address")
        elif not book.spend(self.address, Spend.JOIN, now):
            return RoomError("too_many_joins", "too many joins from your address")
        return None

    def _wrong_code(self, refused: RoomError) -> None:
        """A room code or token that leads nowhere: counted per connection and per address."""
        self.wrong_codes += 1
        limits, book = self.server.limits, self.server.addresses
        if not book.spend(self.address, Spend.WRONG_CODE, self.server.clock()):
            self.error("too_many_codes", "too many wrong codes from your address", fatal=True)
        else:
            fatal = self.wrong_codes >= limits.max_wrong_codes
            self.error(refused.code, refused.message, fatal=fatal)

    def _enter(self, message: p.Create | p.Join | p.Rejoin) -> None:
        server = self.server
        refused = self._may_enter(message)
        if refused is not None:
            self.server.stats["refused_" + refused.code] += 1
            self.error(refused.code, refused.message)
            return
        issued: p.Account | None = None
        if isinstance(message, p.Create):
            account, issued = server.sign_in(message.name, message.account)
            entered = server.create_room(message.name, account, message.settings)
        elif isinstance(message, p.Join):
            if message.code not in server.rooms:  # no account is made for a wrong code
                entered = RoomError("no_room", "no room has this code")
            else:
                account, issued = server.sign_in(message.name, message.account)
                entered = server.join_room(message.code, message.name, account)
        else:
            entered = server.rejoin_room(message.code, message.token)
        if isinstance(entered, RoomError):
            if entered.code in ("no_room", "bad_token"):  # (an ended room's code is no guess)
                self._wrong_code(entered)
            else:
                self.error(entered.code, entered.message)
            return
        host, seat, token = entered
        old = host.conns.get(seat)
        if old is not None and old is not self:
            old.drop(1000, "your seat was taken back from another connection")
        self.host, self.seat = host, seat
        host.conns[seat] = self
        host.empty_since = None
        self.send(p.Welcome(code=host.room.code, seat=seat, token=token, account=issued))
        host.seat_arrived(seat)

    def _gone(self) -> None:
        host, self.host = self.host, None
        if host is None or host.conns.get(self.seat) is not self:
            return
        del host.conns[self.seat]
        host.room.disconnect(self.seat, self.server.clock())
        host.send_lobby()

    # --- in a room ---------------------------------------------------------------------------
    @property
    def _host(self) -> RoomHost:
        """The room host; the handlers below run only once in a room."""
        assert self.host is not None
        return self.host

    @property
    def _room(self) -> Room:
        return self._host.room

    def _ready(self, m: p.Ready) -> None:
        self._room.set_ready(self.seat, m.ready)
        self._host.send_lobby()

    def _settings(self, m: p.ChangeSettings) -> None:
        self._room.change_settings(self.seat, m.settings)
        self._host.send_lobby()

    def _add_cpu(self, m: p.AddCpu) -> None:
        self._room.add_cpu(self.seat)
        self._host.send_lobby()

    def _remove_cpu(self, m: p.RemoveCpu) -> None:
        self._room.remove_cpu(self.seat, m.seat)
        self._host.send_lobby()

    def _start(self, m: p.Start) -> None:
        """Start (or Play Again): the deals are made in the server's deal thread, so that a slow
        one (a second, at worst) does not stop every other room."""
        host = self._host
        plan = host.room.plan(self.seat)  # refuses now when this seat may not start
        if host.starting:
            self.error("wrong_phase", "the round is already starting")
            return
        host.starting = True
        self.server.spawn(self._start_round(host, plan))

    async def _start_round(self, host: RoomHost, plan: RoundPlan) -> None:
        try:
            deals = await self.server.run_blocking(make_round_deals, plan)
            host.room.start(self.seat, self.server.clock(), deals)
            host.round_started()
        except RoomError as e:
            self.error(e.code, e.message)
        except Exception:  # a bug must not take the server down
            log.exception("error starting a round")
            self.server.stats["internal_errors"] += 1
            self.error("internal", "the server could not start the round")
        finally:
            host.starting = False

    def _after_move(self) -> None:
        host = self._host
        host.standings_changed(self.received_at)
        if host.room.settle(self.server.clock()):
            host.round_over()

    def _move(self, m: p.Move) -> None:
        self.server.stats["moves"] += 1
        refused = self._room.play(self.seat, m.a, m.b, self.server.clock())
        self.send(p.Ack(seq=m.seq, ok=refused is None, reason=refused))
        if refused is None:
            self._after_move()

    def _shuffle(self, m: p.Shuffle) -> None:
        done = self._room.shuffle(self.seat, self.server.clock())
        if isinstance(done, ShuffleDone):
            self._host.shuffled(self.seat, m.seq, done)
        else:
            self.send(p.Ack(seq=m.seq, ok=False, reason=done))

    def _hint(self, m: p.Hint) -> None:
        hint = self._room.hint(self.seat, self.server.clock())
        if isinstance(hint, Refused):
            self.send(p.Ack(seq=m.seq, ok=False, reason=hint))
            return
        left = self._room.boards[self.seat].hints_left
        self.send(p.Hinted(seq=m.seq, a=hint[0], b=hint[1], hints_left=left))

    def _give_up(self, m: p.GiveUp) -> None:
        refused = self._room.give_up(self.seat, self.server.clock())
        self.send(p.Ack(seq=m.seq, ok=refused is None, reason=refused))
        if refused is None:
            self._after_move()

    def _ratings(self, m: p.AskRatings) -> None:
        member = self._room.members.get(self.seat)
        if member is not None:
            self.send(self.server.ratings_for(member.player_id))

    def _leave(self, m: p.Leave) -> None:
        host, seat = self._host, self.seat
        member = host.room.members.get(seat)
        host.room.leave(seat, self.server.clock())
        host.conns.pop(seat, None)
        self.host = None
        if member is not None:
            host.player_left(seat, member.name, cpu_plays=seat in host.room.members)
        host.send_lobby()
        if host.room.settle(self.server.clock()):
            host.round_over()
        self.close(1000, "left")
