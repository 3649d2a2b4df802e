"""The slow checks of the layout being edited: "can it be cleared" and "test deals".

After every edit the clearability check is scheduled (it starts after a short pause in editing).
A short search on the UI thread settles real layouts in milliseconds; when it cannot, the full
search goes to the worker process (:class:`~editor.checking.background.BackgroundRunner`), as does the deal
test (one job per deal, side by side), and their results come back to the validation panel. The
deal test's result is marked out of date by an edit (a test under way starts again on the new
layout) and dropped with the layout (new, open, import).
"""

from __future__ import annotations

import time
from typing import Protocol

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QMessageBox

from mahjong_qt.core.geometry import Position

from ..editing.document import Change
from ..editing.session import EditSession
from ..editing.shell import MessageShell
from .analysis import DEFAULT_DEALS, ClearState, DealTestReport, check_clearable, solve_deal
from .background import BackgroundRunner
from .job_batch import Batch
from .validation import dead_end_tiles
from .validation_model import ValidationModel

__all__ = ["BackgroundChecks", "CHECK_DELAY_MS", "QUICK_CLEAR_BUDGET"]

CHECK_DELAY_MS = 400  # the clearability check starts this long after the last edit
QUICK_CLEAR_BUDGET = 1_000  # search nodes tried on the UI thread before using the worker


class DealsView(Protocol):
    """What the checks show of the deal test (the validation panel's deal panel)."""

    def set_running(self, done: int, total: int) -> None: ...

    def set_running_off(self) -> None: ...

    def set_report(self, report: DealTestReport | None) -> None: ...

    def mark_stale(self, stale: bool = True) -> None: ...

    def clear(self) -> None: ...


class ChecksView(Protocol):
    """Where the checks show their answers (the validation panel)."""

    @property
    def deals(self) -> DealsView: ...

    def set_clear_state(self, state: str) -> None: ...

    def show_blockers(self, tiles: tuple[Position, ...]) -> None: ...


class BackgroundChecks(QObject):
    """Schedules, runs and reports the slow checks of one editor window."""

    def __init__(
        self,
        session: EditSession,
        validation: ValidationModel,
        panel: ChecksView,
        shell: MessageShell,
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self.session = session
        self.validation = validation
        self.panel = panel
        self.shell = shell
        self.runner = BackgroundRunner(self)
        self._clear_ticket: int | None = None
        self._deals: Batch | None = None
        self._deals_started = 0.0
        self._deals_positions: tuple = ()
        self._tested: frozenset | None = None  # the tiles of the last finished deal test
        self._rerun_deals = 0  # a test interrupted by an edit, to start again after a pause
        self._rerun_timer = QTimer(self)
        self._rerun_timer.setSingleShot(True)
        self._rerun_timer.setInterval(CHECK_DELAY_MS)
        self._rerun_timer.timeout.connect(self._rerun)
        session.documentChanged.connect(self._on_change)
        session.loaded.connect(self._on_load)
        self._check_timer = QTimer(self)
        self._check_timer.setSingleShot(True)
        self._check_timer.setInterval(CHECK_DELAY_MS)
        self._check_timer.timeout.connect(self._start_clear_check)

    @property
    def deal_test(self) -> Batch | None:
        """The deal test under way (None: none is)."""
        return self._deals

    @property
    def dealt_on(self) -> tuple:
        """The positions the deal test under way, or the last one, deals on."""
        return self._deals_positions

    def show_blockers_when_stuck(self, state: str) -> None:
        """The layout cannot be cleared: find the tiles that block it, for the issue list (the
        window connects the panel's ``clearStateChanged`` here, and its deal panel's
        ``cancelRequested`` to :meth:`cancel_deals`)."""
        if state == ClearState.NOT_CLEARABLE:
            self.panel.show_blockers(dead_end_tiles(self.session.doc.tiles))

    def schedule(self) -> None:
        self.runner.cancel(self._clear_ticket)
        self._clear_ticket = None
        if self.validation.report.errors:
            self.panel.set_clear_state(ClearState.NOT_CHECKED)
            self._check_timer.stop()
            return
        self.panel.set_clear_state(ClearState.CHECKING)
        self._check_timer.start()

    def _start_clear_check(self) -> None:
        """Answer at once when a short search settles it (real layouts: a few milliseconds);
        else go on with the full search in the worker process."""
        self._check_timer.stop()
        if self.validation.report.errors:
            return
        positions = self.session.doc.positions()
        verdict = check_clearable(positions, QUICK_CLEAR_BUDGET)
        if verdict != ClearState.UNKNOWN:
            self.panel.set_clear_state(verdict)
            return
        self._clear_ticket = self.runner.submit(
            check_clearable, positions, on_done=self._clear_done
        )

    def check_now(self) -> None:
        """Run the pending "can it be cleared" check now instead of after the delay."""
        if self._check_timer.isActive():
            self._start_clear_check()

    def _clear_done(self, verdict, error) -> None:
        self._clear_ticket = None
        self.panel.set_clear_state(ClearState.UNKNOWN if error else verdict)

    def test_deals(self, deals: int = DEFAULT_DEALS) -> None:
        """Deal and solve a few games on the layout in the background, one job per deal (side
        by side in the worker pool); progress and the result in the panel."""
        if self.validation.report.errors:
            self.shell.tell(
                QMessageBox.Icon.Warning,
                self.tr("Test deals"),
                self.tr("Fix the errors of the layout first."),
            )
            return
        self.cancel_deals()
        positions = tuple(self.session.doc.positions())
        self._deals_positions = positions  # what the test under way deals on
        calls = [(positions, number) for number in range(1, deals + 1)]
        self._deals_started = time.perf_counter()
        self.panel.deals.set_running(0, deals)
        self._deals = self.runner.batch(solve_deal, calls, self._deal_answered, self._deals_done)

    def _deal_answered(self, _index: int, _verdict, error) -> None:
        batch = self._deals
        if batch is None:
            return
        if error is not None:
            self.cancel_deals()
            self.shell.show_status(self.tr("The deal test failed: %1").replace("%1", str(error)))
            return
        self.panel.deals.set_running(batch.finished, batch.total)

    def _deals_done(self, verdicts: list) -> None:
        self._deals = None
        self._tested = frozenset(self._deals_positions)
        seconds = time.perf_counter() - self._deals_started
        self.panel.deals.set_report(DealTestReport.from_verdicts(verdicts, seconds))

    def cancel_deals(self) -> None:
        """Stop the deal test under way (the last finished result stays)."""
        self._rerun_timer.stop()
        rerun_waiting, self._rerun_deals = self._rerun_deals, 0
        if self._stop_batch() is not None or rerun_waiting:
            self.panel.deals.set_running_off()

    def _stop_batch(self) -> Batch | None:
        """Cancel the deal jobs under way, if any; the batch cancelled."""
        batch, self._deals = self._deals, None
        if batch is not None:
            batch.cancel()
        return batch

    def _on_edit(self) -> None:
        """The layout changed: a running deal test starts again on it after a pause in editing
        (not at each tile of a drag), a result is out of date (up to date again when an undo
        comes back to the layout tested)."""
        batch = self._stop_batch()
        if batch is not None:
            self._rerun_deals = batch.total
        if self._rerun_deals:
            self.panel.deals.set_running(0, self._rerun_deals)
            self._rerun_timer.start()
        else:
            self.panel.deals.mark_stale(frozenset(self.session.doc.tiles) != self._tested)

    def _rerun(self) -> None:
        deals, self._rerun_deals = self._rerun_deals, 0
        if deals:
            self.test_deals(deals)

    def _on_load(self) -> None:
        """Another layout (new, open, import): the deal test's result and work are gone."""
        self._rerun_timer.stop()
        self._rerun_deals = 0
        self._tested = None
        self._stop_batch()
        self.panel.deals.clear()

    def _on_change(self, change: Change) -> None:
        if change.added or change.removed:
            self._on_edit()

    def shutdown(self) -> None:
        self._check_timer.stop()
        self._rerun_timer.stop()
        self._deals = None
        self.runner.shutdown()
