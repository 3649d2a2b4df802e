"""The bounds of the saved game's file, shared by :mod:`.savegame` (which reads and writes it)
and :mod:`.saved_game_model` (its values)."""

from __future__ import annotations

from typing import Final

from .layout_limits import MAX_TILES

__all__ = ["SCHEMA_VERSION", "MAX_SHUFFLES", "MAX_PAIRS", "MAX_MOVES", "MAX_SAVE_BYTES"]

SCHEMA_VERSION: Final = 1
# What real files need: a 576-tile game (the largest layout) is about 8 kB, and each shuffle adds
# its faces and its solution (about 4 kB at 576 tiles, 1 kB at 144). The shape is checked before
# any move is looked at, so that a large hostile file is refused at once.
MAX_SHUFFLES = 500  # shuffles in one game (history and undone moves together): Zen has no limit
MAX_PAIRS = MAX_TILES // 2
MAX_MOVES = MAX_PAIRS + MAX_SHUFFLES
MAX_SAVE_BYTES = 2_500_000
