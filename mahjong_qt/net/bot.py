"""A simulated race player over the real protocol: it joins a room, waits for "go", then plays its
board move by move at a given pace, as a person would (the load benchmark runs hundreds of them;
the tests a few).

It plans with the core solver (a winning line for its board; a greedy free pair when the solver
has no answer in time), sends each pair, waits for the server's ``ack``, and measures the
**move-to-broadcast latency**: from sending a move to receiving the standings that count it.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from websockets.exceptions import ConnectionClosed

from ..core.board import Board
from ..core.geometry import Geometry
from ..core.racing.settings import RaceSettings
from ..core.solver import Verdict, solve
from . import protocol as p
from .client import ClientRace, RaceClient, room_url

__all__ = ["BotPlayer", "plan"]

PLAN_SECONDS = 1.0
RETRY_SECONDS = 0.5  # after a move refused for going too fast
_STANDINGS = '{"type":"standings"'


def plan(board: Board) -> list[tuple[int, int]]:
    """Pairs that clear ``board`` in order, or one free pair (or none) when no line is known."""
    solution = _solution(board.geometry, board.faces, board.present)
    return list(solution) if solution is not None else board.free_pairs()[:1]


@lru_cache(maxsize=256)
def _solution(
    geometry: Geometry, faces: tuple[int, ...], present: tuple[bool, ...]
) -> tuple[tuple[int, int], ...] | None:
    """A winning line (cached: the players of a room get the same deal and solve it once)."""
    result = solve(geometry, faces, present, seconds=PLAN_SECONDS)
    if result.verdict is Verdict.WINNABLE:
        return tuple((a, b) for a, b in result.solution)
    return None


class BotPlayer:
    """One simulated player. ``pace()`` gives the seconds before each move; ``moves`` caps how
    many pairs it plays (``None``: until the board is clear)."""

    def __init__(
        self,
        url: str,
        name: str,
        player_id: str,
        pace: Callable[[], float] = lambda: 0.05,
        moves: int | None = None,
        clock: Callable[[], float] = time.monotonic,
        light: bool = False,
        source: str | None = None,
        account: p.Account | None = None,
    ):
        self.client = RaceClient(url, source=source)
        self.name, self.player_id = name, player_id
        self.pace, self.moves_cap, self.clock = pace, moves, clock
        self.light = light  # standings read without validation (the load benchmark's many bots)
        self.race: ClientRace | None = None
        self.latencies: list[float] = []
        self.latency_times: list[float] = []  # when each latency was measured
        self.errors: list[p.Error] = []
        self.refusals: list[str] = []
        self.went = asyncio.Event()
        self.result = asyncio.Event()
        self._ack: asyncio.Future[p.ServerMessage] | None = None
        self._waiting: tuple[int, float] | None = None  # (removed count expected, sent at)
        self._reader: asyncio.Task[None] | None = None
        self._player: asyncio.Task[None] | None = None
        self.moves_made = 0
        self.account = account  # its account on the server (issued on first contact)

    # --- entering ----------------------------------------------------------------------------
    async def create(self, settings: RaceSettings) -> p.Welcome:
        await self.client.connect()
        welcome = await self.client.create(self.name, self.player_id, settings, self.account)
        return self._begin(welcome)

    async def join(self, code: str) -> p.Welcome:
        self.client.url = room_url(self.client.url, code)  # a router finds the room's shard
        await self.client.connect()
        welcome = await self.client.join(code, self.name, self.player_id, self.account)
        return self._begin(welcome)

    async def rejoin(self, code: str, token: str) -> p.Welcome:
        self.client = RaceClient(room_url(self.client.url, code), source=self.client.source)
        await self.client.connect()
        return self._begin(await self.client.rejoin(code, token))

    def _begin(self, welcome: p.Welcome) -> p.Welcome:
        self.account = welcome.account or self.account
        if self.race is None or self.race.seat != welcome.seat:
            self.race = ClientRace(welcome.seat)
        self._reader = asyncio.get_running_loop().create_task(self._read())
        return welcome

    async def send(self, message: p._Msg) -> None:
        await self.client.send(message)

    async def drop(self) -> None:
        """Lose the connection (no Leave): the seat is kept for the grace time."""
        if self._player is not None:
            self._player.cancel()
        await self.client.close()
        if self._reader is not None:
            await asyncio.gather(self._reader, return_exceptions=True)

    async def close(self) -> None:
        await self.drop()

    # --- reading -----------------------------------------------------------------------------
    async def _read(self) -> None:
        try:
            async for raw in self.client.frames():
                if self.light and isinstance(raw, str) and raw.startswith(_STANDINGS):
                    self._measure_lines(json.loads(raw)["lines"])
                    continue
                self._handle(self.client.parse(raw))
        except ConnectionClosed:
            pass

    def _handle(self, message: p.ServerMessage) -> None:
        race = self.race
        assert race is not None
        race.apply(message)
        if isinstance(message, p.Countdown):
            self.result.clear()
        elif isinstance(message, (p.Go, p.Sync)):
            self.went.set()
            if self._player is None or self._player.done():
                self._player = asyncio.get_running_loop().create_task(self._play())
        elif isinstance(message, p.Standings):
            self._measure_lines([line.model_dump() for line in message.lines])
        elif isinstance(message, (p.Ack, p.Shuffled, p.Hinted)):
            if self._ack is not None and not self._ack.done():
                self._ack.set_result(message)
        elif isinstance(message, p.Result):
            self.result.set()
        elif isinstance(message, p.Error):
            self.errors.append(message)
            if message.seq is not None and self._ack is not None and not self._ack.done():
                self._ack.set_result(message)  # the request it answers was refused

    def _measure_lines(self, lines: list[dict[str, Any]]) -> None:
        if self._waiting is None or self.race is None:
            return
        expected, sent = self._waiting
        mine = next((x for x in lines if x["seat"] == self.race.seat), None)
        if mine is not None and mine["removed"] >= expected:
            now = self.clock()
            self.latencies.append(now - sent)
            self.latency_times.append(now)
            self._waiting = None

    # --- playing -----------------------------------------------------------------------------
    async def request(self, message: p._Msg) -> p.ServerMessage:
        """Send a request (a move, a shuffle, giving up) and wait for its answer: the
        ``Ack`` or ``Shuffled`` that answers it, or the ``Error`` that refuses it."""
        self._ack = asyncio.get_running_loop().create_future()
        await self.client.send(message)
        return await asyncio.wait_for(self._ack, 30)

    async def _play(self) -> None:
        race = self.race
        assert race is not None and race.board is not None
        line = plan(race.board)
        answer: p.ServerMessage | None
        while race.board is not None and not race.board.is_won and race.result is None:
            if self.moves_cap is not None and self.moves_made >= self.moves_cap:
                return
            board = race.board
            # The line's pairs in order: each is free when its turn comes (the solution's
            # order). Plan again only when the next one is not (a shuffle changed the board).
            line = [(a, b) for a, b in line if board.is_present(a) and board.is_present(b)]
            if not line or board.check_pair(*line[0]) is not None:
                line = plan(board)
            if not line:
                answer = await self._stuck()
                if answer is None:
                    return
                await asyncio.sleep(answer.penalty)
                line = plan(race.board)
                continue
            await asyncio.sleep(self.pace())
            if self.moves_cap is not None and self.moves_made >= self.moves_cap:
                return  # told to stop while it was thinking
            a, b = line.pop(0)
            if race.board is not board or board.check_pair(a, b) is not None:
                continue
            self._waiting = (len(board.faces) - board.tiles_left + 2, self.clock())
            answer = await self.request(p.Move(seq=race.next_seq(), a=a, b=b))
            if isinstance(answer, p.Ack) and answer.ok:
                board.remove_pair(a, b)
                self.moves_made += 1
            elif isinstance(answer, p.Ack):
                self.refusals.append(answer.reason or "")
                self._waiting = None
                if answer.reason in ("done", "not_running"):
                    return
                await asyncio.sleep(0.05)
            else:  # an error with its seq (rate_limited): the pair again, a little later
                self._waiting = None
                line.insert(0, (a, b))
                await asyncio.sleep(RETRY_SECONDS)

    async def _stuck(self) -> p.Shuffled | None:
        """Shuffle while shuffles are left, else give up (``None``)."""
        race = self.race
        assert race is not None  # stuck in a race
        if race.shuffles_left > 0:
            answer = await self.request(p.Shuffle(seq=race.next_seq()))
            if isinstance(answer, p.Shuffled):
                return answer
        await self.request(p.GiveUp(seq=race.next_seq()))
        return None
