"""What the session tells the player quietly (the core's :class:`~mahjong_qt.core.play.Notice`),
in the player's language: the status line's texts of hints, shuffles, proofs and saving (the
plural ones, of moves taken back, are the session's own ``tr``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mahjong_qt.core.play import Notice
from mahjong_qt.ui.i18n import QT_TRANSLATE_NOOP

__all__ = ["notice_text", "not_saved_text"]

_CTX = "GameSession"  # the texts' context in the catalogs (they were the session's own)

_TEXTS: dict[Notice, str] = {
    Notice.NO_HINTS_LEFT: QT_TRANSLATE_NOOP("GameSession", "No hints left in this game."),
    Notice.LOOKING: QT_TRANSLATE_NOOP("GameSession", "Looking for a safe pair…"),
    Notice.LOST_HINTED: QT_TRANSLATE_NOOP(
        "GameSession",
        "This position can no longer be won: go back to a winnable position (Move menu),"
        " or shuffle.",
    ),
    Notice.NO_FREE_PAIR: QT_TRANSLATE_NOOP(
        "GameSession", "There is no free pair: undo, or shuffle."
    ),
    Notice.NOT_PROVEN: QT_TRANSLATE_NOOP(
        "GameSession", "This pair is legal, but not proven to keep the game winnable."
    ),
    Notice.PROVEN: QT_TRANSLATE_NOOP(
        "GameSession", "This pair keeps the game winnable: the solver proved it."
    ),
    Notice.LOST_FOUND: QT_TRANSLATE_NOOP(
        "GameSession",
        "This position can no longer be won, although pairs remain: go back to a winnable"
        " position (Move menu), or shuffle.",
    ),
    Notice.CLEARED_AGAIN: QT_TRANSLATE_NOOP(
        "GameSession", "The board is cleared again: this game was already counted."
    ),
    Notice.NO_SHUFFLES_LEFT: QT_TRANSLATE_NOOP("GameSession", "No shuffles left in this game."),
    Notice.SHUFFLED: QT_TRANSLATE_NOOP("GameSession", "Tiles shuffled."),
    Notice.NO_ARRANGEMENT: QT_TRANSLATE_NOOP(
        "GameSession",
        "No arrangement of the remaining tiles can be won: undo, or start a new game.",
    ),
    Notice.NONE_IN_TIME: QT_TRANSLATE_NOOP(
        "GameSession", "No winnable arrangement was found in time."
    ),
}


def notice_text(notice: Notice) -> str:
    """``notice`` in the player's language."""
    return QCoreApplication.translate(_CTX, _TEXTS[notice])


def not_saved_text(error: OSError) -> str:
    """The game could not be written."""
    text = QCoreApplication.translate("GameSession", "The game could not be saved: %1")
    return text.replace("%1", str(error))
