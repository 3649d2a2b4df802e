"""The layer panel: every level with its tile count, a show/hide box, and the current level.

Levels are listed top first, as layers are in drawing programs. Selecting a row makes that level
the current one; unticking a row hides the level on the canvas. The buttons below run the level
actions of the window (insert, duplicate, delete, move up/down), so the panel holds no logic of
its own beyond showing the document.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QIcon
from PySide6.QtWidgets import (
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from mahjong_qt.core.geometry import Position

from ..files.thumbnails import layout_thumbnail

__all__ = ["LayerPanel", "THUMB"]

THUMB = QSize(48, 36)  # the picture of each level in the list
PICTURES_DELAY_MS = 250  # the pictures are redrawn this long after the last change


class LayerPanel(QWidget):
    """List of levels: ``levelSelected(z)`` and ``visibilityChanged(z, shown)``."""

    levelSelected = Signal(int)
    visibilityChanged = Signal(int, bool)

    def __init__(self, actions: Sequence[QAction], parent: QWidget | None = None):
        super().__init__(parent)
        self.list = QListWidget(self)
        self.list.setObjectName("layerList")
        self.list.setIconSize(THUMB)
        self.list.currentRowChanged.connect(self._on_row)
        self.list.itemChanged.connect(self._on_item_changed)
        buttons = QHBoxLayout()
        buttons.setContentsMargins(0, 0, 0, 0)
        buttons.setSpacing(2)
        for action in actions:
            button = QToolButton(self)
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.list)
        layout.addLayout(buttons)
        self._counts: tuple[int, ...] = ()
        self._hidden: set[int] = set()
        self._tiles: tuple[Position, ...] = ()
        self._pictures_timer = QTimer(self)
        self._pictures_timer.setSingleShot(True)
        self._pictures_timer.setInterval(PICTURES_DELAY_MS)
        self._pictures_timer.timeout.connect(self.draw_pictures)
        self._current = 0
        self._updating = False

    def levels(self) -> int:
        return len(self._counts)

    def show_levels(
        self,
        counts: Sequence[int],
        current: int,
        hidden: set[int],
        tiles: Collection[Position] = (),
    ) -> None:
        """Refresh the rows: ``counts[z]`` tiles on level z; ``current`` is selected; each row
        has a picture of the layout (``tiles``) with its level picked out, redrawn a moment
        after the last change (edits come in bursts; the pictures are the slow part)."""
        self._counts, self._current, self._hidden = tuple(counts), current, set(hidden)
        tiles = tuple(tiles)
        if tiles != self._tiles or self.list.count() != len(self._counts):
            self._tiles = tiles
            self._pictures_timer.start()
        self._updating = True
        try:
            n = len(self._counts)
            while self.list.count() > n:
                self.list.takeItem(self.list.count() - 1)
            while self.list.count() < n:
                item = QListWidgetItem()
                item.setFlags(
                    Qt.ItemFlag.ItemIsEnabled
                    | Qt.ItemFlag.ItemIsSelectable
                    | Qt.ItemFlag.ItemIsUserCheckable
                )
                self.list.addItem(item)
            for row in range(n):
                z = n - 1 - row
                item = self.list.item(row)
                item.setText(self._row_text(z))
                item.setData(Qt.ItemDataRole.UserRole, z)
                item.setCheckState(
                    Qt.CheckState.Unchecked if z in self._hidden else Qt.CheckState.Checked
                )
                item.setToolTip(self.tr("Tick to show this level, untick to hide it"))
            self.list.setCurrentRow(n - 1 - current)
        finally:
            self._updating = False

    def draw_pictures(self) -> None:
        """Give each row its picture of the layout, its own level picked out."""
        self._pictures_timer.stop()
        ratio = self.devicePixelRatioF()
        n = self.list.count()
        for row in range(n):
            z = n - 1 - row
            picture = layout_thumbnail(self._tiles, THUMB, level=z, ratio=ratio)
            self.list.item(row).setIcon(QIcon(picture))

    def _row_text(self, z: int) -> str:
        return self.tr("Level %1 — %n tile(s)", "", self._counts[z]).replace("%1", str(z + 1))

    def _on_row(self, row: int) -> None:
        if self._updating or row < 0:
            return
        self.levelSelected.emit(self.list.count() - 1 - row)

    def _on_item_changed(self, item: QListWidgetItem) -> None:
        if self._updating:
            return
        z = item.data(Qt.ItemDataRole.UserRole)
        self.visibilityChanged.emit(int(z), item.checkState() == Qt.CheckState.Checked)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange and self._counts:
            self.show_levels(self._counts, self._current, self._hidden, self._tiles)
        super().changeEvent(event)
