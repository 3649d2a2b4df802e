"""Live winnability: a moment after each edit, random deals on the layout are solved and played
in the background (:func:`mahjong_qt.core.winnability.sample_winnability`, in pieces side by side
in the worker pool); the next edit drops the work under way. ``estimateChanged(sample, final)``
reports the pieces merged so far (``final`` once all are in), or ``(None, True)`` when there is
nothing to estimate (errors, no tiles, another layout).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from mahjong_qt.core.winnability import WinnabilitySample, sample_winnability

from ..editing.session import EditSession
from .background import BackgroundRunner
from .difficulty_estimate import ESTIMATOR
from .job_batch import Batch
from .validation_model import ValidationModel

__all__ = ["LiveWinnability", "ESTIMATE_DELAY_MS"]

ESTIMATE_DELAY_MS = 700  # after the last edit


class LiveWinnability(QObject):
    """The winnability estimate of one session's layout, kept current."""

    estimateChanged = Signal(object, bool)  # WinnabilitySample | None, final

    def __init__(
        self,
        session: EditSession,
        validation: ValidationModel,
        runner: BackgroundRunner,
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self.session = session
        self.validation = validation
        self.runner = runner
        self.enabled = True
        self.sample: WinnabilitySample | None = None
        self.final = True
        self.estimator = ESTIMATOR  # the one estimator, as Test All's
        self._batch: Batch | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(ESTIMATE_DELAY_MS)
        self._timer.timeout.connect(self.start_now)
        validation.reportChanged.connect(self._on_report)
        session.loaded.connect(self._on_load)

    @property
    def running(self) -> bool:
        return self._batch is not None or self._timer.isActive()

    def set_enabled(self, on: bool) -> None:
        self.enabled = on
        if on:
            self.schedule()
        else:
            self._stop()
            self._show(None, True)

    def _on_report(self, _report) -> None:
        self.schedule()

    def _on_load(self) -> None:
        """Another layout: the last one's estimate goes at once (the new one is scheduled)."""
        if self.sample is not None:
            self._show(None, True)

    def schedule(self) -> None:
        """Drop the estimate under way; start a new one after a moment without edits."""
        self._stop()
        if not self.enabled:
            return
        if self.validation.report.errors or not self.session.doc.tiles:
            self._show(None, True)
            return
        if self.sample is not None and self.final:
            self._show(self.sample, False)  # shown as being measured again until the new one
        self._timer.start()

    def start_now(self) -> None:
        self._stop()
        if not self.enabled or self.validation.report.errors or not self.session.doc.tiles:
            return
        calls = self.estimator.calls(self.session.doc.positions())
        self._partial: WinnabilitySample | None = None
        self._batch = self.runner.batch(sample_winnability, calls, self._piece, self._done)

    def _piece(self, _index: int, piece: WinnabilitySample | None, error) -> None:
        if piece is None or error is not None:
            return
        self._partial = piece if self._partial is None else self._partial.merge(piece)
        batch = self._batch
        if batch is not None and batch.finished < batch.total:
            self._show(self._partial, False)

    def _done(self, _pieces: list) -> None:
        self._batch = None
        self._show(self._partial, True)

    def _stop(self) -> None:
        self._timer.stop()
        if self._batch is not None:
            self._batch.cancel(stop=False)  # short pieces: let them end unheard
            self._batch = None

    def _show(self, sample: WinnabilitySample | None, final: bool) -> None:
        self.sample, self.final = sample, final
        self.estimateChanged.emit(sample, final)

    def shutdown(self) -> None:
        self._stop()
