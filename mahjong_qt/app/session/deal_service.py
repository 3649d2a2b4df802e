"""Deals made in the worker pool, never on the UI thread: the game asked for now, and the games
the player is likely to ask for next, prepared while they play (PRODUCT §3, issue 10 item 4).

A deal is asked for by its :class:`~mahjong_qt.core.modes.setup.GameSetup`; the answer comes as
the ``dealt(setup, deal, error)`` signal, with the setup completed (a generated layout built in
the worker) and ``deal`` None when ``error`` says why none was made. Prepared deals wait in
:meth:`take` until asked for; they are kept on disk too (:mod:`.deal_shelf`), so the first game
of the next session needs no solver either; and the first game of a fresh install, with nothing
prepared yet, takes its deal from those shipped with the game (:mod:`.first_deals`).
"""

from __future__ import annotations

from collections import OrderedDict, deque
from collections.abc import Iterable
from dataclasses import replace

from PySide6.QtCore import QObject, QTimer, Signal

from mahjong_qt.core.deal_shelf import DealShelf
from mahjong_qt.core.deals import Deal
from mahjong_qt.core.first_deals import shipped_deals
from mahjong_qt.core.jobs import JobFailed, JobHandle, JobState
from mahjong_qt.core.modes.setup import GameSetup
from mahjong_qt.ui.first_paint import after_first_paint
from mahjong_qt.ui.job_runner import JobRunner

__all__ = ["DealService", "DEAL_SECONDS"]

#: The longest a deal may take (a campaign place is built with its first deal).
DEAL_SECONDS = 120.0
#: How many prepared deals are kept (the oldest goes first).
KEPT = 12


class DealService(QObject):
    """The deal asked for runs at once; prepared ones one at a time, after a pause."""

    dealt = Signal(object, object, object)  # GameSetup, Deal | None, BaseException | None

    def __init__(self, shelf: DealShelf | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.prepare_delay_ms = 1500  # a game's start and first moves come first
        self.runner = JobRunner(self)
        self.shelf = shelf
        self.shipped = shipped_deals()
        self._asked: tuple[GameSetup, JobHandle] | None = None
        self._preparing: tuple[GameSetup, JobHandle] | None = None
        self._later: deque[GameSetup] = deque()
        self._ready: OrderedDict[tuple, tuple[GameSetup, Deal]] = OrderedDict()
        self._delay = QTimer(self)
        self._delay.setSingleShot(True)
        self._delay.timeout.connect(self._prepare_next)

    # ----- asking ----------------------------------------------------------------------------
    def take(self, setup: GameSetup) -> tuple[GameSetup, Deal] | None:
        """The prepared deal for ``setup`` (taken: once), else None. Never waits."""
        ready = self._ready.pop(setup.key, None)
        deal: Deal | None
        if ready is not None:
            made, deal = ready
            return (setup if setup.layout is not None else replace(setup, layout=made.layout)), deal
        if self.shelf is not None and setup.layout is not None:
            deal = self.shelf.take(setup, save=False)
            after_first_paint(self.shelf.save, self)  # the board first, then the disk
            if deal is not None:
                return setup, deal
        if setup.layout is not None and setup.layout_source == "bundled":
            deal = self.shipped.take(setup, save=False)
            return (setup, deal) if deal is not None else None
        return None

    def request(self, setup: GameSetup) -> None:
        """Make ``setup``'s deal now; ``dealt`` says when."""
        if self._asked is not None and self._asked[0].key == setup.key:
            return
        if self._preparing is not None and self._preparing[0].key == setup.key:
            self._asked, self._preparing = self._preparing, None  # already on its way
            return
        self._drop_asked()
        self._asked = (setup, self._submit(setup))

    def prepare(self, setups: Iterable[GameSetup]) -> None:
        """Make these deals in the background, one after the other, to be taken later
        (replaces the list given before; deals already made are kept)."""
        wanted: dict[tuple, GameSetup] = {}
        for s in setups:
            if s.key not in self._ready and s.saved is None and s.deal is None:
                wanted.setdefault(s.key, s)
        self._later = deque(wanted.values())
        if self._preparing is not None and self._preparing[0].key not in {
            s.key for s in self._later
        }:
            self.runner.cancel(self._preparing[1])
            self._preparing = None
        self._later = deque(
            s for s in self._later if self._preparing is None or s.key != self._preparing[0].key
        )
        if self._preparing is None and self._later:
            self._delay.start(self.prepare_delay_ms)

    @property
    def busy(self) -> bool:
        """Whether a deal is being made or waits to be prepared."""
        return self.runner.busy or bool(self._later) or self._delay.isActive()

    def cancel(self) -> None:
        """Forget the deal asked for (prepared ones go on)."""
        self._drop_asked()

    def shutdown(self) -> None:
        self._delay.stop()
        self._later.clear()
        self.runner.shutdown()
        self._asked = self._preparing = None

    # ----- inside ----------------------------------------------------------------------------
    def _drop_asked(self) -> None:
        asked, self._asked = self._asked, None
        if asked is not None:
            self.runner.cancel(asked[1])

    def _submit(self, setup: GameSetup) -> JobHandle:
        return self.runner.submit(setup.deal_job(), DEAL_SECONDS, lambda h: self._done(setup, h))

    def _prepare_next(self) -> None:
        while self._preparing is None and self._later:
            setup = self._later.popleft()
            asked = self._asked is not None and self._asked[0].key == setup.key
            if setup.key not in self._ready and not asked:
                self._preparing = (setup, self._submit(setup))

    def _done(self, setup: GameSetup, handle: JobHandle) -> None:
        if self._asked is not None and self._asked[1] is handle:
            self._asked = None
        elif self._preparing is not None and self._preparing[1] is handle:
            self._preparing = None
            if self._later:
                self._delay.start(0)
        else:
            return
        deal: Deal | None = None
        error: BaseException | None = None
        if handle.state is JobState.DONE:
            result = handle.result()
            if result is not None:
                setup, deal = setup.dealt(result)
            else:
                error = TimeoutError("the deal was not made in time")
        elif handle.state is JobState.TIMED_OUT:
            error = TimeoutError("the deal was not made in time")
        else:
            try:
                handle.result()
            except JobFailed as failure:
                error = failure.cause or failure
        if deal is not None:
            self._keep(setup, deal)
        self.dealt.emit(setup, deal, error)

    def _keep(self, setup: GameSetup, deal: Deal) -> None:
        self._ready[setup.key] = (setup, deal)
        while len(self._ready) > KEPT:
            self._ready.popitem(last=False)
        if self.shelf is not None and setup.layout is not None:
            self.shelf.keep(setup, deal)
