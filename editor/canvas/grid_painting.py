"""How the canvas draws its grid, its mirror axes and the hint on an empty canvas (cheap: lines
and one text, no item)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from mahjong_qt.ui.tile_metrics import HALF_H, HALF_W, TILE_H

from ..editing.commands import Mirror

__all__ = ["draw_grid", "draw_mirror_axes", "draw_empty_hint"]

GRID_MINOR = QColor(255, 255, 255, 28)
GRID_MAJOR = QColor(255, 255, 255, 60)
AXIS_COLOUR = QColor("#ffb74d")
HINT_COLOUR = QColor(255, 255, 255, 110)


def draw_grid(painter: QPainter, origin: QPointF, grid: tuple[int, int]) -> None:
    """The half-tile grid of ``grid`` (columns, rows) cells from ``origin``; whole tiles bolder."""
    cols, rows = grid
    area = QRectF(origin.x(), origin.y(), cols * HALF_W, rows * HALF_H)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    painter.fillRect(area, QColor(0, 0, 0, 40))
    lines_minor: list[QLineF] = []
    lines_major: list[QLineF] = []
    for c in range(cols + 1):
        x = origin.x() + c * HALF_W
        (lines_major if c % 2 == 0 else lines_minor).append(QLineF(x, area.top(), x, area.bottom()))
    for r in range(rows + 1):
        y = origin.y() + r * HALF_H
        (lines_major if r % 2 == 0 else lines_minor).append(QLineF(area.left(), y, area.right(), y))
    painter.setPen(QPen(GRID_MINOR, 0))
    painter.drawLines(lines_minor)
    painter.setPen(QPen(GRID_MAJOR, 0))
    painter.drawLines(lines_major)
    painter.restore()


def draw_mirror_axes(
    painter: QPainter,
    origin: QPointF,
    grid: tuple[int, int],
    mirror: Mirror,
    center: tuple[int, int],
) -> None:
    """The mirror drawing's axes across the grid (``center`` in quarter tiles)."""
    cols, rows = grid
    painter.save()
    painter.setPen(QPen(AXIS_COLOUR, 0, Qt.PenStyle.DashLine))
    cx, cy = center
    if mirror in (Mirror.VERTICAL, Mirror.BOTH):
        x = origin.x() + cx / 2 * HALF_W
        painter.drawLine(QLineF(x, origin.y(), x, origin.y() + rows * HALF_H))
    if mirror in (Mirror.HORIZONTAL, Mirror.BOTH):
        y = origin.y() + cy / 2 * HALF_H
        painter.drawLine(QLineF(origin.x(), y, origin.x() + cols * HALF_W, y))
    painter.restore()


def draw_empty_hint(painter: QPainter, area: QRectF) -> None:
    """What to do on an empty canvas, written across the grid."""
    painter.save()
    font = QFont(painter.font())
    font.setPixelSize(int(TILE_H * 0.45))
    painter.setFont(font)
    painter.setPen(HINT_COLOUR)
    painter.drawText(
        area,
        Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
        QCoreApplication.translate(
            "EditorScene", "Click on the grid to place a tile.\nDrag to paint a row."
        ),
    )
    painter.restore()
