"""The race server: rooms by code, rejoin tokens, Elo ratings, one ticker for every room.

:class:`RaceServer` is used three ways: by the command line (``mahjong-race-server``), by the
game when it hosts a room on the LAN (:mod:`.embedded`, in a thread), and by the tests (on
loopback, port 0).
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
from collections import Counter
from collections.abc import Callable, Coroutine
from concurrent.futures import ThreadPoolExecutor

from websockets.asyncio.server import Server, ServerConnection, serve

from ..core.modes.race import RACE_LEVELS, race_layout
from ..core.racing.room import Room, RoomError
from ..core.racing.settings import RaceSettings
from ..net.protocol import CODE_ALPHABET, CODE_LENGTH
from .limits import ServerLimits
from .metrics import LatencyHistogram
from .room_host import RoomHost
from .session import Entered, Session

__all__ = ["RaceServer", "warm_up"]

log = logging.getLogger(__name__)


def warm_up() -> None:
    """Build the four race layouts now (cached), so that no room waits for them later."""
    for level in RACE_LEVELS:
        race_layout(level.id)


class RaceServer:
    """Many rooms in one process. ``clock`` is the time source (``time.monotonic``)."""

    def __init__(
        self, limits: ServerLimits | None = None, clock: Callable[[], float] = time.monotonic
    ):
        self.limits = limits or ServerLimits()
        self.clock = clock
        self.rooms: dict[str, RoomHost] = {}
        self.tokens: dict[str, tuple[str, int]] = {}
        self.ratings: dict[str, float] = {}
        self.stats: Counter[str] = Counter()
        self.delays = LatencyHistogram()  # from a move's arrival to its standings going out
        self.connections = 0
        self._tasks: set[asyncio.Task] = set()
        self._server: Server | None = None
        self._ticker: asyncio.Task | None = None
        # Slow pure-Python work (a round's deals) runs here, off the event loop: the loop still
        # gets the interpreter every few milliseconds, so the other rooms go on.
        self._blocking = ThreadPoolExecutor(max_workers=1, thread_name_prefix="race-deals")

    # --- rooms -------------------------------------------------------------------------------
    def _new_code(self) -> str:
        while True:
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
            if code not in self.rooms:
                return code

    def _token(self, code: str, seat: int) -> str:
        token = secrets.token_urlsafe(24)
        self.tokens[token] = (code, seat)
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
            ratings=self.ratings,
            grace=self.limits.grace,
            countdown=self.limits.countdown,
        )
        host = RoomHost(room, self.clock, self.delays)
        self.rooms[code] = host
        self.stats["rooms"] += 1
        return host, room.host, self._token(code, room.host)

    def join_room(self, code: str, name: str, player_id: str) -> Entered | RoomError:
        host = self.rooms.get(code)
        if host is None:
            return RoomError("no_room", "no room has this code")
        try:
            seat = host.room.join(name, player_id)
        except RoomError as e:
            return e
        return host, seat, self._token(code, seat)

    def rejoin_room(self, code: str, token: str) -> Entered | RoomError:
        where = self.tokens.get(token)
        if where is None or where[0] != code or code not in self.rooms:
            return RoomError("bad_token", "this place is not kept any more")
        host = self.rooms[code]
        seat = where[1]
        if seat not in host.room.members:
            return RoomError("bad_token", "this place is not kept any more")
        host.room.reconnect(seat, self.clock())
        return host, seat, token

    def close_room(self, code: str) -> None:
        host = self.rooms.pop(code, None)
        if host is None:
            return
        self.tokens = {t: w for t, w in self.tokens.items() if w[0] != code}
        for conn in list(host.conns.values()):
            conn.close(1001, "room closed")

    # --- running -----------------------------------------------------------------------------
    def spawn(self, coro: Coroutine) -> None:
        """Run ``coro`` in the background, keeping a reference until it ends."""
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def run_blocking(self, function: Callable, *args: object) -> object:
        """``function(*args)`` in the server's worker thread."""
        return await asyncio.get_running_loop().run_in_executor(self._blocking, function, *args)

    def tick(self) -> None:
        """One tick of every room (a room that fails is closed; the others go on)."""
        now = self.clock()
        for code, host in list(self.rooms.items()):
            try:
                host.apply_tick(host.room.tick(now))
                if not host.room.members:
                    self.close_room(code)
                elif host.conns:
                    host.empty_since = None
                elif host.empty_since is None:
                    host.empty_since = now
                elif now - host.empty_since > self.limits.empty_room_seconds:
                    self.close_room(code)
            except Exception:
                log.exception("room %s failed and is closed", code)
                self.stats["room_failures"] += 1
                self.close_room(code)

    async def _tick_forever(self) -> None:
        while True:
            await asyncio.sleep(self.limits.tick)
            self.tick()

    async def _handler(self, ws: ServerConnection) -> None:
        if self.connections >= self.limits.max_connections:
            await ws.close(1013, "server busy")
            return
        self.connections += 1
        try:
            await Session(self, ws).run()
        finally:
            self.connections -= 1

    async def start(self, host: str = "127.0.0.1", port: int = 0, warm: bool = True) -> int:
        """Listen on ``host:port`` (0: any free port); returns the port. ``warm``: build the
        race layouts first; else just after (the caller does not wait for them)."""
        if warm:
            warm_up()
        else:
            asyncio.get_running_loop().call_soon(warm_up)
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
        self._ticker = asyncio.get_running_loop().create_task(self._tick_forever())
        return self.port

    @property
    def port(self) -> int:
        assert self._server is not None
        return self._server.sockets[0].getsockname()[1]

    def stats_report(self) -> dict:
        """The counters and the move-to-broadcast delay inside the server (ms)."""
        ms = {
            f"p{round(q * 100)}": None if v is None else round(1000 * v, 2)
            for q in (0.5, 0.99)
            for v in [self.delays.percentile(q)]
        }
        return {**self.stats, "rooms_open": len(self.rooms), "handling_ms": ms}

    async def stop(self) -> None:
        if self._ticker is not None:
            self._ticker.cancel()
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        self._blocking.shutdown(wait=False, cancel_futures=True)
