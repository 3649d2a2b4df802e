"""What the window shows, computed from the core's state: the board snapshot and the status.

Pure conversions (core values in, view values out), so the window stays a thin view and the
scene never reads game state back from its items.
"""

from __future__ import annotations

from ..core.board import Board
from ..core.game import Game
from ..core.modes.definitions import mode
from .board_scene import BoardSnapshot
from .messages import tile_name
from .status_panel import StatusView

__all__ = ["snapshot_of", "board_snapshot", "status_of", "free_flags"]


def free_flags(game: Game) -> tuple[bool, ...]:
    """For each position: the tile is there and free."""
    return _free(game.board)


def _free(board: Board) -> tuple[bool, ...]:
    geometry = board.geometry
    present = tuple(board.present)
    return tuple(p and geometry.is_free(i, present) for i, p in enumerate(present))


def snapshot_of(
    game: Game,
    free: tuple[bool, ...],
    *,
    hinted: tuple[int, int] | None,
    focused: int | None,
    shade_blocked: bool,
    paused: bool,
    lang: str,
) -> BoardSnapshot:
    return BoardSnapshot(
        faces=tuple(game.board.faces),
        present=tuple(game.board.present),
        free=free,
        selected=game.selected,
        hinted=frozenset(hinted or ()),
        focused=focused,
        shade_blocked=shade_blocked,
        faces_hidden=paused,
        names=tuple(tile_name(face, lang) for face in game.board.faces),
    )


def board_snapshot(board: Board, lang: str) -> BoardSnapshot:
    """A board on its own, nothing marked (the demo's copy of the game)."""
    return BoardSnapshot(
        faces=tuple(board.faces),
        present=tuple(board.present),
        free=_free(board),
        names=tuple(tile_name(face, lang) for face in board.faces),
    )


def status_of(game: Game) -> StatusView:
    s = game.status()
    try:
        shows_clock, shows_score = mode(game.mode).shows_clock, mode(game.mode).shows_score
    except ValueError:
        shows_clock = shows_score = True
    return StatusView(
        number=game.number,
        elapsed=s.elapsed,
        tiles_left=s.tiles_left,
        free_pairs=s.free_pairs,
        score=s.score,
        combo=s.combo,
        hints_used=s.hints_used,
        hints_left=s.hints_left,
        shuffles_used=s.shuffles_used,
        shuffles_left=s.shuffles_left,
        remaining=s.remaining,
        shows_clock=shows_clock,
        shows_score=shows_score,
    )
