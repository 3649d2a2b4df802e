"""Icons drawn when they are shown, in the colours of the application's palette.

A ``QIcon`` made of fixed pixmaps keeps the colours it was made with: after a switch from a light
to a dark desktop theme its dark strokes vanish on the dark toolbar. :func:`palette_icon` wraps a
drawing function in a ``QIconEngine`` that paints each pixmap on request (Qt asks again whenever a
button repaints, e.g. after a palette change), with the palette's text colour as ink, its disabled
text colour for a disabled action, and its window colour as paper.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QColor, QGuiApplication, QIcon, QIconEngine, QPainter, QPalette, QPixmap

__all__ = ["IconColours", "palette_icon", "icon_colours"]


@dataclass(frozen=True)
class IconColours:
    ink: QColor  # strokes and signs: the palette's text colour
    paper: QColor  # what they stand on: the palette's window colour


Draw = Callable[[QPainter, IconColours], None]


def icon_colours(mode: QIcon.Mode = QIcon.Mode.Normal) -> IconColours:
    """The current application palette's colours for an icon shown in ``mode``."""
    palette = QGuiApplication.palette()
    group = (
        QPalette.ColorGroup.Disabled if mode == QIcon.Mode.Disabled else QPalette.ColorGroup.Active
    )
    return IconColours(
        ink=palette.color(group, QPalette.ColorRole.WindowText),
        paper=palette.color(group, QPalette.ColorRole.Window),
    )


class _PaletteIconEngine(QIconEngine):
    def __init__(self, draw: Draw, box: float):
        super().__init__()
        self._draw = draw
        self._box = box  # the drawing's coordinates run from 0 to box

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode, state: QIcon.State) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.translate(rect.topLeft())
        side = min(rect.width(), rect.height())
        painter.scale(side / self._box, side / self._box)
        self._draw(painter, icon_colours(mode))
        painter.restore()

    def scaledPixmap(  # noqa: N802 (Qt override)
        self, size: QSize, mode: QIcon.Mode, state: QIcon.State, scale: float
    ) -> QPixmap:
        pixmap = QPixmap(QSize(round(size.width() * scale), round(size.height() * scale)))
        pixmap.setDevicePixelRatio(scale)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        self.paint(painter, QRect(QPoint(0, 0), size), mode, state)
        painter.end()
        return pixmap

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        return self.scaledPixmap(size, mode, state, 1.0)

    def clone(self) -> QIconEngine:
        return _PaletteIconEngine(self._draw, self._box)


def palette_icon(draw: Draw, box: float) -> QIcon:
    """An icon that ``draw`` paints in a ``box`` × ``box`` square, in the palette's colours."""
    return QIcon(_PaletteIconEngine(draw, box))
