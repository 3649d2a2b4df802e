"""The base of every end-of-game dialog (board cleared, no more moves, time up, race result).

A dialog shows the end and closes with the player's answer in ``wants``: the name of an action
the window's :class:`~mahjong_qt.app.window.end_of_game.EndOfGame` runs ("new", "replay", "next",
"again", "undo", "rewind", "shuffle"), or None to look at the board. A new end dialog only has
to subclass this and call :meth:`choose` from its buttons.
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QWidget

__all__ = ["EndDialog"]


class EndDialog(QDialog):
    """A dialog closed by choosing what comes next (``wants``)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.wants: str | None = None

    def choose(self, wants: str | None) -> None:
        """Close with ``wants`` as the answer."""
        self.wants = wants
        self.accept()
