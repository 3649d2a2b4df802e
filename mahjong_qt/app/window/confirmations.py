"""The questions the game asks before it throws a game away.

Quit does not ask: the game in progress is saved and goes on at the next start (it asks only
when nothing is saved, a run that writes no file). Giving up a race asks first, No by default.
``answer`` set to True or False answers them without asking (tests, scripted runs).

``QMessageBox`` is imported when a question is asked: naming it makes PySide build its class
and its enums (and QDialog's), which the first board does not need."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

__all__ = ["Confirmations"]


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
        )

    def give_up(self, then: Callable[[], object] | None = None) -> bool:
        """Give up the race under way (ranked last)? True: go on (``then()`` is called)."""
        yes = self._ask(
            self.tr("Give up this game?"),
            self.tr("You will be ranked last in this race. Give up?"),
        )
        if yes and then is not None:
            then()
        return yes

    def quit(self, saved: bool) -> bool:
        """Quit with a game under way: never asked when it is ``saved`` (it goes on at the next
        start)."""
        return saved or self._ask(
            self.tr("Quit Mahjong Qt?"),
            self.tr("This game is not saved: it will be lost. Quit now?"),
        )

    def _ask(self, title: str, text: str) -> bool:
        """Yes or No, No by default."""
        if self.answer is not None:
            return self.answer
        from PySide6.QtWidgets import QMessageBox

        yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
        return QMessageBox.question(self._parent, title, text, yes | no, no) == yes
