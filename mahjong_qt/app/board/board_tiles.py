"""The tiles as the board view and a screen reader need them, made from the game.

:func:`board_tiles` gives each position its spoken name ("Bamboo 5, level 1, covered by Red
dragon on level 2") and its full description, and says which tiles are there and free. The
names of one board state are kept, so a focus move (which shows the board again) costs nothing.
"""

from __future__ import annotations

from mahjong_qt.app.screen_reader.speech import selected_sentence, tile_sentence
from mahjong_qt.core.game import Game
from mahjong_qt.core.tile_speech import grid_origin
from mahjong_qt.core.tiles import match_key

from .board_focus import BoardTiles

__all__ = ["board_tiles"]

_last: tuple[tuple, BoardTiles] | None = None


def board_tiles(
    game: Game,
    free: tuple[bool, ...],
    hidden: bool,
    lang: str,
    hint: tuple[int, int] | None = None,
) -> BoardTiles:
    """What the view shows of ``game`` (``free`` per position; ``hidden``: faces hidden;
    ``hint``: the pair a hint shows)."""
    global _last
    board = game.board
    key = (board, board.present, board.faces, game.selected, hidden, lang, hint)  # holds the board
    if _last is not None and _last[0] == key:
        return _last[1]
    count = len(board.present)
    if hidden:
        tiles = BoardTiles(board.present, free, ("",) * count, ("",) * count, None, True)
    else:
        origin = grid_origin(board.geometry.positions)
        names = [tile_sentence(board, i, lang, origin=origin) for i in range(count)]
        if game.selected is not None:
            names[game.selected] = selected_sentence(names[game.selected])
        details = tuple(
            tile_sentence(board, i, lang, full=True, origin=origin) for i in range(count)
        )
        matches = tuple(match_key(face) for face in board.faces)
        tiles = BoardTiles(
            board.present, free, tuple(names), details, game.selected, False, matches, hint
        )
    _last = (key, tiles)
    return tiles
