"""The layout browser's list: a model over the selected rows and a delegate drawing each card
(thumbnail, name, size, source, played/won marks, difficulty). Thumbnails are asked of the
:class:`~mahjong_qt.ui.thumbnail_cache.ThumbnailCache` only for the cards being painted, so the
list opens at once however many layouts there are."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPalette
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem

from mahjong_qt.core.layout import Layout
from mahjong_qt.core.layout_browser import BrowserItem, BrowserRow
from mahjong_qt.ui.thumbnail_cache import Positions, ThumbnailCache

from .layout_browser_texts import layout_texts

__all__ = ["LayoutListModel", "LayoutCardDelegate", "ROW_ROLE", "THUMBNAIL", "CARD"]

ROW_ROLE = Qt.ItemDataRole.UserRole + 1
THUMBNAIL = QSize(168, 112)
CARD = QSize(THUMBNAIL.width() + 24, THUMBNAIL.height() + 106)
_TEXT_LINES = 5


class LayoutListModel(QAbstractListModel):
    """The rows shown, in order. ``layout_of(item)`` reads a layout for its thumbnail."""

    def __init__(
        self,
        thumbnails: ThumbnailCache,
        layout_of: Callable[[BrowserItem], Layout | None],
        lang: str,
        parent=None,
    ):
        super().__init__(parent)
        self.rows: list[BrowserRow] = []
        self.shared: frozenset[str] = frozenset()  # keys whose name another source has too
        self.lang = lang
        self._thumbnails = thumbnails
        self._layout_of = layout_of
        self._row_of_hash: dict[str, list[int]] = {}
        thumbnails.ready.connect(self._thumbnail_ready)

    def set_rows(self, rows: Sequence[BrowserRow], shared: frozenset[str] = frozenset()) -> None:
        self.beginResetModel()
        self.rows = list(rows)
        self.shared = shared
        self._row_of_hash = {}
        for i, r in enumerate(self.rows):
            self._row_of_hash.setdefault(r.item.content_hash, []).append(i)
        self.endResetModel()

    def name_of(self, row: BrowserRow) -> str:
        """The name a card shows: "Cross (KMahjongg)" beside our "Cross (Mahjong Qt)"."""
        return layout_texts().listed_name(row, self.lang, self.shared)

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def data(self, index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        row = self.rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self.name_of(row)
        if role == ROW_ROLE:
            return row
        if role == Qt.ItemDataRole.DecorationRole:
            item = row.item
            return self._thumbnails.get(item.content_hash, lambda: self._positions(item))
        texts = layout_texts()
        if role == Qt.ItemDataRole.ToolTipRole:
            return (
                "\n".join((self.name_of(row), texts.source_name(row.item.source), row.item.path))
                + "\n"
                + texts.difficulty_tooltip(row)
            )
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return ", ".join(
                (
                    self.name_of(row),
                    texts.size_text(row),
                    texts.marks_text(row),
                    texts.difficulty_text(row, long=True),
                )
            )
        return None

    def _positions(self, item: BrowserItem) -> Positions | None:
        layout = self._layout_of(item)
        return layout.positions if layout is not None else None

    def _thumbnail_ready(self, content_hash: str) -> None:
        for i in self._row_of_hash.get(content_hash, ()):
            index = self.index(i)
            self.dataChanged.emit(index, index, [Qt.ItemDataRole.DecorationRole])


class LayoutCardDelegate(QStyledItemDelegate):
    """One card: the thumbnail, then five lines of text."""

    def sizeHint(self, option: QStyleOptionViewItem, index) -> QSize:
        return CARD

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index) -> None:
        row: BrowserRow | None = index.data(ROW_ROLE)
        if row is None:
            return
        painter.save()
        rect = option.rect.adjusted(4, 4, -4, -4)
        palette = option.palette
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        if selected:
            painter.fillRect(rect, palette.color(QPalette.ColorRole.Highlight))
        elif option.state & QStyle.StateFlag.State_MouseOver:
            painter.fillRect(rect, palette.color(QPalette.ColorRole.AlternateBase))
        thumb = index.data(Qt.ItemDataRole.DecorationRole)
        picture = QRect(
            rect.x() + (rect.width() - THUMBNAIL.width()) // 2,
            rect.y() + 2,
            THUMBNAIL.width(),
            THUMBNAIL.height(),
        )
        if thumb is not None:
            if row.hidden:
                painter.setOpacity(0.45)
            painter.drawPixmap(picture.topLeft(), thumb)
            painter.setOpacity(1.0)
        else:
            painter.fillRect(picture.adjusted(20, 16, -20, -16), QColor(128, 128, 128, 40))
        text_role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        painter.setPen(palette.color(text_role))
        font = QFont(option.font)
        line = option.fontMetrics.height()
        top = picture.bottom() + 4
        texts = layout_texts()
        lines = (
            index.model().name_of(row),
            texts.size_text(row),
            texts.source_name(row.item.source),
            texts.marks_text(row),
            texts.difficulty_text(row),
        )
        for n, text in enumerate(lines[:_TEXT_LINES]):
            font.setBold(n == 0)
            painter.setFont(font)
            box = QRect(rect.x() + 2, top + n * line, rect.width() - 4, line)
            elided = painter.fontMetrics().elidedText(
                text, Qt.TextElideMode.ElideRight, box.width()
            )
            painter.drawText(
                box, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter, elided
            )
        painter.restore()
