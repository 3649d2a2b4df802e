"""The tiles as the board view and a screen reader need them, made from the game.

:func:`board_tiles` gives each position its spoken name ("Bamboo 5, level 1, covered by Red
dragon on level 2") and its full description, and says which tiles are there and free. The
names of one board state are kept, so a focus move (which shows the board again) costs nothing.
"""

from __future__ import annotations

from ..core.game import Game
from .board_focus import BoardTiles
from .speech import selected_sentence, tile_sentence

__all__ = ["board_tiles"]

_last: tuple[tuple, BoardTiles] | None = None


def board_tiles(game: Game, free: tuple[bool, ...], hidden: bool, lang: str) -> BoardTiles:
    """What the view shows of ``game`` (``free`` per position; ``hidden``: faces hidden)."""
    global _last
    board = game.board
    key = (board, board.present, board.faces, game.selected, hidden, lang)  # holds the board
    if _last is not None and _last[0] == key:
        return _last[1]
    count = len(board.present)
    if hidden:
        tiles = BoardTiles(board.present, free, ("",) * count, ("",) * count, None, True)
    else:
        names = [tile_sentence(board, i, lang) for i in range(count)]
        if game.selected is not None:
            names[game.selected] = selected_sentence(names[game.selected])
        details = tuple(tile_sentence(board, i, lang, full=True) for i in range(count))
        tiles = BoardTiles(board.present, free, tuple(names), details, game.selected)
    _last = (key, tiles)
    return tiles
