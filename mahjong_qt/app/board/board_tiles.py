"""The tiles as the board view and a screen reader need them, made from the game.

:func:`board_tiles` gives each position its spoken name ("Bamboo 5, level 1, covered by Red
dragon on level 2") and its full description, and says which tiles are there and free. The
names of one board state are kept, so a focus move (which shows the board again) costs nothing,
and after a move only the tiles it changed (and their neighbours) are named again.
"""

from __future__ import annotations

from collections.abc import Iterable

from mahjong_qt.app.screen_reader.speech import selected_sentence, tile_sentences
from mahjong_qt.core.game import Game
from mahjong_qt.core.tile_speech import grid_origin
from mahjong_qt.core.tiles import match_key

from .board_focus import BoardTiles

__all__ = ["board_tiles"]

_last: tuple[tuple, BoardTiles, tuple[str, ...]] | None = None  # key, tiles, names unselected


def board_tiles(
    game: Game,
    free: tuple[bool, ...],
    hidden: bool,
    lang: str,
    hint: tuple[int, int] | None = None,
    changed: Iterable[int] | None = None,
) -> BoardTiles:
    """What the view shows of ``game`` (``free`` per position; ``hidden``: faces hidden;
    ``hint``: the pair a hint shows). ``changed``: the only tiles whose sentences may have
    changed since the last call on this board (those a move changed, their neighbours, the
    marks that moved); None: every tile is named again."""
    global _last
    board = game.board
    key = (board, board.present, board.faces, game.selected, hidden, lang, hint)  # holds the board
    if _last is not None and _last[0] == key:
        return _last[1]
    count = len(board.present)
    if hidden:
        tiles = BoardTiles(board.present, free, ("",) * count, ("",) * count, None, True)
        _last = (key, tiles, ())
        return tiles
    origin = grid_origin(board.geometry.positions)

    def sentences(i: int) -> tuple[str, str]:
        return tile_sentences(board, i, lang, origin)

    last = _last
    if changed is not None and last is not None and _same_names(last[0], board, lang, count):
        names, details = list(last[2]), list(last[1].details)
        for i in changed:
            names[i], details[i] = sentences(i)
    else:
        named = [sentences(i) for i in range(count)]
        names, details = [n for n, _ in named], [d for _, d in named]
    plain = tuple(names)
    if game.selected is not None:
        names[game.selected] = selected_sentence(names[game.selected])
    matches = tuple(match_key(face) for face in board.faces)
    tiles = BoardTiles(
        board.present, free, tuple(names), tuple(details), game.selected, False, matches, hint
    )
    _last = (key, tiles, plain)
    return tiles


def _same_names(key: tuple, board: object, lang: str, count: int) -> bool:
    """The last tiles named were this board's, shown, in ``lang``."""
    was_board, was_present, _faces, _selected, was_hidden, was_lang, _hint = key
    return was_board is board and not was_hidden and was_lang == lang and len(was_present) == count
