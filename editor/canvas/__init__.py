"""The canvas: the ``EditorScene`` that projects the document, its items and events, the drawing
tools (``tools/``, switched by the ``ToolBox``), the grid follower, the heat map and the 3-D
preview."""

from .scene import EditorScene

__all__ = ["EditorScene"]
