"""The layout browser (issue 17): every layout as a card with its thumbnail, name, size, source,
played/won marks and best time, and its measured difficulty; search, sort, filters, hide/unhide.

:class:`LayoutBrowser` is the widget (the New Game dialog holds one); :class:`LayoutBrowserDialog`
is the same on its own. Both only show rows (:class:`~mahjong_qt.core.layout_browser.BrowserRow`)
and say what the player did: ``chosen``, ``currentChanged``, ``hiddenChanged``. Searching,
sorting and filtering are :func:`~mahjong_qt.core.layout_browser.select`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

from PySide6.QtCore import QItemSelectionModel, QLocale, QSize, QTimer, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from mahjong_qt.core.layout import Layout
from mahjong_qt.core.layout_browser import (
    BrowserItem,
    BrowserQuery,
    BrowserRow,
    select,
    shared_names,
)
from mahjong_qt.ui.thumbnail_cache import ThumbnailCache

from .difficulty_meter import DifficultyMeter
from .layout_browser_texts import layout_texts
from .layout_browser_view import CARD, ROW_ROLE, LayoutCardDelegate, LayoutListModel

__all__ = ["LayoutBrowser", "LayoutBrowserDialog"]

_SEARCH_DELAY_MS = 120


class LayoutBrowser(QWidget):
    chosen = Signal(object)  # BrowserRow: double click or Enter
    currentChanged = Signal(object)  # BrowserRow or None
    hiddenChanged = Signal(str, bool)  # catalog key, hidden now

    def __init__(
        self,
        rows: Sequence[BrowserRow],
        thumbnails: ThumbnailCache,
        layout_of: Callable[[BrowserItem], Layout | None],
        lang: str,
        *,
        meter: DifficultyMeter | None = None,
        current_key: str | None = None,
        unreadable: Callable[[], list[str]] | None = None,
        unreadable_count: int = 0,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self._rows = list(rows)
        self._lang = lang
        self._unreadable = unreadable
        self.search = QLineEdit(self)
        self.search.setPlaceholderText(self.tr("Search by name"))
        self.search.setAccessibleName(self.tr("Search by name"))
        self.search.setClearButtonEnabled(True)
        self.sort = QComboBox(self)
        for key, text in (
            ("name", self.tr("Name")),
            ("size", self.tr("Size")),
            ("difficulty", self.tr("Difficulty (easiest first)")),
            ("last_played", self.tr("Last played")),
        ):
            self.sort.addItem(text, key)
        self.filter = QComboBox(self)
        for key, text in (
            ("all", self.tr("All layouts")),
            ("unplayed", self.tr("Not played yet")),
            ("not_won", self.tr("Not won yet")),
            ("hidden", self.tr("Hidden layouts")),
        ):
            self.filter.addItem(text, key)
        self._layout_of = layout_of
        self._meter = meter
        self.model = LayoutListModel(thumbnails, layout_of, lang, self)
        self.view = QListView(self)
        self.view.setViewMode(QListView.ViewMode.IconMode)
        self.view.setResizeMode(QListView.ResizeMode.Adjust)
        self.view.setMovement(QListView.Movement.Static)
        self.view.setUniformItemSizes(True)
        self.view.setLayoutMode(QListView.LayoutMode.Batched)
        self.view.setBatchSize(200)
        self.view.setGridSize(CARD + QSize(6, 6))
        self.view.setMouseTracking(True)
        self.view.setItemDelegate(LayoutCardDelegate(self.view))
        self.view.setModel(self.model)
        self.view.setMinimumSize(4 * CARD.width() + 40, int(1.6 * CARD.height()))
        self.view.setAccessibleName(self.tr("Layouts"))
        self.count = QLabel(self)
        self.hide_button = QPushButton(self.tr("Hide"), self)
        self.hide_button.clicked.connect(self._toggle_hidden)
        self.measure_button = QPushButton(self.tr("Measure Difficulty"), self)
        self.measure_button.setToolTip(
            self.tr("Deal random games and let the solver decide each (in the background).")
        )
        self.measure_button.setVisible(meter is not None)
        self.measure_button.clicked.connect(self._measure)
        self.status = QLabel(self)
        # What the current layout's figure means, in words (the card says only "Hard (5.9 %)").
        self.explain = QLabel(self)
        self.explain.setWordWrap(True)
        self.explain.setStyleSheet("color: palette(placeholder-text);")
        if meter is not None:
            meter.measured.connect(self._measured)
            meter.failed.connect(self._measure_failed)
            meter.progressed.connect(self._measure_progressed)
        self._measuring = ("", "")  # the content hash and name of the layout being measured
        self.unreadable_button = QPushButton(
            self.tr("Could not read %n file(s)…", "", unreadable_count), self
        )
        self.unreadable_button.setVisible(unreadable_count > 0 and unreadable is not None)
        self.unreadable_button.clicked.connect(self._show_unreadable)
        # The drop-downs are named by what they choose, not by the value shown in them: by
        # their label (a screen reader on Linux reads a combo box's label relation, elsewhere
        # its accessible name).
        self.filter.setAccessibleName(self.tr("Show"))
        self.sort.setAccessibleName(self.tr("Sort"))
        filter_label = QLabel(self.tr("S&how:"), self)
        filter_label.setBuddy(self.filter)
        sort_label = QLabel(self.tr("&Sort:"), self)
        sort_label.setBuddy(self.sort)
        bar = QHBoxLayout()
        bar.addWidget(self.search, 1)
        bar.addWidget(filter_label)
        bar.addWidget(self.filter)
        bar.addWidget(sort_label)
        bar.addWidget(self.sort)
        foot = QHBoxLayout()
        foot.addWidget(self.count)
        foot.addWidget(self.status, 1)
        foot.addWidget(self.unreadable_button)
        foot.addWidget(self.measure_button)
        foot.addWidget(self.hide_button)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addLayout(bar)
        column.addWidget(self.view, 1)
        column.addWidget(self.explain)
        column.addLayout(foot)
        # Tab goes as the eye does: the bar from left to right, the cards, the foot's buttons.
        chain = [
            self.search,
            self.filter,
            self.sort,
            self.view,
            self.unreadable_button,
            self.measure_button,
            self.hide_button,
        ]
        for before, after in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(before, after)
        self._search_timer = QTimer(self)
        self._search_timer.setSingleShot(True)
        self._search_timer.setInterval(_SEARCH_DELAY_MS)
        self._search_timer.timeout.connect(self._apply)
        self.search.textChanged.connect(self._search_timer.start)
        self.sort.currentIndexChanged.connect(self._apply)
        self.filter.currentIndexChanged.connect(self._apply)
        self.view.doubleClicked.connect(self._chosen)
        self.view.activated.connect(self._chosen)
        self._apply(current_key)
        self.view.selectionModel().currentChanged.connect(self._current_changed)
        self._current_changed()

    # ----- state ---------------------------------------------------------------------------
    def query(self) -> BrowserQuery:
        return BrowserQuery(
            self.search.text(), self.sort.currentData(), self.filter.currentData(), self._lang
        )

    def current_row(self) -> BrowserRow | None:
        index = self.view.currentIndex()
        return index.data(ROW_ROLE) if index.isValid() else None

    def set_rows(self, rows: Sequence[BrowserRow], unreadable_count: int = 0) -> None:
        """Show another library (e.g. after a folder was chosen), keeping the current card."""
        self._rows = list(rows)
        self.unreadable_button.setText(self.tr("Could not read %n file(s)…", "", unreadable_count))
        self.unreadable_button.setVisible(unreadable_count > 0 and self._unreadable is not None)
        self._apply()

    def shown_rows(self) -> list[BrowserRow]:
        return list(self.model.rows)

    def select_key(self, key: str) -> bool:
        for i, row in enumerate(self.model.rows):
            if row.key == key:
                index = self.model.index(i)
                self.view.selectionModel().setCurrentIndex(
                    index, QItemSelectionModel.SelectionFlag.ClearAndSelect
                )
                self.view.scrollTo(index)
                return True
        return False

    # ----- reactions -----------------------------------------------------------------------
    def _apply(self, keep: str | None = None) -> None:
        current = self.current_row()
        keep = keep if isinstance(keep, str) else (current.key if current else None)
        shown = select(self._rows, self.query())
        self.model.set_rows(shown, shared_names(self._rows, self._lang))
        self.count.setText(self.tr("%n layout(s)", "", len(shown)))
        if not (keep and self.select_key(keep)) and shown:
            self.select_key(shown[0].key)
        self._current_changed()

    def _current_changed(self, *_args) -> None:
        row = self.current_row()
        self.hide_button.setEnabled(row is not None)
        self.hide_button.setText(self.tr("Show Again") if row and row.hidden else self.tr("Hide"))
        explained = layout_texts().difficulty_explained(row, self.model.name_of(row)) if row else ""
        self.explain.setText(explained)
        self._show_measuring()
        self.currentChanged.emit(row)

    def _show_measuring(self) -> None:
        busy = self._meter.busy if self._meter is not None else ""
        self.measure_button.setText(
            self.tr("Stop Measuring") if busy else self.tr("Measure Difficulty")
        )
        self.measure_button.setEnabled(bool(busy) or self.current_row() is not None)

    def _measure(self) -> None:
        meter, row = self._meter, self.current_row()
        if meter is None:
            return
        if meter.busy:
            meter.cancel()
            return
        layout = self._layout_of(row.item) if row is not None else None
        if row is None or layout is None:
            return
        name = self.model.name_of(row)
        self.status.setText(
            self.tr("Measuring “%1” on %n random deal(s)…", "", meter.deals).replace("%1", name)
        )
        meter.measure(row.item.content_hash, layout)
        self._measuring = (row.item.content_hash, name)
        self._show_measuring()

    def _measure_progressed(self, content_hash: str, done: int, deals: int) -> None:
        key, name = self._measuring
        if content_hash != key or self._meter is None or self._meter.busy != key:
            return  # another browser's measure, or one already over
        text = self.tr("Measuring “%1”: %2 of %n deal(s)…", "", deals)
        self.status.setText(text.replace("%1", name).replace("%2", QLocale().toString(done)))

    def _measured(self, content_hash: str, entry) -> None:
        self._rows = [
            dataclasses.replace(r, atlas=entry) if r.item.content_hash == content_hash else r
            for r in self._rows
        ]
        self.status.setText(self.tr("Difficulty measured."))
        self._apply()

    def _measure_failed(self, _content_hash: str) -> None:
        self.status.setText(self.tr("The measure was stopped."))
        self._show_measuring()

    def _chosen(self, index) -> None:
        row = index.data(ROW_ROLE)
        if row is not None:
            self.chosen.emit(row)

    def _toggle_hidden(self) -> None:
        row = self.current_row()
        if row is None:
            return
        hidden = not row.hidden
        position = self.view.currentIndex().row()
        self._rows = [
            dataclasses.replace(r, hidden=hidden) if r.key == row.key else r for r in self._rows
        ]
        self.hiddenChanged.emit(row.key, hidden)
        shown = select(self._rows, self.query())
        if any(r.key == row.key for r in shown):
            self._apply(row.key)
        elif shown:  # the card left the list: its neighbour takes its place
            self._apply(shown[min(position, len(shown) - 1)].key)
        else:
            self._apply()

    def _show_unreadable(self) -> None:
        if self._unreadable is None:
            return
        lines = self._unreadable()
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Information)
        box.setWindowTitle(self.tr("Files That Could Not Be Read"))
        box.setText(self.tr("These files hold no layout that can be played:"))
        box.setDetailedText("\n".join(lines))
        box.setInformativeText("\n".join(lines[:8]) + ("\n…" if len(lines) > 8 else ""))
        box.open()
        self._unreadable_box = box  # kept until closed (tests look at it)


class LayoutBrowserDialog(QDialog):
    """The browser on its own, with Play and Cancel."""

    def __init__(self, browser_args: dict, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Layouts"))
        self.browser = LayoutBrowser(**browser_args, parent=self)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Play"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self._ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.browser.currentChanged.connect(lambda row: self._ok.setEnabled(row is not None))
        self.browser.chosen.connect(lambda _row: self.accept())
        self._ok.setEnabled(self.browser.current_row() is not None)
        column = QVBoxLayout(self)
        column.addWidget(self.browser, 1)
        column.addWidget(buttons)

    def choice(self) -> BrowserRow | None:
        return self.browser.current_row()
