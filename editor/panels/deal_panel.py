"""The part of the validation panel about deals: the Test Deals button, its progress and Cancel,
its result (marked as out of date after an edit, gone after New, Open or Import), and the live
winnability estimate of the layout being drawn.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QLocale, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QHBoxLayout, QLabel, QToolButton, QVBoxLayout, QWidget

from mahjong_qt.core.winnability import Share, WinnabilitySample

from ..checking.analysis import DEAL_SECONDS, DealTestReport
from ..checking.difficulty_text import deals_share, games_share, interval_text

__all__ = ["DealPanel"]


class DealPanel(QWidget):
    """Deal test and live estimate; ``cancelRequested`` when the user stops the deal test."""

    cancelRequested = Signal()

    def __init__(self, test_deals_action: QAction, parent: QWidget | None = None):
        super().__init__(parent)
        run = QToolButton(self)
        run.setDefaultAction(test_deals_action)
        run.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.cancel_button = QToolButton(self)
        self.cancel_button.setObjectName("cancelDeals")
        self.cancel_button.clicked.connect(self.cancelRequested)
        self.cancel_button.hide()
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(run)
        row.addWidget(self.cancel_button)
        row.addStretch(1)
        self.label = QLabel(self)
        self.label.setObjectName("dealResult")
        self.label.setWordWrap(True)
        self.estimate_label = QLabel(self)
        self.estimate_label.setObjectName("winnability")
        self.estimate_label.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(row)
        layout.addWidget(self.label)
        layout.addWidget(self.estimate_label)
        self.report: DealTestReport | None = None
        self.stale = False
        self.progress: tuple[int, int] | None = None  # (done, total) while running
        self.estimate: WinnabilitySample | None = None
        self.estimate_final = False
        self._refresh()

    # -- the deal test ------------------------------------------------------------------------
    def set_running(self, done: int, total: int) -> None:
        self.progress = (done, total)
        self._refresh()

    def set_running_off(self) -> None:
        """The test was cancelled: the last result (if any) stays."""
        self.progress = None
        self._refresh()

    def set_report(self, report: DealTestReport | None) -> None:
        self.progress = None
        self.report = report
        self.stale = False
        self._refresh()

    def mark_stale(self, stale: bool = True) -> None:
        """The layout changed since the result: keep it, said to be out of date (``stale``),
        or up to date again (an undo went back to the layout tested)."""
        if self.report is not None and stale != self.stale:
            self.stale = stale
            self._refresh()

    def clear(self) -> None:
        """Another layout (new, open, import): no result, nothing running."""
        self.progress = None
        self.report = None
        self.stale = False
        self._refresh()

    # -- the live estimate --------------------------------------------------------------------
    def show_estimate(self, sample: WinnabilitySample | None, final: bool) -> None:
        self.estimate = sample
        self.estimate_final = final
        self._refresh()

    def _refresh(self) -> None:
        self.cancel_button.setText(self.tr("Cancel"))
        self.cancel_button.setVisible(self.progress is not None)
        self.label.setText(self._deal_text())
        self.label.setEnabled(not self.stale)
        self.label.setToolTip(self._undecided_tip())
        self.estimate_label.setText(self._estimate_text())
        self.estimate_label.setToolTip(
            self.tr(
                "Estimated from random deals after each edit. Winnable: deals the solver can"
                " win, of those it decided. Random player: games won by a player who takes a"
                " kind whose tiles are all free first, else any free pair at random. In"
                " brackets: the 95% confidence interval (Wilson) and the number of deals or games"
                " measured."
            )
        )

    def _undecided_tip(self) -> str:
        return self.tr(
            "Undecided: the solver's time cap (%1 s a deal) was reached before it could"
            " decide whether the deal can be won."
        ).replace("%1", QLocale().toString(DEAL_SECONDS, "f", 0))

    def _deal_text(self) -> str:
        if self.progress is not None:
            done, total = self.progress
            return self.tr("Dealing and solving… %1 of %n deal(s)", "", total).replace(
                "%1", str(done)
            )
        r = self.report
        if r is None:
            return ""
        decided = Share(r.winnable, r.deals - r.unknown)
        text = (
            self.tr("%1 of %n deal(s) winnable (%3), in %2 s", "", r.deals)
            .replace("%1", str(r.winnable))
            .replace("%2", QLocale().toString(r.seconds, "f", 1))
            .replace("%3", interval_text(decided) if decided.trials else "?")
        )
        if r.unknown:
            text += " " + self.tr(
                "(%n undecided: the solver's time cap was reached)", "", r.unknown
            )
        if self.stale:
            text += "\n" + self.tr("Before the last edit: test the deals again.")
        return text

    def _estimate_text(self) -> str:
        s = self.estimate
        if s is None or not s.deals:
            return ""
        head = (
            self.tr("Winnability") if self.estimate_final else self.tr("Winnability (measuring…)")
        )
        lines = [f"<b>{head}</b>"]
        winnable = s.winnable_share
        if winnable.trials:
            lines.append(self.tr("Winnable deals: %1").replace("%1", deals_share(winnable)))
        if s.undecided:
            lines.append(self.tr("%n deal(s) undecided", "", s.undecided))
        games = s.random_win_share
        lines.append(self.tr("Random player wins: %1").replace("%1", games_share(games)))
        return "<br>".join(lines)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self._refresh()
        super().changeEvent(event)
