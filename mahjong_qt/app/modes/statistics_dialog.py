"""Statistics per mode and layout: played, won, best and average time, best score, streaks; a
reset (everything, or the mode shown) asks first."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mahjong_qt.core.modes.definitions import ModeId
from mahjong_qt.core.modes.statistics import TimeTotals, reset_statistics, statistics_table
from mahjong_qt.core.records import Records

from .mode_texts import mode_name, time_text

__all__ = ["StatisticsDialog"]


class StatisticsDialog(QDialog):
    """``reset(records, totals)`` carries the statistics after a confirmed reset."""

    reset = Signal(object, object)

    def __init__(
        self,
        records: Records,
        totals: TimeTotals,
        lang: str,
        layout_name: Callable[[str], str],
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.records, self.totals = records, totals
        self.lang = lang
        self.layout_name = layout_name
        self.confirm: Callable[[str], bool] = self._ask  # tests replace it
        self.setWindowTitle(self.tr("Statistics"))
        self.resize(900, 420)
        self.mode = QComboBox(self)
        self.mode.addItem(self.tr("All modes"), None)
        for mode_id in ModeId:
            self.mode.addItem(mode_name(mode_id, lang), mode_id.value)
        self.mode.currentIndexChanged.connect(self._fill)
        headers = [
            self.tr("Mode"),
            self.tr("Layout"),
            self.tr("Played"),
            self.tr("Won"),
            self.tr("Best time"),
            self.tr("Average time"),
            self.tr("Best score"),
            self.tr("Streak"),
            self.tr("Best streak"),
        ]
        self.table = QTableWidget(0, len(headers), self)
        self.table.setHorizontalHeaderLabels(headers)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.empty = QLabel(self.tr("No game finished yet: your statistics will appear here."))
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.reset_button = box.addButton(self.tr("Reset…"), QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.ask_reset)
        box.rejected.connect(self.reject)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Show:"), self))
        top.addWidget(self.mode)
        top.addStretch(1)
        column = QVBoxLayout(self)
        column.addLayout(top)
        column.addWidget(self.table, 1)
        column.addWidget(self.empty, 1)
        column.addWidget(box)
        self._fill()

    def shown_mode(self) -> str | None:
        return self.mode.currentData()

    def _fill(self) -> None:
        lines = statistics_table(self.records, self.totals, self.shown_mode())
        self.table.setRowCount(len(lines))
        for r, line in enumerate(lines):
            cells = [
                mode_name(line.mode, self.lang),
                self.layout_name(line.layout_id),
                str(line.played),
                str(line.won),
                time_text(line.best_time),
                time_text(line.average_time),
                "—" if line.best_score is None else f"{line.best_score:,}".replace(",", "\u202f"),
                str(line.current_streak),
                str(line.best_streak),
            ]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c > 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(r, c, item)
        self.table.setVisible(bool(lines))
        self.empty.setVisible(not lines)
        self.reset_button.setEnabled(bool(lines))

    def _ask(self, question: str) -> bool:
        answer = QMessageBox.question(
            self,
            self.tr("Reset the statistics?"),
            question,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def ask_reset(self) -> bool:
        """Ask, then forget the statistics shown (all, or one mode's); True when reset."""
        shown = self.shown_mode()
        if shown is None:
            question = self.tr(
                "Forget every statistic and record of every mode? This cannot be undone."
            )
        else:
            question = self.tr("Forget the statistics and records of %1? This cannot be undone.")
            question = question.replace("%1", mode_name(shown, self.lang))
        if not self.confirm(question):
            return False
        self.records, self.totals = reset_statistics(self.records, self.totals, shown)
        self.reset.emit(self.records, self.totals)
        self._fill()
        return True
