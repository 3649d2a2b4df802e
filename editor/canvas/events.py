"""Events of the canvas view the scene does not see: the pointer leaving, Space held to pan,
whether a mouse button is down.

Holding Space makes the left button pan (for a mouse without a middle button); when the pointer
leaves the view, the scene drops its ghost and the pointer cell. While a button is down the view
must not move under it (Qt would replay the press position as a drag): ``button_down`` says so,
and ``released`` tells (just after the scene had the event) when the last button went up.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent

from mahjong_qt.ui.zoom_pan_view import ZoomPanView

from .scene import EditorScene

__all__ = ["CanvasEvents"]

_PRESSES = (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick)


class CanvasEvents(QObject):
    """An event filter on the canvas view and its viewport."""

    released = Signal()

    def __init__(self, view: ZoomPanView, scene: EditorScene):
        super().__init__(view)
        self._view = view
        self._viewport = view.viewport()  # kept: no call into the view while it is destroyed
        self._scene = scene
        self.button_down = False
        self._viewport.installEventFilter(self)
        view.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        kind = event.type()
        if watched is self._viewport and kind == QEvent.Type.Leave:
            self._scene.leave()
        elif watched is self._viewport and kind in _PRESSES:
            self.button_down = True
        elif watched is self._viewport and kind == QEvent.Type.MouseButtonRelease:
            # (PySide6 gives an event filter the event's own class)
            released = isinstance(event, QMouseEvent) and event.buttons() == Qt.MouseButton.NoButton
            if released and self.button_down:
                self.button_down = False
                # After the scene has had the release (the tool's stroke is closed by then).
                QTimer.singleShot(0, self._after_release)
        elif watched is self._view and kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            space = (
                isinstance(event, QKeyEvent)
                and event.key() == Qt.Key.Key_Space
                and not event.isAutoRepeat()
            )
            if space:
                self._view.left_button_pans = kind == QEvent.Type.KeyPress
                return True
        return super().eventFilter(watched, event)

    def _after_release(self) -> None:
        if not self.button_down:
            self.released.emit()
