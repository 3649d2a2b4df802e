"""The race server: rooms by code, rejoin tokens, accounts and Elo ratings (kept in a
:class:`~.store.RatingStore`), one ticker for every room.

:class:`RaceServer` is used three ways: by the command line (``mahjong-race-server``), by the
game when it hosts a room on the LAN (:mod:`.embedded`, in a thread), and by the tests (on
loopback, port 0).
"""

from __future__ import annotations

import asyncio
import hmac
import logging
import secrets
import time
from collections import Counter, OrderedDict
from collections.abc import Callable, Coroutine
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

from websockets.asyncio.server import Server, ServerConnection, serve

from ..core.modes.race import RACE_LEVELS, race_layout
from ..core.racing.room import Room, RoomError, RoundResult
from ..core.racing.settings import RaceSettings
from ..net import protocol as p
from ..net.protocol import CODE_ALPHABET, CODE_LENGTH
from .addresses import AddressBook, address_key
from .limits import ServerLimits
from .metrics import LatencyHistogram
from .room_host import RoomHost
from .session import Entered, Session
from .shards import first_letters
from .store import Leader, MemoryStore, RatingStore, token_digest, top_players

__all__ = ["RaceServer", "warm_up"]

log = logging.getLogger(__name__)
PRUNE_SECONDS = 5.0  # how often the addresses at rest are forgotten
ENDED_KEPT = 10_000  # rooms that ended, remembered to tell a late rejoin why (the latest kept)
TOP_SECONDS = 10.0  # how long the top of the leaderboard is served from memory
T = TypeVar("T")


def _rating_line(leader: Leader) -> p.RatingLine:
    return p.RatingLine(name=leader.name, rating=round(leader.rating, 1), games=leader.games)


def warm_up() -> None:
    """Build the four race layouts now (cached), so that no room waits for them later."""
    for level in RACE_LEVELS:
        race_layout(level.id)


class RaceServer:
    """Many rooms in one process. ``clock`` is the time source (``time.monotonic``); ``store``
    keeps the accounts and ratings (in memory when none is given)."""

    def __init__(
        self,
        limits: ServerLimits | None = None,
        clock: Callable[[], float] = time.monotonic,
        store: RatingStore | None = None,
        shard: tuple[int, int] = (0, 1),
    ):
        self.limits = limits or ServerLimits()
        self._first_letters = first_letters(*shard)  # this shard's codes start with these
        self.clock = clock
        self.rooms: dict[str, RoomHost] = {}
        self.tokens: dict[str, tuple[str, int]] = {}
        self.ended: OrderedDict[str, p.EndReason] = OrderedDict()  # code -> why it ended
        self._top: tuple[float, list[p.RatingLine]] | None = None  # (when, the top) cached
        self.store: RatingStore = store if store is not None else MemoryStore()
        self.stats: Counter[str] = Counter()
        self.delays = LatencyHistogram()  # from a move's arrival to its standings going out
        self.connections = 0
        self.addresses = AddressBook(self.limits)
        self._pruned_at = clock()
        self._tasks: set[asyncio.Task[object]] = set()
        self._server: Server | None = None
        self._ticker: asyncio.Task[None] | None = None
        # Slow pure-Python work (a round's deals) runs here, off the event loop: the loop still
        # gets the interpreter every few milliseconds, so the other rooms go on.
        self._blocking = ThreadPoolExecutor(max_workers=1, thread_name_prefix="race-deals")

    # --- rooms -------------------------------------------------------------------------------
    def _new_code(self) -> str:
        while True:
            rest = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH - 1))
            code = secrets.choice(self._first_letters) + rest
            if code not in self.rooms and code not in self.ended:
                return code

    def _token(self, code: str, seat: int) -> str:
        """A new rejoin token for ``seat``. Tokens are kept by their digest: a lookup compares
        digests, never the token itself, so its time says nothing of the token."""
        token = secrets.token_urlsafe(24)
        self.tokens[token_digest(token)] = (code, seat)
        return token

    def create_room(self, name: str, player_id: str, settings: RaceSettings) -> Entered | RoomError:
        if len(self.rooms) >= self.limits.max_rooms:
            return RoomError("server_full", "this server holds no more rooms")
        code = self._new_code()
        room = Room(
            code,
            name,
            player_id,
            settings,
            seed=secrets.randbits(32),
            ratings=self.store,
            grace=self.limits.grace,
            countdown=self.limits.countdown,
            fair_play=self.limits.fair_play,
        )
        host = RoomHost(room, self.clock, self.delays, keep=self._keep_ratings)
        self.rooms[code] = host
        self.stats["rooms"] += 1
        return host, room.host, self._token(code, room.host)

    def sign_in(self, name: str, account: p.Account | None) -> tuple[str, p.Account | None]:
        """The account a player enters with: the one sent when its secret is right, else a new
        one (returned, to be sent to the player)."""
        if account is not None and self.store.signs_in(account.id, account.secret):
            return account.id, None
        account_id, secret = self.store.new_account(name)
        self.stats["accounts"] += 1
        return account_id, p.Account(id=account_id, secret=secret)

    def _keep_ratings(self, result: RoundResult) -> None:
        if not result.changes:
            return
        try:
            self.store.record(result.changes)
            self.stats["rated_rounds"] += 1
            self._top = None
        except Exception:  # the database is away: the round's result stands, unrated
            log.exception("the ratings of a round could not be kept")
            self.stats["store_errors"] += 1

    def ratings_for(self, account: str) -> p.Ratings:
        """Your rating (the store's line for ``account``) and the server's top, the same
        leaderboard as ``mahjong-race-server ratings`` (served from memory for a few seconds)."""
        now = self.clock()
        if self._top is None or now - self._top[0] > TOP_SECONDS:
            leaders = top_players(self.store, p.TOP_RATINGS)  # as the command line lists them
            self._top = now, [_rating_line(x) for x in leaders]
        mine = self.store.player(account)
        you = None if mine is None or mine.games == 0 else _rating_line(mine)
        return p.Ratings(you=you, top=self._top[1])

    def _ended_error(self, code: str) -> RoomError | None:
        reason = self.ended.get(code)
        if reason is None:
            return None
        return RoomError("room_ended", f"that room has ended ({reason})")

    def join_room(self, code: str, name: str, player_id: str) -> Entered | RoomError:
        host = self.rooms.get(code)
        if host is None:
            return self._ended_error(code) or RoomError("no_room", "no room has this code")
        try:
            seat = host.room.join(name, player_id)
        except RoomError as e:
            return e
        return host, seat, self._token(code, seat)

    def rejoin_room(self, code: str, token: str) -> Entered | RoomError:
        ended = self._ended_error(code)
        if ended is not None:
            return ended
        where = self.tokens.get(token_digest(token))
        if where is None or not hmac.compare_digest(where[0], code) or code not in self.rooms:
            return RoomError("bad_token", "this place is not kept any more")
        host = self.rooms[code]
        seat = where[1]
        if seat not in host.room.members:
            return RoomError("seat_gone", "your seat was given up: you were away too long")
        host.room.reconnect(seat, self.clock())
        return host, seat, token

    def close_room(self, code: str, reason: p.EndReason) -> None:
        """End the room: everyone still in it is told why, then disconnected; a later join or
        rejoin of its code is told that it ended."""
        host = self.rooms.pop(code, None)
        if host is None:
            return
        self.stats["ended_" + reason] += 1
        self.ended[code] = reason
        while len(self.ended) > ENDED_KEPT:
            self.ended.popitem(last=False)
        self.tokens = {t: w for t, w in self.tokens.items() if w[0] != code}
        host.to_all(p.Ended(reason=reason))
        for conn in list(host.conns.values()):
            conn.close(1000, "room ended")

    # --- running -----------------------------------------------------------------------------
    def spawn(self, coro: Coroutine[Any, Any, object]) -> None:
        """Run ``coro`` in the background, keeping a reference until it ends."""
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def run_blocking(self, function: Callable[..., T], *args: object) -> T:
        """``function(*args)`` in the server's worker thread."""
        return await asyncio.get_running_loop().run_in_executor(self._blocking, function, *args)

    def tick(self) -> None:
        """One tick of every room (a room that fails is closed; the others go on)."""
        now = self.clock()
        for code, host in list(self.rooms.items()):
            try:
                host.apply_tick(host.room.tick(now))
                if host.room.abandoned:
                    self.close_room(code, "no_players")
                elif host.conns:
                    host.empty_since = None
                elif host.empty_since is None:
                    host.empty_since = now
                elif now - host.empty_since > self.limits.empty_room_seconds:
                    self.close_room(code, "empty")
            except Exception:
                log.exception("room %s failed and is closed", code)
                self.stats["room_failures"] += 1
                self.close_room(code, "failed")
        if now - self._pruned_at >= PRUNE_SECONDS:
            self._pruned_at = now
            self.addresses.prune(now)

    async def _tick_forever(self) -> None:
        while True:
            await asyncio.sleep(self.limits.tick)
            self.tick()

    def _peer(self, ws: ServerConnection) -> str | None:
        """The client's address: the connection's, or behind a trusted router the last one it
        put in ``X-Forwarded-For``."""
        peer = ws.remote_address[0] if ws.remote_address else None
        if peer in self.limits.proxies and ws.request is not None:
            forwarded = ws.request.headers.get("X-Forwarded-For", "")
            peer = forwarded.rsplit(",", 1)[-1].strip() or peer
        return peer

    async def _handler(self, ws: ServerConnection) -> None:
        peer = self._peer(ws)
        key = address_key(peer)
        if self.connections >= self.limits.max_connections:
            self.stats["refused_busy"] += 1
            await ws.close(1013, "server busy")
            return
        if not self.addresses.connect(key, self.clock()):
            self.stats["refused_address"] += 1
            await ws.close(1013, "too many connections from your address")
            return
        self.connections += 1
        try:
            await Session(self, ws, peer, key).run()
        finally:
            self.connections -= 1
            self.addresses.disconnect(key)

    async def start(self, host: str = "127.0.0.1", port: int = 0, warm: bool = True) -> int:
        """Listen on ``host:port`` (0: any free port); returns the port. ``warm``: build the
        race layouts before returning; else in the deal thread (the caller does not wait).
        Listening comes first, so that a port in use or an unknown host fails at once."""
        limits = self.limits
        self._server = await serve(
            self._handler,
            host,
            port,
            compression=None,
            max_size=limits.max_message,
            max_queue=32,
            ping_interval=limits.ping_interval,
            ping_timeout=limits.ping_timeout,
            open_timeout=limits.hello_timeout,
            close_timeout=limits.close_timeout,
        )
        if warm:
            warm_up()
        else:  # in the deal thread: the loop answers at once, a round's deals wait for it
            asyncio.get_running_loop().run_in_executor(self._blocking, warm_up)
        self._ticker = asyncio.get_running_loop().create_task(self._tick_forever())
        return self.port

    @property
    def port(self) -> int:
        assert self._server is not None
        port: int = self._server.sockets[0].getsockname()[1]  # (host, port[, …]) of any family
        return port

    def stats_report(self) -> dict[str, Any]:
        """The counters and the move-to-broadcast delay inside the server (ms)."""
        ms = {
            f"p{round(q * 100)}": None if v is None else round(1000 * v, 2)
            for q in (0.5, 0.99)
            for v in [self.delays.percentile(q)]
        }
        return {**self.stats, "rooms_open": len(self.rooms), "handling_ms": ms}

    async def stop(self, reason: p.EndReason = "server_stopped") -> None:
        """Stop: every room ends (its players are told ``reason``), then the listening ends."""
        for code in list(self.rooms):
            self.close_room(code, reason)
        if self._tasks:  # the closing handshakes just started
            await asyncio.wait(list(self._tasks), timeout=self.limits.close_timeout)
        if self._ticker is not None:
            self._ticker.cancel()
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        self._blocking.shutdown(wait=False, cancel_futures=True)
