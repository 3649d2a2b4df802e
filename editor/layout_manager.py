"""File ▸ My Layouts: every layout of the user's folder with its picture, name, tiles, levels and
category and difficulty once measured (Test All measures every layout in the background, with
progress and cancel); sort by any column, filter by name; open, duplicate, rename, move to the trash (and
back); import many files or folders at once (the Import button or drag and drop), with a summary
of what came in and what was refused, and why.

The file work is :mod:`editor.layout_store`'s; this is its view.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QIcon
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLineEdit,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mahjong_qt.core.layout import LayoutError
from mahjong_qt.core.layout_library import LayoutEntry
from mahjong_qt.ui.error_texts import error_reasons, sentence

from . import layout_store as store
from .deal_panel import percent
from .difficulty_store import Difficulties, Measure, difficulty_path, load_difficulties
from .layout_tester import LayoutTester
from .thumbnails import layout_thumbnail

__all__ = ["LayoutManager", "NameDialog"]

THUMB = QSize(72, 54)
MAX_REFUSED_LISTED = 15
COLUMNS = ("name", "tiles", "levels", "category", "difficulty", "file")


class NameDialog(QDialog):
    """The names of a layout in English and French."""

    def __init__(self, name_en: str, name_fr: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rename layout"))
        self.name_en = QLineEdit(name_en, self)
        self.name_fr = QLineEdit(name_fr, self)
        for edit in (self.name_en, self.name_fr):
            edit.setMaxLength(200)
        form = QFormLayout(self)
        form.addRow(self.tr("Name (English):"), self.name_en)
        form.addRow(self.tr("Name (French):"), self.name_fr)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)


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
            QCoreApplication.translate("LayoutManager", "%1 winnable · random %2")
            .replace("%1", percent(winnable.value) if winnable.trials else "?")
            .replace("%2", percent(games.value or 0.0))
        )
        self.setToolTip(
            QCoreApplication.translate(
                "LayoutManager",
                "Winnable deals: %1 of %2 decided (%3 undecided); the random player won %4 of"
                " %5 games",
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


class LayoutManager(QDialog):
    """The user's layouts; ``openRequested(path)`` asks the editor to open one."""

    openRequested = Signal(Path)

    def __init__(
        self,
        folder: Path,
        lang: str = "en",
        parent: QWidget | None = None,
        difficulty_file: Path | None = None,
    ):
        super().__init__(parent)
        self.folder = folder
        self.difficulty_file = difficulty_file or difficulty_path()
        self.difficulties = Difficulties()
        self.tester = LayoutTester(lambda: self.difficulty_file, self)
        self.tester.progressed.connect(self._on_tested)
        self.tester.finished.connect(self._on_test_done)
        self.progress = QProgressBar(self)
        self.progress.setObjectName("testProgress")
        self.progress.hide()
        self.lang = lang
        self.setObjectName("layoutManager")
        self.setAcceptDrops(True)
        self.filter = QLineEdit(self)
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self._apply_filter)
        self.table = QTableWidget(0, len(COLUMNS), self)
        self.table.setObjectName("layoutTable")
        self.table.setIconSize(THUMB)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(THUMB.height() + 6)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.setSortingEnabled(True)
        self.table.itemDoubleClicked.connect(lambda _item: self.open_selected())
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.buttons: dict[str, QPushButton] = {}
        row = QHBoxLayout()
        for key, slot in (
            ("import", self.choose_imports),
            ("open", self.open_selected),
            ("duplicate", self.duplicate_selected),
            ("rename", self.rename_selected),
            ("trash", self.trash_selected),
            ("restore", self.restore_from_trash),
            ("test_all", self.toggle_test_all),
        ):
            button = QPushButton(self)
            button.clicked.connect(slot)
            self.buttons[key] = button
            row.addWidget(button)
        row.addStretch(1)
        close = QPushButton(self)
        close.clicked.connect(self.close)
        self.buttons["close"] = close
        row.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.filter)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.progress)
        layout.addLayout(row)
        self.resize(760, 520)
        self.retranslate()
        self.refresh()

    # -- what tests answer in place of the user ---------------------------------------------------
    def tell(self, title: str, text: str) -> None:
        QMessageBox.information(self, title, text)

    def ask_names(self, name_en: str, name_fr: str) -> tuple[str, str] | None:
        dialog = NameDialog(name_en, name_fr, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.name_en.text(), dialog.name_fr.text()

    def choose_trashed(self, names: list[str]) -> int | None:
        name, ok = QInputDialog.getItem(
            self, self.tr("Restore from the trash"), self.tr("Layout to restore:"), names, 0, False
        )
        return names.index(name) if ok and name in names else None

    def ask_import_files(self) -> list[Path]:
        files, _ = QFileDialog.getOpenFileNames(
            self,
            self.tr("Import layouts"),
            "",
            self.tr("Layouts (*.json *.layout *.map *.lay);;All files (*)"),
        )
        return [Path(f) for f in files]

    # -- the list ---------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Read the folder again and show it (keeping the sort and the filter)."""
        self._entries = store.user_entries(self.folder)
        self.difficulties, _notice = load_difficulties(self.difficulty_file)
        self.table.setSortingEnabled(False)
        self.table.setRowCount(len(self._entries))
        for row, entry in enumerate(self._entries):
            self._fill_row(row, entry)
        self.table.setSortingEnabled(True)
        self._apply_filter()
        self._update_buttons()
        self.setWindowTitle(
            self.tr("My layouts (%n)", "", len(self._entries)) + f" — {self.folder}"
        )

    def _fill_row(self, row: int, entry: LayoutEntry) -> None:
        layout = entry.layout
        name = QTableWidgetItem(entry.name(self.lang))
        name.setData(Qt.ItemDataRole.UserRole, str(entry.path))
        if layout is not None:
            name.setIcon(
                QIcon(layout_thumbnail(layout.positions, THUMB, ratio=self.devicePixelRatioF()))
            )
            levels = max(p[2] for p in layout.positions) + 1
            category = layout.model.category
        else:
            name.setToolTip(sentence(entry.error or ""))
            name.setForeground(Qt.GlobalColor.darkRed)
            levels, category = 0, self.tr("(cannot be used)")
        self.table.setItem(row, 0, name)
        self.table.setItem(row, 1, _Number(entry.tile_count))
        self.table.setItem(row, 2, _Number(levels))
        self.table.setItem(row, 3, QTableWidgetItem(category))
        measure = self.difficulties.of(layout.positions) if layout is not None else None
        self.table.setItem(row, 4, _Difficulty(measure))
        self.table.setItem(row, 5, QTableWidgetItem(entry.path.name))

    def names(self) -> list[str]:
        """The names shown, in the order shown (hidden rows left out)."""
        return [
            self.table.item(r, 0).text()
            for r in range(self.table.rowCount())
            if not self.table.isRowHidden(r)
        ]

    def select(self, name: str) -> bool:
        for r in range(self.table.rowCount()):
            if self.table.item(r, 0).text() == name:
                self.table.selectRow(r)
                return True
        return False

    def selected_path(self) -> Path | None:
        rows = {i.row() for i in self.table.selectedItems()}
        if len(rows) != 1:
            return None
        return Path(self.table.item(rows.pop(), 0).data(Qt.ItemDataRole.UserRole))

    def _apply_filter(self) -> None:
        words = self.filter.text().casefold().split()
        for r in range(self.table.rowCount()):
            text = " ".join(self.table.item(r, c).text() for c in (0, 3, 5)).casefold()
            self.table.setRowHidden(r, not all(w in text for w in words))

    def _update_buttons(self) -> None:
        chosen = self.selected_path() is not None
        for key in ("open", "duplicate", "rename", "trash"):
            self.buttons[key].setEnabled(chosen)
        self.buttons["restore"].setEnabled(bool(store.trashed(self.folder)))
        self.buttons["test_all"].setEnabled(self.tester.running or bool(self._usable()))

    # -- test all -----------------------------------------------------------------------------
    def _usable(self) -> list:
        return [e.layout.positions for e in self._entries if e.layout is not None]

    def toggle_test_all(self) -> None:
        """Measure every usable layout in the background, or stop the measuring under way."""
        if self.tester.running:
            self.tester.cancel()
            self._on_test_done()
            return
        layouts = self._usable()
        if not layouts:
            return
        self.progress.setRange(0, len(layouts))
        self.progress.setValue(0)
        self.progress.show()
        self.tester.start(layouts)
        self.retranslate()

    def _on_tested(self, done: int, total: int) -> None:
        self.progress.setValue(done)
        self.progress.setFormat(
            self.tr("Testing the layouts… %1 of %2")
            .replace("%1", str(done))
            .replace("%2", str(total))
        )

    def _on_test_done(self) -> None:
        self.progress.hide()
        self.refresh()
        self.retranslate()

    # -- actions ----------------------------------------------------------------------------------
    def open_selected(self) -> None:
        path = self.selected_path()
        if path is not None:
            self.openRequested.emit(path)

    def duplicate_selected(self) -> Path | None:
        path = self.selected_path()
        if path is None:
            return None
        try:
            copy = store.duplicate(path)
        except (LayoutError, OSError) as e:
            self._tell_failure(self.tr("Not duplicated"), e)
            return None
        self.refresh()
        return copy

    def rename_selected(self) -> bool:
        path = self.selected_path()
        entry = next((e for e in self._entries if e.path == path), None)
        if entry is None or entry.layout is None:
            return False
        names = self.ask_names(entry.layout.name("en"), entry.layout.name("fr"))
        if names is None:
            return False
        try:
            store.rename(entry.path, *names)
        except (LayoutError, OSError) as e:
            self._tell_failure(self.tr("Not renamed"), e)
            return False
        self.refresh()
        return True

    def trash_selected(self) -> Path | None:
        path = self.selected_path()
        if path is None:
            return None
        try:
            trashed = store.move_to_trash(path)
        except OSError as e:
            self._tell_failure(self.tr("Not moved to the trash"), e)
            return None
        self.refresh()
        return trashed

    def restore_from_trash(self) -> Path | None:
        files = store.trashed(self.folder)
        if not files:
            return None
        choice = self.choose_trashed([p.stem for p in files])
        if choice is None:
            return None
        try:
            back = store.restore(files[choice])
        except OSError as e:
            self._tell_failure(self.tr("Not restored"), e)
            return None
        self.refresh()
        return back

    def choose_imports(self) -> store.ImportSummary | None:
        files = self.ask_import_files()
        return self.import_paths(files) if files else None

    def import_paths(self, paths: Sequence[Path]) -> store.ImportSummary | None:
        """Import files and folders, then say what came in and what was refused."""
        try:
            summary = store.bulk_import(list(paths), self.folder)
        except OSError as e:
            self._tell_failure(self.tr("Not imported"), e)
            return None
        self.refresh()
        self.tell(self.tr("Import"), self.summary_text(summary))
        return summary

    def summary_text(self, summary: store.ImportSummary) -> str:
        lines = [self.tr("%n layout(s) imported.", "", len(summary.imported))]
        if summary.refused:
            lines.append(self.tr("%n file(s) refused:", "", len(summary.refused)))
            for refused in summary.refused[:MAX_REFUSED_LISTED]:
                reasons = "; ".join(error_reasons(refused.error, 2))
                lines.append(f"• {refused.source.name}: {reasons}")
            more = len(summary.refused) - MAX_REFUSED_LISTED
            if more > 0:
                lines.append(self.tr("… and %n more", "", more))
        if summary.skipped:
            lines.append(self.tr("%n file(s) not read (too many at once).", "", summary.skipped))
        return "\n".join(lines)

    def _tell_failure(self, title: str, error: Exception) -> None:
        if isinstance(error, LayoutError):
            text = "\n".join(sentence(r) for r in error_reasons(error))
        else:
            text = str(error)
        self.tell(title, text)

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if self.tester.running:
            self.tester.cancel()
            self._on_test_done()
        super().closeEvent(event)

    # -- drag and drop ----------------------------------------------------------------------------
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802 (Qt override)
        if event.mimeData().hasUrls():
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802 (Qt override)
        paths = [Path(u.toLocalFile()) for u in event.mimeData().urls() if u.isLocalFile()]
        if paths:
            event.acceptProposedAction()
            self.import_paths(paths)

    # -- language ---------------------------------------------------------------------------------
    def retranslate(self) -> None:
        texts = {
            "import": self.tr("&Import…"),
            "open": self.tr("&Open"),
            "duplicate": self.tr("&Duplicate"),
            "rename": self.tr("&Rename…"),
            "trash": self.tr("Move to &Trash"),
            "restore": self.tr("Restore from T&rash…"),
            "test_all": self.tr("&Stop Testing") if self.tester.running else self.tr("Test &All"),
            "close": self.tr("&Close"),
        }
        for key, text in texts.items():
            self.buttons[key].setText(text)
        self.filter.setPlaceholderText(self.tr("Filter by name, category or file"))
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Name"),
                self.tr("Tiles"),
                self.tr("Levels"),
                self.tr("Category"),
                self.tr("Difficulty"),
                self.tr("File"),
            ]
        )
        self.setToolTip(self.tr("Drop layout files or folders here to import them"))
