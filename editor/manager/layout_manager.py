"""File ▸ My Layouts: every layout of the user's folder with its picture, name, tiles, levels and
category and difficulty once measured (Test All measures every layout in the background, with
progress and cancel); sort by any column, filter by name; open, duplicate, rename, move to the trash (and
back); import many files or folders at once (the Import button or drag and drop), with a summary
of what came in and what was refused, and why.

The file work is :mod:`editor.files.layout_store`'s; this is its view.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QInputDialog,
    QLineEdit,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from mahjong_qt.core.layout import LayoutError
from mahjong_qt.ui.error_texts import error_reasons, sentence

from ..checking.difficulty_store import Difficulties, difficulty_path, load_difficulties
from ..checking.layout_tester import LayoutTester
from ..files import desktop_trash
from ..files import layout_store as store
from .layout_table import LayoutTable

__all__ = ["LayoutManager", "NameDialog"]

MAX_REFUSED_LISTED = 15


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


class LayoutManager(QDialog):
    """The user's layouts; ``openRequested(path)`` asks the editor to open one."""

    openRequested = Signal(Path)
    #: The user sorted the list (column, descending): the editor keeps it for the next time.
    sortChanged = Signal(int, bool)

    def __init__(
        self,
        folder: Path,
        lang: str = "en",
        parent: QWidget | None = None,
        difficulty_file: Path | None = None,
        sort: tuple[int, bool] = (0, False),
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
        self.table = LayoutTable(sort, self)
        self.filter.textChanged.connect(self.table.apply_filter)
        self.table.sortChanged.connect(self.sortChanged)
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
        self.table.show_entries(self._entries, self.difficulties, self.lang)
        self.table.apply_filter(self.filter.text())
        self._update_buttons()
        self.setWindowTitle(
            self.tr("My layouts (%n)", "", len(self._entries)) + f" — {self.folder}"
        )

    def _update_buttons(self) -> None:
        chosen = self.table.selected_path() is not None
        for key in ("open", "duplicate", "rename", "trash"):
            self.buttons[key].setEnabled(chosen)
        self.buttons["restore"].setEnabled(bool(desktop_trash.trashed(self.folder)))
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
        path = self.table.selected_path()
        if path is not None:
            self.openRequested.emit(path)

    def duplicate_selected(self) -> Path | None:
        path = self.table.selected_path()
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
        path = self.table.selected_path()
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
        path = self.table.selected_path()
        if path is None:
            return None
        try:
            trashed = desktop_trash.move_to_trash(path)
        except OSError as e:
            self._tell_failure(self.tr("Not moved to the trash"), e)
            return None
        self.refresh()
        return trashed

    def restore_from_trash(self) -> Path | None:
        files = desktop_trash.trashed(self.folder)
        if not files:
            return None
        choice = self.choose_trashed([t.name for t in files])
        if choice is None:
            return None
        try:
            back = desktop_trash.restore(files[choice])
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
        self.table.retranslate()
        self.setToolTip(self.tr("Drop layout files or folders here to import them"))
