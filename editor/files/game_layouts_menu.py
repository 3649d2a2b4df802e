"""File ▸ New From Game Layout: the game's own layouts, to start a design from a copy."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QMenu, QWidget

from .file_io import bundled_entries

__all__ = ["GameLayoutsMenu"]


class GameLayoutsMenu(QMenu):
    """One entry per bundled layout, named in the interface language, with its tile count;
    ``chosen(path)`` when one is picked."""

    chosen = Signal(Path)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        # A damaged installation's unusable file is left out.
        self._entries = [e for e in bundled_entries() if e.usable]

    def retranslate(self, lang: str) -> None:
        """Title and entries in ``lang`` (sorted by name in that language)."""
        self.setTitle(self.tr("New From a &Game Layout"))
        self.clear()
        for entry in sorted(self._entries, key=lambda e: e.name(lang).casefold()):
            text = self.tr("%1 (%n tiles)", "", entry.tile_count).replace("%1", entry.name(lang))
            action = self.addAction(text)
            action.triggered.connect(lambda _=False, p=entry.path: self.chosen.emit(p))
