"""The game's board view: the shared zoom/pan view plus keyboard play and a pause curtain.

The keyboard focus reaches every tile on the board, free or not, so that a player who cannot see
the screen can explore it (keys in :mod:`.explore_keys`, moves in :class:`.board_focus.BoardFocus`);
Space or Enter "clicks" the focused tile, Escape clears the selection. The view does not know the
rules: the presenter gives it the tiles and their names (``show_tiles``) and receives
``activated(index)`` / ``escapePressed``. To a screen reader the view is a list of tiles, each
named ("Bamboo 5, level 1, free", see :mod:`.board_accessible`); the focused tile is also the
view's accessible description, and :attr:`announcer` speaks events.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt, Signal
from PySide6.QtGui import QKeyEvent, QShowEvent
from PySide6.QtWidgets import QLabel, QWidget

from mahjong_qt.app.screen_reader.announcer import Announcer
from mahjong_qt.ui.sheet_when_shown import sheet_when_shown
from mahjong_qt.ui.zoom_pan_view import ZoomPanView

from .board_accessible import focus_moved, register_board, tile_changed
from .board_focus import BoardFocus, BoardTiles, FocusAction
from .board_scene import BoardScene
from .explore_keys import board_command
from .tile_item import TileItem

__all__ = ["BoardView"]


class _Curtain(QLabel):
    """The pause curtain: a click on it means "go on"."""

    clicked = Signal()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        sheet_when_shown(self, "#pauseCurtain { color: white; background: rgba(10, 20, 15, 175); }")
        super().showEvent(event)

    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        self.clicked.emit()
        event.accept()


class BoardView(ZoomPanView):
    """Shows a :class:`BoardScene`; keyboard play; a curtain while paused."""

    focusMoved = Signal(object)  # the focused tile index, or None
    activated = Signal(int)  # Space/Enter on the focused tile
    escapePressed = Signal()
    curtainClicked = Signal()

    def __init__(self, scene: BoardScene, parent: QWidget | None = None):
        super().__init__(scene, parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # The table's radial light is not cached (QGraphicsView.CacheBackground): a pixmap the
        # size of the viewport (3 MB at 1280×860, 8 MB at 1920×1080) for little: a pan frame
        # takes 2.8 ms instead of 1.7 ms at 1920×1080, a full repaint the same (the tiles keep
        # their own caches, TileItem).
        self._board_scene = scene
        self._focus = BoardFocus()
        self._positions: tuple[tuple[int, int, int], ...] = ()
        self.announcer = Announcer(self)
        register_board(self, self)
        self._curtain = _Curtain(self)
        self._curtain.clicked.connect(self.curtainClicked)
        self._curtain.setObjectName("pauseCurtain")
        self._curtain.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._curtain.setWordWrap(True)
        self._curtain.setTextFormat(Qt.TextFormat.RichText)
        self._curtain.hide()  # (its style sheet when it is shown)

    # ----- the tiles ---------------------------------------------------------------------
    @property
    def focused(self) -> int | None:
        return self._focus.focused

    @property
    def tiles(self) -> BoardTiles:
        return self._focus.tiles

    def show_tiles(self, tiles: BoardTiles) -> None:
        """What is on the board and what each tile is called (after every change)."""
        positions = tuple(item.position for item in self._board_scene.items_by_index())
        if positions != self._positions:
            self._positions = positions
            self._focus.set_layout(positions)
        old = self._focus.tiles
        moved = self._focus.show(tiles)
        for i, name in enumerate(tiles.names):
            if i >= len(old.names) or old.names[i] != name or old.present[i] != tiles.present[i]:
                tile_changed(self, i)
        if moved:
            self._focus_changed()
        elif self.focused is not None:
            self.describe(self.tile_name(self.focused))

    def set_candidates(self, free_tiles: list[int]) -> None:
        """Only these tiles are there, all free (for callers that know no more of the board)."""
        count = len(self._board_scene.items_by_index())
        flags = tuple(i in set(free_tiles) for i in range(count))
        self.show_tiles(BoardTiles(flags, flags, ("",) * count, ("",) * count))

    def move_focus(self, direction: str) -> None:
        """Carry out a board command (see :data:`.explore_keys.COMMANDS`), e.g. "left"."""
        self._do(self._focus.command(direction))

    def focus_tile(self, tile: int, *, notify: bool = True) -> None:
        """Put the focus on ``tile`` (e.g. the first tile of a hint); ``notify`` False: without
        ``focusMoved`` (the caller shows the board anyway)."""
        if self.tiles.shown(tile) and tile != self.focused:
            self._focus.focused = tile
            self._focus_changed(notify=notify)

    def _do(self, action: FocusAction) -> None:
        if action.kind == "move" and action.tile is not None:
            self._focus_changed()
        elif action.kind == "activate" and action.tile is not None:
            self.activated.emit(action.tile)
        elif action.kind == "read" and action.tile is not None:
            self.announcer.announce(self.tile_details(action.tile) or self.tile_name(action.tile))
        elif action.kind == "no_match" and action.tile is not None:
            text = self.tr("No other free tile matches %1").replace(
                "%1", self.tile_name(action.tile)
            )
            self.announcer.announce(text)
        elif action.kind == "escape":
            self.escapePressed.emit()

    def _focus_changed(self, notify: bool = True) -> None:
        tile = self.focused
        if tile is not None:
            self.ensureVisible(self._board_scene.item(tile), 8, 8)
            self.describe(self.tile_name(tile))
            focus_moved(self, tile)
        if notify:
            self.focusMoved.emit(tile)

    def describe(self, text: str) -> None:
        """Set the accessible description (the focused tile, e.g. "Bamboo 3, level 1, free")."""
        self.setAccessibleDescription(text)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        command = board_command(event.key(), event.modifiers())
        if command is None:
            super().keyPressEvent(event)
            return
        self.move_focus(command)
        event.accept()

    # ----- what a screen reader asks (board_accessible.TileAccessSource) -------------------
    def tile_count(self) -> int:
        return len(self.tiles.present)

    def tile_shown(self, tile: int) -> bool:
        return self.tiles.shown(tile)

    def tile_name(self, tile: int) -> str:
        names = self.tiles.names
        return names[tile] if 0 <= tile < len(names) else ""

    def tile_details(self, tile: int) -> str:
        details = self.tiles.details
        return details[tile] if 0 <= tile < len(details) else ""

    def tile_screen_rect(self, tile: int) -> QRect:
        item = self._board_scene.item(tile)
        face = item.mapRectToScene(item.shape().boundingRect())
        rect = self.mapFromScene(face).boundingRect()
        return QRect(self.viewport().mapToGlobal(rect.topLeft()), rect.size())

    def tile_at(self, point: QPoint) -> int | None:
        local = self.viewport().mapFromGlobal(point)
        for item in self.items(local):
            if isinstance(item, TileItem) and item.isVisible():
                return item.index
        return None

    def focused_tile(self) -> int | None:
        return self.focused

    def tile_selected(self, tile: int) -> bool:
        return self.tiles.selected == tile

    # ----- pause curtain -----------------------------------------------------------------
    def show_curtain(self, text: tuple[str, str] | None) -> None:
        """Cover the board with a title and a line of text (None removes the curtain)."""
        if text is None:
            self._curtain.hide()
            return
        import html  # (with its table of entities) only when a curtain is shown

        title, line = (html.escape(t) for t in text)
        self._curtain.setText(
            f"<div style='font-size:28pt; font-weight:600'>{title}</div>"
            f"<div style='font-size:13pt; font-weight:400'>{line}</div>"
        )
        self._curtain.setGeometry(self.viewport().geometry())
        self._curtain.show()
        self._curtain.raise_()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._curtain.setGeometry(self.viewport().geometry())
