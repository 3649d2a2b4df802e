"""New game: choose the layout in the layout browser, the difficulty and the game number.

Every bundled layout, every layout in the user's folder, and the layouts of KMahjongg, GNOME
Mahjongg and of a folder the player chose (read where they lie) are cards of the browser
(:class:`~.layout_browser.LayoutBrowser`: thumbnail, name, size, played/won marks, best time,
difficulty; search, sort, filters, hide). A file that cannot be used is in the browser's
"could not read" list with its error. The same layout, number and difficulty give the same deal
on every machine.
"""

from __future__ import annotations

import dataclasses
import secrets
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from mahjong_qt.app.messages import DIFFICULTIES, difficulty_name
from mahjong_qt.core.catalog_index import IndexedLayout, IndexedUnreadable
from mahjong_qt.core.deal import MAX_GAME_NUMBER
from mahjong_qt.core.foreign_entries import entry_of_indexed
from mahjong_qt.core.layout_browser import BrowserItem, BrowserRow
from mahjong_qt.core.layout_library import LayoutEntry
from mahjong_qt.core.library_state import load_library_state, save_library_state
from mahjong_qt.core.paths import UserPaths, user_paths
from mahjong_qt.core.records import load_records
from mahjong_qt.core.settings import Settings
from mahjong_qt.core.shipped_atlas import measured_atlas
from mahjong_qt.core.text_fill import fill
from mahjong_qt.ui.error_texts import issue_reasons
from mahjong_qt.ui.thumbnail_cache import ThumbnailCache
from mahjong_qt.ui.tile_sets import make_tile_renderer

from .difficulty_meter import DifficultyMeter
from .layout_browser import LayoutBrowser
from .layout_browser_data import (
    EntryItem,
    entry_rows,
    layout_of,
    machine_rows,
    unreadable_lines,
)
from .layout_browser_view import THUMBNAIL

__all__ = ["NewGameChoice", "NewGameDialog"]


@dataclass(frozen=True)
class NewGameChoice:
    entry: LayoutEntry
    difficulty: str
    number: int


class NewGameDialog(QDialog):
    """Pick a layout, a difficulty and a game number."""

    def __init__(
        self,
        entries: list[LayoutEntry],
        settings: Settings,
        lang: str,
        current_layout: str | None,
        parent: QWidget | None = None,
        *,
        zen: bool = False,
        paths: UserPaths | None = None,
    ):
        """With ``zen`` the dialog chooses Zen's layout: no difficulty (Zen deals are easy).
        ``paths`` says where the records, the browser's memory and its thumbnails are."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Zen: Choose a Layout") if zen else self.tr("New Game"))
        self._paths = paths or user_paths()
        self._entries = entries
        records, _notice = load_records(self._paths.records_file)  # the window tells of a notice
        self._state = load_library_state(self._paths.library_file)
        wanted = current_layout or settings.layout_id
        self._records = records
        rows, foreign_bad = self._rows()
        current = next((r.key for r in rows if r.item.id == wanted), None)
        renderer = make_tile_renderer(settings.tile_style, corner_index=False, lang=lang)
        thumbnails = ThumbnailCache(
            self._paths.cache_dir / "thumbnails",
            renderer,
            THUMBNAIL,
            self.devicePixelRatioF(),
            self,
        )
        self._unusable = [e for e in entries if not e.usable]
        self._chosen: LayoutEntry | None = None
        self.meter = DifficultyMeter(
            measured_atlas(self._paths.cache_dir / "atlas"),
            parent=self,
            report_progress=True,
            for_player=True,
        )
        self.finished.connect(lambda _result: self.meter.shutdown())
        self.browser = LayoutBrowser(
            rows,
            thumbnails,
            layout_of,
            lang,
            meter=self.meter,
            current_key=current,
            unreadable=self.unreadable_lines,
            unreadable_count=len(self._unusable) + len(foreign_bad),
            parent=self,
        )
        self.browser.hiddenChanged.connect(self._hidden_changed)
        self.folder_button = QPushButton(self.tr("Layout Folder…"), self)
        self.folder_button.setToolTip(
            self.tr("A folder of .lay, .layout and .map files to play, read where they are")
        )
        self.folder_button.clicked.connect(self._choose_folder)
        self.difficulty = QComboBox(self)
        for d in DIFFICULTIES:
            self.difficulty.addItem(difficulty_name(d), d)
        self.difficulty.setCurrentIndex(DIFFICULTIES.index(settings.difficulty))
        self.number = QSpinBox(self)
        self.number.setRange(1, MAX_GAME_NUMBER)
        self.number.setValue((settings.last_number or 0) % MAX_GAME_NUMBER + 1)  # the next game
        self.number.setToolTip(
            self.tr("The same layout, number and difficulty give the same deal everywhere.")
        )
        random_button = QPushButton(self.tr("Random"), self)
        random_button.clicked.connect(lambda: self.number.setValue(self._random_number()))
        number_row = QHBoxLayout()
        number_row.addWidget(self.number, 1)
        number_row.addWidget(random_button)
        form = QFormLayout()
        if zen:
            self.difficulty.setVisible(False)
        else:
            form.addRow(self.tr("Difficulty:"), self.difficulty)
        form.addRow(self.tr("Game number:"), number_row)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Play"))
        buttons.addButton(self.folder_button, QDialogButtonBox.ButtonRole.ResetRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.browser.chosen.connect(lambda _row: self.accept())
        column = QVBoxLayout(self)
        column.addWidget(QLabel(self.tr("Layout:"), self))
        column.addWidget(self.browser, 1)
        column.addLayout(form)
        column.addWidget(buttons)
        self._ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.browser.currentChanged.connect(self._update_ok)
        self._update_ok()

    @staticmethod
    def _random_number() -> int:
        """A fresh game number (the deal itself is then fixed by the number)."""
        return 1 + secrets.randbelow(MAX_GAME_NUMBER)

    def _update_ok(self, *_args) -> None:
        self._ok.setEnabled(self.browser.current_row() is not None)

    def _rows(self) -> tuple[list[BrowserRow], list[IndexedUnreadable]]:
        mine = entry_rows(self._entries, self._paths, self._records, self._state)
        machine, self._foreign_bad = machine_rows(self._paths, self._records, self._state)
        return mine + machine, self._foreign_bad

    def _choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self, self.tr("Choose a Folder of Layouts"), self._state.folder or str(Path.home())
        )
        if not folder:
            return
        self._state = dataclasses.replace(self._state, folder=folder)
        self._save_state()
        rows, bad = self._rows()
        self.browser.set_rows(rows, len(self._unusable) + len(bad))

    def _hidden_changed(self, key: str, hidden: bool) -> None:
        self._state = self._state.with_hidden(key, hidden)
        self._save_state()

    def _save_state(self) -> None:
        try:
            save_library_state(self._paths.library_file, self._state)
        except OSError:
            pass  # only the browser's memory (an order, hidden marks): nothing is lost

    def unreadable_lines(self) -> list[str]:
        """Why each file that cannot be played cannot, in the interface language."""
        mine = [
            fill(self.tr("%1 cannot be used: %2"), e.path, "; ".join(issue_reasons(e.issues)))
            for e in self._unusable
        ]
        return mine + unreadable_lines(self._foreign_bad)

    def accept(self) -> None:
        row = self.browser.current_row()
        if row is None:
            return
        self._chosen = _entry_of(row.item)
        if self._chosen is None:
            QMessageBox.warning(
                self,
                self.windowTitle(),
                self.tr("This layout can no longer be read: %1").replace("%1", row.item.path),
            )
            return
        self._state = self._state.played_now(row.key)
        self._save_state()
        super().accept()

    def choice(self) -> NewGameChoice:
        """The layout, difficulty and number chosen (after the dialog was accepted, or the
        current card's layout before)."""
        entry = self._chosen
        if entry is None:
            row = self.browser.current_row()
            assert row is not None
            entry = _entry_of(row.item)
        assert entry is not None
        return NewGameChoice(entry, self.difficulty.currentData(), self.number.value())


def _entry_of(item: BrowserItem) -> LayoutEntry | None:
    """The game's entry of a browser row: a game layout's own, or a foreign layout of the
    index read from its file now (``None`` when the file no longer holds it)."""
    if isinstance(item, EntryItem):
        return item.entry
    assert isinstance(item, IndexedLayout)  # the library's other rows
    return entry_of_indexed(item)
