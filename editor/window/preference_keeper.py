"""The editor's preferences kept as they are chosen: read at start, written after each change
(a crash loses nothing already chosen), a file that cannot be written said in the status bar."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject

from mahjong_qt.core.user_files import Notice

from .preferences import EditorPreferences, load_preferences, save_preferences

__all__ = ["PreferenceKeeper"]


class PreferenceKeeper(QObject):
    """``preferences`` (frozen) as read from ``file`` (``notice``: it could not be read and was
    kept aside) and changed by :meth:`remember`; ``show_status(text, ms)`` tells a failed write."""

    def __init__(
        self,
        file: Path,
        show_status: Callable[[str, int], None],
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self.file = file
        self._show_status = show_status
        self.preferences: EditorPreferences
        self.notice: Notice | None
        self.preferences, self.notice = load_preferences(file)

    def remember(self, **changes: object) -> None:
        """Keep these preferences now."""
        self.preferences = self.preferences.model_copy(update=changes)
        self.save()

    def remember_file(self, path: Path) -> tuple[str, ...]:
        """``path`` first in the recent files; the recent files now."""
        self.preferences = self.preferences.with_recent(path)
        self.save()
        return tuple(self.preferences.recent_files)

    def remember_sort(self, column: int, descending: bool) -> None:
        """The layout manager's sort order."""
        self.remember(manager_sort_column=column, manager_sort_descending=descending)

    def save(self) -> None:
        try:
            save_preferences(self.file, self.preferences)
        except OSError as e:
            self._show_status(
                self.tr("The editor's settings cannot be written: %1").replace("%1", str(e)), 8000
            )
