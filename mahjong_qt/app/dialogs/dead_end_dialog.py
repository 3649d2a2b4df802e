"""No free pair is left: offer undo, shuffle, a review or a new game (never removes tiles by
itself)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from .end_dialog import EndDialog

__all__ = ["DeadEndDialog"]


class DeadEndDialog(EndDialog):
    """After closing, ``wants`` is "rewind" (back to the last winnable position, ``rewind``
    moves back; offered when known), "undo", "shuffle", "review" (where the game was lost;
    offered when ``review``), "new" or None (look at the board)."""

    def __init__(
        self,
        can_undo: bool,
        can_shuffle: bool,
        parent: QWidget | None = None,
        rewind: int = 0,
        review: bool = False,
    ):
        super().__init__(parent)
        self.setWindowTitle(self.tr("No more moves"))
        title = QLabel(self.tr("No more moves"), self)
        title.setStyleSheet("font-size: 16pt; font-weight: 600;")
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        text = QLabel(
            self.tr(
                "No two free tiles match. You can take back moves, shuffle the remaining "
                "tiles, or start a new game."
            ),
            self,
        )
        text.setWordWrap(True)
        buttons = QDialogButtonBox(self)
        back = buttons.addButton(
            self.tr("Back %n Move(s) to a Winnable Position", "", rewind),
            QDialogButtonBox.ButtonRole.ActionRole,
        )
        back.setVisible(rewind > 0)
        back.setToolTip(self.tr("The last position the solver proved can still be won"))
        undo = buttons.addButton(self.tr("Undo"), QDialogButtonBox.ButtonRole.ActionRole)
        shuffle = buttons.addButton(self.tr("Shuffle"), QDialogButtonBox.ButtonRole.ActionRole)
        self.review = buttons.addButton(self.tr("Review"), QDialogButtonBox.ButtonRole.ActionRole)
        self.review.setToolTip(
            self.tr("Where the game could last be won, and the move that lost it")
        )
        self.review.setVisible(review)
        new = buttons.addButton(self.tr("New Game"), QDialogButtonBox.ButtonRole.ActionRole)
        close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        undo.setEnabled(can_undo)
        shuffle.setEnabled(can_shuffle)
        if not can_shuffle:
            shuffle.setToolTip(self.tr("No shuffles left in this game."))
        self.back = back
        choices = (
            (back, "rewind"),
            (undo, "undo"),
            (shuffle, "shuffle"),
            (self.review, "review"),
            (new, "new"),
        )
        for button, wants in (*choices, (close, None)):
            button.clicked.connect(lambda _=False, w=wants: self.choose(w))
        default = back if rewind > 0 else shuffle if can_shuffle else undo if can_undo else new
        default.setDefault(True)
        column = QVBoxLayout(self)
        column.addWidget(title)
        column.addWidget(text)
        column.addWidget(buttons)
