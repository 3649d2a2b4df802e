"""No free pair is left: offer undo, shuffle or a new game (never removes tiles by itself)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

__all__ = ["DeadEndDialog"]


class DeadEndDialog(QDialog):
    """After closing, ``wants`` is "undo", "shuffle", "new" or None (look at the board)."""

    def __init__(self, can_undo: bool, can_shuffle: bool, parent: QWidget | None = None):
        super().__init__(parent)
        self.wants: str | None = None
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
        undo = buttons.addButton(self.tr("Undo"), QDialogButtonBox.ButtonRole.ActionRole)
        shuffle = buttons.addButton(self.tr("Shuffle"), QDialogButtonBox.ButtonRole.ActionRole)
        new = buttons.addButton(self.tr("New Game"), QDialogButtonBox.ButtonRole.ActionRole)
        close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        undo.setEnabled(can_undo)
        shuffle.setEnabled(can_shuffle)
        if not can_shuffle:
            shuffle.setToolTip(self.tr("No shuffles left in this game."))
        for button, wants in ((undo, "undo"), (shuffle, "shuffle"), (new, "new"), (close, None)):
            button.clicked.connect(lambda _=False, w=wants: self._done(w))
        (shuffle if can_shuffle else undo if can_undo else new).setDefault(True)
        column = QVBoxLayout(self)
        column.addWidget(title)
        column.addWidget(text)
        column.addWidget(buttons)

    def _done(self, wants: str | None) -> None:
        self.wants = wants
        self.accept()
