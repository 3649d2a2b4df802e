"""The result of a round: the ranking (time, progress, points, Elo), the player's personal record,
who is ready for the next round and who is awaited, Ready (the others) and Play Again (the host,
once someone is ready: those not ready sit that round out), the server's ratings, Review My Game
while the player's round may be reviewed (:meth:`set_reviewable`), or Leave."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mahjong_qt.app.modes.mode_texts import time_text
from mahjong_qt.core.text_fill import fill
from mahjong_qt.net import protocol as p

from .race_texts import level_name, ordinal

__all__ = ["ResultView"]


class ResultView(QWidget):
    """Signals: ``play_again()``, ``leave()``, ``ready_toggled(bool)``, ``ratings_requested()``,
    ``review()``."""

    play_again = Signal()
    leave = Signal()
    ready_toggled = Signal(bool)
    ratings_requested = Signal()
    review = Signal()

    def __init__(self, lang: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.lang = lang
        self._result: p.Result | None = None
        self._seat = -1
        self._host = False
        self._record: float | None = None
        self._new_record = False
        self._lobby: p.Lobby | None = None  # who is ready for the next round
        column = QVBoxLayout(self)
        column.setContentsMargins(32, 20, 32, 20)
        self.title = QLabel(self)
        self.title.setStyleSheet("font-size: 20pt; font-weight: 700;")
        column.addWidget(self.title)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        column.addWidget(self.summary)
        self.table = QTableWidget(0, 7, self)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        column.addWidget(self.table, 1)
        self.record = QLabel(self)
        column.addWidget(self.record)
        buttons = QHBoxLayout()
        self.waiting = QLabel(self)
        self.waiting.setWordWrap(True)
        self.waiting.setStyleSheet("font-weight: 600;")
        buttons.addWidget(self.waiting, 1)
        self.review_button = QPushButton(self)
        self.review_button.hide()  # while the round may be reviewed
        buttons.addWidget(self.review_button)
        self.ratings_button = QPushButton(self)
        self.ratings_button.hide()  # a server room's
        self.leave_button = QPushButton(self)
        self.ready_button = QPushButton(self)
        self.ready_button.setCheckable(True)
        self.again_button = QPushButton(self)
        self.again_button.setDefault(True)
        for button in (self.ratings_button, self.leave_button, self.ready_button):
            buttons.addWidget(button)
        buttons.addWidget(self.again_button)
        column.addLayout(buttons)
        self.again_button.clicked.connect(self.play_again)
        self.leave_button.clicked.connect(self.leave)
        self.ready_button.toggled.connect(self.ready_toggled)
        self.ratings_button.clicked.connect(self.ratings_requested)
        self.review_button.clicked.connect(self.review)
        self.retranslate()

    def show_result(
        self, result: p.Result, seat: int, host: bool, record: float | None, new_record: bool
    ) -> None:
        """The round's ``result`` for the player at ``seat``; ``record``: their best time on
        their level on this machine (``new_record`` when this round set it)."""
        self._result, self._seat, self._host = result, seat, host
        self._record, self._new_record = record, new_record
        self._show_my_ready()
        self.retranslate()

    def show_room(self, lobby: p.Lobby, seat: int, server_room: bool) -> None:
        """Who is ready for the next round (the lobby as it is now: the host may have changed);
        ``server_room``: the ratings are offered."""
        self._lobby, self._seat, self._host = lobby, seat, lobby.host == seat
        self.ratings_button.setVisible(server_room)
        self._show_my_ready()
        self._show_ready()

    def _show_my_ready(self) -> None:
        """The Ready button as the room has it (:func:`_ready`)."""
        lobby, checked = self._lobby, False
        if lobby is not None:
            me = next((m for m in lobby.members if m.seat == self._seat), None)
            checked = me is not None and _ready(lobby, me)
        self.ready_button.blockSignals(True)
        self.ready_button.setChecked(checked)
        self.ready_button.blockSignals(False)

    def _show_ready(self) -> None:
        lobby, host = self._lobby, self._host
        self.again_button.setVisible(host)
        self.ready_button.setVisible(not host)
        if lobby is None:
            self.waiting.setText("" if host else self.tr("The host starts the next round."))
            return
        shown = self._result.round if self._result is not None else -1
        between = lobby.phase in ("lobby", "result") or shown >= lobby.round  # (result first)
        self.ready_button.setEnabled(between)
        if not between:
            self.waiting.setText(
                self.tr(
                    "A round is being played without you: say Ready after it "
                    "to play the next one."
                )
            )
            return
        others = [m for m in lobby.members if not m.cpu and m.connected and m.seat != lobby.host]
        ready = [m.name for m in others if _ready(lobby, m)]
        awaited = [m.name for m in others if not _ready(lobby, m)]
        self.again_button.setEnabled(bool(ready) or not others)
        parts = [fill(self.tr("Ready: %1."), ", ".join(ready))] if ready else []
        if awaited:
            parts.append(fill(self.tr("Waiting for: %1."), ", ".join(awaited)))
        if host and awaited and ready:
            parts.append(
                self.tr("Play Again starts with those ready; the others sit the round out.")
            )
        elif host and awaited:
            parts.append(self.tr("Play Again is possible once someone is ready."))
        elif not host:
            parts.append(self.tr("The host starts the next round with those ready."))
        self.waiting.setText(" ".join(parts))

    def _note(self, row: p.ResultRow) -> str:
        if row.flag == "fast_finish":
            return self.tr("⚑ faster than a person can play: not rated")
        if row.flag == "fast_moves":
            return self.tr("⚑ moves faster than a person can play: not rated")
        if row.timed_out:
            return self.tr("no move in time")
        if row.gave_up:
            return self.tr("gave up")
        if row.left:
            return self.tr("left (the CPU played)")
        if row.time is None:
            return ""
        return self.tr("within the target") if row.within_target else self.tr("after the target")

    def _fill(self) -> None:
        result = self._result
        rows = [] if result is None else result.lines
        self.table.setRowCount(len(rows))
        bold = QFont()
        bold.setBold(True)
        for r, row in enumerate(rows):
            name = row.name + ("  " + self.tr("(you)") if row.seat == self._seat else "")
            if row.cpu:
                name += "  " + self.tr("(CPU)")
            change = f"{row.rating_change:+.0f}"
            cells = [
                ordinal(row.rank, self.lang),
                name,
                time_text(row.time),
                f"{int(row.progress)}\u00a0%",
                level_name(row.level, self.lang),
                f"{row.points} ({row.total_points})",
                f"{row.rating:.0f} ({change})",
            ]
            note = self._note(row)
            if note:
                cells[2] = f"{cells[2]}  {note}" if row.time is not None else note
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if row.seat == self._seat:
                    item.setFont(bold)
                self.table.setItem(r, c, item)

    def retranslate(self) -> None:
        self.title.setText(self.tr("Result"))
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Rank"),
                self.tr("Player"),
                self.tr("Time"),
                self.tr("Progress"),
                self.tr("Level"),
                self.tr("Points (total)"),
                self.tr("Elo"),
            ]
        )
        self._fill()
        result = self._result
        mine = (
            None
            if result is None
            else next((x for x in result.lines if x.seat == self._seat), None)
        )
        if mine is None or result is None:
            self.summary.setText("")
        else:
            text = self.tr("You finished %1 of %2.")
            summary = fill(text, ordinal(mine.rank, self.lang), len(result.lines))
            if not result.rated:
                summary += " " + self.tr("This round was not rated.")
            self.summary.setText(summary)
        if self._new_record and self._record is not None:
            self.record.setText(
                self.tr("New personal record on this level: %1").replace(
                    "%1", time_text(self._record)
                )
            )
        elif self._record is not None:
            self.record.setText(
                self.tr("Personal record on this level: %1").replace("%1", time_text(self._record))
            )
        else:
            self.record.setText("")
        self.again_button.setText(self.tr("&Play Again"))
        self.leave_button.setText(self.tr("&Leave"))
        self.ready_button.setText(self.tr("Rea&dy"))
        self.ratings_button.setText(self.tr("R&atings…"))
        self.review_button.setText(self.tr("Re&view My Game"))
        self.review_button.setToolTip(
            self.tr("Where your round could last be won, and the move that lost it")
        )
        self._show_ready()

    def set_reviewable(self, on: bool) -> None:
        self.review_button.setVisible(on)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def _ready(lobby: p.Lobby, member: p.MemberInfo) -> bool:
    """Whether ``member`` is ready for the next round, as ``lobby`` tells it. A lobby of a round
    being played is older than the result shown: the room makes every player unready when a
    round ends (``core.racing.room``), and the lobby that says so comes after the result."""
    return member.ready and lobby.phase in ("lobby", "result")
