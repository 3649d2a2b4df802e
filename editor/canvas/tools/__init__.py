"""The canvas tools: each a small interaction class that turns pointer events into commands."""

from .base import Tool
from .erase import EraseTool
from .fill import FillTool
from .paste import PasteTool
from .place import PlaceTool
from .select import SelectTool

__all__ = ["Tool", "PlaceTool", "EraseTool", "SelectTool", "PasteTool", "FillTool"]
