"""The canvas's view and the levels panel following the session: the level shown, the grid
growing under the pointer, the levels hidden or ghosted, the tiles of an issue highlighted."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QObject

from mahjong_qt.core.geometry import Position
from mahjong_qt.ui.tile_metrics import layout_scene_rect
from mahjong_qt.ui.zoom_pan_view import ZoomPanView

from ..canvas.events import CanvasEvents
from ..canvas.grid_follower import GridFollower
from ..canvas.heat_map import HeatMapLayer
from ..canvas.scene import EditorScene, UpperLevels
from ..editing.session import EditSession
from ..panels.layer_panel import LayerPanel
from .status_line import StatusLine

__all__ = ["CanvasFollower"]


class CanvasFollower(QObject):
    """Keeps ``view`` (over ``scene``) and ``layers`` as the session is."""

    def __init__(
        self,
        session: EditSession,
        view: ZoomPanView,
        scene: EditorScene,
        layers: LayerPanel,
        heat: HeatMapLayer,
        status_line: StatusLine,
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self._session, self._view, self._scene = session, view, scene
        self._layers, self._heat, self._status_line = layers, heat, status_line
        self.events = CanvasEvents(view, scene)
        self.grid_follower = GridFollower(view, scene)
        self._grid_pending = False
        session.currentLevelChanged.connect(self._on_level_changed)
        scene.gridChanged.connect(self._on_grid_changed)
        self.events.released.connect(self._on_buttons_released)
        layers.levelSelected.connect(session.set_current_level)
        layers.visibilityChanged.connect(self._on_visibility_changed)

    # -- slots are methods, never lambdas: Qt drops them with the window -----------------------
    def _on_level_changed(self, _z: int) -> None:
        self._view.resetCachedContent()
        self.refresh_levels()

    def _on_grid_changed(self) -> None:
        """The grid grew or shrank: the view's content follows, keeping the zoom and the cell
        under the pointer (:mod:`editor.canvas.grid_follower`); not under a pressed button (Qt
        would replay the press as a drag that paints a row), on release then."""
        self._view.resetCachedContent()
        if self.events.button_down:
            self._grid_pending = True
            return
        self._grid_pending = False
        self.grid_follower.follow()

    def _on_buttons_released(self) -> None:
        if self._grid_pending:
            self._on_grid_changed()

    def show_upper(self, ghosts: bool) -> None:
        """View ▸ Ghost Upper Levels: the levels above shown as ghosts, or hidden."""
        self._scene.set_upper(UpperLevels.GHOST if ghosts else UpperLevels.HIDDEN)
        self._heat.refresh()

    def _on_visibility_changed(self, z: int, shown: bool) -> None:
        self._scene.set_level_hidden(z, not shown)
        self._heat.refresh()

    def refresh_levels(self) -> None:
        s = self._session
        counts = s.doc.level_counts()
        counts += [0] * (s.shown_levels() - len(counts))  # the empty level above, when current
        self._layers.show_levels(counts, s.current_level, self._scene.hidden_levels, s.doc.tiles)
        self._status_line.show_pointer(None)

    def highlight(self, tiles: Iterable[Position]) -> None:
        """Highlight the tiles of an issue (and show their level)."""
        tiles = tuple(tiles)
        self._scene.set_highlighted(tiles)
        if tiles:
            self._session.set_current_level(min(p[2] for p in tiles))
            self._view.ensureVisible(layout_scene_rect(tiles), 40, 40)

    def show_new_document(self) -> None:
        """A new document is loaded: mirror axes centred, no highlight, all of it in view."""
        self._scene.center_mirror_on_layout()
        self._scene.set_highlighted(())
        self._view.set_content_rect(self._scene.grid_rect())
        self._view.fit()
        self.refresh_levels()
