"""The slow checks of the layout being edited: "can it be cleared" and "test deals".

After every edit the clearability check is scheduled (it starts after a short pause in editing).
A short search on the UI thread settles real layouts in milliseconds; when it cannot, the full
search goes to the worker process (:class:`~editor.background.BackgroundRunner`), as does the deal
test, and their results come back to the validation panel.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QMessageBox

from .analysis import DEFAULT_DEALS, check_clearable, run_deal_test
from .background import BackgroundRunner
from .session import EditSession
from .shell import MessageShell
from .validation_model import ValidationModel
from .validation_panel import ClearState, ValidationPanel

__all__ = ["BackgroundChecks", "CHECK_DELAY_MS", "QUICK_CLEAR_BUDGET"]

CHECK_DELAY_MS = 400  # the clearability check starts this long after the last edit
QUICK_CLEAR_BUDGET = 1_000  # search nodes tried on the UI thread before using the worker


class BackgroundChecks(QObject):
    """Schedules, runs and reports the slow checks of one editor window."""

    def __init__(
        self,
        session: EditSession,
        validation: ValidationModel,
        panel: ValidationPanel,
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
        self._deals_ticket: int | None = None
        self._check_timer = QTimer(self)
        self._check_timer.setSingleShot(True)
        self._check_timer.setInterval(CHECK_DELAY_MS)
        self._check_timer.timeout.connect(self._start_clear_check)

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
        """Deal and solve a few games on the layout in the background; report in the panel."""
        if self.validation.report.errors:
            self.shell.tell(
                QMessageBox.Icon.Warning,
                self.tr("Test deals"),
                self.tr("Fix the errors of the layout first."),
            )
            return
        self.runner.cancel(self._deals_ticket)
        self.panel.set_deals_running()
        self._deals_ticket = self.runner.submit(
            run_deal_test,
            self.session.doc.positions(),
            deals,
            on_done=self._deals_done,
        )

    def _deals_done(self, report, error) -> None:
        self._deals_ticket = None
        self.panel.set_deal_report(None if error else report)
        if error:
            self.shell.show_status(self.tr("The deal test failed: %1").replace("%1", str(error)))

    def shutdown(self) -> None:
        self._check_timer.stop()
        self.runner.shutdown()
