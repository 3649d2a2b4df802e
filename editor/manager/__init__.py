"""The layout manager: the user's layout folder, beside the editor (``LayoutManager``)."""

from .layout_manager import LayoutManager

__all__ = ["LayoutManager"]
