"""The game's board view: the shared zoom/pan view plus keyboard play and a pause curtain.

Arrow keys move a visible focus between free tiles, Space or Enter "clicks" the focused tile,
Escape clears the selection. The view does not know the rules: the window gives it the free tiles
(``set_candidates``) and receives ``activated(index)`` / ``escapePressed``. The focused tile is
described in the view's accessible description ("Bamboo 3, free") and in ``focusDescribed``.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsView, QLabel, QWidget

from ..ui.zoom_pan_view import ZoomPanView
from .board_scene import BoardScene
from .keyboard_nav import next_focus

__all__ = ["BoardView"]

_KEYS = {
    Qt.Key.Key_Left: "left",
    Qt.Key.Key_Right: "right",
    Qt.Key.Key_Up: "up",
    Qt.Key.Key_Down: "down",
}


class _Curtain(QLabel):
    """The pause curtain: a click on it means "go on"."""

    clicked = Signal()

    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        self.clicked.emit()
        event.accept()


class BoardView(ZoomPanView):
    """Shows a :class:`BoardScene`; keyboard play; a curtain while paused."""

    focusMoved = Signal(object)  # the focused tile index, or None
    activated = Signal(int)  # Space/Enter on the focused tile
    escapePressed = Signal()
    curtainClicked = Signal()

    def __init__(self, scene: BoardScene, parent: QWidget | None = None):
        super().__init__(scene, parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # The table's radial light is costly to fill; cached, a frame only blits it (and a pan
        # redraws just the strip that scrolls in).
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self._board_scene = scene
        self._candidates: dict[int, tuple[float, float]] = {}
        self.focused: int | None = None
        self._curtain = _Curtain(self)
        self._curtain.clicked.connect(self.curtainClicked)
        self._curtain.setObjectName("pauseCurtain")
        self._curtain.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._curtain.setWordWrap(True)
        self._curtain.setTextFormat(Qt.TextFormat.RichText)
        self._curtain.setStyleSheet(
            "#pauseCurtain { color: white; background: rgba(10, 20, 15, 175); }"
        )
        self._curtain.hide()

    # ----- keyboard focus ----------------------------------------------------------------
    def set_candidates(self, free_tiles: list[int]) -> None:
        """The tiles the focus may move to (the free tiles), by their face centres on screen."""
        scene = self._board_scene
        self._candidates = {}
        for i in free_tiles:
            item = scene.item(i)
            c = item.mapToScene(item.shape().boundingRect().center())
            self._candidates[i] = (c.x(), c.y())
        if self.focused is not None and self.focused not in self._candidates:
            self.focused = None

    def move_focus(self, direction: str) -> None:
        new = next_focus(self._candidates, self.focused, direction)
        if new is not None and new != self.focused:
            self.focused = new
            item = self._board_scene.item(new)
            self.ensureVisible(item, 8, 8)
        self.focusMoved.emit(self.focused)

    def describe(self, text: str) -> None:
        """Set the accessible description (the focused tile, e.g. "Bamboo 3, free")."""
        self.setAccessibleDescription(text)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        key = event.key()
        if key in _KEYS and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self.move_focus(_KEYS[key])
            event.accept()
            return
        if key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.focused is None:
                self.move_focus("right")
            elif self.focused in self._candidates:
                self.activated.emit(self.focused)
            event.accept()
            return
        if key == Qt.Key.Key_Escape:
            self.escapePressed.emit()
            event.accept()
            return
        super().keyPressEvent(event)

    # ----- pause curtain -----------------------------------------------------------------
    def show_curtain(self, text: tuple[str, str] | None) -> None:
        """Cover the board with a title and a line of text (None removes the curtain)."""
        if text is None:
            self._curtain.hide()
            return
        title, line = (html.escape(t) for t in text)
        self._curtain.setText(
            f"<div style='font-size:28pt; font-weight:600'>{title}</div>"
            f"<div style='font-size:13pt; font-weight:400'>{line}</div>"
        )
        self._curtain.setGeometry(self.viewport().geometry())
        self._curtain.show()
        self._curtain.raise_()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._curtain.setGeometry(self.viewport().geometry())
