"""One race as the window drives it: a ``QTimer`` calls the core race's ``update(now)``.

The time source ``now`` is injected (``time.monotonic`` in the game, a fake clock in tests, which
call :meth:`RaceRun.tick` by hand). The visible 3-2-1 countdown lasts until ``hold_until``; the
core :class:`~mahjong_qt.core.modes.race.Race` counts the race time from its own "go", which is
set back by the time already played when a saved race is resumed (the CPU, dealt with the same
seed, then replays exactly the moves it had made by then).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, QTimer, Signal

from mahjong_qt.core.board import Board
from mahjong_qt.core.deals import Deal
from mahjong_qt.core.layout import Layout
from mahjong_qt.core.modes.race import (
    COUNTDOWN_SECONDS,
    RACE_MAX_SECONDS,
    CpuOpponent,
    CpuStrength,
    Race,
    RaceLevel,
)
from mahjong_qt.core.rng import Rng

__all__ = ["RaceRun", "RaceConfig", "cpu_rng"]

TICK_MS = 100


def cpu_rng(number: int) -> Rng:
    """The CPU's dice for race ``number`` (the same every time: a resumed race replays)."""
    return Rng.from_key("race-cpu", number)


@dataclass(frozen=True)
class RaceConfig:
    """What a race is: its level, the CPU's strength and the deal's number."""

    level: RaceLevel
    strength: CpuStrength
    number: int


class RaceRun(QObject):
    """Drives a race. Signals: ``go`` when the countdown ends, ``updated`` after each tick,
    ``over`` once when the race is decided (someone cleared the board, the player gave up, or
    the hour passed)."""

    go = Signal()
    updated = Signal()
    over = Signal()

    def __init__(
        self,
        config: RaceConfig,
        layout: Layout,
        deal: Deal,
        player_board: Board,
        now: Callable[[], float],
        played: float = 0.0,
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self.config = config
        self.now = now
        start = now()
        cpu = CpuOpponent(
            layout.geometry, deal.faces, deal.solution, config.strength, cpu_rng(config.number)
        )
        self.race = Race(config.level, player_board, cpu, start - played)
        self.hold_until = start + COUNTDOWN_SECONDS
        self.started = False
        self.finished = False
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self.tick)
        self._timer.start()

    def countdown(self) -> int | None:
        """3, 2, 1 while the faces are hidden, then ``None``."""
        left = self.hold_until - self.now()
        return math.ceil(left) if left > 0 else None

    def tick(self) -> None:
        """Advance the race to now (the timer calls it; tests call it after moving the clock)."""
        if self.finished:
            return
        t = self.now()
        if t < self.hold_until:
            self.updated.emit()
            return
        if not self.started:
            self.started = True
            self.go.emit()
        self.race.update(t)
        self.updated.emit()
        self._check_over(t)

    def player_moved(self) -> None:
        """The player removed a pair (or undid one): note the finish at once."""
        if self.finished or not self.started:
            return
        t = self.now()
        self.race.player_moved(t)
        self.updated.emit()
        self._check_over(t)

    def give_up(self) -> None:
        if self.finished:
            return
        self.race.give_up(self.now())
        self._check_over(self.now())

    def _check_over(self, t: float) -> None:
        race = self.race
        decided = race.winner() is not None or race.player_done
        if decided or t - race.go_at >= RACE_MAX_SECONDS:
            self.finished = True
            self._timer.stop()
            self.over.emit()

    def stop(self) -> None:
        """Stop driving the race (another game replaces it)."""
        self.finished = True
        self._timer.stop()
