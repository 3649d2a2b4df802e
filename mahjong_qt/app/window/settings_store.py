"""The player's settings as the game window keeps them: the current value, changed and saved
(atomically) in one place; ``notice`` when they cannot be written."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QObject, Signal

from mahjong_qt.core.paths import UserPaths
from mahjong_qt.core.settings import Settings, save_settings
from mahjong_qt.ui.first_paint import after_first_paint

__all__ = ["SettingsStore"]


class SettingsStore(QObject):
    notice = Signal(str)

    def __init__(
        self, paths: UserPaths, settings: Settings, persist: bool = True, parent=None
    ) -> None:
        super().__init__(parent)
        self.paths = paths
        self.settings = settings
        self.persist = persist  # False: a screenshot run writes no user file
        self._noted = False  # changes noted, not written yet

    def update(self, **changes) -> None:
        """Change some fields and save."""
        self.replace(dataclasses.replace(self.settings, **changes))

    def note(self, **changes) -> None:
        """Change some fields now and save them just after (a game's start is not held up by
        the disk: at start-up, after the first paint)."""
        self.settings = dataclasses.replace(self.settings, **changes)
        self._noted = True
        after_first_paint(self._write_noted, self)

    def _write_noted(self) -> None:
        if self._noted:  # not written since (several notes: one write)
            self._write()

    def replace(self, settings: Settings) -> None:
        self.settings = settings
        self._write()

    def _write(self) -> None:
        self._noted = False
        if not self.persist:
            return
        settings = self.settings
        try:
            save_settings(self.paths.settings_file, settings)
        except OSError as error:
            self.notice.emit(
                self.tr("The settings could not be saved: %1").replace("%1", str(error))
            )
