"""The canvas tools and drawing modes of one window: which tool is active, mirror drawing,
"place on top", and the paste that borrows the canvas for one click.

It connects the Tools menu's actions and keeps them checked as the state is; the window only
builds it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QPointF

from ..controls.actions import EditorActions
from ..editing.commands import Mirror
from ..editing.edit_operations import EditOperations
from ..files.recovery import SavedMirror
from .scene import EditorScene
from .tools import EraseTool, FillTool, PasteTool, PlaceTool, SelectTool

__all__ = ["ToolBox", "TOOL_NAMES"]

TOOL_NAMES = ("place", "erase", "select", "fill")


class ToolBox(QObject):
    """``tools`` by name; ``tool_name`` the one chosen (back after a paste).

    ``pointer_fallback()`` is where a paste starts when the pointer is not over the canvas,
    ``focus_canvas()`` gives the canvas the keyboard (Escape gives a paste up).
    """

    def __init__(
        self,
        scene: EditorScene,
        actions: EditorActions,
        edits: EditOperations,
        pointer_fallback: Callable[[], QPointF],
        focus_canvas: Callable[[], None],
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self._scene = scene
        self._actions = actions
        self._edits = edits
        self._pointer_fallback = pointer_fallback
        self._focus_canvas = focus_canvas
        self.tools = {
            "place": PlaceTool(scene),
            "erase": EraseTool(scene),
            "select": SelectTool(scene),
            "fill": FillTool(scene),
        }
        self.paste_tool = PasteTool(scene, self.end_paste, edits.tell_no_room)
        self.tool_name = "place"
        scene.set_tool(self.tools["place"])
        self._tool_actions = {
            "place": actions.tool_place,
            "erase": actions.tool_erase,
            "select": actions.tool_select,
            "fill": actions.tool_fill,
        }
        self._mirror_actions = {
            Mirror.NONE: actions.mirror_none,
            Mirror.VERTICAL: actions.mirror_vertical,
            Mirror.HORIZONTAL: actions.mirror_horizontal,
            Mirror.BOTH: actions.mirror_both,
        }
        for name, action in self._tool_actions.items():
            action.triggered.connect(lambda _=False, n=name: self.set_tool(n))
        for mirror, action in self._mirror_actions.items():
            action.triggered.connect(lambda _=False, m=mirror: self.set_mirror(m))
        actions.mirror_center.triggered.connect(scene.center_mirror_on_layout)
        actions.mirror_here.triggered.connect(self.put_axes_under_pointer)
        actions.on_top.toggled.connect(self._set_on_top)
        actions.paste.triggered.connect(self.begin_paste)
        actions.deselect.triggered.connect(self.end_paste)

    def set_tool(self, name: str) -> None:
        self.tool_name = name
        self._scene.set_tool(self.tools[name])
        self._tool_actions[name].setChecked(True)

    def set_mirror(self, mirror: Mirror | str) -> None:
        mirror = Mirror(mirror)
        self._scene.set_mirror(mirror)
        self._mirror_actions[mirror].setChecked(True)

    def saved_mirror(self) -> SavedMirror:
        """Mirror drawing as it is, for the recovery copy."""
        sc = self._scene
        return SavedMirror(mirror=sc.mirror.value, center=sc.mirror_center, chosen=sc.axis_chosen)

    def restore_mirror(self, saved: SavedMirror) -> None:
        """Mirror drawing as a recovery copy kept it."""
        self.set_mirror(saved.mirror)
        if saved.chosen:
            self._scene.set_mirror_axes((saved.center[0], saved.center[1]))

    def put_axes_under_pointer(self) -> None:
        """Tools ▸ Put Mirror Axes Under the Pointer (the middle of the view when the pointer
        is not over the canvas)."""
        pos = self._scene.last_pointer
        if pos is None:
            pos = self._pointer_fallback()
        self._scene.set_mirror_axes(self._scene.geometry.axes_at(pos))

    def _set_on_top(self, on: bool) -> None:
        self._scene.place_on_top = on

    def begin_paste(self) -> bool:
        """Edit ▸ Paste: the clipboard's tiles follow the pointer until a click puts them."""
        clip = self._edits.clipboard_tiles()
        if not clip:
            return False
        pos = self._scene.last_pointer
        if pos is None:
            pos = self._pointer_fallback()
        self._scene.set_tool(self.paste_tool)
        self.paste_tool.start(clip, pos)
        self._focus_canvas()
        return True

    def end_paste(self) -> None:
        if self._scene.tool is self.paste_tool:
            self.set_tool(self.tool_name)
