"""The paste tool: the clipboard's tiles follow the pointer as ghosts until a click puts them.

The tiles' top-left corner goes on the half-tile cell under the pointer (as the place tool puts
one tile), their lowest level on the current level, so a paste lands where the designer points,
in half steps; with mirror drawing on, their mirror images come too. Ghosts are red where the tiles may not go; a click there leaves them following.
A right click (or Escape, through the window) gives up; either way the previous tool comes back.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, Qt

from mahjong_qt.core.geometry import Position

from ...editing.commands import TilesEdit
from ...editing.mirror_edits import mirrored_paste
from .base import Tool

if TYPE_CHECKING:
    from ..scene import EditorScene

__all__ = ["PasteTool"]


class PasteTool(Tool):
    """Put a copy of some tiles where the pointer is. ``finished()`` is called when they are
    put or given up, ``refused()`` after a click where they may not go."""

    def __init__(
        self, scene: EditorScene, finished: Callable[[], None], refused: Callable[[], None]
    ):
        super().__init__(scene)
        self.finished = finished
        self.refused = refused
        self.clip: tuple[Position, ...] = ()

    def start(self, clip: Sequence[Position], pos: QPointF) -> None:
        """Begin with these tiles, their ghosts at ``pos``."""
        self.clip = tuple(sorted(clip))
        self.preview(pos)

    def command(self, pos: QPointF) -> TilesEdit | None:
        """The paste a click at ``pos`` would do (None where the tiles may not go)."""
        if not self.clip:
            return None
        z = self.session.current_level
        cx, cy = self.scene.geometry.cell_at(pos, z)
        dx = cx - min(p[0] for p in self.clip)
        dy = cy - min(p[1] for p in self.clip)
        return mirrored_paste(self.session.doc, self.clip, dx, dy, z, self.scene.symmetry())

    def _ghosts(self, pos: QPointF) -> list[tuple[Position, bool]]:
        command = self.command(pos)
        if command is not None:
            return [(p, True) for p in sorted(command.added)]
        z = self.session.current_level
        cx, cy = self.scene.geometry.cell_at(pos, z)
        x0, y0 = min(p[0] for p in self.clip), min(p[1] for p in self.clip)
        z0 = min(p[2] for p in self.clip)
        return [((x - x0 + cx, y - y0 + cy, c - z0 + z), False) for x, y, c in self.clip]

    def preview(self, pos: QPointF) -> None:
        self.scene.ghosts.show(self._ghosts(pos) if self.clip else [])

    def press(self, pos, button, modifiers) -> None:
        if button == Qt.MouseButton.RightButton:
            self.finished()
            return
        if not self.session.push(self.command(pos)):
            self.refused()
            return
        self.clip = ()
        self.finished()

    def move(self, pos, buttons, modifiers) -> None:
        if self.clip:
            self.preview(pos)

    def deactivate(self) -> None:
        self.clip = ()
        super().deactivate()
