"""The test set-up hides a window a test left shown (tests/conftest.py): on the offscreen platform
such a window takes the next tests' pointer moves (CI saw the editor's ghost and mirror tests
fail so). The two tests run in this order."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication, QWidget

_left = []


def test_a_test_that_leaves_a_window_shown(qapp):
    window = QWidget()
    window.resize(400, 300)
    window.show()
    _left.append(window)  # kept alive, never closed: a leak
    assert window.isVisible()


def test_the_next_test_sees_no_window_and_gets_its_own_pointer(qtbot):
    assert _left and not _left[0].isVisible()
    assert not [w for w in QApplication.topLevelWidgets() if w.isVisible()]
    moves = []

    class Target(QWidget):
        def mouseMoveEvent(self, event):  # noqa: N802
            moves.append(event.position().toPoint())

    target = Target()
    target.setMouseTracking(True)
    qtbot.addWidget(target)
    target.resize(400, 300)
    target.show()
    qtbot.waitExposed(target)
    qtbot.mouseMove(target, QPoint(120, 80))
    qtbot.waitUntil(lambda: QPoint(120, 80) in moves, timeout=1000)
    _left.pop().deleteLater()
