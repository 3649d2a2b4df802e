"""The editor's controls: every action of a window (``EditorActions``) and their icons."""

from .actions import EditorActions

__all__ = ["EditorActions"]
