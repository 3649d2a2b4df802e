"""Translated texts for what the core reports by code (refusals, bad files) and tile names.

The core speaks English plus a stable ``code``; these functions give the player's language.
``QT_TRANSLATE_NOOP`` marks the tables so ``lupdate`` finds them; they are translated when shown.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from mahjong_qt.core.board import Blocked, Board
from mahjong_qt.core.text_fill import fill
from mahjong_qt.core.tiles import KINDS
from mahjong_qt.core.user_files import Notice
from mahjong_qt.ui.error_texts import file_problem_text
from mahjong_qt.ui.i18n import QT_TRANSLATE_NOOP

__all__ = [
    "file_error_text",
    "load_notice_text",
    "blocked_text",
    "refusal_text",
    "tile_name",
    "difficulty_name",
    "DIFFICULTIES",
]

_CTX = "Messages"


def _tr(source: str) -> str:
    """Translate a text marked with ``QT_TRANSLATE_NOOP("Messages", ...)``."""
    return QCoreApplication.translate(_CTX, source)


# Problems of saved games and settings; those of any file (unreadable, not JSON...) are shared
# with the layouts in mahjong_qt.ui.error_texts.
_FILE_ERRORS = {
    "not_object": QT_TRANSLATE_NOOP("Messages", "the file does not hold what was expected"),
    "foreign": QT_TRANSLATE_NOOP("Messages", "the file belongs to another program"),
    "too_new": QT_TRANSLATE_NOOP("Messages", "the file was written by a newer version"),
    "layout_changed": QT_TRANSLATE_NOOP("Messages", "its layout has changed since"),
    "layout_missing": QT_TRANSLATE_NOOP("Messages", "its layout can no longer be found"),
    "unreplayable": QT_TRANSLATE_NOOP("Messages", "its moves do not replay"),
    "migration_failed": QT_TRANSLATE_NOOP("Messages", "the file could not be upgraded"),
    "unusable": QT_TRANSLATE_NOOP("Messages", "the file could not be used"),
}


def file_error_text(code: str, fallback: str = "") -> str:
    """A translated reason for a user-file error ``code`` (the English fallback otherwise)."""
    source = _FILE_ERRORS.get(code)
    if source:
        return _tr(source)
    return file_problem_text(code) or fallback or code


def load_notice_text(
    notice: Notice | None, partly_kept: Callable[[int], str], damaged: Callable[[], str]
) -> str | None:
    """What the player is told of a user file's load ``notice`` (``None``: nothing to tell):
    ``partly_kept(left_out)``, a translated "%n … were left out … kept as %1", filled with the
    name the original file was set aside as; or ``damaged()``, the whole file set aside."""
    if notice is None:
        return None
    if notice.code != "partly_kept":
        return damaged()
    kept_as = notice.kept_as
    return fill(partly_kept(notice.left_out), kept_as.name if kept_as is not None else "?")


def blocked_text(blocked: Blocked, name: Callable[[int], str]) -> str:
    """Why a tile cannot be taken, for the status line, naming the tiles in the way ("covered
    by Dragon red"); ``name`` gives a tile's name from its position index."""
    if blocked.is_covered:
        names = _names(blocked.covered_by, name)
        count = len(blocked.covered_by)
        if count == 1:
            return QCoreApplication.translate("Messages", "This tile is covered by %1.").replace(
                "%1", names
            )
        text = QCoreApplication.translate("Messages", "This tile is covered by %1 tiles: %2.")
        return text.replace("%1", str(count)).replace("%2", names)
    text = QCoreApplication.translate(
        "Messages", "This tile is blocked on its left by %1 and on its right by %2."
    )
    return text.replace("%1", _names(blocked.left, name)).replace("%2", _names(blocked.right, name))


def refusal_text(board: Board, blocked: Blocked, lang: str) -> str:
    """:func:`blocked_text` naming the tiles of ``board`` in ``lang``: what the status line says
    of a click on a blocked tile, offline and online alike."""
    return blocked_text(blocked, lambda i: tile_name(board.face(i), lang))


def _names(tiles: tuple[int, ...], name: Callable[[int], str]) -> str:
    return ", ".join(name(t) for t in tiles)


def tile_name(kind: int, lang: str) -> str:
    """The tile's name in ``lang`` ("fr" or "en"), from the core's bilingual table."""
    return KINDS[kind].name("fr" if lang == "fr" else "en")


DIFFICULTIES = ("easy", "normal", "hard")
_DIFFICULTY_NAMES = {
    "easy": QT_TRANSLATE_NOOP("Messages", "Easy"),
    "normal": QT_TRANSLATE_NOOP("Messages", "Normal"),
    "hard": QT_TRANSLATE_NOOP("Messages", "Hard"),
}


def difficulty_name(difficulty: str) -> str:
    source = _DIFFICULTY_NAMES.get(str(difficulty))
    return _tr(source) if source else str(difficulty)
