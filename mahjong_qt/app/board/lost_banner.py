"""The banner over the board when the position can no longer be won (issue 18, item 4).

One status-bar line is too easy to miss: a player went on thirty moves into a lost game. The
banner runs across the top of the board, says so plainly, and offers the two ways out: back to the
last winnable position (as many moves as it takes) and a single undo. It closes by itself once the
position can be won again, and its × hides it for this position.

How soon it comes is the player's choice (``Settings.lost_warning``): ``"at_once"`` as soon as the
solver proves the position lost, ``"when_stuck"`` only once no free pair is left, ``"never"`` for
players who want to find out themselves (see :func:`banner_due`).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QToolButton,
    QWidget,
)

from mahjong_qt.ui.sheet_when_shown import sheet_when_shown

__all__ = ["LOST_WARNINGS", "banner_due", "LostBanner"]

LOST_WARNINGS = ("at_once", "when_stuck", "never")


def banner_due(when: str, lost: bool, stuck: bool) -> bool:
    """Whether the banner shows, for the setting ``when``, a position proven ``lost`` and one
    that is ``stuck`` (tiles left, no free pair)."""
    if when == "never":
        return False
    if when == "when_stuck":
        return stuck
    return lost or stuck


_SHEET = (
    "#lostBanner { background: rgba(120, 28, 20, 232); border-bottom: 2px solid #f0b040; }"
    "#lostBanner QLabel { color: white; font-size: 11pt; font-weight: 600; }"
    "#lostBanner QPushButton { padding: 4px 12px; }"
    "#lostBanner QToolButton { color: white; border: none; font-size: 12pt; }"
)


class LostBanner(QFrame):
    """A strip right above the board (it takes its place in the board's column, so that it
    hides no tile). ``rewind``, ``undo`` and ``review`` carry the player's choice; ``dismissed``
    the ×."""

    rewind = Signal()
    undo = Signal()
    review = Signal()
    dismissed = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("lostBanner")  # (its style sheet when it is shown: _SHEET)
        row = QHBoxLayout(self)
        row.setContentsMargins(14, 6, 8, 6)
        row.setSpacing(10)
        self.text = QLabel(self)
        self.text.setWordWrap(True)
        self.rewind_button = QPushButton(self)
        self.undo_button = QPushButton(self)
        self.review_button = QPushButton(self)
        self.review_button.hide()  # offered once a review may be opened (offer_review)
        self.close_button = QToolButton(self)
        self.close_button.setText("×")
        self.close_button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        row.addWidget(self.text, 1)
        row.addWidget(self.rewind_button)
        row.addWidget(self.undo_button)
        row.addWidget(self.review_button)
        row.addWidget(self.close_button)
        self.rewind_button.clicked.connect(self.rewind)
        self.undo_button.clicked.connect(self.undo)
        self.review_button.clicked.connect(self.review)
        self.close_button.clicked.connect(self._dismiss)
        self._moves_back = 0
        self.retranslate()
        self.hide()

    def show_lost(self, moves_back: int, can_undo: bool) -> None:
        """Show the banner: ``moves_back`` moves lead back to a winnable position."""
        self._moves_back = moves_back
        self.rewind_button.setEnabled(moves_back > 0)
        self.undo_button.setEnabled(can_undo)
        self.retranslate()
        self.show()

    def retranslate(self) -> None:
        self.text.setText(
            self.tr("This position can no longer be won: no order of moves clears the board.")
        )
        self.rewind_button.setText(
            self.tr("Back %n Move(s) to a Winnable Position", "", self._moves_back)
        )
        self.undo_button.setText(self.tr("Undo"))
        self.review_button.setText(self.tr("Review"))
        self.review_button.setToolTip(
            self.tr("Where the game could last be won, and the move that lost it")
        )
        self.close_button.setToolTip(self.tr("Hide this message"))
        self.close_button.setAccessibleName(self.tr("Hide this message"))
        self.setAccessibleName(self.tr("The game can no longer be won"))

    def offer_review(self, available: bool) -> None:
        """Show the Review button while the game may be reviewed."""
        self.review_button.setVisible(available)

    def _dismiss(self) -> None:
        self.hide()
        self.dismissed.emit()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        sheet_when_shown(self, _SHEET)
        super().showEvent(event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if event.key() == Qt.Key.Key_Escape:
            self._dismiss()
            return
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            # Outside a dialog a button takes only Space; Enter presses it here too.
            button = self.focusWidget()
            if isinstance(button, QAbstractButton) and button.isEnabled() and button.isVisible():
                button.click()
                return
        super().keyPressEvent(event)
