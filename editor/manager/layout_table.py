"""The layout manager's table: one row per layout of the folder (picture, name, tiles, levels,
category, difficulty once measured, file), sorted by any column, filtered by words."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from mahjong_qt.core.layout_library import LayoutEntry
from mahjong_qt.ui.error_texts import sentence

from ..checking.difficulty_store import Difficulties, Measure
from ..checking.difficulty_text import deals_share, games_share
from ..files.thumbnails import layout_thumbnail

__all__ = ["LayoutTable", "COLUMNS"]

THUMB = QSize(72, 54)
COLUMNS = ("name", "tiles", "levels", "category", "difficulty", "file")


def _cell(table: QTableWidget, row: int, column: int) -> QTableWidgetItem:
    """A cell of the manager's table (every cell of a row is filled when the row is made)."""
    item = table.item(row, column)
    assert item is not None
    return item


class _Number(QTableWidgetItem):
    """A cell that sorts by its number."""

    def __init__(self, value: int):
        super().__init__()
        self.setData(Qt.ItemDataRole.DisplayRole, value)
        self.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


class _Difficulty(QTableWidgetItem):
    """The measured difficulty of a layout: the share of winnable deals and the random player's
    win rate; sorted by the first (not measured: last)."""

    def __init__(self, measure: Measure | None):
        super().__init__()
        self.key = -1.0
        if measure is None:
            self.setText("—")
            self.setToolTip(
                QCoreApplication.translate("LayoutManager", "Not measured yet: Test All")
            )
            return
        winnable, games = measure.winnable_share, measure.random_win_share
        self.key = winnable.value if winnable.value is not None else -0.5
        self.setText(
            QCoreApplication.translate("LayoutManager", "%1 winnable · random player %2")
            .replace("%1", deals_share(winnable))
            .replace("%2", games_share(games))
        )
        self.setToolTip(
            QCoreApplication.translate(
                "LayoutManager",
                "Winnable deals: %1 of %2 decided (%3 undecided); the random player won %4 of"
                " %5 games. In brackets: the 95% confidence interval (Wilson) and the number"
                " of deals or games measured.",
            )
            .replace("%1", str(winnable.successes))
            .replace("%2", str(winnable.trials))
            .replace("%3", str(measure.undecided))
            .replace("%4", str(games.successes))
            .replace("%5", str(games.trials))
        )

    def __lt__(self, other: QTableWidgetItem) -> bool:
        if isinstance(other, _Difficulty):
            return self.key < other.key
        return super().__lt__(other)


class LayoutTable(QTableWidget):
    """The layouts shown; ``sortChanged(column, descending)`` when the user sorts them."""

    sortChanged = Signal(int, bool)

    def __init__(self, sort: tuple[int, bool] = (0, False), parent: QWidget | None = None):
        super().__init__(0, len(COLUMNS), parent)
        self.setObjectName("layoutTable")
        self.setIconSize(THUMB)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.verticalHeader().hide()
        self.verticalHeader().setDefaultSectionSize(THUMB.height() + 6)
        self.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.setSortingEnabled(True)
        self.set_sort(*sort)
        self.horizontalHeader().sortIndicatorChanged.connect(self._on_sorted)

    def set_sort(self, column: int, descending: bool) -> None:
        """Sort by ``column`` (by name A→Z by default: Qt's own default is Z→A)."""
        column = column if 0 <= column < len(COLUMNS) else 0
        order = Qt.SortOrder.DescendingOrder if descending else Qt.SortOrder.AscendingOrder
        self.sortItems(column, order)

    def sort(self) -> tuple[int, bool]:
        header = self.horizontalHeader()
        return header.sortIndicatorSection(), (
            header.sortIndicatorOrder() == Qt.SortOrder.DescendingOrder
        )

    def _on_sorted(self, column: int, order: Qt.SortOrder) -> None:
        self.sortChanged.emit(column, order == Qt.SortOrder.DescendingOrder)

    def show_entries(
        self, entries: Sequence[LayoutEntry], difficulties: Difficulties, lang: str
    ) -> None:
        """One row per entry (keeping the sort)."""
        self.setSortingEnabled(False)
        self.setRowCount(len(entries))
        for row, entry in enumerate(entries):
            self._fill_row(row, entry, difficulties, lang)
        self.setSortingEnabled(True)

    def _fill_row(
        self, row: int, entry: LayoutEntry, difficulties: Difficulties, lang: str
    ) -> None:
        layout = entry.layout
        name = QTableWidgetItem(entry.name(lang))
        name.setData(Qt.ItemDataRole.UserRole, str(entry.path))
        if layout is not None:
            name.setIcon(
                QIcon(layout_thumbnail(layout.positions, THUMB, ratio=self.devicePixelRatioF()))
            )
            levels = max(p[2] for p in layout.positions) + 1
            category = layout.data.category
        else:
            name.setToolTip(sentence(entry.error or ""))
            name.setForeground(Qt.GlobalColor.darkRed)
            levels, category = 0, self.tr("(cannot be used)")
        self.setItem(row, 0, name)
        self.setItem(row, 1, _Number(entry.tile_count))
        self.setItem(row, 2, _Number(levels))
        self.setItem(row, 3, QTableWidgetItem(category))
        measure = difficulties.of(layout.positions) if layout is not None else None
        self.setItem(row, 4, _Difficulty(measure))
        self.setItem(row, 5, QTableWidgetItem(entry.path.name))

    def names(self) -> list[str]:
        """The names shown, in the order shown (hidden rows left out)."""
        return [_cell(self, r, 0).text() for r in range(self.rowCount()) if not self.isRowHidden(r)]

    def select(self, name: str) -> bool:
        for r in range(self.rowCount()):
            if _cell(self, r, 0).text() == name:
                self.selectRow(r)
                return True
        return False

    def selected_path(self) -> Path | None:
        rows = {i.row() for i in self.selectedItems()}
        if len(rows) != 1:
            return None
        return Path(_cell(self, rows.pop(), 0).data(Qt.ItemDataRole.UserRole))

    def apply_filter(self, text: str) -> None:
        """Show only the rows whose name, category or file has every word of ``text``."""
        words = text.casefold().split()
        for r in range(self.rowCount()):
            shown = " ".join(_cell(self, r, c).text() for c in (0, 3, 5)).casefold()
            self.setRowHidden(r, not all(w in shown for w in words))

    def retranslate(self) -> None:
        self.setHorizontalHeaderLabels(
            [
                self.tr("Name"),
                self.tr("Tiles"),
                self.tr("Levels"),
                self.tr("Category"),
                self.tr("Difficulty"),
                self.tr("File"),
            ]
        )
