"""File ▸ New From Game Layout: the game's own layouts, to start a design from a copy."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QMenu, QWidget

from mahjong_qt.core.layout import Layout, LayoutError, load_layout
from mahjong_qt.resources import bundled_layout_files

__all__ = ["GameLayoutsMenu"]


class GameLayoutsMenu(QMenu):
    """One entry per bundled layout, named in the interface language, with its tile count;
    ``chosen(path)`` when one is picked."""

    chosen = Signal(Path)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._layouts: list[tuple[Path, Layout]] = []
        for path in bundled_layout_files():
            try:
                self._layouts.append((path, load_layout(path)))
            except LayoutError:  # a damaged installation: leave that one out
                continue

    def retranslate(self, lang: str) -> None:
        """Title and entries in ``lang`` (sorted by name in that language)."""
        self.setTitle(self.tr("New From a &Game Layout"))
        self.clear()
        for path, layout in sorted(self._layouts, key=lambda pl: pl[1].name(lang).casefold()):
            text = self.tr("%1 (%n tiles)", "", layout.tile_count).replace("%1", layout.name(lang))
            action = self.addAction(text)
            action.triggered.connect(lambda _=False, p=path: self.chosen.emit(p))
