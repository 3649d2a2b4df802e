"""The words a screen reader speaks for a tile, in the player's language.

The sentences are built by the Qt-free :mod:`mahjong_qt.core.tile_speech`; this module gives it
the translated templates (context ``Speech``) and the tile names of :mod:`.messages`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mahjong_qt.app.messages import tile_name
from mahjong_qt.core.board import Board
from mahjong_qt.core.text_fill import fill
from mahjong_qt.core.tile_speech import describe_tile, tile_facts
from mahjong_qt.ui.i18n import QT_TRANSLATE_NOOP

__all__ = ["phrase", "tile_sentence", "tile_sentences", "selected_sentence"]

_PHRASES = {
    "at": QT_TRANSLATE_NOOP("Speech", "%1, column %2, row %3"),
    "free": QT_TRANSLATE_NOOP("Speech", "%1, level %2, free"),
    "covered": QT_TRANSLATE_NOOP("Speech", "%1, level %2, covered by %3"),
    "sides": QT_TRANSLATE_NOOP("Speech", "%1, level %2, blocked left and right"),
    "sides_by": QT_TRANSLATE_NOOP("Speech", "%1, level %2, blocked left by %3 and right by %4"),
    "gone": QT_TRANSLATE_NOOP("Speech", "%1, removed"),
    "on_level": QT_TRANSLATE_NOOP("Speech", "%1 on level %2"),
    "list_two": QT_TRANSLATE_NOOP("Speech", "%1 and %2"),
    "list_more": QT_TRANSLATE_NOOP("Speech", "%1, %2"),
}


def phrase(code: str) -> str:
    """The translated template for a :data:`~mahjong_qt.core.tile_speech.PHRASES` code."""
    return QCoreApplication.translate("Speech", _PHRASES[code])


def tile_sentence(
    board: Board,
    tile: int,
    lang: str,
    *,
    full: bool = False,
    origin: tuple[int, int] | None = None,
) -> str:
    """What a screen reader says for ``tile``: "Bamboo 5, column 3, row 1, level 1, covered by
    Red dragon…" (``origin``: the board's :func:`~mahjong_qt.core.tile_speech.grid_origin`,
    given by a caller that names every tile)."""
    facts = tile_facts(board, tile, origin)
    return describe_tile(facts, lambda kind: tile_name(kind, lang), phrase, full=full)


def tile_sentences(
    board: Board, tile: int, lang: str, origin: tuple[int, int] | None = None
) -> tuple[str, str]:
    """``tile``'s sentence and its full one (:func:`tile_sentence`), its facts gathered once:
    the board names every tile so when it is shown."""
    facts = tile_facts(board, tile, origin)
    name = lambda kind: tile_name(kind, lang)  # noqa: E731
    return describe_tile(facts, name, phrase), describe_tile(facts, name, phrase, full=True)


def selected_sentence(sentence: str) -> str:
    """A tile's sentence when it is the selected one: "Bamboo 5, level 1, free, selected"."""
    return fill(QCoreApplication.translate("Speech", "%1, selected"), sentence)
