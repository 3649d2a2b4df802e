"""View ▸ 3-D Preview: the whole layout as the game will stand it, every level solid, turned
to be seen from any of its four sides, kept live while it is edited.

A small scene of its own with the game's tile bodies (the shared renderer), levels stacked with
the game's offsets, so the heights, overhangs and gaps a flat level-by-level canvas hides show.
It is rebuilt a moment after a change (edits come in bursts while a row is painted), and only
while it is shown.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtWidgets import QGraphicsScene, QHBoxLayout, QLabel, QToolButton, QVBoxLayout, QWidget

from mahjong_qt.core.geometry import Position
from mahjong_qt.ui.tile_renderer import TileRenderer
from mahjong_qt.ui.zoom_pan_view import ZoomPanView

from ..editing.session import EditSession
from .items import LayoutTileItem
from .scene import BACKGROUND

__all__ = ["LayoutPreview", "turned", "REBUILD_DELAY_MS"]

REBUILD_DELAY_MS = 150


def turned(positions: Iterable[Position], quarter_turns: int) -> list[Position]:
    """The layout turned a quarter turn clockwise ``quarter_turns`` times (seen from another
    side), from 0, 0. A tile covers two half cells each way, so its corner moves with it."""
    pos = list(positions)
    for _ in range(quarter_turns % 4):
        bottom = max((p[1] for p in pos), default=0)
        pos = [(bottom - y, x, z) for x, y, z in pos]
    return pos


class LayoutPreview(QWidget):
    """The 3-D preview of one session's layout; ``rebuilt`` once it shows the latest layout."""

    rebuilt = Signal()

    def __init__(self, session: EditSession, renderer: TileRenderer, parent: QWidget | None = None):
        super().__init__(parent)
        self._session = session
        self._renderer = renderer
        self.quarter_turns = 0
        self.scene = QGraphicsScene(self)
        self.scene.setBackgroundBrush(BACKGROUND)
        self.view = ZoomPanView(self.scene, self)
        self.view.setObjectName("preview3d")
        self.turn_left = QToolButton(self)
        self.turn_right = QToolButton(self)
        self.side = QLabel(self)
        self.turn_left.setText("⟲")
        self.turn_right.setText("⟳")
        self.turn_left.clicked.connect(lambda: self.turn(-1))
        self.turn_right.clicked.connect(lambda: self.turn(1))
        row = QHBoxLayout()
        row.addWidget(self.turn_left)
        row.addWidget(self.turn_right)
        row.addWidget(self.side, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.view, 1)
        layout.addLayout(row)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(REBUILD_DELAY_MS)
        self._timer.timeout.connect(self.rebuild)
        self._stale = True
        session.documentChanged.connect(self._on_change)
        self.retranslate()

    def _on_change(self, _change) -> None:
        self._stale = True
        if self.isVisible():
            self._timer.start()

    def showEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        if self._stale:
            self.rebuild()

    def turn(self, quarters: int) -> None:
        """Look from the next side (clockwise for 1, the other way for -1)."""
        self.quarter_turns = (self.quarter_turns + quarters) % 4
        self.retranslate()
        self.rebuild()

    def positions(self) -> list[Position]:
        """The layout as the preview shows it (turned)."""
        return turned(self._session.doc.tiles, self.quarter_turns)

    def rebuild(self) -> None:
        self._timer.stop()
        self.scene.clear()
        for p in self.positions():
            self.scene.addItem(LayoutTileItem(self._renderer, p))
        rect = self.scene.itemsBoundingRect()
        self.view.set_content_rect(rect if not rect.isEmpty() else None)
        self.view.fit()
        self._stale = False
        self.rebuilt.emit()

    def retranslate(self) -> None:
        self.turn_left.setToolTip(self.tr("Turn the layout left"))
        self.turn_right.setToolTip(self.tr("Turn the layout right"))
        sides = (
            self.tr("Seen from the front"),
            self.tr("Seen from the left"),
            self.tr("Seen from the back"),
            self.tr("Seen from the right"),
        )
        self.side.setText(sides[self.quarter_turns])

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
