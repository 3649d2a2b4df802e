"""Events of the canvas view the scene does not see: the pointer leaving, Space held to pan.

Holding Space makes the left button pan (for a mouse without a middle button); when the pointer
leaves the view, the scene drops its ghost and the pointer cell.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt

from mahjong_qt.ui.zoom_pan_view import ZoomPanView

from .canvas_scene import EditorScene

__all__ = ["CanvasEvents"]


class CanvasEvents(QObject):
    """An event filter on the canvas view and its viewport."""

    def __init__(self, view: ZoomPanView, scene: EditorScene):
        super().__init__(view)
        self._view = view
        self._viewport = view.viewport()  # kept: no call into the view while it is destroyed
        self._scene = scene
        self._viewport.installEventFilter(self)
        view.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        kind = event.type()
        if watched is self._viewport and kind == QEvent.Type.Leave:
            self._scene.leave()
        elif watched is self._view and kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
                self._view.left_button_pans = kind == QEvent.Type.KeyPress
                return True
        return super().eventFilter(watched, event)
