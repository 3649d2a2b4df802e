"""The challenge's countdown reached zero: the game is over (counted as lost)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from .end_dialog import EndDialog

__all__ = ["TimeUpDialog"]


class TimeUpDialog(EndDialog):
    """After closing, ``wants`` is "replay" (the same deal), "new" (another challenge),
    "review" (where the game was lost; offered when ``review``) or None."""

    def __init__(self, tiles_left: int, parent: QWidget | None = None, review: bool = False):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Time's up!"))
        title = QLabel(self.tr("Time's up!"), self)
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        title.setStyleSheet("font-size: 18pt; font-weight: 700; color: #c0472d;")
        text = QLabel(
            self.tr("The 8 minutes are over with %n tile(s) left on the board.", "", tiles_left),
            self,
        )
        text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        box = QDialogButtonBox(self)
        new = box.addButton(self.tr("New Challenge"), QDialogButtonBox.ButtonRole.AcceptRole)
        replay = box.addButton(self.tr("Try Again"), QDialogButtonBox.ButtonRole.ActionRole)
        self.review = box.addButton(self.tr("Review"), QDialogButtonBox.ButtonRole.ActionRole)
        self.review.setVisible(review)
        self.review.clicked.connect(lambda: self.choose("review"))
        close = box.addButton(QDialogButtonBox.StandardButton.Close)
        new.clicked.connect(lambda: self.choose("new"))
        replay.clicked.connect(lambda: self.choose("replay"))
        close.clicked.connect(lambda: self.choose(None))
        new.setDefault(True)
        column = QVBoxLayout(self)
        column.setContentsMargins(24, 18, 24, 14)
        column.addWidget(title)
        column.addWidget(text)
        column.addWidget(box)
