"""The questions the game window asks before it throws a game away or quits.

``answer`` set to True or False answers them without asking (tests, scripted runs)."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox, QWidget

__all__ = ["Confirmations"]

_YES, _NO = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No


class Confirmations(QObject):
    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self._parent = parent
        self.answer: bool | None = None  # None: ask the player

    def discard(self) -> bool:
        """Throw away the game under way (it counts as lost)? True: go on."""
        return self._ask(
            self.tr("Abandon this game?"),
            self.tr("The game in progress will be counted as lost. Go on?"),
            _NO,
        )

    def quit(self) -> bool:
        return self._ask(
            self.tr("Quit Mahjong Qt?"),
            self.tr("Your game is saved and will go on at the next start. Quit now?"),
            _YES,
        )

    def _ask(self, title: str, text: str, default: QMessageBox.StandardButton) -> bool:
        if self.answer is not None:
            return self.answer
        return QMessageBox.question(self._parent, title, text, _YES | _NO, default) == _YES
