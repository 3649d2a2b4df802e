"""The board of the review dialog: one position of a finished game, read-only, with marks.

It is the game's own drawing (a :class:`~.board_scene.BoardScene` of
:class:`~.tile_item.TileItem` s, painted by the window's tile renderer) in a zoomable view that
takes no click and no keyboard focus. On top of the tiles it puts the review's marks: the move
that lost the game (the tiles' selection look and a ✕ badge), the pair the solver would have
played instead (the hint look and a ✓ badge), or the next move played (an arrow badge). Every
mark says its meaning by shape as well as by colour; :func:`badge_icon` draws the legend's.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from mahjong_qt.app.board.board_scene import BoardScene
from mahjong_qt.app.board.board_state import board_snapshot
from mahjong_qt.core.board import Board
from mahjong_qt.ui.tile_metrics import face_rect
from mahjong_qt.ui.tile_renderer import TileLook, TileRenderer
from mahjong_qt.ui.zoom_pan_view import ZoomPanView

__all__ = ["Badge", "ReviewMarks", "ReviewBoard", "badge_icon", "paint_badge"]

Pair = tuple[int, int]


class Badge(StrEnum):
    LOST = "lost"  # the move that lost the game
    INSTEAD = "instead"  # the solver's pair
    PLAYED = "played"  # the next move played


_COLOURS = {Badge.LOST: "#c62828", Badge.INSTEAD: "#2e7d32", Badge.PLAYED: "#1565c0"}
BADGE_PX = 22.0  # the badge's diameter on screen, at every zoom


@dataclass(frozen=True)
class ReviewMarks:
    """The next move from the position shown (``losing``: it lost the game) and the solver's
    pair instead of it."""

    played: Pair | None = None
    losing: bool = False
    instead: Pair | None = None

    def badges(self) -> dict[int, Badge]:
        """Each marked tile's badge (a tile of both pairs shows the losing move's)."""
        marks: dict[int, Badge] = {}
        for tile in self.instead or ():
            marks[tile] = Badge.INSTEAD
        for tile in self.played or ():
            marks[tile] = Badge.LOST if self.losing else Badge.PLAYED
        return marks


def paint_badge(painter: QPainter, rect: QRectF, badge: Badge) -> None:
    """A round badge in ``rect``: a white ring, the badge's colour and its glyph in white."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(QPen(QColor("#ffffff"), max(1.5, rect.width() * 0.08)))
    painter.setBrush(QBrush(QColor(_COLOURS[badge])))
    painter.drawEllipse(rect.adjusted(1, 1, -1, -1))
    c, r = rect.center(), rect.width() * 0.24
    glyph = QPainterPath()
    if badge is Badge.LOST:  # a cross
        glyph.moveTo(c + QPointF(-r, -r))
        glyph.lineTo(c + QPointF(r, r))
        glyph.moveTo(c + QPointF(r, -r))
        glyph.lineTo(c + QPointF(-r, r))
    elif badge is Badge.INSTEAD:  # a tick
        glyph.moveTo(c + QPointF(-r * 1.05, 0.05 * r))
        glyph.lineTo(c + QPointF(-r * 0.3, r * 0.8))
        glyph.lineTo(c + QPointF(r * 1.1, -r * 0.8))
    else:  # an arrow to the right
        glyph.moveTo(c + QPointF(-r, 0))
        glyph.lineTo(c + QPointF(r, 0))
        glyph.moveTo(c + QPointF(r * 0.2, -r * 0.8))
        glyph.lineTo(c + QPointF(r, 0))
        glyph.lineTo(c + QPointF(r * 0.2, r * 0.8))
    pen = QPen(QColor("#ffffff"), rect.width() * 0.13)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(glyph)
    painter.restore()


def badge_icon(badge: Badge, size: int = 20, ratio: float = 1.0) -> QPixmap:
    """The badge alone, for the legend."""
    pixmap = QPixmap(round(size * ratio), round(size * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    paint_badge(painter, QRectF(0, 0, size, size), badge)
    painter.end()
    return pixmap


class _BadgeItem(QGraphicsItem):
    """A badge at a tile's top right corner, the same size on screen at every zoom."""

    def __init__(self, tile: int, badge: Badge, at: QPointF):
        super().__init__()
        self.tile = tile
        self.badge = badge
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(1e12)  # above every tile
        self.setPos(at)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return QRectF(-BADGE_PX / 2, -BADGE_PX / 2, BADGE_PX, BADGE_PX)

    def paint(  # Qt override
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        paint_badge(painter, self.boundingRect(), self.badge)


class ReviewBoard(ZoomPanView):
    """Shows a board of the layout it is built for, with :class:`ReviewMarks`; the renderer
    and the table are the game's."""

    def __init__(self, renderer: TileRenderer, table: QBrush, parent: QWidget | None = None):
        self.board_scene = BoardScene(renderer)
        super().__init__(self.board_scene, parent)
        self.board_scene.setParent(self)
        self.board_scene.set_motion(False)  # a step shows the next position at once
        self._table = table
        self._layout: tuple | None = None
        self._badges: list[_BadgeItem] = []
        self.marks = ReviewMarks()
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Left and Right step the moves
        self.setInteractive(False)

    def show_board(self, board: Board, marks: ReviewMarks, lang: str) -> None:
        """Show ``board`` (every tile as it is there) with ``marks``."""
        positions = board.geometry.positions
        if self._layout != positions:
            self._layout = positions
            self.board_scene.set_layout(positions)
            self.board_scene.setBackgroundBrush(self._table)
            self.set_content_rect(self.board_scene.content_rect())
            self.fit()
        # blocked tiles shaded: what was free to play is what a review is about
        self.board_scene.show_snapshot(replace(board_snapshot(board, lang), shade_blocked=True))
        badges = marks.badges()
        for tile, badge in badges.items():
            item = self.board_scene.item(tile)
            look = TileLook(selected=badge is not Badge.INSTEAD, hinted=badge is Badge.INSTEAD)
            item.show_state(board.face(tile), look)
        for old in self._badges:
            self.board_scene.removeItem(old)
        self._badges = []
        for tile, badge in badges.items():
            item = self.board_scene.item(tile)
            corner = item.mapToScene(face_rect().topRight() + QPointF(-6.0, 6.0))
            mark = _BadgeItem(tile, badge, corner)
            self.board_scene.addItem(mark)
            self._badges.append(mark)
        self.marks = marks

    def badges(self) -> dict[int, Badge]:
        """The badges on the board now, by tile."""
        return {mark.tile: mark.badge for mark in self._badges}
