"""The player's board in an online race: the shared board scene and view, fed by the player's
own core ``Board`` (a mirror of the server's). A click goes the offline game's way: the core's
``click`` and ``selection_after`` (``core.selection``); a blocked tile shakes, the tiles in its way
are outlined, the status line and the screen reader say why, in the same words. A matching pair
becomes ``pair_chosen(a, b)``, which the caller sends to the server; the board changes only when
the server says the move was made. Faces are hidden
until "go" (the curtain shows 3, 2, 1). Blocked tiles are shaded as offline when the player's
"shade blocked tiles" preference is on (:meth:`set_shade_blocked`): the same snapshot, the same
scene."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QVBoxLayout, QWidget

from mahjong_qt.app.board.board_scene import BoardScene, BoardSnapshot
from mahjong_qt.app.board.board_state import board_snapshot
from mahjong_qt.app.board.board_view import BoardView
from mahjong_qt.app.messages import refusal_text, tile_name
from mahjong_qt.app.screen_reader.announcements import AnnouncementTexts
from mahjong_qt.app.screen_reader.speech import tile_sentence
from mahjong_qt.core.board import Board
from mahjong_qt.core.selection import PairRemoved, Refused, click, selection_after
from mahjong_qt.ui.tile_renderer import TileRenderer

__all__ = ["OnlineBoard"]


class OnlineBoard(QWidget):
    """Signals: ``pair_chosen(a, b)``; ``told(text)`` (why a tile is blocked)."""

    pair_chosen = Signal(int, int)
    told = Signal(str)

    def __init__(self, renderer: TileRenderer, parent: QWidget | None = None):
        super().__init__(parent)
        self.renderer = renderer
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
        self.shade_blocked = False  # the player's preference, as offline
        self._positions: tuple = ()
        self.lang = "en"
        self._texts = AnnouncementTexts(self)
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

    def set_shade_blocked(self, on: bool) -> None:
        """Shade the tiles that cannot be taken now (the game's preference, followed live)."""
        if on != self.shade_blocked:
            self.shade_blocked = on
            self.refresh()

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
        else:  # the offline game's snapshot of a board, with this player's marks
            snap = replace(
                board_snapshot(board, self.lang),
                selected=self.selected,
                hinted=self.hinted,
                focused=self.view.focused,
                shade_blocked=self.shade_blocked,
            )
            self.view.set_candidates([i for i in range(count) if snap.free[i]])
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
            self.scene.show_blocked(outcome.blocked)
            self.told.emit(refusal_text(board, outcome.blocked, self.lang))
            sentence = tile_sentence(board, tile, self.lang)
            self.view.announcer.announce(self._texts.not_free(sentence), assertive=True)
            return
        self.selected = selection_after(self.selected, outcome)
        if isinstance(outcome, PairRemoved):
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
        """New faces on the tiles left (the board the client shares with this view may have
        them already: one shuffle is one move of its history)."""
        if self.board is not None:
            if tuple(self.board.faces) != tuple(faces):
                self.board.reshuffle(faces)
            self.selected, self.hinted = None, frozenset()
            self.refresh()
