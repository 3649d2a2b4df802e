"""The board as a screen reader sees it: a list whose items are the tiles, each with its name.

Tiles are ``QGraphicsItem``s, which have no accessibility of their own; the board view gets an
accessible interface (installed through ``QAccessible.installFactory``) whose children are one
:class:`TileAccessible` per layout position. A tile's name is what the game says about it
("Bamboo 5, level 1, free"); removed tiles are invisible children, so indices stay stable.

The interfaces read everything from a :class:`TileAccessSource` (the board view): they never hold
game state. :func:`focus_moved` and :func:`tile_changed` tell the screen reader what changed.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QAccessibleInterface,
    QAccessibleStateChangeEvent,
)
from PySide6.QtWidgets import QAccessibleWidget, QWidget

__all__ = [
    "TileAccessSource",
    "TileAccessible",
    "BoardAccessible",
    "install_board_accessibility",
    "register_board",
    "focus_moved",
    "tile_changed",
]


class TileAccessSource(Protocol):
    """What the accessible board needs to know; the board view provides it."""

    def tile_count(self) -> int: ...

    def tile_shown(self, tile: int) -> bool: ...

    def tile_name(self, tile: int) -> str: ...

    def tile_details(self, tile: int) -> str: ...

    def tile_screen_rect(self, tile: int) -> QRect: ...

    def tile_at(self, point: QPoint) -> int | None: ...

    def focused_tile(self) -> int | None: ...

    def tile_selected(self, tile: int) -> bool: ...


class TileAccessible(QAccessibleInterface):
    """One tile: a list item named by the game, focusable, selected when the player chose it."""

    def __init__(self, board: BoardAccessible, tile: int):
        super().__init__()
        self._board = board
        self.tile = tile

    def _source(self) -> TileAccessSource:
        return self._board.source

    def isValid(self) -> bool:  # noqa: N802 (Qt override)
        return self._board.isValid() and self.tile < self._source().tile_count()

    def object(self):  # Qt override: a tile is not a QObject
        return None

    def window(self):  # Qt override
        return self._board.window()

    def parent(self) -> QAccessibleInterface:  # Qt override
        return self._board

    def child(self, index: int):  # Qt override
        return None

    def childCount(self) -> int:  # noqa: N802 (Qt override)
        return 0

    def indexOfChild(self, child) -> int:  # noqa: N802 (Qt override)
        return -1

    def childAt(self, x: int, y: int):  # noqa: N802 (Qt override)
        return None

    def role(self) -> QAccessible.Role:  # Qt override
        return QAccessible.Role.ListItem

    def text(self, kind: QAccessible.Text) -> str:  # Qt override
        if not self.isValid():
            return ""
        if kind == QAccessible.Text.Name:
            return self._source().tile_name(self.tile)
        if kind == QAccessible.Text.Description:
            return self._source().tile_details(self.tile)
        return ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:  # noqa: N802 (Qt override)
        return

    def rect(self) -> QRect:  # Qt override
        return self._source().tile_screen_rect(self.tile) if self.isValid() else QRect()

    def state(self) -> QAccessible.State:  # Qt override
        state = QAccessible.State()
        if not self.isValid():
            state.invalid = True
            return state
        source = self._source()
        shown = source.tile_shown(self.tile)
        state.invisible = not shown
        state.focusable = shown
        state.selectable = shown
        state.focused = shown and source.focused_tile() == self.tile
        state.selected = shown and source.tile_selected(self.tile)
        return state


class BoardAccessible(QAccessibleWidget):
    """The board view: a list of tiles (the view's scroll bars are left out)."""

    def __init__(self, widget: QWidget, source: TileAccessSource):
        super().__init__(widget, QAccessible.Role.List)
        self.source = source
        self._tiles: list[TileAccessible] = []  # kept alive here: Qt only borrows them

    def _tile(self, index: int) -> TileAccessible:
        while len(self._tiles) <= index:
            self._tiles.append(TileAccessible(self, len(self._tiles)))
        return self._tiles[index]

    def childCount(self) -> int:  # noqa: N802 (Qt override)
        return self.source.tile_count()

    def child(self, index: int):  # Qt override
        if 0 <= index < self.source.tile_count():
            return self._tile(index)
        return None

    def indexOfChild(self, child) -> int:  # noqa: N802 (Qt override)
        tile = getattr(child, "tile", None)
        if isinstance(tile, int) and tile < len(self._tiles) and self._tiles[tile] is child:
            return tile
        return -1

    def childAt(self, x: int, y: int):  # noqa: N802 (Qt override)
        tile = self.source.tile_at(QPoint(x, y))
        return None if tile is None else self._tile(tile)

    def focusChild(self):  # noqa: N802 (Qt override)
        tile = self.source.focused_tile()
        return None if tile is None else self._tile(tile)


_BOARDS: dict[int, tuple[QWidget, TileAccessSource]] = {}
_INTERFACES: list[BoardAccessible] = []  # Python owns them; Qt's cache only points at them
_installed = False


def _factory(key: str, obj) -> QAccessibleInterface | None:
    entry = _BOARDS.get(id(obj))
    if entry is None or entry[0] is not obj:
        return None
    interface = BoardAccessible(entry[0], entry[1])
    _INTERFACES.append(interface)
    return interface


def install_board_accessibility() -> None:
    """Install the factory once (before the first board view is shown)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True


def register_board(widget: QWidget, source: TileAccessSource) -> None:
    """Make ``widget`` a board whose accessible children are the tiles ``source`` describes."""
    install_board_accessibility()
    _BOARDS[id(widget)] = (widget, source)
    widget.destroyed.connect(lambda *_: _BOARDS.pop(id(widget), None))


def _send(widget: QWidget, kind: QAccessible.Event, tile: int) -> None:
    event = QAccessibleEvent(widget, kind)
    event.setChild(tile)
    QAccessible.updateAccessibility(event)


def focus_moved(widget: QWidget, tile: int) -> None:
    """The keyboard focus is now on ``tile``: the screen reader reads its name."""
    if widget.hasFocus():
        _send(widget, QAccessible.Event.Focus, tile)
    _send(widget, QAccessible.Event.NameChanged, tile)


def tile_changed(widget: QWidget, tile: int) -> None:
    """``tile``'s name or state changed (freed, selected, removed)."""
    _send(widget, QAccessible.Event.NameChanged, tile)
    changed = QAccessible.State()
    changed.selected = changed.invisible = changed.focusable = True
    event = QAccessibleStateChangeEvent(widget, changed)
    event.setChild(tile)
    QAccessible.updateAccessibility(event)
