"""What the window shows, computed from the core's state: the board snapshot and the status.

Pure conversions (core values in, view values out), so the window stays a thin view and the
scene never reads game state back from its items.
"""

from __future__ import annotations

from mahjong_qt.app.messages import tile_name
from mahjong_qt.core.board import Board
from mahjong_qt.core.game import Game
from mahjong_qt.core.modes.definitions import mode

from .board_scene import BoardSnapshot
from .status_panel import StatusView

__all__ = ["snapshot_of", "board_snapshot", "status_of", "free_flags", "BoardTracker"]


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


class BoardTracker:
    """What the board shows, kept up to date from the tiles a move changed: their freedom and
    their neighbours' (the tiles below, beside and above), their names, and the marks that moved
    (selection, hint, focus), so the scene updates only those items."""

    def __init__(self) -> None:
        self._free: list[bool] = []
        self._names: list[str] = []
        self._marked: set[int] = set()

    def snapshot(
        self,
        game: Game,
        changed: frozenset[int] | None,
        *,
        hinted: tuple[int, int] | None,
        focused: int | None,
        shade_blocked: bool,
        paused: bool,
        lang: str,
    ) -> tuple[BoardSnapshot, list[int] | None]:
        """The snapshot and the tiles to update (None: all of them, ``changed`` None)."""
        board, geometry = game.board, game.layout.geometry
        tiles: list[int] | None = None
        if changed is None or len(self._free) != len(board.faces):
            self._free = list(free_flags(game))
            self._names = [tile_name(face, lang) for face in board.faces]
        else:
            around = set(changed)
            for t in changed:
                around.update(geometry.above[t], geometry.below[t])
                around.update(geometry.left[t], geometry.right[t])
            present = board.present
            for i in around:
                self._free[i] = present[i] and geometry.is_free(i, present)
            for i in changed:
                self._names[i] = tile_name(board.face(i), lang)
            marked = {game.selected, focused, *(hinted or ())} - {None}
            tiles = sorted(around | marked | self._marked)
        self._marked = {game.selected, focused, *(hinted or ())} - {None}
        snap = BoardSnapshot(
            faces=tuple(board.faces),
            present=tuple(board.present),
            free=tuple(self._free),
            selected=game.selected,
            hinted=frozenset(hinted or ()),
            focused=focused,
            shade_blocked=shade_blocked,
            faces_hidden=paused,
            names=tuple(self._names),
        )
        return snap, tiles


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
