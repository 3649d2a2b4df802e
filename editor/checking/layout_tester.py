"""The layout manager's "test all": every usable layout of the folder measured in the background
(one job per layout, side by side in the worker pool) by the editor's one estimator
(:mod:`editor.checking.difficulty_estimate`, as the live estimate), each measure kept as it comes
(:mod:`editor.checking.difficulty_store`), with progress and cancel.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from mahjong_qt.core.geometry import Position
from mahjong_qt.core.winnability import WinnabilitySample

from .background import BackgroundRunner
from .difficulty_estimate import ESTIMATOR, Estimator, estimate_winnability
from .difficulty_store import record_measure
from .job_batch import Batch

__all__ = ["LayoutTester"]


class LayoutTester(QObject):
    """``progressed(done, total)`` after each layout, ``finished()`` when all are measured."""

    progressed = Signal(int, int)
    finished = Signal()

    def __init__(self, store: Callable[[], Path], parent: QObject | None = None):
        super().__init__(parent)
        self._store = store
        self.runner = BackgroundRunner(self)
        self.estimator: Estimator = ESTIMATOR  # the one estimator, as the live estimate's
        self._batch: Batch | None = None
        self.failed = 0

    @property
    def running(self) -> bool:
        return self._batch is not None

    def start(self, layouts: Sequence[Sequence[Position]]) -> None:
        self.cancel()
        self.failed = 0
        calls = [(tuple(p), self.estimator) for p in layouts]
        self._batch = self.runner.batch(estimate_winnability, calls, self._measured, self._done)

    def _measured(self, _index: int, sample: WinnabilitySample | None, error) -> None:
        batch = self._batch
        if sample is not None and error is None:
            try:
                record_measure(self._store(), sample)
            except OSError:
                self.failed += 1
        else:
            self.failed += 1
        if batch is not None:
            self.progressed.emit(batch.finished, batch.total)

    def _done(self, _samples: list) -> None:
        self._batch = None
        self.finished.emit()

    def cancel(self) -> None:
        if self._batch is not None:
            self._batch.cancel()
            self._batch = None

    def shutdown(self) -> None:
        self.cancel()
        self.runner.shutdown()
