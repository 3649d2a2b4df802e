"""The editor's window: the composition root (``EditorWindow``), its menus, its status line and the
preferences it keeps."""

from .main_window import EditorWindow

__all__ = ["EditorWindow"]
