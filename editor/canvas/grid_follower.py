"""The view follows the grid as it grows or shrinks, without moving what is under the pointer.

Placing a tile near the right or bottom edge grows the grid (:meth:`EditorScene._update_grid`);
fitting the view to the new grid would move every cell, so the next click would land on another
one. Instead the zoom stays and the scene point under the pointer (else the middle of the view)
stays where it is on screen; the view leaves its "fit" mode (View ▸ Fit brings it back).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF

from mahjong_qt.ui.zoom_pan_view import ViewState, ZoomPanView

from .scene import EditorScene

__all__ = ["GridFollower"]


class GridFollower:
    """Gives ``view`` the grid of ``scene`` as its content, keeping the zoom and the anchor."""

    def __init__(self, view: ZoomPanView, scene: EditorScene) -> None:
        self.view = view
        self.scene = scene

    def follow(self) -> None:
        """The grid changed size: the view's content follows, nothing on screen moves."""
        view = self.view
        middle = QPointF(view.viewport().rect().center())
        pointer = self.scene.last_pointer
        anchor = QPointF(pointer) if pointer is not None else view.map_to_scene_f(middle)
        on_screen = view.map_from_scene_f(anchor)
        scale = view.current_scale()
        view.set_content_rect(self.scene.grid_rect())
        if not view.isVisible():
            return  # not shown yet: the first showing fits the view
        centre = anchor + (middle - on_screen) / scale
        view.restore_view_state(ViewState(False, scale / view.fit_scale(), centre.x(), centre.y()))
