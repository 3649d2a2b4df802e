"""A measure the player asked for goes first (issue 28, ninth session): while one runs (*Measure
Difficulty* in the layout browser), the background measuring of the machine's layouts gives way
(its measure stopped, taken up again from the start once the player's is over), so the player's
measure has a worker of the pool and the processors to itself.

:func:`player_measures` is the program's one record of the player's measures running: the
player's :class:`~.difficulty_meter.DifficultyMeter` tells it when a measure begins and ends,
and the idle measuring (:mod:`mahjong_qt.app.measuring.idle_measuring`) reads ``busy`` and
listens to ``changed``."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QObject, Signal

__all__ = ["PlayerMeasures", "player_measures"]


class PlayerMeasures(QObject):
    """Which of the player's meters are measuring now."""

    changed = Signal(bool)  # whether a player's measure is running now

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._running: set[int] = set()  # ids of the meters measuring
        self._watched: set[int] = set()  # ids of the meters whose end by deletion is heard

    @property
    def busy(self) -> bool:
        return bool(self._running)

    def begin(self, meter: QObject) -> None:
        """``meter`` measures for the player (said before its job is submitted)."""
        if id(meter) in self._running:
            return
        key = id(meter)
        self._running.add(key)
        if key not in self._watched:  # a meter deleted while measuring ends its measure
            self._watched.add(key)
            meter.destroyed.connect(lambda *_a: self._forget(key))
        if len(self._running) == 1:
            self.changed.emit(True)

    def end(self, meter: QObject) -> None:
        """``meter``'s measure is over (measured, failed or stopped)."""
        self._end(id(meter))

    def _forget(self, key: int) -> None:
        self._watched.discard(key)
        self._end(key)

    def _end(self, key: int) -> None:
        if key in self._running:
            self._running.discard(key)
            if not self._running:
                self.changed.emit(False)


@cache
def player_measures() -> PlayerMeasures:
    """The program's one record (made on first use)."""
    return PlayerMeasures()
