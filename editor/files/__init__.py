"""Files: reading and writing layouts (``file_io``), the File menu's actions (``FileActions``),
export, metadata, crash recovery, recent files, the layout folder's store, the desktop trash and
thumbnails."""

from .file_actions import FileActions

__all__ = ["FileActions"]
