"""New game: choose the layout (drawn previews), the difficulty and the game number.

Every bundled layout and every layout in the user's folder is listed with its miniature, its name
in the UI language and its tile count; a user file that cannot be used is listed greyed out with
its error. The same layout, number and difficulty give the same deal on every machine.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from ...core.deal import MAX_GAME_NUMBER
from ...core.layout_library import LayoutEntry
from ...core.settings import Settings
from ...ui.error_texts import issue_reasons
from ..messages import DIFFICULTIES, difficulty_name
from .layout_preview import layout_preview

__all__ = ["NewGameChoice", "NewGameDialog"]

PREVIEW = QSize(168, 112)


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
    ):
        """With ``zen`` the dialog chooses Zen's layout: no difficulty (Zen deals are easy)."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Zen: Choose a Layout") if zen else self.tr("New Game"))
        self._entries = entries
        self.layouts = QListWidget(self)
        self.layouts.setViewMode(QListWidget.ViewMode.IconMode)
        self.layouts.setIconSize(PREVIEW)
        self.layouts.setGridSize(QSize(PREVIEW.width() + 24, PREVIEW.height() + 58))
        self.layouts.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.layouts.setMovement(QListWidget.Movement.Static)
        self.layouts.setWordWrap(True)
        self.layouts.setMinimumSize(600, 330)
        dpr = self.devicePixelRatioF()
        wanted = current_layout or settings.layout_id
        for entry in entries:
            item = QListWidgetItem(self.layouts)
            name = entry.name(lang)
            if entry.usable:
                assert entry.layout is not None
                item.setText(self.tr("%1\n%n tiles", "", entry.tile_count).replace("%1", name))
                item.setIcon(QIcon(layout_preview(entry.layout.positions, PREVIEW, dpr)))
                tip = entry.layout.description(lang) or name
                if entry.source == "user":
                    tip += "\n" + self.tr("Your layout: %1").replace("%1", str(entry.path))
                item.setToolTip(tip)
            else:
                item.setText(self.tr("%1\nunusable").replace("%1", name))
                warning = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
                item.setIcon(warning)
                item.setFlags(Qt.ItemFlag.NoItemFlags)
                item.setToolTip(
                    self.tr("%1 cannot be used: %2")
                    .replace("%1", str(entry.path))
                    .replace("%2", "; ".join(issue_reasons(entry.issues)))
                )
            item.setData(Qt.ItemDataRole.UserRole, entry)
            if entry.usable and entry.id == wanted and self.layouts.currentItem() is None:
                self.layouts.setCurrentItem(item)
        if self.layouts.currentItem() is None:
            for row in range(self.layouts.count()):
                if self.layouts.item(row).flags() & Qt.ItemFlag.ItemIsEnabled:
                    self.layouts.setCurrentRow(row)
                    break
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
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.layouts.itemDoubleClicked.connect(lambda _item: self.accept())
        column = QVBoxLayout(self)
        column.addWidget(QLabel(self.tr("Layout:"), self))
        column.addWidget(self.layouts, 1)
        column.addLayout(form)
        column.addWidget(buttons)
        self._ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.layouts.currentItemChanged.connect(self._update_ok)
        self._update_ok()

    @staticmethod
    def _random_number() -> int:
        """A fresh game number (the deal itself is then fixed by the number)."""
        return 1 + secrets.randbelow(MAX_GAME_NUMBER)

    def _update_ok(self) -> None:
        item = self.layouts.currentItem()
        self._ok.setEnabled(item is not None and bool(item.flags() & Qt.ItemFlag.ItemIsEnabled))

    def choice(self) -> NewGameChoice:
        entry: LayoutEntry = self.layouts.currentItem().data(Qt.ItemDataRole.UserRole)
        return NewGameChoice(entry, self.difficulty.currentData(), self.number.value())
