"""ZoomPanView: anchored wheel zoom, clamping, fit that follows resizes, drag to pan, clicks."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsView,
)

from mahjong_qt.ui.zoom_pan_view import ZoomPanView


class ClickRect(QGraphicsRectItem):
    """A rectangle that counts the clicks it receives."""

    def __init__(self, rect: QRectF):
        super().__init__(rect)
        self.presses = 0
        self.releases = 0

    def mousePressEvent(self, event):  # noqa: N802
        self.presses += 1
        event.accept()

    def mouseReleaseEvent(self, event):  # noqa: N802
        self.releases += 1


@pytest.fixture
def view(qtbot):
    scene = QGraphicsScene()
    item = ClickRect(QRectF(0, 0, 400, 300))
    scene.addItem(item)
    v = ZoomPanView(scene)
    v.item = item  # type: ignore[attr-defined]
    v.kept_scene = scene  # type: ignore[attr-defined]  # (the view does not keep it alive)
    qtbot.addWidget(v)
    v.resize(640, 480)
    v.show()
    qtbot.waitExposed(v)
    return v


def wheel(view: ZoomPanView, pos: QPointF, delta: int) -> None:
    event = QWheelEvent(
        pos,
        QPointF(view.viewport().mapToGlobal(pos.toPoint())),
        QPoint(0, 0),
        QPoint(0, delta),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(view.viewport(), event)


def test_starts_fitted_and_centred(view):
    assert view.is_fitting()
    assert view.zoom_level() == pytest.approx(1.0)
    centre = view.map_to_scene_f(QPointF(view.viewport().rect().center()))
    assert centre.x() == pytest.approx(200, abs=2)
    assert centre.y() == pytest.approx(150, abs=2)


@pytest.mark.parametrize("point", [QPointF(100, 80), QPointF(500, 400), QPointF(320, 240)])
@pytest.mark.parametrize("delta", [120, -120, 360])
def test_wheel_zoom_keeps_point_under_pointer(view, point, delta):
    before = view.map_to_scene_f(point)
    scale_before = view.current_scale()
    wheel(view, point, delta)
    assert view.current_scale() != pytest.approx(scale_before)
    after = view.map_to_scene_f(point)
    tolerance = 1.0 / view.current_scale()  # one screen pixel, in scene units
    assert after.x() == pytest.approx(before.x(), abs=tolerance)
    assert after.y() == pytest.approx(before.y(), abs=tolerance)
    assert not view.is_fitting()


def test_repeated_zoom_in_and_out_at_one_point_stays_anchored(view):
    point = QPointF(150, 120)
    before = view.map_to_scene_f(point)
    for _ in range(4):
        wheel(view, point, 120)
    for _ in range(4):
        wheel(view, point, -120)
    after = view.map_to_scene_f(point)
    assert view.zoom_level() == pytest.approx(1.0, rel=1e-6)
    assert after.x() == pytest.approx(before.x(), abs=3 / view.current_scale())
    assert after.y() == pytest.approx(before.y(), abs=3 / view.current_scale())


def test_zoom_is_clamped(view):
    low, high = view.zoom_range
    for _ in range(60):
        wheel(view, QPointF(200, 200), 120)
    assert view.zoom_level() == pytest.approx(high)
    for _ in range(80):
        wheel(view, QPointF(200, 200), -120)
    assert view.zoom_level() == pytest.approx(low)


def test_fit_follows_resize_until_the_user_zooms(view, qtbot):
    view.resize(1000, 800)
    qtbot.wait(1)
    assert view.zoom_level() == pytest.approx(1.0)
    fitted = view.current_scale()
    view.zoom_in()
    zoomed = view.current_scale()
    assert zoomed == pytest.approx(fitted * 1.25)
    view.resize(500, 400)
    qtbot.wait(1)
    assert view.current_scale() == pytest.approx(zoomed)  # no longer follows
    view.fit()
    assert view.is_fitting()
    assert view.zoom_level() == pytest.approx(1.0)


def test_drag_pans_and_is_not_a_click(view, qtbot):
    view.zoom_in()
    vp = view.viewport()
    start = QPoint(300, 240)
    before = view.map_to_scene_f(QPointF(start))
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(vp, start + QPoint(20, 10))
    qtbot.mouseMove(vp, start + QPoint(60, 30))
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=start + QPoint(60, 30))
    after = view.map_to_scene_f(QPointF(start + QPoint(60, 30)))
    # the scene point grabbed at the start is now under the pointer
    assert after.x() == pytest.approx(before.x(), abs=2 / view.current_scale())
    assert after.y() == pytest.approx(before.y(), abs=2 / view.current_scale())
    assert view.item.presses == 0


def test_click_without_moving_reaches_the_item(view, qtbot):
    centre = view.mapFromScene(QPointF(200, 150))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert view.item.presses == 1
    assert view.item.releases == 1


def test_left_button_passes_through_when_panning_is_off(view, qtbot):
    view.left_button_pans = False
    centre = view.mapFromScene(QPointF(200, 150))
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert view.item.presses == 1
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)


def test_content_rect_drives_fit(view):
    view.set_content_rect(QRectF(0, 0, 100, 100))
    assert view.is_fitting()
    # 100 scene units now fill the smaller viewport side (480 - margins)
    assert view.current_scale() == pytest.approx((480 - 2 * view.fit_margin) / 100)


def _viewport_facts(view: QGraphicsView) -> dict[str, object]:
    port = view.viewport()
    facts: dict[str, object] = {
        f"attribute {a.name}": port.testAttribute(a)
        for a in Qt.WidgetAttribute
        if a is not Qt.WidgetAttribute.WA_UnderMouse  # where the pointer happens to be
    }
    facts.update(
        type=type(port),
        parent=port.parent() is view,
        focus_proxy=port.focusProxy() is view,
        focus_policy=port.focusPolicy(),
        auto_fill=port.autoFillBackground(),
        role=port.backgroundRole(),
        tracking=port.hasMouseTracking(),
        drops=port.acceptDrops(),
        size=port.size().toTuple(),
        name=port.objectName(),
    )
    return facts


def test_the_viewport_is_the_one_qt_makes(view, qtbot):
    """The view makes its viewport itself (so that PySide knows it from the start: ~10 ms less
    before the first paint), a plain raster widget set up as Qt sets up its own."""
    plain = QGraphicsView()  # then its scene, as ZoomPanView
    plain.setScene(view.kept_scene)
    plain.setFrameShape(QFrame.Shape.NoFrame)
    qtbot.addWidget(plain)
    plain.resize(640, 480)
    plain.show()
    qtbot.waitExposed(plain)
    assert _viewport_facts(view) == _viewport_facts(plain)
