"""The race client, asyncio and Qt-free: one WebSocket connection to a race server.

:class:`RaceClient` sends the protocol's messages and yields the server's, parsed and checked
(:mod:`.protocol`); :class:`ClientRace` keeps what this player knows of the room (the lobby, its
own board, the standings, the result) from those messages. The game runs both in a thread
through a thin Qt bridge (``mahjong_qt.app.race_online.net_bridge``); the tests and the load
benchmark use them directly.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

from pydantic import ValidationError
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from ..core.board import Board
from ..core.modes.race import race_layout
from ..core.racing.settings import RaceSettings
from . import protocol as p
from .protocol import DEFAULT_PORT

__all__ = [
    "JoinError",
    "ProtocolError",
    "RaceClient",
    "ClientRace",
    "server_url",
    "room_url",
    "base_url",
]


class JoinError(Exception):
    """The server refused to let us in (``code``: ``no_room``, ``room_full``, ``bad_token``…)."""

    def __init__(self, code: str, message: str):
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


class ProtocolError(Exception):
    """The server sent something that is not a message of the protocol."""


def server_url(address: str) -> str:
    """``ws://host:port`` from what a player typed: ``host``, ``host:port`` or a ``ws(s)://`` URL."""
    text = address.strip()
    if text.startswith(("ws://", "wss://")):
        return text
    if text.startswith("[") or text.count(":") == 1:  # host:port or [v6]:port
        return f"ws://{text}"
    if ":" in text:  # a bare IPv6 address
        return f"ws://[{text}]:{DEFAULT_PORT}"
    return f"ws://{text}:{DEFAULT_PORT}"


def base_url(url: str) -> str:
    """The server's own URL, without a room's path (``ws://host:port``)."""
    text = url.rstrip("/")
    head, sep, _code = text.rpartition("/room/")
    return head if sep else text


def room_url(url: str, code: str) -> str:
    """Where to join the room ``code`` on the server at ``url``: ``ws://host:port/room/CODE``.
    A router in front of several server processes sends it to the one that holds the room (a
    single server takes any path)."""
    return f"{base_url(url)}/room/{code.strip().upper()}"


class RaceClient:
    """One connection. ``async with RaceClient(url) as c: welcome = await c.join(...)``.
    ``source``: the local address to connect from (the tests use 127.0.0.2, 127.0.0.3… as
    other machines)."""

    def __init__(self, url: str, open_timeout: float = 10.0, source: str | None = None):
        self.url = url
        self.open_timeout = open_timeout
        self.source = source
        self.ws: ClientConnection | None = None
        self.welcome: p.Welcome | None = None

    async def __aenter__(self) -> RaceClient:
        await self.connect()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def connect(self) -> None:
        where: dict[str, Any] = {} if self.source is None else {"local_addr": (self.source, 0)}
        self.ws = await connect(
            self.url,
            compression=None,
            max_size=p.MAX_SERVER_MESSAGE,
            open_timeout=self.open_timeout,
            ping_interval=10,
            ping_timeout=10,
            **where,  # passed on to the event loop's create_connection
        )

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()

    async def send(self, message: p._Msg) -> None:
        assert self.ws is not None, "connect first"
        await self.ws.send(p.encode(message))

    @staticmethod
    def parse(raw: str | bytes) -> p.ServerMessage:
        """A server frame as a checked message (:class:`ProtocolError` when it is not one)."""
        try:
            return p.parse_server(raw)
        except ValidationError as e:
            raise ProtocolError(str(e)) from None

    async def recv(self) -> p.ServerMessage:
        assert self.ws is not None, "connect first"
        return self.parse(await self.ws.recv())

    async def frames(self) -> AsyncIterator[str | bytes]:
        """The server's raw frames until the connection closes (raises ``ConnectionClosed``
        on an abnormal close)."""
        assert self.ws is not None, "connect first"
        async for raw in self.ws:
            yield raw

    async def messages(self) -> AsyncIterator[p.ServerMessage]:
        """The server's messages until the connection closes."""
        try:
            async for raw in self.frames():
                yield self.parse(raw)
        except ConnectionClosed:
            return

    async def enter(self, message: p.Create | p.Join | p.Rejoin) -> p.Welcome:
        await self.send(message)
        answer = await self.recv()
        if isinstance(answer, p.Error):
            raise JoinError(answer.code, answer.message)
        if not isinstance(answer, p.Welcome):
            raise ProtocolError(f"expected welcome, got {answer.type}")
        self.welcome = answer
        return answer

    async def create(
        self,
        name: str,
        player_id: str,
        settings: RaceSettings | None = None,
        account: p.Account | None = None,
    ) -> p.Welcome:
        settings = settings or RaceSettings()
        return await self.enter(
            p.Create(name=name, player_id=player_id, settings=settings, account=account)
        )

    async def join(
        self, code: str, name: str, player_id: str, account: p.Account | None = None
    ) -> p.Welcome:
        return await self.enter(p.Join(code=code, name=name, player_id=player_id, account=account))

    async def rejoin(self, code: str, token: str) -> p.Welcome:
        return await self.enter(p.Rejoin(code=code, token=token))


class ClientRace:
    """What this player knows of the room, updated by :meth:`apply` with each server message.
    ``board`` is the player's own board (a mirror of the server's) from "go" on."""

    def __init__(self, seat: int):
        self.seat = seat
        self.lobby: p.Lobby | None = None
        self.countdown: p.Countdown | None = None
        self.level: str | None = None
        self.board: Board | None = None
        self.shuffles_left = 0
        self.hints_left = 0
        self.standings: p.Standings | None = None
        self.result: p.Result | None = None
        self.left: list[p.Left] = []  # who left this room (this round's, and between rounds)
        self.out_of_time: list[p.OutOfTime] = []  # who ran out of time this round
        self.hosts: list[p.HostChanged] = []  # who hosted the room after its first host
        self.ended: p.Ended | None = None  # the room has ended, and why
        self.ratings: p.Ratings | None = None  # the last answer to a ratings request
        self.seq = 0

    @property
    def is_host(self) -> bool:
        return self.lobby is not None and self.lobby.host == self.seat

    @property
    def sitting_out(self) -> bool:
        """A round is under way without this player (not ready when it started)."""
        lobby = self.lobby
        if lobby is None or lobby.phase not in ("countdown", "running"):
            return False
        return self.countdown is None or self.countdown.round != lobby.round

    def next_seq(self) -> int:
        self.seq += 1
        return self.seq

    def apply(self, message: p.ServerMessage) -> None:
        if isinstance(message, p.Lobby):
            self.lobby = message
        elif isinstance(message, p.Countdown):
            self.countdown, self.level = message, message.level
            self.board, self.result, self.standings = None, None, None
            self.left, self.out_of_time = [], []
        elif isinstance(message, p.Go):
            self.level = message.level
            self.board = Board(race_layout(message.level).geometry, message.faces)
            self.shuffles_left, self.hints_left = message.shuffles, message.hints
        elif isinstance(message, p.Sync):
            self.level = message.level
            geometry = race_layout(message.level).geometry
            self.board = Board.from_state(geometry, message.faces, message.present)
            self.shuffles_left, self.hints_left = message.shuffles_left, message.hints_left
            self.result = None
        elif isinstance(message, p.Shuffled):
            if self.board is not None:
                self.board.reshuffle(message.faces)
            self.shuffles_left = message.shuffles_left
        elif isinstance(message, p.Hinted):
            self.hints_left = message.hints_left
        elif isinstance(message, p.Standings):
            self.standings = message
        elif isinstance(message, p.Result):
            self.result = message
        elif isinstance(message, p.Left):
            self.left.append(message)
        elif isinstance(message, p.OutOfTime):
            self.out_of_time.append(message)
        elif isinstance(message, p.HostChanged):
            self.hosts.append(message)
        elif isinstance(message, p.Ended):
            self.ended = message
        elif isinstance(message, p.Ratings):
            self.ratings = message
