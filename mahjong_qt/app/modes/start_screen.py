"""The start screen: one card per way to play, each with the player's progress in it.

Cards show the mode's name and rules (core data in both languages), a tile drawn by the game's
renderer, and what the player has done: today's daily done or not, the campaign level reached
and its stars, the best time of the mode, race records. A click on a card (or its button) emits
``chosen(mode id)``; the window starts the mode. The daily card also opens the past days.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import assert_never

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from mahjong_qt.core.modes.definitions import CardMore, CardShows, FirstChoice, ModeId, mode
from mahjong_qt.core.modes.progress import StartOverview
from mahjong_qt.ui.tile_renderer import TileRenderer

from .mode_texts import mode_description, mode_name, time_text

__all__ = ["StartScreen", "ModeCard", "CARD_TILES"]

#: The tile shown on each card (kinds of ``core.tiles``).
CARD_TILES = {
    ModeId.CLASSIC: 31,  # red dragon
    ModeId.DAILY: 38,  # spring
    ModeId.CAMPAIGN: 0,  # the bird on bamboo 1
    ModeId.CHALLENGE: 9,  # one of characters
    ModeId.ZEN: 34,  # plum
    ModeId.RACE: 27,  # east wind
}
ACCENT = {
    ModeId.CLASSIC: "#9b2c2c",
    ModeId.DAILY: "#2f6f9f",
    ModeId.CAMPAIGN: "#2f7f4f",
    ModeId.CHALLENGE: "#b0541e",
    ModeId.ZEN: "#5f6f7f",
    ModeId.RACE: "#7a3f9f",
}


class ModeCard(QFrame):
    """One mode: tile, name, description, progress, and its buttons."""

    clicked = Signal()

    def __init__(self, mode_id: ModeId, renderer: TileRenderer, parent: QWidget):
        super().__init__(parent)
        self.mode_id = mode_id
        self.setObjectName("modeCard")
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        accent = ACCENT[mode_id]
        self.setStyleSheet(
            "#modeCard { background: palette(base); border: 1px solid palette(mid);"
            f" border-left: 6px solid {accent}; border-radius: 10px; }}"
            "#modeCard:hover { border-color: palette(highlight); }"
            "QLabel { background: transparent; }"
        )
        tile = QLabel(self)
        tile.setPixmap(renderer.tile_pixmap(CARD_TILES[mode_id], 58, self.devicePixelRatioF()))
        tile.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.name = QLabel(self)
        self.name.setWordWrap(True)
        self.name.setStyleSheet(f"font-size: 15pt; font-weight: 700; color: {accent};")
        self.description = QLabel(self)
        self.description.setWordWrap(True)
        self.description.setStyleSheet("color: palette(placeholder-text);")
        self.progress = QLabel(self)
        self.progress.setWordWrap(True)
        self.progress.setTextFormat(Qt.TextFormat.RichText)
        self.play = QPushButton(self)
        self.play.setCursor(Qt.CursorShape.PointingHandCursor)
        self.play.setStyleSheet(
            f"QPushButton {{ background: {accent}; color: white; border: none;"
            " border-radius: 6px; padding: 6px 16px; font-weight: 600; }"
            "QPushButton:hover { background: palette(highlight); }"
        )
        self.play.clicked.connect(self.clicked)
        self.extra = QPushButton(self)  # the daily's past days, Zen's choice of layout
        self.extra.setFlat(True)
        self.extra.setVisible(False)
        text = QVBoxLayout()
        text.setSpacing(4)
        text.addWidget(self.name)
        text.addWidget(self.description)
        text.addWidget(self.progress)
        text.addStretch(1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.extra)
        buttons.addStretch(1)
        buttons.addWidget(self.play)
        text.addLayout(buttons)
        row = QHBoxLayout(self)
        row.setContentsMargins(14, 12, 14, 12)
        row.setSpacing(14)
        row.addWidget(tile)
        row.addLayout(text, 1)
        self.setMinimumSize(360, 170)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit()
        super().mouseReleaseEvent(event)


class StartScreen(QDialog):
    """The mode chooser. ``chosen(mode id)`` then closes; ``past_days`` for the calendar,
    ``zen_layout`` to choose Zen's layout first."""

    chosen = Signal(str)
    past_days = Signal()
    zen_layout = Signal()

    def __init__(
        self,
        overview: StartOverview,
        renderer: TileRenderer,
        lang: str,
        parent: QWidget | None = None,
        zen_layout_name: str = "",
    ):
        """``zen_layout_name``: the name of the layout Zen's "Play" starts on."""
        super().__init__(parent)
        self.setObjectName("startScreen")
        self.overview = overview
        self.lang = lang
        self.zen_layout_name = zen_layout_name
        self.setWindowTitle(self.tr("Ways to Play"))
        heading = QLabel(self.tr("How do you want to play?"), self)
        heading.setStyleSheet("font-size: 20pt; font-weight: 700;")
        sub = QLabel(
            self.tr("Every deal can be won. Your progress is kept on this computer."), self
        )
        sub.setStyleSheet("color: palette(placeholder-text);")
        grid = QGridLayout()
        grid.setSpacing(14)
        self.cards: dict[ModeId, ModeCard] = {}
        for k, mode_id in enumerate(ModeId):
            card = ModeCard(mode_id, renderer, self)
            card.clicked.connect(lambda m=mode_id: self._choose(m))
            self.cards[mode_id] = card
            grid.addWidget(card, k // 2, k % 2)
        for mode_id, card in self.cards.items():
            if (what := mode(mode_id).card_more) is not None:
                card.extra.setVisible(True)
                card.extra.clicked.connect(self._more_slot(what))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        column.setContentsMargins(22, 18, 22, 14)
        column.setSpacing(8)
        column.addWidget(heading)
        column.addWidget(sub)
        column.addSpacing(6)
        column.addLayout(grid, 1)
        column.addWidget(buttons)
        self._fill()

    def set_zen_layout_name(self, name: str) -> None:
        """Zen's layout named anew (the library's names known now: "Cross (KMahjongg)")."""
        self.zen_layout_name = name
        self._fill()

    def _choose(self, mode_id: ModeId) -> None:
        self.accept()
        self.chosen.emit(mode_id.value)

    def _show_past_days(self) -> None:
        self.accept()
        self.past_days.emit()

    def _choose_zen_layout(self) -> None:
        self.accept()
        self.zen_layout.emit()

    # Each kind of what a card shows or offers has its case below: a kind with none fails the
    # type check (``assert_never``), not the start screen's opening.
    def _more_slot(self, more: CardMore) -> Callable[[], None]:
        match more:
            case CardMore.PAST_DAYS:
                return self._show_past_days
            case CardMore.OTHER_LAYOUT:
                return self._choose_zen_layout
            case _:
                assert_never(more)

    def _more_text(self, more: CardMore | None) -> str:
        match more:
            case None:
                return ""
            case CardMore.PAST_DAYS:
                return self.tr("Past days…")
            case CardMore.OTHER_LAYOUT:
                return self.tr("Other layout…")
            case _:
                assert_never(more)

    def _play_text(self, opens: FirstChoice | None) -> str:
        """The card's button: "Play" unless what the mode opens first says better."""
        match opens:
            case None | FirstChoice.LAYOUT:
                return self.tr("Play")
            case FirstChoice.LEVEL:
                return self.tr("Map…")
            case FirstChoice.RACE:
                return self.tr("Race…")
            case _:
                assert_never(opens)

    def _progress(self, shows: CardShows, mode_id: ModeId, o: StartOverview) -> str:
        match shows:
            case CardShows.BEST_TIME:
                return self._best_time(mode_id, o)
            case CardShows.TODAYS_RESULT:
                return self._daily_today(mode_id, o)
            case CardShows.LEVEL_REACHED:
                return self._campaign_reached(mode_id, o)
            case CardShows.RACE_RECORD:
                return self._race_record(mode_id, o)
            case CardShows.LAYOUT:
                return self._layout_line(mode_id, o)
            case _:
                assert_never(shows)

    def _fill(self) -> None:
        o = self.overview
        for mode_id, card in self.cards.items():
            definition = mode(mode_id)
            card.name.setText(mode_name(mode_id, self.lang))
            card.description.setText(mode_description(mode_id, self.lang))
            card.play.setText(self._play_text(definition.opens))
            card.extra.setText(self._more_text(definition.card_more))
            card.progress.setText(self._progress(definition.card, mode_id, o))
            card.setAccessibleName(card.name.text())
            card.setAccessibleDescription(card.description.text())
            # "Play" alone would not say which mode
            card.play.setAccessibleName(f"{card.play.text()} — {card.name.text()}")

    def _best_time(self, mode_id: ModeId, o: StartOverview) -> str:
        best = o.best_times.get(mode_id.value)
        if best is None:
            return self.tr("Not played yet.")
        return self.tr("Best time: %1").replace("%1", time_text(best))

    def _daily_today(self, _mode_id: ModeId, o: StartOverview) -> str:
        if o.daily_done and o.daily_today is not None:
            line = (
                self.tr("Today's challenge is done: %1, %2 of 3 stars")
                .replace("%1", time_text(o.daily_today.time))
                .replace("%2", str(o.daily_today.stars))
            )
            return f"<b>✔ {line}</b>"
        return "<b>" + self.tr("Today's challenge is waiting for you.") + "</b>"

    def _campaign_reached(self, _mode_id: ModeId, o: StartOverview) -> str:
        return (
            "<b>"
            + self.tr("Level %1 of 120 reached · %2 / %3 stars")
            .replace("%1", str(o.campaign_reached))
            .replace("%2", str(o.campaign_stars))
            .replace("%3", str(o.campaign_max_stars))
            + "</b>"
        )

    def _race_record(self, _mode_id: ModeId, o: StartOverview) -> str:
        times = [t for t in o.race_records.values() if t is not None]
        if not times:
            return self.tr("No race finished yet.")
        return self.tr("Personal record: %1").replace("%1", time_text(min(times)))

    def _layout_line(self, _mode_id: ModeId, _o: StartOverview) -> str:
        if self.zen_layout_name:
            return self.tr("On the layout “%1”. No clock, no score: just the tiles.").replace(
                "%1", self.zen_layout_name
            )
        return self.tr("No clock, no score: just the tiles.")
