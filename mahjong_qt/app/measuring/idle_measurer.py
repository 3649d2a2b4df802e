"""The machine's layouts measured in the background while the game is idle (issue 26 item 6).

The bundled layouts ship measured (:mod:`mahjong_qt.core.shipped_atlas`); KMahjongg's and GNOME
Mahjongg's layouts on the machine, and the player's, are not, and measuring them all takes an
hour or two. :class:`IdleMeasurer` measures them one at a time through a
:class:`~mahjong_qt.app.dialogs.difficulty_meter.DifficultyMeter` (the worker process, the
atlas cache), only while ``idle()`` says the player is not playing, and stops the measure in
progress the moment they play again, so the solver's worker is theirs. A few per run
(:data:`PER_RUN`): the next run goes on where this one stopped, since a measured layout is in
the cache and no longer asked for.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QTimer, Signal

from mahjong_qt.app.dialogs.difficulty_meter import DifficultyMeter
from mahjong_qt.core.layout import Layout

__all__ = ["IdleMeasurer", "PER_RUN", "CHECK_MS"]

PER_RUN = 4  # layouts measured per run of the game at most
CHECK_MS = 15_000  # how often the measurer looks whether the game is idle

#: What is left to measure: (content hash, a callable that reads the layout or None).
Unmeasured = Sequence[tuple[str, Callable[[], Layout | None]]]


class IdleMeasurer(QObject):
    """Measures what ``unmeasured()`` lists while ``idle()`` is true."""

    measured = Signal(str)  # content hash

    def __init__(
        self,
        meter: DifficultyMeter,
        unmeasured: Callable[[], Unmeasured],
        idle: Callable[[], bool],
        per_run: int = PER_RUN,
        check_ms: int = CHECK_MS,
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self.meter = meter
        self._unmeasured = unmeasured
        self._idle = idle
        self._left = per_run
        self._tried: set[str] = set()
        self._timer = QTimer(self)
        self._timer.setInterval(check_ms)
        self._timer.timeout.connect(self.check)
        meter.measured.connect(self._done)

    def start(self) -> None:
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()
        self.meter.cancel()

    @property
    def busy(self) -> str:
        return self.meter.busy

    def check(self) -> None:
        """Start a measure if the game is idle; stop the one going if it no longer is."""
        if not self._idle():
            if key := self.meter.busy:
                self.meter.cancel()
                self._tried.discard(key)  # measured again another time, from the start
            return
        if self.meter.busy or self._left <= 0:
            return
        for key, read in self._unmeasured():
            if key in self._tried:
                continue
            self._tried.add(key)
            layout = read()
            if layout is not None:
                self.meter.measure(key, layout)
                return
        self._timer.stop()  # nothing left to measure

    def _done(self, key: str, _entry: object) -> None:
        self._left -= 1
        if self._left <= 0:
            self._timer.stop()
        self.measured.emit(key)
