"""The campaign map: the six places and their twenty levels each, open or locked, with the best
stars and time of every cleared level. Choosing an open level emits ``level_chosen(n)``."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mahjong_qt.app.dialogs.stars_widget import star_path
from mahjong_qt.core.modes.campaign import PLACES, CampaignTier, Place, tier_of
from mahjong_qt.core.modes.progress import LevelStatus, Progress, campaign_reached, place_levels
from mahjong_qt.ui.theme import accents

from .mode_texts import local, time_text

__all__ = ["CampaignMap", "LevelButton"]

PLACE_COLOURS = ("#3f8f5f", "#5f8f2f", "#2f7f9f", "#6f6f8f", "#9f3f2f", "#9f7f1f")


class LevelButton(QAbstractButton):
    """A level on the map: its number, three small stars, a lock when it is not open yet."""

    def __init__(self, status: LevelStatus, colour: str, parent: QWidget):
        super().__init__(parent)
        self.status = status
        self.colour = QColor(colour)  # a locked level stays clickable: the map says why it is shut
        self.setCursor(
            Qt.CursorShape.PointingHandCursor if status.unlocked else Qt.CursorShape.ForbiddenCursor
        )
        self.setMinimumSize(QSize(78, 70))

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(86, 76)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt override)
        s = self.status
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = QRectF(self.rect()).adjusted(3, 3, -3, -3)
        if s.unlocked:
            fill = self.colour if s.cleared else self.colour.lighter(150)
            if self.underMouse():
                fill = fill.lighter(115)
        else:
            fill = QColor("#b9b9b9")
        p.setPen(QPen(fill.darker(140), 1.5))
        p.setBrush(fill)
        p.drawRoundedRect(r, 10, 10)
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        p.setFont(font)
        p.setPen(QColor("white") if s.unlocked else QColor("#f0f0f0"))
        number = QRectF(r.left(), r.top() + 4, r.width(), r.height() * 0.55)
        p.drawText(number, Qt.AlignmentFlag.AlignCenter, str(s.number))
        if not s.unlocked:
            self._lock(p, r)
        else:
            size = r.width() / 5.2
            y = r.bottom() - size * 0.75
            for k in range(3):
                x = r.center().x() + (k - 1) * size * 1.1
                path = star_path(QPointF(x, y), size / 2, size / 4.6)
                if k < s.stars:
                    p.setPen(QPen(QColor("#8a5a00"), 1))
                    p.setBrush(QColor("#ffc933"))
                else:
                    p.setPen(QPen(QColor(255, 255, 255, 170), 1))
                    p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawPath(path)
        p.end()

    @staticmethod
    def _lock(p: QPainter, r: QRectF) -> None:
        w = r.width() / 5
        body = QRectF(r.center().x() - w / 2, r.bottom() - w * 1.25, w, w * 0.8)
        p.setPen(QPen(QColor("#7a7a7a"), 2))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawArc(
            QRectF(body.left() + w * 0.15, body.top() - w * 0.55, w * 0.7, w * 1.0), 0, 180 * 16
        )
        p.setBrush(QColor("#7a7a7a"))
        p.drawRoundedRect(body, 2, 2)


class CampaignMap(QDialog):
    """Places on the left, the chosen place's levels on the right."""

    level_chosen = Signal(int)

    def __init__(self, progress: Progress, lang: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.progress = progress
        self.lang = lang
        self.setWindowTitle(self.tr("Campaign"))
        self.resize(820, 520)
        self.places = QListWidget(self)
        self.places.setFixedWidth(230)
        self.places.setIconSize(QSize(0, 0))
        self.places.setStyleSheet("QListWidget::item { padding: 8px 6px; }")
        reached = campaign_reached(progress)
        for place in PLACES:
            levels = place_levels(progress, place)
            stars = sum(level.stars for level in levels)
            item = QListWidgetItem(
                f"{local(place.name, lang)}\n"
                + self.tr("Levels %1–%2 · %3 / 60 ★")
                .replace("%1", str(place.first))
                .replace("%2", str(place.last))
                .replace("%3", str(stars))
            )
            if place.first > reached:
                item.setForeground(QColor(accents(self.palette()).muted))
            self.places.addItem(item)
        self.title = QLabel(self)
        self.title.setStyleSheet("font-size: 16pt; font-weight: 700;")
        self.detail = QLabel(self)
        self.detail.setStyleSheet("color: palette(placeholder-text);")
        self.grid_host = QWidget(self)
        self.grid = QGridLayout(self.grid_host)
        self.grid.setSpacing(8)
        self.buttons: dict[int, LevelButton] = {}
        right = QVBoxLayout()
        right.addWidget(self.title)
        right.addWidget(self.detail)
        right.addWidget(self.grid_host, 1)
        row = QHBoxLayout()
        row.addWidget(self.places)
        row.addLayout(right, 1)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        box.rejected.connect(self.reject)
        self.notice = QLabel(self)  # why a locked level does not open
        self.notice.setObjectName("campaignNotice")
        self.notice.setWordWrap(True)
        column = QVBoxLayout(self)
        column.addLayout(row, 1)
        column.addWidget(self.notice)
        column.addWidget(box)
        self.places.currentRowChanged.connect(self.show_place)
        current = next(p for p in PLACES if reached <= p.last)
        self.places.setCurrentRow(current.index - 1)

    def _tiers_text(self, place: Place) -> str:
        """The place's difficulty tiers in level order, with their levels when there are
        several ("Easy to normal (levels 21–30), Normal (levels 31–40)")."""
        spans: list[tuple[CampaignTier, int, int]] = []  # tier, first level, last level
        for n in place.levels:
            tier = tier_of(n)
            if spans and spans[-1][0] is tier:
                spans[-1] = (tier, spans[-1][1], n)
            else:
                spans.append((tier, n, n))
        if len(spans) == 1:
            return local(spans[0][0].label, self.lang)
        return ", ".join(
            self.tr("%1 (levels %2–%3)")
            .replace("%1", local(tier.label, self.lang))
            .replace("%2", str(first))
            .replace("%3", str(last))
            for tier, first, last in spans
        )

    def show_place(self, row: int) -> None:
        place: Place = PLACES[max(0, row)]
        for button in self.buttons.values():
            button.deleteLater()
        self.buttons.clear()
        colour = PLACE_COLOURS[place.index - 1]
        self.title.setText(local(place.name, self.lang))
        self.title.setStyleSheet(f"font-size: 16pt; font-weight: 700; color: {colour};")
        self.detail.setText(self.tr("Difficulty: %1").replace("%1", self._tiers_text(place)))
        for k, status in enumerate(place_levels(self.progress, place)):
            button = LevelButton(status, colour, self.grid_host)
            button.setToolTip(self._tip(status))
            button.setAccessibleName(self._tip(status))
            button.clicked.connect(lambda _=False, n=status.number: self._choose(n))
            self.grid.addWidget(button, k // 5, k % 5)
            self.buttons[status.number] = button

    def _tip(self, s: LevelStatus) -> str:
        name = self.tr("Level %1").replace("%1", str(s.number))
        if not s.unlocked:
            return self.tr("%1: locked (clear the level before it)").replace("%1", name)
        if not s.cleared:
            return self.tr("%1: open").replace("%1", name)
        return (
            self.tr("%1: %2 of 3 stars, best time %3")
            .replace("%1", name)
            .replace("%2", str(s.stars))
            .replace("%3", time_text(s.best_time))
        )

    def _choose(self, level: int) -> None:
        button = self.buttons.get(level)
        if button is not None and not button.status.unlocked:
            self.notice.setText(
                self.tr("Level %1 is locked: clear level %2 to open it.")
                .replace("%1", str(level))
                .replace("%2", str(level - 1))
            )
            return
        self.accept()
        self.level_chosen.emit(level)
