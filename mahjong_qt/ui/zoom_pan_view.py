"""A graphics view with wheel zoom anchored under the pointer, drag to pan and "fit to window".

Shared by the game board and the layout editor. The zoom is computed by hand from
``event.position()`` (``NoAnchor`` + map + scale + scroll correction) rather than with
``AnchorUnderMouse``, which reads the real cursor position and so cannot be tested headless.

The view's scrollable area (its ``sceneRect``) is the content rectangle grown by one viewport on
every side, so any content point can be brought under any viewport point: the anchored zoom is
then exact (to the pixel) even when the content is smaller than the window.

"Fit" (the overview) is the start view; while it is on, a resize fits again. A zoom by the user
(wheel, zoom in/out) leaves fit mode until ``fit()`` is called again.

:meth:`ZoomPanView.view_state` and :meth:`~ZoomPanView.restore_view_state` keep the zoom and the
point in the middle of the view across a quit and relaunch (a :class:`ViewState` value, relative to
the fit scale so that it survives a window of another size). :meth:`~ZoomPanView.reveal` scrolls a
rectangle into view only when part of it is hidden, so the board never jumps in the overview.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QMouseEvent, QPainter, QTransform, QWheelEvent
from PySide6.QtWidgets import QApplication, QFrame, QGraphicsScene, QGraphicsView, QWidget

__all__ = ["ZoomPanView", "ViewState"]

#: Zoom factor for one wheel notch (120 units of angle delta).
WHEEL_STEP = 1.2
#: Factor used by ``zoom_in``/``zoom_out`` (keyboard, menus).
KEY_STEP = 1.25


@dataclass(frozen=True, slots=True)
class ViewState:
    """What the player made of the view: the overview (``fitting``), or a zoom relative to the
    fit scale with the scene point at the middle of the view."""

    fitting: bool = True
    zoom: float = 1.0
    center_x: float = 0.0
    center_y: float = 0.0


class ZoomPanView(QGraphicsView):
    """A ``QGraphicsView`` for a board: anchored wheel zoom (clamped), drag to pan, fit.

    Zoom limits are relative to the fit scale: ``zoom_range = (0.5, 10.0)`` lets the user zoom out
    to half of the overview and in to ten times it. ``zoom_level()`` is the current scale divided by
    the fit scale (1.0 in the overview).

    Left-button drags pan when ``left_button_pans`` is true (the game): the press is held back
    until the pointer moves past the platform's drag distance (a pan) or is released (then the
    press and release reach the scene as an ordinary click). The middle button always pans. With
    ``left_button_pans`` false (the editor's tools) left-button events go straight to the scene.
    """

    #: Emitted with the new absolute scale whenever the scale changes.
    zoomChanged = Signal(float)
    #: Emitted when the view leaves or enters fit mode (argument: fitting now).
    fitModeChanged = Signal(bool)

    def __init__(self, scene: QGraphicsScene | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        # The viewport is made here, as Qt makes it (a plain raster QWidget): PySide then knows
        # it. The one Qt made is not known to Python, and the first ``viewport()`` made PySide
        # search every QWidget class of QtWidgets for its type, making their enums as it went
        # (74 enum classes, ~10 ms before the first paint; benchmarks/STARTUP.md, ninth session).
        self.setViewport(QWidget())
        if scene is not None:
            self.setScene(scene)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # Items draw pre-scaled pixmaps on the device pixel grid: no smoothing needed (and the
        # smooth path costs ~30 % of a frame). Items save and restore what they change.
        self.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.left_button_pans = True
        self.zoom_range: tuple[float, float] = (0.5, 10.0)
        self.fit_margin = 12.0
        self._content: QRectF | None = None
        self._fitting = True
        self._pan_button: Qt.MouseButton | None = None
        self._pan_last = QPointF()
        self._held_press: QMouseEvent | None = None
        self._press_pos = QPointF()
        self._pending: ViewState | None = None  # restored before the view was shown

    # ----- content and scale -------------------------------------------------------------
    def set_content_rect(self, rect: QRectF | None) -> None:
        """The scene rectangle that ``fit()`` shows (None: the scene's items' bounding rect)."""
        self._content = QRectF(rect) if rect is not None else None
        self._update_scroll_area()
        if self._fitting:
            self._fit()

    def content_rect(self) -> QRectF:
        if self._content is not None and not self._content.isEmpty():
            return QRectF(self._content)
        scene = self.scene()
        rect = scene.itemsBoundingRect() if scene is not None else QRectF()
        return rect if not rect.isEmpty() else QRectF(0, 0, 1, 1)

    def current_scale(self) -> float:
        return self.transform().m11()

    def fit_scale(self) -> float:
        """The scale at which the content fills the viewport (less ``fit_margin`` pixels)."""
        content = self.content_rect()
        vp = self.viewport().rect()
        w = max(1.0, vp.width() - 2 * self.fit_margin)
        h = max(1.0, vp.height() - 2 * self.fit_margin)
        return max(1e-6, min(w / content.width(), h / content.height()))

    def zoom_level(self) -> float:
        return self.current_scale() / self.fit_scale()

    def is_fitting(self) -> bool:
        return self._fitting

    def map_to_scene_f(self, view_pos: QPointF) -> QPointF:
        """Exact (sub-pixel) viewport → scene mapping; ``mapToScene`` only takes integer points."""
        inverse, _ok = self.viewportTransform().inverted()
        return inverse.map(QPointF(view_pos))

    def map_from_scene_f(self, scene_pos: QPointF) -> QPointF:
        return self.viewportTransform().map(QPointF(scene_pos))

    # ----- fit and zoom ------------------------------------------------------------------
    def fit(self) -> None:
        """Show the whole content centred (the overview); resizes follow until the user zooms."""
        self._pending = None
        self._fit()

    def _fit(self) -> None:
        self._set_scale(self.fit_scale())
        self.centerOn(self.content_rect().center())
        if not self._fitting:
            self._fitting = True
            self.fitModeChanged.emit(True)

    def zoom_in(self) -> None:
        self.zoom_at(QPointF(self.viewport().rect().center()), KEY_STEP)

    def zoom_out(self) -> None:
        self.zoom_at(QPointF(self.viewport().rect().center()), 1.0 / KEY_STEP)

    def zoom_at(self, view_pos: QPointF, factor: float) -> None:
        """Multiply the scale by ``factor`` (clamped) keeping the scene point under ``view_pos``."""
        anchor = self.map_to_scene_f(view_pos)
        fit = self.fit_scale()
        low, high = self.zoom_range
        new_scale = min(max(self.current_scale() * factor, fit * low), fit * high)
        if self._fitting:
            self._fitting = False
            self.fitModeChanged.emit(False)
        self._set_scale(new_scale)
        moved = self.map_from_scene_f(anchor) - QPointF(view_pos)
        self._scroll_by(moved.x(), moved.y())

    def view_state(self) -> ViewState:
        """The zoom and the centre now (the overview when fitting)."""
        if self._fitting:
            return ViewState()
        centre = self.map_to_scene_f(QPointF(self.viewport().rect().center()))
        return ViewState(False, self.zoom_level(), centre.x(), centre.y())

    def restore_view_state(self, state: ViewState) -> None:
        """Show ``state``: the overview, or its zoom (clamped to ``zoom_range``) centred on its
        point, now if the view is shown, else when it is (it needs its size)."""
        if not self.isVisible():
            self._pending = state
            return
        self._pending = None
        if state.fitting:
            self.fit()
            return
        low, high = self.zoom_range
        if self._fitting:
            self._fitting = False
            self.fitModeChanged.emit(False)
        self._set_scale(self.fit_scale() * min(max(state.zoom, low), high))
        self.centerOn(QPointF(state.center_x, state.center_y))

    def reveal(self, rect: QRectF) -> None:
        """Scroll the scene rectangle ``rect`` into view if part of it is hidden (keeping
        ``fit_margin`` pixels around it); do nothing when it is already wholly visible."""
        shown = (
            self.map_to_scene_f(QPointF(0, 0)),
            self.map_to_scene_f(QPointF(self.viewport().width(), self.viewport().height())),
        )
        visible = QRectF(shown[0], shown[1])
        if visible.contains(rect):
            return
        margin = round(self.fit_margin)
        self.ensureVisible(rect, margin, margin)

    def _set_scale(self, scale: float) -> None:
        old = self.current_scale()
        self.setTransform(QTransform.fromScale(scale, scale))
        self._update_scroll_area()
        if abs(old - scale) > 1e-12:
            self.zoomChanged.emit(scale)

    def _update_scroll_area(self) -> None:
        """Scrollable area = content grown by one viewport on each side (at the current scale)."""
        content = self.content_rect()
        scale = max(self.current_scale(), 1e-6)
        mx = self.viewport().width() / scale
        my = self.viewport().height() / scale
        self.setSceneRect(content.adjusted(-mx, -my, mx, my))

    def _scroll_by(self, dx: float, dy: float) -> None:
        h, v = self.horizontalScrollBar(), self.verticalScrollBar()
        h.setValue(h.value() + round(dx))
        v.setValue(v.value() + round(dy))

    # ----- events ------------------------------------------------------------------------
    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        if self._fitting:
            self._fit()
        else:
            centre = self.map_to_scene_f(QPointF(self.viewport().rect().center()))
            self._update_scroll_area()
            self.centerOn(centre)

    def showEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        if self._fitting:
            self._fit()
        if self._pending is not None:
            self.restore_view_state(self._pending)

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 (Qt override)
        delta = event.angleDelta().y() or event.angleDelta().x()
        if delta == 0:
            delta = event.pixelDelta().y()
        if delta == 0:
            event.ignore()
            return
        self.zoom_at(event.position(), WHEEL_STEP ** (delta / 120.0))
        event.accept()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        button = event.button()
        if button == Qt.MouseButton.MiddleButton:
            self._start_pan(button, event.position())
            event.accept()
            return
        if button == Qt.MouseButton.LeftButton and self.left_button_pans:
            self._held_press = QMouseEvent(
                QEvent.Type.MouseButtonPress,
                event.position(),
                event.scenePosition(),
                event.globalPosition(),
                event.button(),
                event.buttons(),
                event.modifiers(),
            )
            self._press_pos = event.position()
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        """A quick second click is a click like any other (select, then deselect)."""
        if event.button() == Qt.MouseButton.LeftButton and self.left_button_pans:
            self.mousePressEvent(event)
            return
        super().mouseDoubleClickEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        if self._held_press is not None:
            distance = (event.position() - self._press_pos).manhattanLength()
            if distance >= QApplication.startDragDistance():
                self._held_press = None
                self._start_pan(Qt.MouseButton.LeftButton, self._press_pos)
        if self._pan_button is not None:
            delta = event.position() - self._pan_last
            self._pan_last = event.position()
            self._scroll_by(-delta.x(), -delta.y())
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        if self._pan_button is not None and event.button() == self._pan_button:
            self._pan_button = None
            self.viewport().unsetCursor()
            event.accept()
            return
        held, self._held_press = self._held_press, None
        if held is not None and event.button() == Qt.MouseButton.LeftButton:
            super().mousePressEvent(held)
        super().mouseReleaseEvent(event)

    def _start_pan(self, button: Qt.MouseButton, at: QPointF) -> None:
        self._pan_button = button
        self._pan_last = QPointF(at)
        self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
