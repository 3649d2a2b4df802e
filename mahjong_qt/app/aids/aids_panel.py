"""The player aids panel beside the board: what is left of each face, and the pairs removed.

Each face still on the board is one line with its small picture and "2 left, 1 free, 1 under
others"; the removed pairs follow, oldest first (KMahjongg's "show removed tiles"). Both are
lists, so a screen reader reads them line by line. The presenter feeds it from the core
(:mod:`mahjong_qt.core.player_aids`); it reads nothing itself.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from mahjong_qt.app.messages import tile_name
from mahjong_qt.core.player_aids import KindCount
from mahjong_qt.core.text_fill import fill
from mahjong_qt.ui.tile_renderer import TileRenderer

__all__ = ["AidsPanel"]

FACE_PX = 22


class AidsPanel(QWidget):
    """Two lists: the faces left (with counts) and the removed pairs."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("aidsPanel")
        self.left_title = QLabel(self)
        self.left = self._list()
        self.removed_title = QLabel(self)
        self.removed = self._list()
        column = QVBoxLayout(self)
        column.setContentsMargins(6, 6, 6, 6)
        for widget in (self.left_title, self.left, self.removed_title, self.removed):
            column.addWidget(widget)
        self.left_title.setBuddy(self.left)
        self.removed_title.setBuddy(self.removed)
        self.setMinimumWidth(250)
        self._shown: tuple | None = None
        self.retranslate()

    def _list(self) -> QListWidget:
        box = QListWidget(self)
        box.setIconSize(QSize(FACE_PX, round(FACE_PX * 1.3)))
        box.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        box.setUniformItemSizes(True)
        box.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        box.setWordWrap(True)
        return box

    def retranslate(self) -> None:
        self.left_title.setText(self.tr("Left on the board"))
        self.removed_title.setText(self.tr("Removed pairs"))
        self.left.setAccessibleName(self.tr("Left on the board"))
        self.removed.setAccessibleName(self.tr("Removed pairs"))
        self._shown = None

    def show_aids(
        self,
        census: Sequence[KindCount],
        removed: Sequence[tuple[int, int]],
        renderer: TileRenderer,
        lang: str,
    ) -> None:
        """Show the counts per face and the removed pairs (only what changed is redone)."""
        key = (tuple(census), tuple(removed), renderer.style_id, lang)
        if key == self._shown:
            return
        self._shown = key
        dpr = self.devicePixelRatioF()
        self.left.clear()
        for entry in census:
            counts = ", ".join(
                (
                    self.tr("%n left", "", entry.left),
                    self.tr("%n free", "", entry.free),
                    self.tr("%n covered", "", entry.covered),
                )
            )
            text = f"{tile_name(entry.kind, lang)}\n{counts}"
            QListWidgetItem(QIcon(renderer.face_pixmap(entry.kind, FACE_PX, dpr)), text, self.left)
        self.removed.clear()
        for number, (a, b) in enumerate(removed, start=1):
            names = (tile_name(a, lang), tile_name(b, lang))
            text = fill(self.tr("%1. %2"), number, names[0] if a == b else " + ".join(names))
            QListWidgetItem(QIcon(renderer.face_pixmap(a, FACE_PX, dpr)), text, self.removed)
        if removed:
            self.removed.scrollToBottom()
