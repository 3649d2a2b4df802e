"""The strip at the board's edge during a race: the top three names with their progress, and
from 4th place on the player's own rank too ("You: 5th, 62 %"); who left ("Bob left — the CPU
plays their seat"), who ran out of time, who hosts the room now; the race clock, and with a
time per move the seconds left for yours; the Hint, Shuffle and Give Up buttons with what is
left of them."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from mahjong_qt.app.window.confirmations import Confirmations
from mahjong_qt.core.racing.strip import RaceStrip, StripEntry
from mahjong_qt.core.text_fill import fill

from .race_texts import ordinal

__all__ = ["RaceStripView"]


class RaceStripView(QFrame):
    """Signals: ``hint()``, ``shuffle()``, ``give_up()``."""

    hint = Signal()
    shuffle = Signal()
    give_up = Signal()

    def __init__(self, lang: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.lang = lang
        self.setObjectName("raceStrip")
        self.setStyleSheet(
            "#raceStrip { background: palette(window); border-bottom: 1px solid palette(mid); }"
            "QLabel#place { font-size: 11pt; padding: 2px 8px; border-radius: 6px;"
            " background: palette(base); }"
            "QLabel#me { font-size: 11pt; font-weight: 700; padding: 2px 8px; border-radius: 6px;"
            " background: #2f8f5b; color: white; }"
            "QLabel#clock { font-size: 14pt; font-weight: 700; }"
            "QLabel#notice { font-style: italic; padding: 2px 8px; }"
            "QLabel#turn { font-size: 12pt; font-weight: 700; padding: 2px 8px; }"
        )
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 6, 12, 6)
        self.places = [QLabel(self) for _ in range(3)]
        for label in self.places:
            label.setObjectName("place")
            row.addWidget(label)
        self.me = QLabel(self)
        self.me.setObjectName("me")
        row.addWidget(self.me)
        self.notice = QLabel(self)
        self.notice.setObjectName("notice")
        self.notice.hide()
        row.addWidget(self.notice)
        row.addStretch(1)
        self.clock = QLabel(self)
        self.clock.setObjectName("clock")
        row.addWidget(self.clock)
        self.turn = QLabel(self)  # the seconds left for your next move (a time per move)
        self.turn.setObjectName("turn")
        self.turn.hide()
        row.addWidget(self.turn)
        self._turn: int | None = None
        self.hint_button = QPushButton(self)
        self.shuffle_button = QPushButton(self)
        self.give_up_button = QPushButton(self)
        for b in (self.hint_button, self.shuffle_button, self.give_up_button):
            row.addWidget(b)
        self.hint_button.clicked.connect(self.hint)
        self.shuffle_button.clicked.connect(self.shuffle)
        self.confirm = Confirmations(self)  # giving up asks first
        self.give_up_button.clicked.connect(lambda: self.confirm.give_up(self.give_up.emit))
        self._strip: RaceStrip | None = None
        self._hints = self._shuffles = 0
        self.retranslate()
        self.show_strip(RaceStrip((), None))

    def _entry_text(self, entry: StripEntry) -> str:
        name = self.tr("You") if entry.me else entry.name
        return fill(self.tr("%1. %2 %3 %"), entry.rank, name, entry.progress)

    def show_strip(self, strip: RaceStrip) -> None:
        self._strip = strip
        for k, label in enumerate(self.places):
            if k < len(strip.top):
                label.setText(self._entry_text(strip.top[k]))
                label.setObjectName("me" if strip.top[k].me else "place")
                label.setStyle(label.style())
                label.show()
            else:
                label.hide()
        if strip.me is None:
            self.me.hide()
        else:
            text = self.tr("You: %1, %2 %")
            self.me.setText(fill(text, ordinal(strip.me.rank, self.lang), strip.me.progress))
            self.me.show()
        spoken = [self._entry_text(e) for e in strip.top] + ([self.me.text()] if strip.me else [])
        self.setAccessibleDescription("; ".join(spoken))

    def show_left(self, name: str, cpu_plays: bool) -> str:
        """Say that ``name`` left (and that a CPU plays their seat); returns the text."""
        if cpu_plays:
            text = fill(self.tr("%1 left — the CPU plays their seat"), name)
        else:
            text = fill(self.tr("%1 left the room"), name)
        return self._say(text)

    def show_out_of_time(self, name: str, me: bool) -> str:
        """Say that ``name`` (``me``: you) made no move in time and is out of the round."""
        if me:
            return self._say(self.tr("No move in time: you are out of this round"))
        return self._say(fill(self.tr("%1 made no move in time — out of the round"), name))

    def show_host(self, name: str, me: bool) -> str:
        """Say who hosts the room now (``me``: you)."""
        if me:
            return self._say(self.tr("You are now the host"))
        return self._say(fill(self.tr("%1 is now the host"), name))

    def _say(self, text: str) -> str:
        self.notice.setText(text)
        self.notice.show()
        return text

    def show_turn(self, seconds: int | None) -> None:
        """The seconds left for your next move (``None``: no time per move, or not playing)."""
        if seconds != self._turn:
            self._turn = seconds
            self._turn_text()
        self.turn.setVisible(seconds is not None)

    def _turn_text(self) -> None:
        if self._turn is not None:
            self.turn.setText(self.tr("Move within %1 s").replace("%1", str(self._turn)))
            urgent = self._turn <= 10
            self.turn.setStyleSheet("color: #b3261e;" if urgent else "")

    def clear_notice(self) -> None:
        self.notice.clear()
        self.notice.hide()

    def show_clock(self, text: str) -> None:
        self.clock.setText(text)

    def show_help_left(
        self, hints: int, shuffles: int, playing: bool, may_shuffle: bool = True
    ) -> None:
        """What is left of the hints and shuffles; ``may_shuffle``: the board is stuck, or the
        room allows a shuffle at any time."""
        self._hints, self._shuffles = hints, shuffles
        self.hint_button.setEnabled(playing and hints > 0)
        self.shuffle_button.setEnabled(playing and shuffles > 0 and may_shuffle)
        self.give_up_button.setEnabled(playing)
        self._button_texts()

    def _button_texts(self) -> None:
        self.hint_button.setText(self.tr("&Hint (%1)").replace("%1", str(self._hints)))
        self.shuffle_button.setText(self.tr("&Shuffle (%1)").replace("%1", str(self._shuffles)))
        self.give_up_button.setText(self.tr("&Give Up"))

    def retranslate(self) -> None:
        self._button_texts()
        self._turn_text()
        self.setAccessibleName(self.tr("Race standings"))
        if self._strip is not None:
            self.show_strip(self._strip)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
