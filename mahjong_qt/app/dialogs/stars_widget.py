"""Three stars drawn as vectors (gold when earned, grey outline when not): no font needed."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QWidget

__all__ = ["StarsWidget", "star_path"]


def star_path(centre: QPointF, outer: float, inner: float) -> QPainterPath:
    """A five-pointed star, point up."""
    path = QPainterPath()
    for k in range(10):
        r = outer if k % 2 == 0 else inner
        a = -math.pi / 2 + k * math.pi / 5
        p = QPointF(centre.x() + r * math.cos(a), centre.y() + r * math.sin(a))
        path.moveTo(p) if k == 0 else path.lineTo(p)
    path.closeSubpath()
    return path


class StarsWidget(QWidget):
    """Shows ``earned`` of three stars."""

    def __init__(self, earned: int, parent: QWidget | None = None):
        super().__init__(parent)
        self.earned = earned
        self.setMinimumSize(QSize(180, 60))

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(200, 64)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt override)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        size = min(self.width() / 3.3, self.height()) * 0.9
        total = size * 3.3
        x0 = (self.width() - total) / 2 + size * 0.6
        for k in range(3):
            centre = QPointF(x0 + k * size * 1.05, self.height() / 2)
            path = star_path(centre, size / 2, size / 4.6)
            if k < self.earned:
                painter.setPen(QPen(QColor("#a66f00"), 1.5))
                painter.setBrush(QColor("#f5b301"))
            else:
                painter.setPen(QPen(QColor("#9a9a9a"), 1.5))
                painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
        painter.end()
