"""The player's board in an online race: the shared board scene and view, fed by the player's
own core ``Board`` (a mirror of the server's). A click follows the selection rules of the core
(``core.selection``); a matching pair becomes ``pair_chosen(a, b)``, which the caller sends to
the server; the board changes only when the server says the move was made. Faces are hidden
until "go" (the curtain shows 3, 2, 1)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QVBoxLayout, QWidget

from ...core.board import Board
from ...core.selection import Deselected, PairRemoved, Refused, Reselected, Selected, click
from ...ui.tile_renderer import TileRenderer
from ..board_scene import BoardScene, BoardSnapshot
from ..board_view import BoardView
from ..messages import blocked_text, tile_name

__all__ = ["OnlineBoard"]


class OnlineBoard(QWidget):
    """Signals: ``pair_chosen(a, b)``; ``told(text)`` (why a tile is blocked)."""

    pair_chosen = Signal(int, int)
    told = Signal(str)

    def __init__(self, renderer: TileRenderer, parent: QWidget | None = None):
        super().__init__(parent)
        self.scene = BoardScene(renderer, self)
        self.view = BoardView(self.scene, self)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.view)
        self.board: Board | None = None
        self.hidden = True
        self.selected: int | None = None
        self.hinted: frozenset[int] = frozenset()
        self.locked = False  # a move is on its way to the server, or the race is over
        self._positions: tuple = ()
        self.lang = "en"
        self.scene.tileClicked.connect(self.tile_clicked)
        self.view.activated.connect(self.tile_clicked)
        self.view.focusMoved.connect(self._focus_moved)

    def set_layout(self, positions) -> None:
        """The layout of the coming round (shown face down while the countdown runs)."""
        positions = tuple(tuple(p) for p in positions)
        if positions != self._positions:
            self._positions = positions
            self.scene.set_layout(positions)
            self.view.set_content_rect(self.scene.content_rect())
        self.board, self.selected, self.hinted, self.hidden = None, None, frozenset(), True
        self.refresh()
        self.view.fit()

    def set_board(self, board: Board) -> None:
        """The faces arrived ("go", or a rejoin): the board is played from now on."""
        self.board, self.hidden, self.selected, self.hinted = board, False, None, frozenset()
        self.locked = False
        self.refresh()

    def show_countdown(self, text: tuple[str, str] | None) -> None:
        self.view.show_curtain(text)

    def refresh(self) -> None:
        count = len(self._positions)
        board = self.board
        if board is None:
            snap = BoardSnapshot(
                faces=(0,) * count,
                present=(True,) * count,
                free=(False,) * count,
                faces_hidden=True,
            )
        else:
            free = tuple(board.is_free(i) for i in range(count))
            snap = BoardSnapshot(
                faces=board.faces,
                present=board.present,
                free=free,
                selected=self.selected,
                hinted=self.hinted,
                focused=self.view.focused,
            )
            self.view.set_candidates([i for i in range(count) if free[i]])
        self.scene.show_snapshot(snap)

    def _focus_moved(self, tile: int | None) -> None:
        """Arrow keys move a focus over the free tiles: draw it and name the tile."""
        self.refresh()
        if tile is not None and self.board is not None:
            self.view.describe(tile_name(self.board.face(tile), self.lang))

    def tile_clicked(self, tile: int) -> None:
        board = self.board
        if board is None or self.hidden or self.locked:
            return
        outcome = click(board, self.selected, tile)
        if isinstance(outcome, Refused):
            self.scene.shake(tile)
            self.told.emit(blocked_text(outcome.blocked))
            return
        if isinstance(outcome, Selected):
            self.selected = outcome.tile
        elif isinstance(outcome, Reselected):
            self.selected = outcome.new
        elif isinstance(outcome, Deselected):
            self.selected = None
        elif isinstance(outcome, PairRemoved):
            self.selected = None
            self.locked = True
            self.pair_chosen.emit(outcome.a, outcome.b)
        self.refresh()

    def move_made(self, a: int, b: int, ok: bool) -> None:
        """The server's answer to the pair sent: removed, or refused (the board stays)."""
        self.locked = False
        if ok and self.board is not None:
            self.board.remove_pair(a, b)
            self.hinted = frozenset()
        self.refresh()

    def show_hint(self, a: int, b: int) -> None:
        self.hinted = frozenset((a, b))
        self.refresh()

    def reshuffled(self, faces) -> None:
        if self.board is not None:
            self.board.reshuffle(faces)
            self.selected, self.hinted = None, frozenset()
            self.refresh()
