"""File ▸ Open Recent: the last files opened or saved, newest first."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QMenu, QWidget

__all__ = ["RecentFilesMenu"]


class RecentFilesMenu(QMenu):
    """One entry per file (its name, the folder as tooltip); ``chosen(path)`` when picked."""

    chosen = Signal(Path)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setToolTipsVisible(True)
        self._files: tuple[str, ...] = ()

    def show_files(self, files: Sequence[str]) -> None:
        self._files = tuple(files)
        self._fill()

    def _fill(self) -> None:
        self.clear()
        for number, text in enumerate(self._files, start=1):
            path = Path(text)
            action = self.addAction(f"&{number} {path.name}")
            action.setToolTip(str(path))
            action.triggered.connect(lambda _=False, p=path: self.chosen.emit(p))
        self.setEnabled(bool(self._files))

    def retranslate(self) -> None:
        self.setTitle(self.tr("Open &Recent"))
