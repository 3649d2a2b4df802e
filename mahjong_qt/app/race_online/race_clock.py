"""The online race's clocks, from the screen's timer: before "go" the countdown on the board,
then the time played on the strip (past the target, the overtime too), and with the room's time
per move the seconds left for your next pair or shuffle (the server puts you out when they run
out; a shuffle's penalty pause does not count)."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QCoreApplication

from mahjong_qt.net import protocol as p
from mahjong_qt.net.client import ClientRace

from .race_texts import clock_text

__all__ = ["RaceClock"]



class _Board(Protocol):
    def show_countdown(self, text: tuple[str, str] | None) -> None: ...


class _Strip(Protocol):
    def show_clock(self, text: str) -> None: ...

    def show_turn(self, seconds: int | None) -> None: ...


class RaceClock:
    """``start`` at the countdown, ``synced`` after a rejoin, ``moved`` after each of your pairs
    or shuffles (``pause``: its penalty), ``tick(race)`` from the screen's timer."""

    def __init__(self, board: _Board, strip: _Strip, clock: Callable[[], float]):
        self.board, self.strip, self.clock = board, strip, clock
        self.go_at: float | None = None
        self.turn_from: float | None = None  # your last move (or "go"), on this machine's clock

    def start(self, go_in: float) -> None:
        self.go_at = self.turn_from = self.clock() + go_in

    def synced(self, message: p.Sync, race: ClientRace) -> None:
        """Back in the round (a rejoin): the clocks as the server has them."""
        turn_seconds = race.lobby.settings.turn_seconds if race.lobby is not None else None
        now = self.clock()
        self.go_at = now - message.elapsed
        self.turn_from = None
        if message.turn_left is not None and turn_seconds is not None:
            self.turn_from = now + message.turn_left - turn_seconds

    def moved(self, pause: float = 0.0) -> None:
        self.turn_from = self.clock() + pause

    def tick(self, race: ClientRace | None) -> None:
        if race is None or self.go_at is None:
            return
        now = self.clock()
        left = self.go_at - now
        if left > 0 and race.board is None:
            text = QCoreApplication.translate(
                "OnlineRaceScreen", "Get ready: the faces show at go."
            )
            self.board.show_countdown((str(int(left) + 1), text))
        elif race.board is None and race.countdown is not None:
            self.board.show_countdown((QCoreApplication.translate("OnlineRaceScreen", "Go!"), ""))
        done = race.board is not None and race.board.is_won
        if race.result is None and left <= 0 and not done:  # the clock stops at your finish
            target = race.lobby.settings.target_seconds if race.lobby else None
            self.strip.show_clock(clock_text(-left, target))
        self.strip.show_turn(self._turn_left(race, now))

    def _turn_left(self, race: ClientRace, now: float) -> int | None:
        """Whole seconds left for your next move (``None``: no time per move, or not playing)."""
        turn = race.lobby.settings.turn_seconds if race.lobby is not None else None
        board = race.board
        if turn is None or self.turn_from is None or board is None or board.is_won:
            return None
        if race.result is not None or any(x.seat == race.seat for x in race.out_of_time):
            return None
        mine = None
        if race.standings is not None:
            mine = next((x for x in race.standings.lines if x.seat == race.seat), None)
        if mine is not None and mine.state != "playing":
            return None
        return max(0, math.ceil(max(self.turn_from, self.go_at or 0.0) + turn - now))
