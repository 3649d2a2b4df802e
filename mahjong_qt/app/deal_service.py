"""Deals made in the solver worker, never on the UI thread: the game asked for now, and the next
one prepared while the player plays (PRODUCT §3).

A deal is asked for by its :class:`~mahjong_qt.core.modes.setup.GameSetup`; the answer comes as
the ``dealt(setup, deal, error)`` signal, with the setup completed (a campaign place built in
the worker) and ``deal`` None when ``error`` says why none was made. A prepared deal waits in
:meth:`take` until it is asked for.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from ..core.deals import Deal
from ..core.jobs import JobCancelled, JobFailed, JobHandle, SolverWorker
from ..core.modes.setup import GameSetup

__all__ = ["DealService", "DEAL_SECONDS"]

#: The longest a deal may take (a campaign place is built with its first deal).
DEAL_SECONDS = 120.0


class DealService(QObject):
    """One deal in the worker at a time; a new request replaces a different one in flight."""

    dealt = Signal(object, object, object)  # GameSetup, Deal | None, BaseException | None

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.prepare_delay_ms = 3000  # a prepared deal waits so that a game's start stays quick
        self._worker: SolverWorker | None = None
        self._job: tuple[GameSetup, JobHandle] | None = None
        self._later: GameSetup | None = None
        self._ready: tuple[GameSetup, Deal] | None = None
        self._poll = QTimer(self)
        self._poll.setInterval(40)
        self._poll.timeout.connect(self._check)
        self._delay = QTimer(self)
        self._delay.setSingleShot(True)
        self._delay.timeout.connect(self._submit_later)

    def take(self, setup: GameSetup) -> tuple[GameSetup, Deal] | None:
        """The prepared deal for ``setup`` (taken: once), else None. Never waits."""
        ready = self._ready
        if ready is None or ready[0].key != setup.key:
            return None
        self._ready = None
        return ready

    def pending(self, setup: GameSetup) -> bool:
        """Whether ``setup``'s deal is being made."""
        return self._job is not None and self._job[0].key == setup.key

    def request(self, setup: GameSetup) -> None:
        """Make ``setup``'s deal now; ``dealt`` says when."""
        self._delay.stop()
        self._later = None
        if not self.pending(setup):
            self._submit(setup)

    def prepare(self, setup: GameSetup) -> None:
        """Make ``setup``'s deal after a pause, to be taken later (replaces any other)."""
        self.cancel()
        self._later = setup
        self._delay.start(self.prepare_delay_ms)

    def cancel(self) -> None:
        self._delay.stop()
        self._later = None
        job, self._job = self._job, None
        self._poll.stop()
        if job is not None:
            job[1].cancel()

    def shutdown(self) -> None:
        self.cancel()
        if self._worker is not None:
            self._worker.shutdown()
            self._worker = None

    def _submit_later(self) -> None:
        setup, self._later = self._later, None
        if setup is not None:
            self._submit(setup)

    def _submit(self, setup: GameSetup) -> None:
        self.cancel()
        if self._worker is None:
            self._worker = SolverWorker()
        self._job = (setup, self._worker.submit(setup.deal_job(), DEAL_SECONDS))
        self._poll.start()

    def _check(self) -> None:
        job = self._job
        if job is None or not job[1].done():
            return
        self._job = None
        self._poll.stop()
        setup, handle = job
        try:
            result = handle.result()
        except JobFailed as failure:
            self.dealt.emit(setup, None, failure.cause or failure)
            return
        except JobCancelled:
            return
        if result is None:
            self.dealt.emit(setup, None, TimeoutError("the deal was not made in time"))
            return
        built, deal = setup.dealt(result)
        self._ready = (built, deal)
        self.dealt.emit(built, deal, None)
