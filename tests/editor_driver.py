"""The editor window as the tests drive it: clicks and drags on the canvas's half-tile cells,
its actions by name, and what the user sees of the layout (its tiles and metadata, the
validation's errors and warnings, the ghosts of a paste). The tests go through it, not through
the window's parts three deep, so that those parts can be rearranged without touching each
test."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt

from editor.window.main_window import EditorWindow
from mahjong_qt.core.geometry import Position
from mahjong_qt.ui.tile_metrics import HALF_H, HALF_W, position_to_scene

__all__ = ["EditorDriver", "cell_point", "click", "drag"]


def cell_point(window: EditorWindow, x: int, y: int, z: int) -> QPoint:
    """The viewport point over the middle of half-tile cell (x, y) of level z."""
    corner = position_to_scene(x, y, z)
    scene_pt = QPointF(corner.x() + HALF_W / 2, corner.y() + HALF_H / 2)
    return window.view.mapFromScene(scene_pt)


def click(qtbot, window, x, y, z, button=Qt.MouseButton.LeftButton, modifier=None):
    pos = cell_point(window, x, y, z)
    mods = modifier or Qt.KeyboardModifier.NoModifier
    qtbot.mouseMove(window.view.viewport(), pos)
    qtbot.mouseClick(window.view.viewport(), button, mods, pos)


def drag(qtbot, window, start, end, z):
    vp = window.view.viewport()
    a, b = cell_point(window, *start, z), cell_point(window, *end, z)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for i in range(1, 6):
        qtbot.mouseMove(vp, a + (b - a) * (i / 5))
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


class EditorDriver:
    """``EditorDriver(window, qtbot)``: ``click``/``drag`` on cells (they need ``qtbot``),
    ``act(name)`` triggers the window's action of that name, ``undo``/``redo``; ``tiles``,
    ``metadata``, ``errors``, ``warnings`` and ``ghosts()`` read what the window shows."""

    def __init__(self, window: EditorWindow, qtbot=None):
        self.window, self.qtbot = window, qtbot

    # --- what the user does ------------------------------------------------------------------
    def click(self, x: int, y: int, z: int, button=Qt.MouseButton.LeftButton, modifier=None):
        click(self.qtbot, self.window, x, y, z, button, modifier)

    def drag(self, start: tuple[int, int], end: tuple[int, int], z: int) -> None:
        drag(self.qtbot, self.window, start, end, z)

    def act(self, name: str) -> None:
        """Trigger the action ``name`` (as its menu item or its shortcut would)."""
        getattr(self.window.actions_, name).trigger()

    def undo(self) -> None:
        self.act("undo")

    def redo(self) -> None:
        self.act("redo")

    # --- what the user sees ------------------------------------------------------------------
    @property
    def tiles(self) -> set[Position]:
        """The layout's tiles, as positions."""
        return self.window.session.doc.tiles

    @property
    def metadata(self):
        """The layout's name, author and the rest of its properties."""
        return self.window.session.doc.metadata

    @property
    def errors(self) -> tuple:
        """The validation's errors, as the panel lists them."""
        return self.window.validation.report.errors

    @property
    def warnings(self) -> tuple:
        return self.window.validation.report.warnings

    def ghosts(self) -> list[tuple[Position, bool]]:
        """The ghosts of a paste under way (none: no paste), each with whether its tile may go
        there."""
        return self.window.scene.ghosts.positions()
